import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { JournalWarnings } from "~/components/journal/journal-warnings";
import { ErrorScreen } from "~/components/layout/error-screen";
import { DeleteTank } from "~/components/tanks/delete-tank";
import { PlaceFishForm, type PlaceFishData, type TankTrial } from "~/components/tanks/place-fish-form";
import { TankDetails } from "~/components/tanks/tank-details";
import { TankFishRow } from "~/components/tanks/tank-fish-row";
import { TankPlants } from "~/components/tanks/tank-plants";
import { TankReport } from "~/components/tanks/tank-report";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useUnitPreferences } from "~/components/units/use-unit-preferences";
import { CONFIRM_DELETE_TANK_PARAM, MAX_SPECIES_PER_TANK, parseTankSex, readFishCount, TANK_MESSAGES, tankPath } from "~/domain/tank-rules";
import { journalPath } from "~/domain/journal/limits";
import { journalOverview } from "~/models/tank-journal-report.server";
import { tankFishChoices } from "~/models/tank-fish.server";
import { tankPlantChoices } from "~/models/tank-plants.server";
import { previewPlacement } from "~/models/tank-preview.server";
import { tankReport } from "~/models/tank-report.server";
import { getTank, otherTanks, TANK_NOT_FOUND } from "~/models/tank.server";
import { requireMemberPage, requireUser } from "~/web/current-user.server";
import { readFormData } from "~/services/form.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import {
  deleteTankIntent,
  moveFishIntent,
  placeFishIntent,
  removeFishIntent,
  TANK_PAGE_INTENTS,
  unknownAction,
  updateCountIntent,
} from "./intents.server";
import { addPlantIntent, removePlantIntent } from "./plant-intents.server";
import { ownTankIdOr404 } from "~/web/tank-pages.server";
import { journalUnitsFor } from "~/web/journal-page.server";
import { unitPreferencesFor } from "~/services/unit-preferences.server";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.tank.name ?? "Tank"} | My Tanks | Shoal` }];

/**
 * The member's own tank: its details, its fish with the forms that change them, and the checker's report,
 * computed here on every load so it follows each change. Anyone else's tank is a 404, as one that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireMemberPage(request);
  const tankId = parseRecordId(params.tankId);
  const tank = tankId === null ? undefined : getTank(user.id, tankId);
  if (!tank) throw new Response(TANK_NOT_FOUND, { status: 404 });
  const checked = tankReport(user, tank.id);
  const search = new URL(request.url).searchParams;
  return data(
    {
      tank,
      report: checked.ok ? { report: checked.report, names: checked.names, measuredAt: checked.measuredAt } : null,
      warnings: journalOverview(tank, journalUnitsFor(unitPreferencesFor(request, user))).warnings,
      choices: tankFishChoices(user.id),
      plantChoices: tankPlantChoices(user.id),
      trial: trialOf(user, tank.id, search),
      otherTanks: otherTanks(user.id, tank.id),
      confirmingDelete: search.get(CONFIRM_DELETE_TANK_PARAM) === "1",
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

const sentence = (message: string) => (message.endsWith(".") ? message : `${message}.`);

/** "Check first" of the add form: the tank judged with the fish added, nothing written; null when not asked. */
function trialOf(member: { id: string }, tankId: number, search: URLSearchParams): TankTrial {
  if (search.get("check") !== "1") return null;
  const fishId = parseRecordId(search.get("fishId"));
  const count = readFishCount(search.get("count"));
  const sex = parseTankSex(search.get("sex"));
  const chosen = { fishId, count: count ?? 1, sex };
  if (fishId === null) return { chosen, preview: { ok: false, message: "Please choose a fish." } };
  if (count === null) return { chosen, preview: { ok: false, message: TANK_MESSAGES.count } };
  const result = previewPlacement(member, tankId, fishId, count, sex);
  return { chosen, preview: result.ok ? result : { ok: false, message: sentence(result.message) } };
}

/**
 * One action, told apart by `intent`: place, update-count, move, remove, delete-tank, add-plant, remove-plant. Each changes only the
 * member's own tank and goes back to its page (a delete to the list) with a toast.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const tankId = ownTankIdOr404(user.id, params.tankId);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if ((TANK_PAGE_INTENTS as readonly unknown[]).includes(intent)) {
    const limited = await formRateLimitRedirect(request, "tank", user, context, tankPath(tankId));
    if (limited) return limited;
  }
  switch (intent) {
    case "place":
      return placeFishIntent(request, user, tankId, form);
    case "update-count":
      return updateCountIntent(request, user, tankId, form);
    case "move":
      return moveFishIntent(request, user, tankId, form);
    case "remove":
      return removeFishIntent(request, user, tankId, form);
    case "delete-tank":
      return deleteTankIntent(request, user, tankId);
    case "add-plant":
      return addPlantIntent(request, user, tankId, form);
    case "remove-plant":
      return removePlantIntent(request, user, tankId, form);
    default:
      return unknownAction();
  }
}

export default function TankPage() {
  const { tank, report, warnings, choices, plantChoices, trial, otherTanks, confirmingDelete } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const units = useUnitPreferences();
  const path = tankPath(tank.id);
  const placeFailure = actionData && "result" in actionData ? (actionData as PlaceFishData).result : undefined;
  const speciesCount = new Set(tank.fish.map((row) => row.fishId)).size;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/my-tanks" className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Back to my tanks
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <h1 className="break-words text-3xl font-bold tracking-tight text-slate-900">{tank.name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={journalPath(tank.id)} className={buttonClasses("secondary", "sm")}>
            Water journal
          </Link>
          <Link to={`${path}/edit`} className={buttonClasses("secondary", "sm")}>
            Edit tank
          </Link>
          {confirmingDelete ? null : (
            <DeleteTank
              tankName={tank.name}
              action={path}
              confirming={false}
              confirmHref={`${path}?${CONFIRM_DELETE_TANK_PARAM}=1`}
              cancelHref={path}
            />
          )}
        </div>
      </div>
      {confirmingDelete ? (
        <div className="mt-4">
          <DeleteTank tankName={tank.name} action={path} confirming confirmHref={path} cancelHref={path} />
        </div>
      ) : null}

      {warnings.length > 0 ? <JournalWarnings warnings={warnings} className="mt-6" /> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-6">
          <section aria-labelledby="tank-fish-heading">
            <h2 id="tank-fish-heading" className="text-xl font-semibold text-slate-900">
              Fish in this tank
            </h2>
            <Card className="mt-3 p-4">
              <h3 className="mb-3 font-semibold text-slate-900">Add or try a fish</h3>
              {speciesCount >= MAX_SPECIES_PER_TANK ? (
                <p className="text-sm text-slate-700">This tank has {MAX_SPECIES_PER_TANK} species, the most a tank can hold here.</p>
              ) : (
                <PlaceFishForm action={path} choices={choices} serverResult={placeFailure} trial={trial} units={units} />
              )}
            </Card>
            {tank.fish.length === 0 ? (
              <p className="mt-4 text-sm text-slate-600">No fish in this tank yet.</p>
            ) : (
              <ul aria-label="Fish in this tank" className="mt-4 space-y-3">
                {tank.fish.map((row) => (
                  <TankFishRow key={row.id} row={row} action={path} otherTanks={otherTanks} />
                ))}
              </ul>
            )}
          </section>

          <TankPlants plants={tank.plants} choices={plantChoices} action={path} />

          <Card className="p-5">
            {report ? (
              <TankReport report={report.report} names={report.names} units={units} measuredAt={report.measuredAt} />
            ) : (
              <p className="text-sm text-slate-700">The report is not available yet.</p>
            )}
          </Card>
        </div>

        <Card as="section" aria-labelledby="tank-details-heading" className="p-5">
          <h2 id="tank-details-heading" className="mb-3 font-semibold text-slate-900">
            About this tank
          </h2>
          <TankDetails tank={{ ...tank, plantCount: tank.plants.length }} units={units} />
        </Card>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen notFound={{ title: "Tank Not Found", message: "That tank doesn't exist, or it isn't one of yours." }} />;
}
