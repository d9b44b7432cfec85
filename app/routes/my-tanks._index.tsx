import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorScreen } from "~/components/layout/error-screen";
import { TankCard } from "~/components/tanks/tank-card";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useUnitPreferences } from "~/components/units/use-unit-preferences";
import { MAX_TANKS_PER_MEMBER } from "~/domain/tank-rules";
import { listTanks } from "~/models/tank.server";
import { tankVerdicts } from "~/models/tank-report.server";
import { tankJournalWarnings } from "~/models/tank-journal-report.server";
import { unitPreferencesFor } from "~/services/unit-preferences.server";
import { journalUnitsFor } from "~/web/journal-page.server";
import { requireMemberPage } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [{ title: "My Tanks | Shoal" }];

/**
 * Members only (a visitor gets the signed-out page that moves on to sign in): the member's tanks with their size
 * and fish, the checker's verdict on each tank that holds fish, and what each tank's water journal warns of. A member keeps at most MAX_TANKS_PER_MEMBER, so the list is one short page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMemberPage(request);
  const units = journalUnitsFor(unitPreferencesFor(request, user));
  return data(
    { tanks: listTanks(user.id), verdicts: tankVerdicts(user), warnings: tankJournalWarnings(user, units) },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

export default function MyTanksPage() {
  const { tanks, verdicts, warnings } = useLoaderData<typeof loader>();
  const units = useUnitPreferences();
  const full = tanks.length >= MAX_TANKS_PER_MEMBER;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Tanks</h1>
          <p className="mt-1 text-slate-600">Your aquariums, the fish in each, and how well they'd get on.</p>
        </div>
        {tanks.length > 0 && !full ? (
          <Link to="/my-tanks/new" className={buttonClasses("primary")}>
            Add a tank
          </Link>
        ) : null}
      </div>

      {tanks.length === 0 ? (
        <EmptyState
          className="mt-8"
          title="No tanks yet"
          description="Add your first tank: its size, filter and water. Then put your fish in it to see how they'd get on."
          action={
            <Link to="/my-tanks/new" className={buttonClasses("primary")}>
              Add your first tank
            </Link>
          }
        />
      ) : (
        <>
          <ul aria-label="Your tanks" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tanks.map((tank) => (
              <TankCard key={tank.id} tank={tank} units={units} verdict={verdicts[tank.id] ?? null} warnings={warnings[tank.id] ?? []} />
            ))}
          </ul>
          {full ? (
            <p className="mt-6 text-sm text-slate-600">
              That's {MAX_TANKS_PER_MEMBER} tanks, the most you can keep here. Delete one to add another.
            </p>
          ) : null}
        </>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
