/**
 * Units of measure. Species data is stored in US units (°F, inches, US gallons, dGH); every value a
 * page shows is converted here from that stored value, once, and rounded once, so a switch changes the values
 * and not only their labels. Browser-safe: the header's control and the settings form use the same names.
 */

export const UNIT_SYSTEMS = ["metric", "us", "uk"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const HARDNESS_UNITS = ["dgh", "ppm"] as const;
export type HardnessUnit = (typeof HARDNESS_UNITS)[number];

export type UnitPreferences = { units: UnitSystem; hardness: HardnessUnit };

/** What a visitor who never chose sees: the stored units. */
export const DEFAULT_UNIT_PREFERENCES: UnitPreferences = { units: "us", hardness: "dgh" };

export const UNIT_SYSTEM_LABELS: Record<UnitSystem, { name: string; detail: string }> = {
  metric: { name: "Metric", detail: "°C, cm, litres" },
  us: { name: "US", detail: "°F, inches, US gallons" },
  uk: { name: "UK", detail: "°C, cm, litres with UK gallons" },
};
export const HARDNESS_LABELS: Record<HardnessUnit, { name: string; detail: string }> = {
  dgh: { name: "dGH", detail: "degrees of general hardness" },
  ppm: { name: "ppm", detail: "mg/L as CaCO3" },
};

// Exact by definition: the inch is 2.54 cm; the US gallon 231 cubic inches; the UK gallon 4.54609 L.
export const CM_PER_INCH = 2.54;
export const LITRES_PER_US_GALLON = 3.785411784;
export const LITRES_PER_UK_GALLON = 4.54609;
/** 1 dGH is 10 mg/L of CaO, which is 17.848 mg/L expressed as CaCO3. */
export const PPM_PER_DGH = 17.848;

export const UNITS_SAVED_TOAST = { title: "Units saved", description: "Every measurement now shows in your units." };

export function isUnitSystem(value: unknown): value is UnitSystem {
  return typeof value === "string" && (UNIT_SYSTEMS as readonly string[]).includes(value);
}
export function isHardnessUnit(value: unknown): value is HardnessUnit {
  return typeof value === "string" && (HARDNESS_UNITS as readonly string[]).includes(value);
}

/** Preferences from untrusted text (a cookie, a query, a form), falling back value by value to the defaults. */
export function parseUnitPreferences(units: unknown, hardness: unknown): UnitPreferences {
  return {
    units: isUnitSystem(units) ? units : DEFAULT_UNIT_PREFERENCES.units,
    hardness: isHardnessUnit(hardness) ? hardness : DEFAULT_UNIT_PREFERENCES.hardness,
  };
}

/** The cookie's value for a visitor's choice: "metric.dgh". */
export function unitCookieValue(preferences: UnitPreferences): string {
  return `${preferences.units}.${preferences.hardness}`;
}
export function parseUnitCookieValue(value: string | null | undefined): UnitPreferences {
  const [units, hardness] = (value ?? "").split(".");
  return parseUnitPreferences(units, hardness);
}

// ---- conversions (exact; rounding happens only when a value is shown) ----------------------------------

export const fahrenheitToCelsius = (f: number) => ((f - 32) * 5) / 9;
export const celsiusToFahrenheit = (c: number) => (c * 9) / 5 + 32;
/** A difference of temperatures (a span, a tolerance) has no offset. */
export const fahrenheitSpanToCelsius = (f: number) => (f * 5) / 9;
export const celsiusSpanToFahrenheit = (c: number) => (c * 9) / 5;
export const inchesToCm = (inches: number) => inches * CM_PER_INCH;
export const cmToInches = (cm: number) => cm / CM_PER_INCH;
export const usGallonsToLitres = (gallons: number) => gallons * LITRES_PER_US_GALLON;
export const litresToUsGallons = (litres: number) => litres / LITRES_PER_US_GALLON;
export const litresToUkGallons = (litres: number) => litres / LITRES_PER_UK_GALLON;
export const ukGallonsToLitres = (gallons: number) => gallons * LITRES_PER_UK_GALLON;
export const dghToPpm = (dgh: number) => dgh * PPM_PER_DGH;
export const ppmToDgh = (ppm: number) => ppm / PPM_PER_DGH;
/** A box's volume from its dimensions: a litre is 1000 cubic centimetres. */
export const cubicCmToLitres = (lengthCm: number, widthCm: number, heightCm: number) => (lengthCm * widthCm * heightCm) / 1000;

// ---- showing values ----------------------------------------------------------------------------------------

/** Rounds for display: whole numbers, or one decimal below `decimalsBelow` (a 2.5 cm fish is not "3 cm"). */
function shown(value: number, decimalsBelow = 0): string {
  const rounded = Math.abs(value) < decimalsBelow ? Math.round(value * 10) / 10 : Math.round(value);
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function range(min: string, max: string, unit: string): string {
  return min === max ? `${min} ${unit}` : `${min}-${max} ${unit}`;
}

type Temperatures = "c" | "f";
const temperatureScale = (units: UnitSystem): Temperatures => (units === "us" ? "f" : "c");
const otherScale = (scale: Temperatures): Temperatures => (scale === "f" ? "c" : "f");

/** A temperature range stored in °F, in one scale: "24-28 °C" or "75-82 °F". */
function temperatureRangeIn(scale: Temperatures, minF: number, maxF: number): string {
  if (scale === "f") return range(shown(minF), shown(maxF), "°F");
  return range(shown(fahrenheitToCelsius(minF)), shown(fahrenheitToCelsius(maxF)), "°C");
}

/** A single temperature stored in °F: "26 °C" or "79 °F". */
export function formatTemperature(f: number, preferences: UnitPreferences): string {
  return temperatureScale(preferences.units) === "f" ? `${shown(f)} °F` : `${shown(fahrenheitToCelsius(f))} °C`;
}

/** A temperature range in the member's scale: "24-28 °C". */
export function formatTemperatureRange(minF: number, maxF: number, preferences: UnitPreferences): string {
  return temperatureRangeIn(temperatureScale(preferences.units), minF, maxF);
}

/** The same, with the other scale in brackets, as the fish page shows it: "24-28 °C (75-82 °F)". */
export function formatTemperatureRangeWithOther(minF: number, maxF: number, preferences: UnitPreferences): string {
  const scale = temperatureScale(preferences.units);
  return `${temperatureRangeIn(scale, minF, maxF)} (${temperatureRangeIn(otherScale(scale), minF, maxF)})`;
}

/** A length stored in inches: "6.4 cm", "15 cm" or "2.5 in". */
export function formatLength(inches: number, preferences: UnitPreferences): string {
  if (preferences.units === "us") return `${shown(inches, 10)} in`;
  return `${shown(inchesToCm(inches), 10)} cm`;
}

export function formatLengthWithOther(inches: number, preferences: UnitPreferences): string {
  const metric = `${shown(inchesToCm(inches), 10)} cm`;
  const us = `${shown(inches, 10)} in`;
  return preferences.units === "us" ? `${us} (${metric})` : `${metric} (${us})`;
}

/** A volume stored in US gallons: "76 L", "20 gal", or for the UK "76 L (17 UK gal)". */
export function formatVolume(usGallons: number, preferences: UnitPreferences): string {
  const litres = `${shown(usGallonsToLitres(usGallons))} L`;
  if (preferences.units === "us") return `${shown(usGallons)} gal`;
  if (preferences.units === "uk") return `${litres} (${shown(litresToUkGallons(usGallonsToLitres(usGallons)))} UK gal)`;
  return litres;
}

export function formatVolumeWithOther(usGallons: number, preferences: UnitPreferences): string {
  const litres = `${shown(usGallonsToLitres(usGallons))} L`;
  const us = `${shown(usGallons)} US gal`;
  if (preferences.units === "us") return `${shown(usGallons)} gal (${litres})`;
  if (preferences.units === "uk") return `${litres} (${shown(litresToUkGallons(usGallonsToLitres(usGallons)))} UK gal, ${us})`;
  return `${litres} (${us})`;
}

/** General hardness stored in dGH: "4-12 dGH" or "71-214 ppm". */
export function formatHardnessRange(minDgh: number, maxDgh: number, preferences: UnitPreferences): string {
  if (preferences.hardness === "dgh") return range(shown(minDgh, 10), shown(maxDgh, 10), "dGH");
  return range(shown(dghToPpm(minDgh)), shown(dghToPpm(maxDgh)), "ppm");
}
