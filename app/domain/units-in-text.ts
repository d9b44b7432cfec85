import { formatLengthWithOther, formatTemperatureRangeWithOther, formatVolumeWithOther, type UnitPreferences } from "./units";

/**
 * Measurements quoted in prose (care notes, descriptions) are written in the stored units: "Heater set around
 * 82-84°F", "5-6 inches", "one fish per 5 gallons", "24 in (60 cm)". Shown to a reader, each becomes their units
 * with the written value in brackets, so nothing an author wrote is lost. Numbers spelled out in words ("about
 * ten inches") are left as written.
 */

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const SPAN = String.raw`${NUMBER}(?:\s*(?:-|–|to)\s*${NUMBER})?`;

const TEMPERATURE = new RegExp(String.raw`${SPAN}\s*°\s*F\b`, "g");
/** An author's own pair, "24 in (60 cm)": kept as written, the reader's unit first. */
const INCHES_WITH_CM = new RegExp(String.raw`${NUMBER}\s*in\.?\s*\(\s*${NUMBER}\s*cm\s*\)`, "g");
const INCHES = new RegExp(String.raw`${SPAN}[\s-]*inch(?:es)?\b`, "g");
const GALLONS = new RegExp(String.raw`${SPAN}[\s-]*(?:US\s+)?gallons?\b`, "g");

/** "a-b" or "a" in a converted form, each end converted alone, so a span is never rounded twice. */
function convertSpan(min: string, max: string | undefined, format: (value: number) => string): string {
  const low = format(Number(min));
  if (max === undefined) return low;
  const high = format(Number(max));
  return joinRange(low, high);
}

/** "28 °C (82 °F)" and "29 °C (84 °F)" become "28-29 °C (82-84 °F)". */
function joinRange(low: string, high: string): string {
  const pattern = /^([\d.]+) (\S+)(?: \(([\d.]+) (.+)\))?$/;
  const a = low.match(pattern);
  const b = high.match(pattern);
  if (!a || !b || a[2] !== b[2] || a[4] !== b[4]) return `${low} to ${high}`;
  const main = a[1] === b[1] ? `${a[1]} ${a[2]}` : `${a[1]}-${b[1]} ${a[2]}`;
  if (a[3] === undefined || b[3] === undefined) return main;
  const other = a[3] === b[3] ? `${a[3]} ${a[4]}` : `${a[3]}-${b[3]} ${a[4]}`;
  return `${main} (${other})`;
}

export function convertMeasuresInText(text: string, preferences: UnitPreferences): string {
  return text
    .replace(TEMPERATURE, (_all, min: string, max: string | undefined) =>
      formatTemperatureRangeWithOther(Number(min), Number(max ?? min), preferences),
    )
    .replace(INCHES_WITH_CM, (all, inches: string, cm: string) => (preferences.units === "us" ? all : `${cm} cm (${inches} in)`))
    .replace(INCHES, (_all, min: string, max: string | undefined) =>
      convertSpan(min, max, (value) => formatLengthWithOther(value, preferences)),
    )
    .replace(GALLONS, (_all, min: string, max: string | undefined) =>
      convertSpan(min, max, (value) => formatVolumeWithOther(value, preferences)),
    );
}
