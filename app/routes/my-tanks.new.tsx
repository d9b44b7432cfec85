import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { ErrorScreen } from "~/components/layout/error-screen";
import { tankPath } from "~/domain/tank-rules";
import { TankForm } from "~/components/tanks/tank-form";
import { Card } from "~/components/ui/card";
import { createTank } from "~/models/tank.server";
import { requireMemberPage, requireUser } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/session.server";
import { storedTank } from "~/web/tank-api.server";
import { TANK_TOASTS } from "~/web/tank-pages.server";
import { tankSchema } from "~/validation/tank";

export const meta: MetaFunction = () => [{ title: "Add a Tank | My Tanks | Shoal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireMemberPage(request);
  return data(null, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/**
 * Creates the tank and goes to its page, or comes back with each problem beside its field (nothing typed is
 * lost): 400 for a value that cannot be, 409 for a name in use or a member with the most tanks already.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const limited = await formRateLimitRedirect(request, "tank", user, context, "/my-tanks/new");
  if (limited) return limited;
  const submission = parseWithZod(await readFormData(request), { schema: tankSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = createTank(user.id, storedTank(submission.value));
  if (!result.ok) {
    const fieldErrors = result.code === "name-taken" ? { name: [result.message] } : undefined;
    return data(
      { result: submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : [result.message] }) },
      { status: result.status },
    );
  }
  return redirectWithToast(request, tankPath(result.tank.id), TANK_TOASTS.created(result.tank.name));
}

export default function NewTankPage() {
  const answer = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/my-tanks" className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Back to my tanks
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Add a tank</h1>
      <p className="mt-1 text-slate-600">Only the name and size are needed; the rest makes the report sharper.</p>
      <Card className="mt-6 p-5 sm:p-6">
        <TankForm lastResult={answer?.result} submitLabel="Create tank" cancelTo="/my-tanks" />
      </Card>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
