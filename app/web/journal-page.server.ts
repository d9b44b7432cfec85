import { formatDay } from "~/domain/dates";
import { chartGeometry, type ChartTable, type ChartView, type JournalRange } from "~/domain/journal/chart";
import { seriesOf, type JournalEntry } from "~/domain/journal/entries";
import {
  formatParameter,
  parameterFromMetric,
  parameterNumber,
  parameterUnit,
  PARAMETER_RULES,
  PARAMETERS,
  type JournalUnits,
  type Parameter,
} from "~/domain/journal/parameters";
import type { WaterRanges } from "~/domain/journal/warnings";
import { roundForInput, tankUnitsFor } from "~/domain/tank-rules";
import { takenAtFieldValue } from "~/domain/journal/reading-input";
import type { Toast } from "~/domain/toast";
import type { UnitPreferences } from "~/domain/units";

/** What the journal page and the API's CSV share: the member's units, the charts, the toasts. */

export function journalUnitsFor(preferences: UnitPreferences): JournalUnits {
  return { units: tankUnitsFor(preferences), hardness: preferences.hardness };
}

export const JOURNAL_TOASTS = {
  recorded: (cycled: boolean): Toast => ({
    title: "Entry saved",
    description: cycled ? "Saved. The tests show the tank is cycled, so it is marked cycled now." : "Your test is in the journal.",
  }),
  updated: (cycled: boolean): Toast => ({
    title: "Entry updated",
    description: cycled ? "Updated. The tests show the tank is cycled, so it is marked cycled now." : "Your changes are saved.",
  }),
  deleted: (): Toast => ({ title: "Entry deleted", description: "The entry is gone from the journal." }),
  imported: (count: number, cycled: boolean): Toast => ({
    title: "Journal imported",
    description: `${count} ${count === 1 ? "entry" : "entries"} added.${cycled ? " The tests show the tank is cycled, so it is marked cycled now." : ""}`,
  }),
  refused: (message: string): Toast => ({ title: "Not changed", description: message, variant: "destructive" }),
};

const BANDED: Partial<Record<Parameter, keyof WaterRanges>> = { temperature: "temperature", ph: "ph", gh: "gh" };

function summaryOf(
  parameter: Parameter,
  series: { takenAt: string; value: number }[],
  band: [number, number] | null,
  units: JournalUnits,
  changes: number,
) {
  const values = series.map((point) => point.value);
  const shown = (value: number) => formatParameter(parameter, value, units);
  const first = formatDay(series[0].takenAt);
  const last = formatDay(series[series.length - 1].takenAt);
  const tests = series.length === 1 ? `1 test, on ${first}` : `${series.length} tests from ${first} to ${last}`;
  const range = band ? ` The fish in this tank share ${shown(band[0])} to ${shown(band[1])}.` : "";
  const changed = changes > 0 ? ` ${changes} water ${changes === 1 ? "change" : "changes"} marked.` : "";
  return (
    `${PARAMETER_RULES[parameter].label}, ${tests}: latest ${shown(values[values.length - 1])}, ` +
    `lowest ${shown(Math.min(...values))}, highest ${shown(Math.max(...values))}.${range}${changed}`
  );
}

/** A chart per parameter tested in the range (oldest first entries of it), and the parameters not tested in it. */
export function journalCharts(
  entries: readonly JournalEntry[],
  ranges: WaterRanges,
  units: JournalUnits,
  range: JournalRange,
  now: Date,
): { charts: ChartView[]; untested: string[]; table: ChartTable } {
  const from = new Date(now.getTime() - range * 24 * 3600 * 1000);
  const waterChanges = entries.filter((entry) => entry.waterChangePct !== null).map((entry) => entry.takenAt);
  const charts: ChartView[] = [];
  const untested: string[] = [];
  for (const parameter of PARAMETERS) {
    const series = seriesOf(entries, parameter);
    if (series.length === 0) {
      untested.push(PARAMETER_RULES[parameter].label);
      continue;
    }
    const bandKey = BANDED[parameter];
    const shared = bandKey ? ranges[bandKey] : null;
    const band = shared && shared[0] <= shared[1] ? shared : null;
    const convert = (value: number) => parameterFromMetric(parameter, value, units);
    charts.push({
      parameter,
      title: PARAMETER_RULES[parameter].label,
      unit: parameterUnit(parameter, units),
      geometry: chartGeometry({
        series: series.map((point) => ({ takenAt: point.takenAt, value: convert(point.value) })),
        band: band ? [convert(band[0]), convert(band[1])] : null,
        waterChanges,
        from,
        to: now,
      }),
      summary: summaryOf(parameter, series, band, units, waterChanges.length),
    });
  }
  return { charts, untested, table: chartTable(entries, charts, units) };
}

/** Every entry in the range with a column per charted parameter, and the water change when any was logged. */
function chartTable(entries: readonly JournalEntry[], charts: ChartView[], units: JournalUnits): ChartTable {
  const changes = entries.some((entry) => entry.waterChangePct !== null);
  const columns = charts.map((chart) => `${chart.title}${chart.unit ? ` (${chart.unit})` : ""}`);
  if (changes) columns.push("Water changed (%)");
  const rows = entries.map((entry) => {
    const cells = charts.map(({ parameter }) => {
      const value = entry[parameter];
      return value === null ? "" : parameterNumber(parameter, value, units);
    });
    if (changes) cells.push(entry.waterChangePct === null ? "" : String(entry.waterChangePct));
    return { takenAt: entry.takenAt, cells };
  });
  return { columns, rows };
}

/** An entry as its edit form shows it: each value in the member's units, to two decimals at most. */
export function entryFormValues(entry: JournalEntry, units: JournalUnits): Record<string, string> {
  const values: Record<string, string> = { takenAt: takenAtFieldValue(entry.takenAt) };
  for (const parameter of PARAMETERS) {
    const value = entry[parameter];
    if (value !== null) values[parameter] = String(roundForInput(parameterFromMetric(parameter, value, units)));
  }
  if (entry.waterChangePct !== null) values.waterChangePct = String(entry.waterChangePct);
  if (entry.note !== null) values.note = entry.note;
  return values;
}
