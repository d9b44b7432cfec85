import type { CheckerTank, Sex } from "./checker/types";
import { cmToInches, inchesToCm, usGallonsToLitres, type UnitSystem } from "./units";

/**
 * The anonymous checker's query (/checker and GET /api/checker): `units` (metric or us), the tank's inner
 * `length`, `width` and `height`, an optional `volume`, and `fish` repeated as `{fishId}:{count}` or
 * `{fishId}:{count}:{male|female|mixed}`. Read here into metric numbers; a problem is a sentence for the reader.
 */

export const CHECKER_MAX_SPECIES = 30;
export const CHECKER_MAX_COUNT = 500;
/** Inner dimensions a home aquarium can have, in cm: from a nano cube to a very large show tank. */
const DIMENSION_CM = { min: 10, max: 500 };
/** Litres, from a nano to a very large tank. */
const VOLUME_L = { min: 2, max: 10000 };

export type CheckerQueryFish = { fishId: number; count: number; sex?: Sex };

export type CheckerQuery = {
  units: Extract<UnitSystem, "metric" | "us">;
  /** As typed, for the form to show again. */
  values: { length: string; width: string; height: string; volume: string };
  fish: CheckerQueryFish[];
};

export type ParsedCheckerQuery = { ok: true; query: CheckerQuery; tank: CheckerTank } | { ok: false; query: CheckerQuery; message: string };

const SEXES: readonly Sex[] = ["male", "female", "mixed"];

function parseFish(raw: string): CheckerQueryFish | null {
  const match = /^\s*(\d{1,9})\s*:\s*(\d{1,4})\s*(?::\s*(male|female|mixed)\s*)?$/i.exec(raw);
  if (!match) return null;
  const fishId = Number(match[1]);
  const count = Number(match[2]);
  if (fishId < 1 || count < 1 || count > CHECKER_MAX_COUNT) return null;
  const sex = match[3]?.toLowerCase() as Sex | undefined;
  return sex && SEXES.includes(sex) ? { fishId, count, sex } : { fishId, count };
}

/** The same species and sex given twice is one entry with the counts added. */
function mergeFish(entries: CheckerQueryFish[]): CheckerQueryFish[] {
  const merged = new Map<string, CheckerQueryFish>();
  for (const entry of entries) {
    const key = `${entry.fishId}:${entry.sex ?? ""}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, count: Math.min(CHECKER_MAX_COUNT, seen.count + entry.count) } : entry);
  }
  return [...merged.values()];
}

function dimension(raw: string): number | null {
  if (raw.trim() === "") return null;
  const value = Number(raw.trim().replace(",", "."));
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Reads the query; `defaultUnits` is the reader's choice (UK readers use metric dimensions). */
export function parseCheckerQuery(params: URLSearchParams, defaultUnits: UnitSystem): ParsedCheckerQuery {
  const unitsParam = params.get("units");
  const units: CheckerQuery["units"] =
    unitsParam === "metric" || unitsParam === "us" ? unitsParam : defaultUnits === "us" ? "us" : "metric";
  const values = {
    length: (params.get("length") ?? "").slice(0, 20),
    width: (params.get("width") ?? "").slice(0, 20),
    height: (params.get("height") ?? "").slice(0, 20),
    volume: (params.get("volume") ?? "").slice(0, 20),
  };
  const rawFish = params.getAll("fish").slice(0, CHECKER_MAX_SPECIES * 2);
  const parsedFish = rawFish.map(parseFish);
  const fish = mergeFish(parsedFish.filter((entry): entry is CheckerQueryFish => entry !== null));
  const query: CheckerQuery = { units, values, fish };
  const refuse = (message: string): ParsedCheckerQuery => ({ ok: false, query, message });

  if (parsedFish.some((entry) => entry === null)) {
    return refuse(`Each fish is written as its id and a count, like 153:10 or 14:1:male (at most ${CHECKER_MAX_COUNT} of one).`);
  }
  if (fish.length > CHECKER_MAX_SPECIES) return refuse(`A tank can be checked with up to ${CHECKER_MAX_SPECIES} species.`);

  const toCm = (value: number) => (units === "us" ? inchesToCm(value) : value);
  const dims = { length: dimension(values.length), width: dimension(values.width), height: dimension(values.height) };
  if (dims.length === null || dims.width === null || dims.height === null) {
    return refuse("Please give the tank's inner length, width and height.");
  }
  const cm = { length: toCm(dims.length), width: toCm(dims.width), height: toCm(dims.height) };
  const unit = units === "us" ? "inches" : "cm";
  const lo = units === "us" ? Math.round(cmToInches(DIMENSION_CM.min)) : DIMENSION_CM.min;
  const hi = units === "us" ? Math.round(cmToInches(DIMENSION_CM.max)) : DIMENSION_CM.max;
  if (Object.values(cm).some((value) => !Number.isFinite(value) || value < DIMENSION_CM.min || value > DIMENSION_CM.max)) {
    return refuse(`Each inner dimension must be between ${lo} and ${hi} ${unit}.`);
  }

  const tank: CheckerTank = { lengthCm: cm.length, widthCm: cm.width, heightCm: cm.height };
  const volume = dimension(values.volume);
  if (volume !== null) {
    const litres = units === "us" ? usGallonsToLitres(volume) : volume;
    if (!Number.isFinite(litres) || litres < VOLUME_L.min || litres > VOLUME_L.max) {
      return refuse(
        units === "us"
          ? "The water volume must be between 1 and 2,600 US gallons."
          : `The water volume must be between ${VOLUME_L.min} and ${VOLUME_L.max.toLocaleString("en-US")} litres.`,
      );
    }
    tank.volumeL = litres;
  }
  return { ok: true, query, tank };
}

/** The query string of a checker query, for links that change one part of it (add a suggested fish). */
export function checkerQueryString(query: CheckerQuery, extraFish?: CheckerQueryFish): string {
  const params = new URLSearchParams({
    units: query.units,
    length: query.values.length,
    width: query.values.width,
    height: query.values.height,
  });
  if (query.values.volume) params.set("volume", query.values.volume);
  for (const entry of extraFish ? mergeFish([...query.fish, extraFish]) : query.fish) {
    params.append("fish", [entry.fishId, entry.count, entry.sex].filter((part) => part !== undefined).join(":"));
  }
  return params.toString();
}
