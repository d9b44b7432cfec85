import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { cardClasses } from "~/components/ui/card";
import type { UnitPreferences } from "~/domain/units";
import { formatDimensions, formatLitres } from "./format";
import { cx } from "class-variance-authority";

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

/** A tank in the member's list: the whole card is the link to its page. */
export function TankCard({ tank, units }: { tank: TankCardView; units: UnitPreferences }) {
  // "Fish" and "species" are their own plurals.
  const fish = tank.fishCount === 0 ? "No fish yet" : `${tank.fishCount} fish, ${tank.speciesCount} species`;
  return (
    <li>
      <Link to={`/my-tanks/${tank.id}`} className={cx(cardClasses({ interactive: true }), "block p-5")}>
        <h2 className="text-lg font-semibold text-slate-900">{tank.name}</h2>
        <p className="mt-1 text-sm text-slate-700">{formatDimensions(tank, units)}</p>
        <p className="text-sm text-slate-700">about {formatLitres(tank.volumeL, units)} of water</p>
        <p className="mt-3">
          <Badge tone={tank.fishCount === 0 ? "neutral" : "brand"}>{fish}</Badge>
        </p>
      </Link>
    </li>
  );
}
