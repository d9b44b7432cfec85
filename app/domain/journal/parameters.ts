import { fromMetric, toMetric, type Measure, type TankUnits } from "../tank-rules";
import type { HardnessUnit } from "../units";

/**
 * What a water test measures, as the journal stores it: metric (°C, dGH, dKH) and mg/L, which is ppm, for the
 * nitrogen compounds, phosphate and TDS. The member types and reads them in their own units; each parameter
 * says how it converts and the physical bounds a test result can have (a reading outside them is a typo).
 */

export const PARAMETERS = ["temperature", "ph", "gh", "kh", "ammonia", "nitrite", "nitrate", "phosphate", "tds"] as const;
export type Parameter = (typeof PARAMETERS)[number];

/** A test as stored: every parameter in metric (null when not tested). */
export type ReadingValues = Record<Parameter, number | null>;

type ParameterRule = {
  label: string;
  /** A plain name inside a sentence ("the nitrate"). */
  noun: string;
  /** How the value converts: temperature, hardness and carbonate follow the member's units; the rest are ppm. */
  measure: Measure | "ppm";
  /** Physical bounds, metric: what any test kit or meter can read. */
  min: number;
  max: number;
  /** Decimals a value is shown with. */
  decimals: number;
};

export const PARAMETER_RULES: Record<Parameter, ParameterRule> = {
  temperature: { label: "Temperature", noun: "temperature", measure: "temperature", min: 0, max: 45, decimals: 1 },
  ph: { label: "pH", noun: "pH", measure: "ph", min: 0, max: 14, decimals: 1 },
  gh: { label: "GH", noun: "general hardness", measure: "hardness", min: 0, max: 60, decimals: 1 },
  kh: { label: "KH", noun: "carbonate hardness", measure: "carbonate", min: 0, max: 40, decimals: 1 },
  ammonia: { label: "Ammonia", noun: "ammonia", measure: "ppm", min: 0, max: 20, decimals: 2 },
  nitrite: { label: "Nitrite", noun: "nitrite", measure: "ppm", min: 0, max: 20, decimals: 2 },
  nitrate: { label: "Nitrate", noun: "nitrate", measure: "ppm", min: 0, max: 500, decimals: 0 },
  phosphate: { label: "Phosphate", noun: "phosphate", measure: "ppm", min: 0, max: 50, decimals: 1 },
  tds: { label: "TDS", noun: "total dissolved solids", measure: "ppm", min: 0, max: 5000, decimals: 0 },
};

/** A member's units for the journal: °C or °F, dGH or ppm. */
export type JournalUnits = { units: TankUnits; hardness: HardnessUnit };

/** The unit a parameter is typed and shown in: "°C", "dGH", "ppm"; empty for pH. */
export function parameterUnit(parameter: Parameter, { units, hardness }: JournalUnits): string {
  const { measure } = PARAMETER_RULES[parameter];
  if (measure === "ppm") return "ppm";
  if (measure === "ph") return "";
  if (measure === "temperature") return units === "us" ? "°F" : "°C";
  if (measure === "hardness") return hardness === "ppm" ? "ppm" : "dGH";
  return hardness === "ppm" ? "ppm" : "dKH";
}

/** A value as typed, in metric (exact). */
export function parameterToMetric(parameter: Parameter, value: number, { units, hardness }: JournalUnits): number {
  const { measure } = PARAMETER_RULES[parameter];
  return measure === "ppm" ? value : toMetric(measure, value, units, hardness);
}

/** A stored value in the member's units (exact). */
export function parameterFromMetric(parameter: Parameter, value: number, { units, hardness }: JournalUnits): number {
  const { measure } = PARAMETER_RULES[parameter];
  return measure === "ppm" ? value : fromMetric(measure, value, units, hardness);
}

/** Hardness in ppm is a whole number; anything else keeps its parameter's decimals. */
function decimalsIn(parameter: Parameter, units: JournalUnits): number {
  return parameterUnit(parameter, units) === "ppm" && (parameter === "gh" || parameter === "kh") ? 0 : PARAMETER_RULES[parameter].decimals;
}

/** A stored value as the member reads it, rounded, without its unit: "7.2", "78.8", "0.25". */
export function parameterNumber(parameter: Parameter, value: number, units: JournalUnits): string {
  const factor = 10 ** decimalsIn(parameter, units);
  const rounded = Math.round(parameterFromMetric(parameter, value, units) * factor) / factor;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** A stored value with its unit: "26.5 °C", "pH 7.2", "40 ppm". */
export function formatParameter(parameter: Parameter, value: number, units: JournalUnits): string {
  const number = parameterNumber(parameter, value, units);
  if (parameter === "ph") return `pH ${number}`;
  return `${number} ${parameterUnit(parameter, units)}`;
}

/** The bounds in the member's units as a sentence: "pH must be between 0 and 14." */
export function outOfRangeText(parameter: Parameter, units: JournalUnits): string {
  const rule = PARAMETER_RULES[parameter];
  const low = parameterNumber(parameter, rule.min, units);
  const high = parameterNumber(parameter, rule.max, units);
  const unit = parameterUnit(parameter, units);
  return `${rule.label} must be between ${low} and ${high}${unit ? ` ${unit}` : ""}.`;
}
