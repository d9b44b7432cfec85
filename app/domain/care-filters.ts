import { DIETS, TEMPERAMENTS } from "./species";
import { SWIM_ZONES, type SwimZone } from "./species-facts";
import { celsiusToFahrenheit, cmToInches, isHardnessUnit, isUnitSystem, litresToUsGallons, ppmToDgh, type UnitPreferences } from "./units";

/**
 * The care-value filters of /fish and GET /api/fish: a temperature, pH and hardness the fish tolerates, the
 * largest adult size wanted, the reader's tank volume, and a temperament, diet or swim zone. Numbers are read
 * in the units the link names (`units=metric|us|uk`, `hardness=dgh|ppm`), else the reader's own, and compared
 * in the stored units (°F, inches, US gallons, dGH), so a shared link means the same to everyone.
 */

/**
 * `fits` names one of the reader's own tanks (/fish only, for members): it is read and carried in links here,
 * but whether the tank is theirs and which species fit it are the server's to decide, so it never reaches
 * `CareFilters` and the API ignores it.
 */
export const CARE_FILTER_KEYS = ["temp", "ph", "gh", "size", "tank", "temperament", "diet", "zone", "fits"] as const;
export type CareFilterKey = (typeof CARE_FILTER_KEYS)[number];

/** What the filters compare, in stored units. */
export type CareFilters = {
  tempF?: number;
  ph?: number;
  ghDgh?: number;
  sizeIn?: number;
  tankGal?: number;
  temperament?: string;
  diet?: string;
  zone?: SwimZone;
};

/** The filters as the reader typed them (for the form and for links), and in stored units (for comparing). */
export type ParsedCareFilters = {
  /** The raw values of the filters that parsed, by query key. */
  values: Partial<Record<CareFilterKey, string>>;
  /** The units the numbers are in. */
  units: UnitPreferences;
  filters: CareFilters;
};

export type CareFilterableFish = {
  temperament: string;
  diet: string;
  minTemperatureF: number;
  maxTemperatureF: number;
  minPh: number;
  maxPh: number;
  maxSizeIn: number;
  minTankSizeGal: number;
  minGh: number | null;
  maxGh: number | null;
  swimZone: SwimZone | null;
};

function number(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const parsed = Number(value.trim().replace(",", "."));
  return Number.isFinite(parsed) && parsed >= min && parsed <= max ? parsed : undefined;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  const wanted = (value ?? "").trim().toLowerCase();
  return allowed.find((option) => option.toLowerCase() === wanted);
}

/** Reads the filters from a query; a value that does not parse (or is out of any sensible range) is ignored. */
export function parseCareFilters(params: URLSearchParams, readerUnits: UnitPreferences): ParsedCareFilters {
  const units: UnitPreferences = {
    units: isUnitSystem(params.get("units")) ? (params.get("units") as UnitPreferences["units"]) : readerUnits.units,
    hardness: isHardnessUnit(params.get("hardness")) ? (params.get("hardness") as UnitPreferences["hardness"]) : readerUnits.hardness,
  };
  const metric = units.units !== "us";
  const values: ParsedCareFilters["values"] = {};
  const filters: CareFilters = {};
  /** Keeps a filter that parsed: its raw value for links, its stored-unit value for comparing. */
  function keep<K extends keyof CareFilters>(
    key: CareFilterKey,
    raw: number | string | undefined,
    field: K,
    stored: (value: never) => CareFilters[K],
  ) {
    if (raw === undefined) return;
    values[key] = String(raw);
    filters[field] = stored(raw as never);
  }

  keep("temp", number(params.get("temp"), metric ? -5 : 23, metric ? 45 : 113), "tempF", (t: number) =>
    metric ? celsiusToFahrenheit(t) : t,
  );
  keep("ph", number(params.get("ph"), 0, 14), "ph", (ph: number) => ph);
  keep("gh", number(params.get("gh"), 0, units.hardness === "ppm" ? 1000 : 60), "ghDgh", (gh: number) =>
    units.hardness === "ppm" ? ppmToDgh(gh) : gh,
  );
  keep("size", number(params.get("size"), 0.1, metric ? 300 : 120), "sizeIn", (size: number) => (metric ? cmToInches(size) : size));
  keep("tank", number(params.get("tank"), 0.1, metric ? 100000 : 25000), "tankGal", (tank: number) =>
    metric ? litresToUsGallons(tank) : tank,
  );
  keep("temperament", oneOf(params.get("temperament"), TEMPERAMENTS), "temperament", (t: string) => t);
  keep("diet", oneOf(params.get("diet"), DIETS), "diet", (d: string) => d);
  keep("zone", oneOf(params.get("zone"), SWIM_ZONES), "zone", (z: SwimZone) => z);
  const fits = (params.get("fits") ?? "").trim();
  if (/^[1-9][0-9]{0,14}$/.test(fits)) values.fits = fits;
  return { values, units, filters };
}

