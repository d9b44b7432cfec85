import { WATER_FRACTION } from "./checker/measure";
import type { Sex } from "./checker/types";
import { isVisiblyEmpty } from "./member-text";
import {
  celsiusToFahrenheit,
  cmToInches,
  cubicCmToLitres,
  dghToPpm,
  fahrenheitToCelsius,
  inchesToCm,
  litresToUsGallons,
  ppmToDgh,
  usGallonsToLitres,
  type HardnessUnit,
  type UnitPreferences,
} from "./units";
import { formatNumber } from "./numbers";

/**
 * Members' tanks, without a schema library so the browser can check a form with the same rules the server
 * applies. Everything is stored metric (cm, litres, °C, dGH, litres per hour); a form or an API body speaks
 * metric or US units (and dGH or ppm), converted here at the edge. Bounds are metric and are said back to the
 * member in the units they typed.
 */

/** A member keeps a handful of tanks, not a shop's worth: it keeps every page and report small. */
export const MAX_TANKS_PER_MEMBER = 20;
/** As many species as the checker judges at once. */
export const MAX_SPECIES_PER_TANK = 30;
/** Plants a tank can list: more kinds than even a Dutch-style tank holds. */
export const MAX_PLANTS_PER_TANK = 40;
/** How many of one species (and sex) a tank holds at most: far above any home tank, far below a typo. */
export const MAX_FISH_COUNT = 500;
export const TANK_NAME_MAX = 60;

/** Sexes as the checker knows them; none given means the member did not say. */
export const TANK_SEXES = ["male", "female", "mixed"] as const satisfies readonly Sex[];
export type TankSex = (typeof TANK_SEXES)[number];
export const SEX_LABELS: Record<TankSex, string> = { male: "Male", female: "Female", mixed: "Mixed group" };

export function parseTankSex(value: unknown): TankSex | null {
  return typeof value === "string" && (TANK_SEXES as readonly string[]).includes(value) ? (value as TankSex) : null;
}

/** The units a tank is written in: a UK member types cm and litres like a metric one. */
export const TANK_UNITS = ["metric", "us"] as const;
export type TankUnits = (typeof TANK_UNITS)[number];

export function tankUnitsFor(preferences: Pick<UnitPreferences, "units">): TankUnits {
  return preferences.units === "us" ? "us" : "metric";
}

// Water fills about 85% of a tank's box: the checker's rule, so a tank's default volume and its report agree.
export { WATER_FRACTION };

/** What the tank's box holds to the brim: what tanks are sold by. */
export function grossVolumeL(lengthCm: number, widthCm: number, heightCm: number): number {
  return cubicCmToLitres(lengthCm, widthCm, heightCm);
}

export function defaultVolumeL(lengthCm: number, widthCm: number, heightCm: number): number {
  return grossVolumeL(lengthCm, widthCm, heightCm) * WATER_FRACTION;
}

/** Whether a stored volume is simply the default of its dimensions (the form then leaves the field empty). */
export function isDefaultVolume(tank: { lengthCm: number; widthCm: number; heightCm: number; volumeL: number }): boolean {
  return Math.abs(tank.volumeL - defaultVolumeL(tank.lengthCm, tank.widthCm, tank.heightCm)) < 0.05;
}

// ---- measures and their units ------------------------------------------------------------------------------

export type Measure = "length" | "volume" | "flow" | "temperature" | "ph" | "hardness" | "carbonate";

const UNIT_SYMBOLS: Record<TankUnits, Record<Exclude<Measure, "ph" | "hardness" | "carbonate">, string>> = {
  metric: { length: "cm", volume: "L", flow: "L/h", temperature: "°C" },
  us: { length: "in", volume: "gal", flow: "gal/h", temperature: "°F" },
};

/** The unit a measure is typed in: "cm", "gal/h", "ppm"; empty for pH. */
export function unitSymbol(measure: Measure, units: TankUnits, hardness: HardnessUnit): string {
  if (measure === "ph") return "";
  if (measure === "hardness") return hardness === "ppm" ? "ppm" : "dGH";
  if (measure === "carbonate") return hardness === "ppm" ? "ppm" : "dKH";
  return UNIT_SYMBOLS[units][measure];
}

/** A value as typed, in metric (exact: rounding happens only when a value is shown). */
export function toMetric(measure: Measure, value: number, units: TankUnits, hardness: HardnessUnit): number {
  // A degree of carbonate hardness is the same 17.848 ppm (as CaCO3) as a degree of general hardness.
  if (measure === "hardness" || measure === "carbonate") return hardness === "ppm" ? ppmToDgh(value) : value;
  if (units === "metric" || measure === "ph") return value;
  if (measure === "length") return inchesToCm(value);
  if (measure === "temperature") return fahrenheitToCelsius(value);
  return usGallonsToLitres(value);
}

/** A stored metric value in the member's units (unrounded). */
export function fromMetric(measure: Measure, value: number, units: TankUnits, hardness: HardnessUnit): number {
  if (measure === "hardness" || measure === "carbonate") return hardness === "ppm" ? dghToPpm(value) : value;
  if (units === "metric" || measure === "ph") return value;
  if (measure === "length") return cmToInches(value);
  if (measure === "temperature") return celsiusToFahrenheit(value);
  return litresToUsGallons(value);
}

