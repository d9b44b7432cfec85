import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorScreen } from "~/components/layout/error-screen";
import { tankPath } from "~/domain/tank-rules";
import { tankFormValues } from "~/components/tanks/format";
import { TankForm } from "~/components/tanks/tank-form";
import { Card } from "~/components/ui/card";
import { useUnitPreferences } from "~/components/units/use-unit-preferences";
import { getTank, TANK_NOT_FOUND, updateTank } from "~/models/tank.server";
import { requireMemberPage, requireUser } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/services/session.server";
import { storedTank } from "~/web/tank-api.server";
import { ownTankIdOr404, TANK_TOASTS } from "~/web/tank-pages.server";
import { tankSchema } from "~/validation/tank";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded ? `Edit ${loaded.tank.name}` : "Edit tank"} | My Tanks | Shoal` },
];

/** The member's own tank in its edit form; anyone else's tank is a 404, as one that does not exist. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireMemberPage(request);
  const tankId = parseRecordId(params.tankId);
  const tank = tankId === null ? undefined : getTank(user.id, tankId);
  if (!tank) throw new Response(TANK_NOT_FOUND, { status: 404 });
  const { fish: _fish, ...details } = tank;
  return data({ tank: details }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/** Saves the tank's details (its fish stay) and goes back to its page, or shows each problem beside its field. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const tankId = ownTankIdOr404(user.id, params.tankId);
  const limited = await formRateLimitRedirect(request, "tank", user, context, `${tankPath(tankId)}/edit`);
  if (limited) return limited;
  const submission = parseWithZod(await readFormData(request), { schema: tankSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = updateTank(user.id, tankId, storedTank(submission.value));
  if (!result.ok) {
    if (result.status === 404) throw new Response(TANK_NOT_FOUND, { status: 404 });
    const fieldErrors = result.code === "name-taken" ? { name: [result.message] } : undefined;
    return data(
      { result: submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : [result.message] }) },
      { status: result.status },
    );
  }
  return redirectWithToast(request, tankPath(tankId), TANK_TOASTS.saved(result.tank.name));
}

export default function EditTankPage() {
  const { tank } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const units = useUnitPreferences();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to={tankPath(tank.id)} className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Back to {tank.name}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Edit {tank.name}</h1>
      <Card className="mt-6 p-5 sm:p-6">
        <TankForm
          defaults={tankFormValues(tank, units)}
          lastResult={answer?.result}
          submitLabel="Save changes"
          cancelTo={tankPath(tank.id)}
        />
      </Card>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen notFound={{ title: "Tank Not Found", message: "That tank doesn't exist, or it isn't one of yours." }} />;
}
