import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useSearchParams } from "@remix-run/react";
import { UsernameModal } from "~/components/username/username-modal";
import { currentPath, safeReturnTo } from "~/domain/safe-redirect";
import { claimUsername } from "~/models/username.server";
import { requireUser } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/session.server";
import { ErrorScreen } from "~/components/layout/error-screen";

export const meta: MetaFunction = () => [{ title: "Create Your Username | Shoal" }];

/** The overlay's plain-HTML home: a member who already has a name has nothing to do here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"));
  if (user.username) throw redirect(returnTo);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const returnTo = safeReturnTo(form.get("returnTo"));
  const limited = await formRateLimitRedirect(request, "usernameClaim", user, context, currentPath(request));
  if (limited) return limited;
  const raw = String(form.get("username") ?? "");
  const result = claimUsername(user.id, raw);
  if (!result.ok) {
    return data({ error: result.message, value: raw.slice(0, 40), returnTo }, { status: result.status === 409 ? 409 : 400 });
  }
  return redirectWithToast(request, returnTo, {
    title: "Username Set!",
    description: "Your username has been successfully created.",
  });
}

export default function UsernamePage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const returnTo = actionData?.returnTo ?? safeReturnTo(searchParams.get("returnTo"));
  return (
    <main id="main" className="min-h-[50vh]">
      <UsernameModal
        key={actionData?.error ?? "fresh"}
        returnTo={returnTo}
        defaultValue={actionData?.value}
        serverError={actionData?.error}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
