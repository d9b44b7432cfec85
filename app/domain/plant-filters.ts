import {
  PLANT_CO2,
  PLANT_DIFFICULTIES,
  PLANT_LIGHT,
  PLANT_PLACEMENTS,
  type PlantCo2,
  type PlantDifficulty,
  type PlantLight,
  type PlantPlacement,
} from "./plants";
import { fahrenheitToCelsius, isUnitSystem, type UnitSystem } from "./units";

/**
 * The filters of /plants and GET /api/plants: light, CO2, a place in the tank, difficulty, and a water
 * temperature the plant tolerates. The temperature is read in the units the link names (`units=metric|us|uk`),
 * else the reader's own, and compared in °C as stored, so a shared link means the same to everyone (as the fish
 * list's care filters do).
 */

/** Plant cards a page of /plants shows: eight rows of three, six of four. */
export const PLANT_PAGE_SIZE = 24;

export const PLANT_FILTER_KEYS = ["light", "co2", "placement", "difficulty", "temp"] as const;
export type PlantFilterKey = (typeof PLANT_FILTER_KEYS)[number];

/** What the filters compare, in stored units. */
export type PlantFilters = {
  light?: PlantLight;
  co2?: PlantCo2;
  placement?: PlantPlacement;
  difficulty?: PlantDifficulty;
  tempC?: number;
};

export type ParsedPlantFilters = {
  /** The raw values of the filters that parsed, by query key: for the form and for links. */
  values: Partial<Record<PlantFilterKey, string>>;
  /** The temperature scale the link's number is in. */
  units: UnitSystem;
  filters: PlantFilters;
};

export type FilterablePlant = {
  light: string;
  co2: string;
  placement: readonly string[];
  difficulty: string;
  minTemperatureC: number;
  maxTemperatureC: number;
};

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  const wanted = (value ?? "").trim().toLowerCase();
  return allowed.find((option) => option === wanted);
}

/** Reads the filters from a query; a value that does not parse (or is out of any sensible range) is ignored. */
export function parsePlantFilters(params: URLSearchParams, readerUnits: UnitSystem): ParsedPlantFilters {
  const named = params.get("units");
  const units = isUnitSystem(named) ? named : readerUnits;
  const values: ParsedPlantFilters["values"] = {};
  const filters: PlantFilters = {};
  const light = oneOf(params.get("light"), PLANT_LIGHT);
  const co2 = oneOf(params.get("co2"), PLANT_CO2);
  const placement = oneOf(params.get("placement"), PLANT_PLACEMENTS);
  const difficulty = oneOf(params.get("difficulty"), PLANT_DIFFICULTIES);
  if (light) filters.light = values.light = light;
  if (co2) filters.co2 = values.co2 = co2;
  if (placement) filters.placement = values.placement = placement;
  if (difficulty) filters.difficulty = values.difficulty = difficulty;

  const raw = (params.get("temp") ?? "").trim().replace(",", ".");
  const temp = raw === "" ? Number.NaN : Number(raw);
  const [low, high] = units === "us" ? [23, 113] : [-5, 45];
  if (Number.isFinite(temp) && temp >= low && temp <= high) {
    values.temp = String(temp);
    filters.tempC = units === "us" ? fahrenheitToCelsius(temp) : temp;
  }
  return { values, units, filters };
}

// A little slack for a converted value: 77 °F is 25 °C, not 24.99999.
const EPSILON = 1e-6;

export function matchesPlantFilters(plant: FilterablePlant, filters: PlantFilters): boolean {
  if (filters.light && plant.light !== filters.light) return false;
  if (filters.co2 && plant.co2 !== filters.co2) return false;
  if (filters.placement && !plant.placement.includes(filters.placement)) return false;
  if (filters.difficulty && plant.difficulty !== filters.difficulty) return false;
  if (filters.tempC !== undefined) {
    return filters.tempC >= plant.minTemperatureC - EPSILON && filters.tempC <= plant.maxTemperatureC + EPSILON;
  }
  return true;
}

/** The query parameters that carry the filters in links, with the scale a temperature is in. */
export function plantFilterParams(parsed: Pick<ParsedPlantFilters, "values" | "units">): [string, string][] {
  const entries = PLANT_FILTER_KEYS.filter((key) => parsed.values[key] !== undefined).map((key): [string, string] => [
    key,
    parsed.values[key]!,
  ]);
  return parsed.values.temp === undefined ? entries : [...entries, ["units", parsed.units]];
}

/** The /plants address of a search, filters and page; /plants itself is the first page of every plant. */
export function plantListHref({
  q,
  extra = [],
  page = 1,
}: {
  q?: string | null;
  extra?: readonly (readonly [string, string])[];
  page?: number;
}): string {
  const params = new URLSearchParams();
  const text = (q ?? "").trim();
  if (text) params.set("q", text);
  for (const [key, value] of extra) params.append(key, value);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/plants?${search}` : "/plants";
}

/** A value as the pages show it: "Not needed", "Midground". */
export function plantValueLabel(value: string): string {
  return value ? `${value[0].toUpperCase()}${value.slice(1)}` : value;
}
