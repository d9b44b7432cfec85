import { formatDay } from "../dates";
import { daysBetween, seriesOf, oldestFirst, type JournalEntry } from "./entries";
import { formatParameter, parameterNumber, parameterUnit, type JournalUnits, type Parameter } from "./parameters";

/**
 * What a journal says needs doing, each with its numbers and a plain sentence: ammonia or nitrite in a cycled
 * tank (urgent: both burn gills at any level a kit shows), nitrate high or climbing week after week, water outside
 * what every fish in the tank can live in, no water change for over two weeks, and a large pH swing between tests.
 */

/** Above this, nitrate stresses most fish: the usual advice is to keep it under 40 ppm, better under 20. */
export const NITRATE_HIGH_PPM = 40;
/** Nitrate climbing by at least this much each week, two weeks running, outpaces the water changes. */
export const NITRATE_RISE_PPM = 5;
/** Most tanks want a partial change every week or two. */
export const WATER_CHANGE_DAYS = 14;
/** Between two tests, a pH move this large stresses fish (it is a tenfold change in acidity every 1.0). */
export const PH_SWING = 0.5;
const EPSILON = 1e-9;

/** The range of temperature (°C), pH and GH (dGH) the tank's species share; null where none is known. */
export type WaterRanges = Record<"temperature" | "ph" | "gh", [number, number] | null>;

export type WarningKind =
  "ammonia" | "nitrite" | "nitrate-high" | "nitrate-rising" | "temperature" | "ph" | "gh" | "water-change" | "ph-swing";

export type JournalWarning = {
  kind: WarningKind;
  /** Needs doing today. */
  urgent: boolean;
  title: string;
  message: string;
  /** The numbers compared, metric. */
  numbers: Record<string, number>;
};

export type WarningInput = {
  /** The journal's recent entries (any order): the last few weeks at least. */
  entries: readonly JournalEntry[];
  /** The last water change ever logged, and the first entry ever, for "no water change in two weeks". */
  lastWaterChangeAt: string | null;
  firstEntryAt: string | null;
  cycled: boolean | null;
  ranges: WaterRanges;
  now: Date;
};

const day = (iso: string) => formatDay(iso) ?? iso;

function rangeText(parameter: Parameter, [min, max]: [number, number], units: JournalUnits): string {
  const [low, high] = [parameterNumber(parameter, min, units), parameterNumber(parameter, max, units)];
  if (parameter === "ph") return `pH ${low}-${high}`;
  return `${low}-${high} ${parameterUnit(parameter, units)}`;
}

function latest(entries: readonly JournalEntry[], parameter: Parameter) {
  const series = seriesOf(entries, parameter);
  return series.length > 0 ? series[series.length - 1] : null;
}

function nitrogenWarnings(input: WarningInput, units: JournalUnits): JournalWarning[] {
  if (input.cycled !== true) return [];
  return (["ammonia", "nitrite"] as const).flatMap((parameter): JournalWarning[] => {
    const test = latest(input.entries, parameter);
    if (!test || test.value <= EPSILON) return [];
    const name = parameter === "ammonia" ? "Ammonia" : "Nitrite";
    return [
      {
        kind: parameter,
        urgent: true,
        title: `${name} in a cycled tank`,
        message:
          `${name} read ${formatParameter(parameter, test.value, units)} on ${day(test.takenAt)}. In a cycled tank it should be 0: ` +
          `change 30-50% of the water now, feed lightly, and look for a dead fish or a filter that stopped.`,
        numbers: { [`${parameter}Ppm`]: test.value },
      },
    ];
  });
}

/** The last nitrate test of each of the last three weeks, oldest first, when every week has one. */
function weeklyNitrate(entries: readonly JournalEntry[], now: Date): { takenAt: string; value: number }[] | null {
  const series = seriesOf(entries, "nitrate");
  const weeks = [2, 1, 0].map((weeksAgo) => {
    const inWeek = series.filter((test) => {
      const age = daysBetween(test.takenAt, now);
      return age >= weeksAgo * 7 && age < (weeksAgo + 1) * 7;
    });
    return inWeek.length > 0 ? inWeek[inWeek.length - 1] : null;
  });
  return weeks.every((week) => week !== null) ? (weeks as { takenAt: string; value: number }[]) : null;
}

