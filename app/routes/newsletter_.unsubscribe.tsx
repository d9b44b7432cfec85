import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorScreen } from "~/components/layout/error-screen";
import { Button } from "~/components/ui/button";
import { NEWSLETTER_MESSAGES, NEWSLETTER_TOASTS } from "~/domain/newsletter";
import { unsubscribe } from "~/models/newsletter.server";
import { readFormData } from "~/services/form.server";
import { NO_STORE_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { isValidUnsubscribe } from "~/web/newsletter-links.server";

export const meta: MetaFunction = () => [{ title: "Unsubscribe | Shoal" }, { name: "robots", content: "noindex" }];

const headers = { "Cache-Control": NO_STORE_CACHE_CONTROL };

/**
 * /newsletter/unsubscribe?email=…&sig=…: the link in each issue. No sign-in is needed: the signature proves the
 * site made the link for this address. Opening it changes nothing (a mail scanner may open links); the button on
 * the page posts the same two values, and the subscription is deleted. A link that is not valid says so (400).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const email = search.get("email");
  const sig = search.get("sig");
  if (!isValidUnsubscribe(email, sig))
    return data({ valid: false as const, message: NEWSLETTER_MESSAGES.badLink }, { status: 400, headers });
  return data({ valid: true as const, email, sig: sig as string }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const email = form.get("email");
  if (!isValidUnsubscribe(email, form.get("sig"))) return data({ message: NEWSLETTER_MESSAGES.badLink }, { status: 400, headers });
  // Already off the list (a second click) is the outcome asked for, and said the same way.
  unsubscribe(email);
  return redirectWithToast(request, "/", NEWSLETTER_TOASTS.unsubscribed(email));
}

export default function UnsubscribePage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Unsubscribe</h1>
      {page.valid && !refused ? (
        <>
          <p className="mt-4 text-slate-700">
            Stop the newsletter to <strong className="break-all font-semibold text-slate-900">{page.email}</strong>? The address is deleted
            from the list.
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="email" value={page.email} />
            <input type="hidden" name="sig" value={page.sig} />
            <Button type="submit" size="lg">
              Unsubscribe
            </Button>
          </Form>
        </>
      ) : (
        <p role="alert" className="mt-4 text-slate-700">
          {refused?.message ?? (page.valid ? "" : page.message)}
        </p>
      )}
      <p className="mt-8 text-sm">
        <Link to="/" className="font-medium text-brand-700 underline underline-offset-2">
          Back to Shoal
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
