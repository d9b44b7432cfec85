import type { ReactNode } from "react";
import type { TankInput } from "~/domain/tank-rules";
import type { UnitPreferences } from "~/domain/units";
import { formatDimensions, formatFlow, formatHardness, formatLitres, formatWaterTemperature } from "./format";

/** What the tank page shows of a tank's measurements, metric as stored. */
export type TankDetailsView = Omit<TankInput, "name">;

/** The tank's size, kit and water in the reader's units; what the member did not give says so. */
export function TankDetails({ tank, units }: { tank: TankDetailsView; units: UnitPreferences }) {
  const unknown = <span className="text-slate-500">Not given</span>;
  const filter = [
    tank.filterRatedVolumeL !== null ? `rated for ${formatLitres(tank.filterRatedVolumeL, units)}` : null,
    tank.filterFlowLph !== null ? formatFlow(tank.filterFlowLph, units) : null,
  ].filter(Boolean);
  const rows: [string, ReactNode][] = [
    ["Inside size", formatDimensions(tank, units)],
    ["Water", `about ${formatLitres(tank.volumeL, units)}`],
    ["Filter", filter.length ? filter.join(", ") : unknown],
    ["Heater", tank.heater ? "Yes" : "No"],
    ["Live plants", tank.planted ? "Yes" : "No"],
    ["Temperature", tank.temperatureC !== null ? formatWaterTemperature(tank.temperatureC, units) : unknown],
    ["pH", tank.ph !== null ? String(Math.round(tank.ph * 10) / 10) : unknown],
    ["Hardness", tank.ghDgh !== null ? formatHardness(tank.ghDgh, units) : unknown],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