function nitrateWarnings(input: WarningInput, units: JournalUnits): JournalWarning[] {
  const test = latest(input.entries, "nitrate");
  if (!test) return [];
  const shown = formatParameter("nitrate", test.value, units);
  if (test.value > NITRATE_HIGH_PPM + EPSILON) {
    return [
      {
        kind: "nitrate-high",
        urgent: false,
        title: "Nitrate is high",
        message: `Nitrate read ${shown} on ${day(test.takenAt)}, above ${NITRATE_HIGH_PPM} ppm. Larger or more frequent water changes bring it down.`,
        numbers: { nitratePpm: test.value, highAbovePpm: NITRATE_HIGH_PPM },
      },
    ];
  }
  const weeks = weeklyNitrate(input.entries, input.now);
  if (!weeks) return [];
  const rising = weeks.every((week, index) => index === 0 || week.value - weeks[index - 1].value >= NITRATE_RISE_PPM - EPSILON);
  if (!rising) return [];
  const values = weeks.map((week) => parameterNumber("nitrate", week.value, units)).join(", ");
  return [
    {
      kind: "nitrate-rising",
      urgent: false,
      title: "Nitrate is rising",
      message: `Nitrate has risen week after week (${values} ppm over the last three weeks): the water changes are not keeping up.`,
      numbers: { nitratePpm: test.value, firstWeekPpm: weeks[0].value, risePerWeekPpm: NITRATE_RISE_PPM },
    },
  ];
}

const RANGE_TITLES = { temperature: "Temperature", ph: "pH", gh: "Hardness" } as const;

function rangeWarnings(input: WarningInput, units: JournalUnits): JournalWarning[] {
  return (["temperature", "ph", "gh"] as const).flatMap((parameter): JournalWarning[] => {
    const range = input.ranges[parameter];
    const test = latest(input.entries, parameter);
    if (!range || !test || range[0] > range[1]) return [];
    const [min, max] = range;
    if (test.value >= min - EPSILON && test.value <= max + EPSILON) return [];
    const side = test.value < min ? "below" : "above";
    return [
      {
        kind: parameter,
        urgent: false,
        title: `${RANGE_TITLES[parameter]} outside your fish's range`,
        message:
          `${RANGE_TITLES[parameter]} read ${formatParameter(parameter, test.value, units)} on ${day(test.takenAt)}, ${side} the ` +
          `${rangeText(parameter, range, units)} every fish in this tank can live in. Bring it back slowly, over days.`,
        numbers: { value: test.value, sharedMin: min, sharedMax: max },
      },
    ];
  });
}

function waterChangeWarnings(input: WarningInput): JournalWarning[] {
  const since = input.lastWaterChangeAt ?? input.firstEntryAt;
  if (!since) return [];
  const days = Math.floor(daysBetween(since, input.now));
  if (days <= WATER_CHANGE_DAYS) return [];
  const message = input.lastWaterChangeAt
    ? `The last water change logged was on ${day(input.lastWaterChangeAt)}, ${days} days ago.`
    : `No water change is logged since the journal began on ${day(since)}, ${days} days ago.`;
  return [
    {
      kind: "water-change",
      urgent: false,
      title: "No water change in over two weeks",
      message: `${message} Most tanks want a partial change every week or two.`,
      numbers: { daysSince: days, everyDays: WATER_CHANGE_DAYS },
    },
  ];
}

function phSwingWarnings(input: WarningInput, units: JournalUnits): JournalWarning[] {
  const series = seriesOf(input.entries, "ph");
  if (series.length < 2) return [];
  const [before, after] = series.slice(-2);
  const swing = Math.abs(after.value - before.value);
  if (swing < PH_SWING - EPSILON) return [];
  return [
    {
      kind: "ph-swing",
      urgent: false,
      title: "Large pH swing",
      message:
        `pH moved from ${parameterNumber("ph", before.value, units)} on ${day(before.takenAt)} to ` +
        `${parameterNumber("ph", after.value, units)} on ${day(after.takenAt)}. Sudden swings stress fish: ` +
        `check the KH, which holds pH steady, and change water in smaller steps.`,
      numbers: { fromPh: before.value, toPh: after.value, swing, swingAtLeast: PH_SWING },
    },
  ];
}

/** Every warning the journal gives now, urgent first, each once. */
export function journalWarnings(input: WarningInput, units: JournalUnits): JournalWarning[] {
  const entries = oldestFirst(input.entries);
  const sorted = { ...input, entries };
  const warnings = [
    ...nitrogenWarnings(sorted, units),
    ...nitrateWarnings(sorted, units),
    ...rangeWarnings(sorted, units),
    ...phSwingWarnings(sorted, units),
    ...waterChangeWarnings(sorted),
  ];
  return [...warnings.filter((warning) => warning.urgent), ...warnings.filter((warning) => !warning.urgent)];
}
