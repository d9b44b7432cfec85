import { PLANT_LIGHT, type PlantLight } from "./plants";
import { findStandardTank } from "./standard-tanks";
import type { HardnessUnit } from "./units";
import {
  defaultVolumeL,
  fromMetric,
  readNumber,
  tankNameProblem,
  tankNumberProblems,
  toMetric,
  TANK_FIELD_RULES,
  TANK_NUMBER_FIELDS,
  type TankNumberField,
  type TankNumbers,
  type TankUnits,
} from "./tank-rules";

/**
 * A tank as a form or an API body gives it, read into what is stored. Pure, so the browser checks a form with the
 * same rules the server applies.
 */

/** A tank as stored: metric, with the default volume filled in and unknowns as null. */
export type TankInput = {
  name: string;
  /** A standard tank's id, whose size the dimensions are; null for a custom size. */
  standardSize: string | null;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  volumeL: number;
  filterRatedVolumeL: number | null;
  filterFlowLph: number | null;
  /** Yes, no, or not said (null). */
  heater: boolean | null;
  planted: boolean;
  lid: boolean | null;
  /** The day it was set up with water, YYYY-MM-DD, or null. */
  setUpOn: string | null;
  cycled: boolean | null;
  temperatureC: number | null;
  ph: number | null;
  ghDgh: number | null;
  khDkh: number | null;
  /** How much light the lamp gives plants (low, medium, high), or null when not said. */
  light: PlantLight | null;
  /** Whether CO2 is added; null when not said. */
  co2: boolean | null;
};

export type TankReadResult =
  { ok: true; tank: TankInput; units: TankUnits; hardness: HardnessUnit } | { ok: false; problems: [field: string, message: string][] };

/** The answers a yes/no/not-said field takes, as a form's select or a JSON body gives them. */
export const TANK_YES_NO_FIELDS = ["heater", "lid", "cycled", "co2"] as const;
export type TankYesNoField = (typeof TANK_YES_NO_FIELDS)[number];

/** A checkbox or a JSON flag: missing means no. */
function readFlag(value: unknown): boolean | null {
  if (value === undefined || value === null || value === false || value === "" || value === "false" || value === "off") return false;
  return value === true || value === "on" || value === "true" ? true : null;
}

/** Yes, no or not said: `undefined` when the value is none of them. */
function readYesNo(value: unknown): boolean | null | undefined {
  if (value === undefined || value === null || value === "") return null;
  if (value === true || value === "yes" || value === "true" || value === "on") return true;
  if (value === false || value === "no" || value === "false") return false;
  return undefined;
}

/** A lamp's strength for plants: null when not said, `undefined` when it is none of low, medium or high. */
function readLight(value: unknown): PlantLight | null | undefined {
  if (value === undefined || value === null || value === "") return null;
  const light = typeof value === "string" ? value.trim().toLowerCase() : "";
  return (PLANT_LIGHT as readonly string[]).includes(light) ? (light as PlantLight) : undefined;
}

/** The earliest set-up day taken: older tanks are simply mature. */
const EARLIEST_SET_UP = "1950-01-01";

/** A set-up day as typed (YYYY-MM-DD, not after `today`), null when empty, or `undefined` when it cannot be read. */
export function readSetUpOn(value: unknown, today: string): string | null | undefined {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return undefined;
  const day = value.trim();
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return undefined;
  return day >= EARLIEST_SET_UP && day <= today ? day : undefined;
}

/** Whole weeks from a set-up day to `now`. */
export function weeksSince(setUpOn: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(`${setUpOn}T00:00:00Z`)) / (7 * 24 * 3600 * 1000)));
}

/**
 * A tank as a form or an API body gives it (`units` "metric" or "us", `hardness` "dgh" or "ppm" or missing),
 * read into metric, or every problem with the field it belongs to: units first (nothing else can be judged
 * without them), then the name, the numbers and the flags. The server and the browser both read forms here.
 */
export function readTankInput(
  raw: Record<string, unknown>,
  cleanName: (text: string) => string = (text) => text,
  today: string = new Date().toISOString().slice(0, 10),
): TankReadResult {
  const units = raw.units;
  if (units !== "metric" && units !== "us") return { ok: false, problems: [["units", 'units must be "metric" or "us".']] };
  const hardness = raw.hardness === undefined || raw.hardness === null || raw.hardness === "" ? "dgh" : raw.hardness;
  if (hardness !== "dgh" && hardness !== "ppm") return { ok: false, problems: [["hardness", 'hardness must be "dgh" or "ppm".']] };
  const problems: [string, string][] = [];
  const name = typeof raw.name === "string" ? cleanName(raw.name).trim() : raw.name === undefined || raw.name === null ? "" : null;
  const nameProblem = name === null ? "The name must be text." : tankNameProblem(name);
  if (nameProblem) problems.push(["name", nameProblem]);
  const numbers: TankNumbers = {};
  for (const field of TANK_NUMBER_FIELDS) numbers[field] = readNumber(raw[field]);
  // A standard tank gives the dimensions, in the units the rest of the tank is written in.
  const standard = findStandardTank(typeof raw.size === "string" ? raw.size : null);
  if (typeof raw.size === "string" && raw.size.trim() !== "" && !standard) {
    problems.push(["size", "Choose a tank from the list of standard sizes, or give its dimensions."]);
  }
  if (standard) {
    numbers.length = fromMetric("length", standard.lengthCm, units, hardness);
    numbers.width = fromMetric("length", standard.widthCm, units, hardness);
    numbers.height = fromMetric("length", standard.heightCm, units, hardness);
  }
  problems.push(...Object.entries(tankNumberProblems(numbers, units, hardness)));
  const planted = readFlag(raw.planted);
  if (planted === null) problems.push(["planted", "planted must be true or false."]);
  const yesNo = {} as Record<TankYesNoField, boolean | null>;
  for (const field of TANK_YES_NO_FIELDS) {
    const value = readYesNo(raw[field]);
    if (value === undefined) problems.push([field, `${field} must be true or false, or left out.`]);
    else yesNo[field] = value;
  }
  const light = readLight(raw.light);
  if (light === undefined) problems.push(["light", "Choose low, medium or high for the light, or leave it out."]);
  const setUpOn = readSetUpOn(raw.setUpOn, today);
  if (setUpOn === undefined) problems.push(["setUpOn", "The set-up date must be a day, not in the future (YYYY-MM-DD)."]);
  if (problems.length > 0 || name === null || planted === null || setUpOn === undefined || light === undefined)
    return { ok: false, problems };
  const metric = (field: TankNumberField) => {
    const value = numbers[field];
    return value === undefined ? null : toMetric(TANK_FIELD_RULES[field].measure, value, units, hardness);
  };
  const [lengthCm, widthCm, heightCm] = [metric("length")!, metric("width")!, metric("height")!];
  const tank: TankInput = {
    name,
    standardSize: standard?.id ?? null,
    lengthCm,
    widthCm,
    heightCm,
    volumeL: metric("volume") ?? defaultVolumeL(lengthCm, widthCm, heightCm),
    filterRatedVolumeL: metric("filterRatedVolume"),
    filterFlowLph: metric("filterFlow"),
    heater: yesNo.heater,
    planted,
    lid: yesNo.lid,
    setUpOn,
    cycled: yesNo.cycled,
    temperatureC: metric("temperature"),
    ph: metric("ph"),
    ghDgh: metric("gh"),
    khDkh: metric("kh"),
    light,
    co2: yesNo.co2,
  };
  return { ok: true, tank, units, hardness };
}
