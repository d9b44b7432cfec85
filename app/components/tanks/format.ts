import {
  TANK_FIELD_RULES,
  TANK_NUMBER_FIELDS,
  fromMetric,
  isDefaultVolume,
  roundForInput,
  tankUnitsFor,
  type TankNumberField,
} from "~/domain/tank-rules";
import { TANK_YES_NO_FIELDS, type TankInput, type TankYesNoField } from "~/domain/tank-input";
import {
  celsiusToFahrenheit,
  cmToInches,
  dghToPpm,
  formatHardnessRange,
  formatLength,
  formatTemperature,
  formatVolume,
  litresToUsGallons,
  type UnitPreferences,
} from "~/domain/units";
import { formatNumber } from "~/domain/numbers";

/**
 * How a tank's stored metric values show in the reader's units. Browser-safe: the list, the tank page and
 * the forms use the same words.
 */

/** A dimension without its unit: one decimal at most ("23.6"), none when whole. */
function dimension(value: number): string {
  return formatNumber(Math.round(value * 10) / 10, 1);
}

/** Inner length × width × height: "60 × 30 × 36 cm" or "23.6 × 11.8 × 14.2 in". */
export function formatDimensions(tank: { lengthCm: number; widthCm: number; heightCm: number }, preferences: UnitPreferences): string {
  const us = preferences.units === "us";
  const shown = [tank.lengthCm, tank.widthCm, tank.heightCm].map((cm) => dimension(us ? cmToInches(cm) : cm));
  return `${shown.join(" × ")} ${us ? "in" : "cm"}`;
}

/** Litres in the reader's units: "54 L", "14 gal", "54 L (12 UK gal)". */
export function formatLitres(litres: number, preferences: UnitPreferences): string {
  return formatVolume(litresToUsGallons(litres), preferences);
}

export function formatCm(cm: number, preferences: UnitPreferences): string {
  return formatLength(cmToInches(cm), preferences);
}

/** A filter's flow: "600 L/h" or "159 gal/h". */
export function formatFlow(litresPerHour: number, preferences: UnitPreferences): string {
  return preferences.units === "us" ? `${Math.round(litresToUsGallons(litresPerHour))} gal/h` : `${Math.round(litresPerHour)} L/h`;
}

export function formatWaterTemperature(celsius: number, preferences: UnitPreferences): string {
  return formatTemperature(celsiusToFahrenheit(celsius), preferences);
}

export function formatHardness(dgh: number, preferences: UnitPreferences): string {
  return formatHardnessRange(dgh, dgh, preferences);
}

/** Carbonate hardness in dKH, or ppm for a reader who reads hardness in ppm. */
export function formatCarbonateHardness(dkh: number, preferences: UnitPreferences): string {
  return preferences.hardness === "ppm" ? `${Math.round(dghToPpm(dkh))} ppm` : `${Math.round(dkh * 10) / 10} dKH`;
}

/** A stored tank as its edit form starts: each value in the reader's units; a default volume left empty. */
export type TankFormValues = Partial<Record<TankNumberField | "name" | "setUpOn" | "size" | "light", string>> &
  Partial<Record<TankYesNoField, "yes" | "no">> & { planted?: "on" };

export function tankFormValues(tank: TankInput, preferences: UnitPreferences): TankFormValues {
  const metric: Record<TankNumberField, number | null> = {
    length: tank.lengthCm,
    width: tank.widthCm,
    height: tank.heightCm,
    volume: isDefaultVolume(tank) ? null : tank.volumeL,
    filterRatedVolume: tank.filterRatedVolumeL,
    filterFlow: tank.filterFlowLph,
    temperature: tank.temperatureC,
    ph: tank.ph,
    gh: tank.ghDgh,
    kh: tank.khDkh,
  };
  const units = tankUnitsFor(preferences);
  const values: TankFormValues = { name: tank.name };
  for (const field of TANK_NUMBER_FIELDS) {
    const value = metric[field];
    if (value !== null)
      values[field] = String(roundForInput(fromMetric(TANK_FIELD_RULES[field].measure, value, units, preferences.hardness)));
  }
  for (const field of TANK_YES_NO_FIELDS) if (tank[field] !== null) values[field] = tank[field] ? "yes" : "no";
  if (tank.setUpOn) values.setUpOn = tank.setUpOn;
  if (tank.standardSize) values.size = tank.standardSize;
  if (tank.planted) values.planted = "on";
  if (tank.light) values.light = tank.light;
  return values;
}

// ---- the checker's sentences -------------------------------------------------------------------------------

const N = String.raw`\d+(?:\.\d+)?`;
/**
 * One pass over every measure the checker writes, so a converted value is never converted again: its own pair
 * "76 L (20 US gal)", a difference "less than 2 °C" (no offset), temperatures, litres, centimetres, hardness.
 */
const MEASURES = new RegExp(
  [
    String.raw`(?<pairL>${N}) L \((?<pairGal>${N}) US gal\)`,
    String.raw`less than (?<spanC>${N}) °C`,
    String.raw`(?<minC>${N})(?:-(?<maxC>${N}))? °C`,
    String.raw`(?<litres>${N}) L\b`,
    String.raw`(?<cm>${N}) cm\b`,
    String.raw`(?<minGh>${N})(?:-(?<maxGh>${N}))? dGH`,
  ].join("|"),
  "g",
);

type MeasureGroups = Partial<Record<"pairL" | "pairGal" | "spanC" | "minC" | "maxC" | "litres" | "cm" | "minGh" | "maxGh", string>>;

/**
 * The checker writes its sentences in metric ("24-26 °C", "60 cm", "54 L", "4-8 dGH"). A reader of other
 * units sees their own first and the checker's value in brackets, as the fish pages show quoted measurements.
 */
export function metricTextInUnits(text: string, preferences: UnitPreferences): string {
  const us = preferences.units === "us";
  const ppm = preferences.hardness === "ppm";
  if (!us && !ppm) return text;
  const f = (celsius: string) => Math.round(celsiusToFahrenheit(Number(celsius)));
  return text.replace(MEASURES, (...args) => {
    const all = args[0] as string;
    const g = args[args.length - 1] as MeasureGroups;
    if (g.minGh !== undefined)
      return ppm ? `${formatHardnessRange(Number(g.minGh), Number(g.maxGh ?? g.minGh), preferences)} (${all})` : all;
    if (!us) return all;
    if (g.pairL !== undefined) return `${g.pairGal} gal (${g.pairL} L)`;
    if (g.spanC !== undefined) return `less than ${Math.round(Number(g.spanC) * 18) / 10} °F (${g.spanC} °C)`;
    if (g.minC !== undefined) return `${g.maxC === undefined ? f(g.minC) : `${f(g.minC)}-${f(g.maxC)}`} °F (${all})`;
    if (g.litres !== undefined) return `${formatLitres(Number(g.litres), preferences)} (${all})`;
    if (g.cm !== undefined) return `${formatCm(Number(g.cm), preferences)} (${all})`;
    return all;
  });
}