/** Rounds a value for a form or an API answer: two decimals at most, and no "-0". */
export function roundForInput(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

// ---- the fields of a tank ----------------------------------------------------------------------------------

export const TANK_NUMBER_FIELDS = [
  "length",
  "width",
  "height",
  "volume",
  "filterRatedVolume",
  "filterFlow",
  "temperature",
  "ph",
  "gh",
  "kh",
] as const;
export type TankNumberField = (typeof TANK_NUMBER_FIELDS)[number];

type FieldRule = { label: string; measure: Measure; required: boolean; min: number; max: number };

/** Each number, its measure and its metric bounds: from a nano cube to a very large show tank. */
export const TANK_FIELD_RULES: Record<TankNumberField, FieldRule> = {
  length: { label: "Length", measure: "length", required: true, min: 10, max: 500 },
  width: { label: "Width", measure: "length", required: true, min: 10, max: 500 },
  height: { label: "Height", measure: "length", required: true, min: 10, max: 500 },
  volume: { label: "Water volume", measure: "volume", required: false, min: 1, max: 50000 },
  filterRatedVolume: { label: "Filter rated volume", measure: "volume", required: false, min: 1, max: 50000 },
  filterFlow: { label: "Filter flow", measure: "flow", required: false, min: 10, max: 50000 },
  temperature: { label: "Temperature", measure: "temperature", required: false, min: 0, max: 40 },
  ph: { label: "pH", measure: "ph", required: false, min: 3, max: 10 },
  gh: { label: "Hardness (GH)", measure: "hardness", required: false, min: 0, max: 50 },
  kh: { label: "Carbonate hardness (KH)", measure: "carbonate", required: false, min: 0, max: 30 },
};

/** A bound in the member's units, as a sentence shows it: whole numbers, or one decimal for small ones. */
function boundText(value: number): string {
  const rounded = Math.abs(value) < 20 ? Math.round(value * 10) / 10 : Math.round(value);
  return formatNumber(rounded, 1);
}

/** "Length must be between 4 and 197 in." */
export function outOfRangeMessage(field: TankNumberField, units: TankUnits, hardness: HardnessUnit): string {
  const rule = TANK_FIELD_RULES[field];
  const low = boundText(fromMetric(rule.measure, rule.min, units, hardness));
  const high = boundText(fromMetric(rule.measure, rule.max, units, hardness));
  const symbol = unitSymbol(rule.measure, units, hardness);
  return `${rule.label} must be between ${low} and ${high}${symbol ? ` ${symbol}` : ""}.`;
}

export const TANK_MESSAGES = {
  nameMissing: "Please give the tank a name.",
  nameTooLong: `The name can be at most ${TANK_NAME_MAX} characters.`,
  missing: (field: TankNumberField) => `Please enter the ${TANK_FIELD_RULES[field].label.toLowerCase()}.`,
  notANumber: (field: TankNumberField) => `${TANK_FIELD_RULES[field].label} must be a number.`,
  volumeOverGross: (grossText: string) => `The water volume can't be more than the tank holds (${grossText}).`,
  count: `The count must be a whole number from 1 to ${MAX_FISH_COUNT}.`,
};

/**
 * Reads a number as typed: a decimal comma is a point, empty is absent (undefined), anything else that is
 * not a plain finite number is NaN. JSON numbers pass through.
 */
export function readNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== "string") return Number.NaN;
  const text = value.trim().replace(",", ".");
  if (text === "") return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

export type TankNumbers = Partial<Record<TankNumberField, number>>;

/**
 * What is wrong with a tank's numbers as typed (already read with `readNumber`), field by field; empty when
 * it can be saved. Bounds are checked in metric so every unit system allows the same tanks.
 */
export function tankNumberProblems(
  values: TankNumbers,
  units: TankUnits,
  hardness: HardnessUnit,
): Partial<Record<TankNumberField, string>> {
  const problems: Partial<Record<TankNumberField, string>> = {};
  const metric: TankNumbers = {};
  for (const field of TANK_NUMBER_FIELDS) {
    const rule = TANK_FIELD_RULES[field];
    const value = values[field];
    if (value === undefined) {
      if (rule.required) problems[field] = TANK_MESSAGES.missing(field);
      continue;
    }
    if (Number.isNaN(value)) {
      problems[field] = TANK_MESSAGES.notANumber(field);
      continue;
    }
    const converted = toMetric(rule.measure, value, units, hardness);
    // A hair of tolerance, so a bound typed in the other units (197 in) is not refused for its rounding.
    const slack = (rule.max - rule.min) * 1e-3;
    if (converted < rule.min - slack || converted > rule.max + slack) problems[field] = outOfRangeMessage(field, units, hardness);
    else metric[field] = converted;
  }
  if (metric.volume !== undefined && metric.length !== undefined && metric.width !== undefined && metric.height !== undefined) {
    const gross = grossVolumeL(metric.length, metric.width, metric.height);
    if (metric.volume > gross * 1.001) {
      const shown = boundText(fromMetric("volume", gross, units, hardness));
      problems.volume = TANK_MESSAGES.volumeOverGross(`${shown} ${unitSymbol("volume", units, hardness)}`);
    }
  }
  return problems;
}

/** What is wrong with a name as typed, or null; a name of only invisible characters is no name. */
export function tankNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (isVisiblyEmpty(trimmed)) return TANK_MESSAGES.nameMissing;
  return trimmed.length > TANK_NAME_MAX ? TANK_MESSAGES.nameTooLong : null;
}

/** A fish count as typed, or null when it is not a whole number in bounds. */
export function readFishCount(value: unknown): number | null {
  const count = readNumber(value);
  return count !== undefined && Number.isInteger(count) && count >= 1 && count <= MAX_FISH_COUNT ? count : null;
}

/** The tank page's no-JavaScript confirmation step before a tank is deleted. */
export const CONFIRM_DELETE_TANK_PARAM = "confirmDelete";

/** A tank's own page. */
export function tankPath(tankId: number): string {
  return `/my-tanks/${tankId}`;
}