// A little slack for the rounding of a converted value: 25 °C is 77 °F, not 76.99999.
const EPSILON = 1e-6;

/** Whether one filter lets a fish through. Unknown facts (hardness, zone) never match a filter on them. */
function passes(fish: CareFilterableFish, key: keyof CareFilters, filters: CareFilters): boolean {
  switch (key) {
    case "tempF":
      return filters.tempF! >= fish.minTemperatureF - EPSILON && filters.tempF! <= fish.maxTemperatureF + EPSILON;
    case "ph":
      return filters.ph! >= fish.minPh - EPSILON && filters.ph! <= fish.maxPh + EPSILON;
    case "ghDgh":
      return fish.minGh !== null && fish.maxGh !== null && filters.ghDgh! >= fish.minGh - EPSILON && filters.ghDgh! <= fish.maxGh + EPSILON;
    case "sizeIn":
      return fish.maxSizeIn <= filters.sizeIn! + EPSILON;
    case "tankGal":
      return fish.minTankSizeGal <= filters.tankGal! + EPSILON;
    case "temperament":
      return fish.temperament.toLowerCase() === filters.temperament!.toLowerCase();
    case "diet":
      return fish.diet.toLowerCase() === filters.diet!.toLowerCase();
    case "zone":
      return fish.swimZone === filters.zone;
  }
}

const ACTIVE_KEYS = (filters: CareFilters) => (Object.keys(filters) as (keyof CareFilters)[]).filter((k) => filters[k] !== undefined);

export function matchesCareFilters(fish: CareFilterableFish, filters: CareFilters): boolean {
  return ACTIVE_KEYS(filters).every((key) => passes(fish, key, filters));
}

/** The query key of each compared filter, for links that drop one. */
const QUERY_KEY: Record<keyof CareFilters, CareFilterKey> = {
  tempF: "temp",
  ph: "ph",
  ghDgh: "gh",
  sizeIn: "size",
  tankGal: "tank",
  temperament: "temperament",
  diet: "diet",
  zone: "zone",
};

export const CARE_FILTER_LABELS: Record<CareFilterKey, string> = {
  temp: "temperature",
  ph: "pH",
  gh: "hardness",
  size: "adult size",
  tank: "tank volume",
  temperament: "temperament",
  diet: "diet",
  zone: "swim zone",
  fits: "fits my tank",
};

/**
 * For an empty result: the filter whose removal would bring back the most fish (of those the other filters
 * and the search let through), so the page can offer to drop it. Null when no single filter is to blame.
 */
export function mostExcludingFilter<T extends CareFilterableFish>(
  fish: readonly T[],
  filters: CareFilters,
): { key: CareFilterKey; wouldShow: number } | null {
  let best: { key: CareFilterKey; wouldShow: number } | null = null;
  for (const key of ACTIVE_KEYS(filters)) {
    const without = { ...filters, [key]: undefined };
    const wouldShow = fish.filter((entry) => matchesCareFilters(entry, without)).length;
    if (wouldShow > 0 && (!best || wouldShow > best.wouldShow)) best = { key: QUERY_KEY[key], wouldShow };
  }
  return best;
}

/** The query parameters that carry the filters in links: the raw values and the units they are in. */
export function careFilterParams(parsed: Pick<ParsedCareFilters, "values" | "units">, without?: CareFilterKey): [string, string][] {
  const entries = CARE_FILTER_KEYS.filter((key) => key !== without && parsed.values[key] !== undefined).map((key): [string, string] => [
    key,
    parsed.values[key]!,
  ]);
  if (entries.length === 0) return [];
  return [...entries, ["units", parsed.units.units], ["hardness", parsed.units.hardness]];
}
