import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Newsletter } from "~/components/home/newsletter";
import { ErrorScreen } from "~/components/layout/error-screen";
import { safeReturnTo } from "~/domain/safe-redirect";
import { subscribe } from "~/models/newsletter.server";
import { readFormData } from "~/services/form.server";
import { cacheControlFor, publicPageHeaders } from "~/services/http-cache.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/session.server";
import { NEWSLETTER_CONSENT, NEWSLETTER_HONEYPOT, NEWSLETTER_TOASTS, subscribeSchema } from "~/validation/newsletter";
import { getOptionalUser } from "~/web/current-user.server";

export const meta: MetaFunction = () => [{ title: "Newsletter | Shoal" }];

/** The form on its own page: where a post without JavaScript that needs correcting is answered. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  return data(null, { headers: { "Cache-Control": cacheControlFor(Boolean(user)) } });
}

export const headers = publicPageHeaders;

/**
 * POST /newsletter {email, consent, returnTo}: anyone may subscribe an address, with the consent line ticked;
 * counted per client address, visitor or member. Stored once per address; the answer is the same whether it was
 * new or on the list already. Back to where the form was, with a toast; a form to correct comes back with status
 * 400 and the problems beside the fields.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const returnTo = safeReturnTo(form.get("returnTo"));
  // Per client address, not per member: the address is what a subscribing script would repeat from.
  const limited = await formRateLimitRedirect(request, "newsletter", null, context, returnTo);
  if (limited) return limited;
  const submission = parseWithZod(form, { schema: subscribeSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), returnTo }, { status: 400 });
  const email = submission.value.email;
  // A filled honeypot is a script: it is answered as a person would be, and nothing is stored.
  const honeypot = form.get(NEWSLETTER_HONEYPOT);
  if (!(typeof honeypot === "string" && honeypot.trim() !== "")) subscribe(email, NEWSLETTER_CONSENT);
  return redirectWithToast(request, returnTo, NEWSLETTER_TOASTS.subscribed(email), { headers: { "X-Remix-Replace": "true" } });
}

export default function NewsletterPage() {
  const actionData = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Newsletter</h1>
      <Newsletter returnTo={actionData?.returnTo ?? "/"} serverResult={actionData?.result} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
