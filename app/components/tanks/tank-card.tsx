import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { cardClasses } from "~/components/ui/card";
import type { UnitPreferences } from "~/domain/units";
import type { Verdict } from "~/domain/checker/types";
import { formatDimensions, formatLitres } from "./format";
import { VerdictBadge } from "./tank-report";
import { cx } from "class-variance-authority";
import { JournalWarnings } from "~/components/journal/journal-warnings";
import type { JournalWarning } from "~/domain/journal/warnings";

export type TankCardView = {
  id: number;
  name: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  volumeL: number;
  fishCount: number;
  speciesCount: number;
};

/** A tank in the member's list, with the checker's verdict when it holds fish: the whole card is the link to its page. */
export function TankCard({
  tank,
  units,
  verdict,
  warnings = [],
}: {
  tank: TankCardView;
  units: UnitPreferences;
  verdict: Verdict | null;
  /** What the tank's water journal warns of now. */
  warnings?: JournalWarning[];
}) {
  // "Fish" and "species" are their own plurals.
  const fish = tank.fishCount === 0 ? "No fish yet" : `${tank.fishCount} fish, ${tank.speciesCount} species`;
  return (
    <li>
      <Link to={`/my-tanks/${tank.id}`} className={cx(cardClasses({ interactive: true }), "block p-5")}>
        <h2 className="text-lg font-semibold text-slate-900">{tank.name}</h2>
        <p className="mt-1 text-sm text-slate-700">{formatDimensions(tank, units)}</p>
        <p className="text-sm text-slate-700">about {formatLitres(tank.volumeL, units)} of water</p>
        <p className="mt-3 flex flex-wrap items-center gap-2">
          <Badge tone={tank.fishCount === 0 ? "neutral" : "brand"}>{fish}</Badge>
          {verdict ? (
            <span className="inline-flex items-center gap-1 text-sm text-slate-700">
              Verdict: <VerdictBadge verdict={verdict} />
            </span>
          ) : null}
        </p>
        <JournalWarnings warnings={warnings} compact className="mt-3" />
      </Link>
    </li>
  );
}
