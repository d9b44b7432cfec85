import type { ReactNode } from "react";
import { weeksSince, type TankInput } from "~/domain/tank-input";
import type { UnitPreferences } from "~/domain/units";
import { formatCarbonateHardness, formatDimensions, formatFlow, formatHardness, formatLitres, formatWaterTemperature } from "./format";

/** What the tank page shows of a tank's measurements, metric as stored. */
export type TankDetailsView = Omit<TankInput, "name"> & { plantCount?: number };

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
    ["Heater", yesNo(tank.heater) ?? unknown],
    ["Lid", yesNo(tank.lid) ?? unknown],
    ["Live plants", tank.planted || (tank.plantCount ?? 0) > 0 ? "Yes" : "No"],
    ["Light for plants", tank.light ? `${tank.light[0].toUpperCase()}${tank.light.slice(1)}` : unknown],
    ["CO2 added", yesNo(tank.co2) ?? unknown],
    ["Set up", tank.setUpOn ? setUpText(tank.setUpOn) : unknown],
    ["Filter cycled", yesNo(tank.cycled) ?? unknown],
    ["Temperature", tank.temperatureC !== null ? formatWaterTemperature(tank.temperatureC, units) : unknown],
    ["pH", tank.ph !== null ? String(Math.round(tank.ph * 10) / 10) : unknown],
    ["Hardness", tank.ghDgh !== null ? formatHardness(tank.ghDgh, units) : unknown],
    ["Carbonate hardness", tank.khDkh !== null ? formatCarbonateHardness(tank.khDkh, units) : unknown],
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

function yesNo(value: boolean | null): string | null {
  return value === null ? null : value ? "Yes" : "No";
}

/** "2026-10-01 (8 weeks ago)": the day as given, and how old that makes the tank. */
function setUpText(day: string): string {
  const weeks = weeksSince(day, new Date());
  return `${day} (${weeks === 0 ? "this week" : `${weeks} ${weeks === 1 ? "week" : "weeks"} ago`})`;
}
