import type { CheckerTank, Sex } from "./checker/types";
import { PLANT_LIGHT, type PlantLight } from "./plants";
import { findStandardTank } from "./standard-tanks";
import { cmToInches, fahrenheitToCelsius, inchesToCm, ppmToDgh, usGallonsToLitres, type HardnessUnit, type UnitSystem } from "./units";
import { formatNumber } from "./numbers";

/**
 * The anonymous checker's query (/checker and GET /api/checker): `units` (metric or us), the tank's inner
 * `length`, `width` and `height`, an optional `volume`, and `fish` repeated as `{fishId}:{count}` or
 * `{fishId}:{count}:{male|female|mixed}`. Optional, what a keeper knows of the tank: `age` (weeks since it was
 * set up) and `cycled` (yes/no), the water as measured (`temp` in °C or °F by `units`, `ph`, `gh` and `kh` in
 * degrees or, with `hardness=ppm`, in ppm), `heater`, `planted` and `lid` (yes/no) and `filter` (its rated flow
 * per hour, litres or US gallons by `units`), the lamp's `light` for plants (low, medium or high) and `co2`
 * (yes/no). `plant` repeated names the tank's plants by id. Read here into metric numbers; a problem is a sentence
 * for the reader.
 */

export const CHECKER_MAX_SPECIES = 30;
export const CHECKER_MAX_COUNT = 500;
export const CHECKER_MAX_PLANTS = 40;
/** Inner dimensions a home aquarium can have, in cm: from a nano cube to a very large show tank. */
const DIMENSION_CM = { min: 10, max: 500 };
/** Litres, from a nano to a very large tank. */
const VOLUME_L = { min: 2, max: 10000 };

export type CheckerQueryFish = { fishId: number; count: number; sex?: Sex };

/** The optional parts of the query, as typed: what a keeper knows of the tank beyond its size. */
export const CHECKER_KEEPER_FIELDS = [
  "age",
  "cycled",
  "temp",
  "ph",
  "gh",
  "kh",
  "heater",
  "filter",
  "planted",
  "lid",
  "light",
  "co2",
] as const;
export type CheckerKeeperField = (typeof CHECKER_KEEPER_FIELDS)[number];

export type CheckerQuery = {
  units: Extract<UnitSystem, "metric" | "us">;
  /** A standard tank's id (app/domain/standard-tanks.ts), or empty for a tank of the reader's own dimensions. */
  size: string;
  hardness: HardnessUnit;
  /** The rules version a shared link was made under (`rules`), if it says: a later version may judge it differently. */
  rules: string;
  /** As typed, for the form to show again. */
  values: { length: string; width: string; height: string; volume: string } & Record<CheckerKeeperField, string>;
  fish: CheckerQueryFish[];
  /** The tank's plants, by id, each once. */
  plantIds: number[];
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

/** Reads the query; `defaultUnits` and `defaultHardness` are the reader's choice (UK readers use metric dimensions). */
export function parseCheckerQuery(
  params: URLSearchParams,
  defaultUnits: UnitSystem,
  defaultHardness: HardnessUnit = "dgh",
): ParsedCheckerQuery {
  const unitsParam = params.get("units");
  const units: CheckerQuery["units"] =
    unitsParam === "metric" || unitsParam === "us" ? unitsParam : defaultUnits === "us" ? "us" : "metric";
  const hardnessParam = params.get("hardness");
  const hardness: HardnessUnit = hardnessParam === "ppm" || hardnessParam === "dgh" ? hardnessParam : defaultHardness;
  const typed = (key: string) => (params.get(key) ?? "").slice(0, 20);
  const values = {
    length: typed("length"),
    width: typed("width"),
    height: typed("height"),
    volume: typed("volume"),
    ...(Object.fromEntries(CHECKER_KEEPER_FIELDS.map((key) => [key, typed(key)])) as Record<CheckerKeeperField, string>),
  };
  const rawFish = params.getAll("fish").slice(0, CHECKER_MAX_SPECIES * 2);
  const parsedFish = rawFish.map(parseFish);
  const fish = mergeFish(parsedFish.filter((entry): entry is CheckerQueryFish => entry !== null));
  const size = typed("size").trim();
  const standard = findStandardTank(size);
  if (standard) {
    // A chosen standard tank gives the dimensions, shown again in the link's units.
    const shown = (cm: number) => String(Math.round((units === "us" ? cmToInches(cm) : cm) * 10) / 10);
    Object.assign(values, { length: shown(standard.lengthCm), width: shown(standard.widthCm), height: shown(standard.heightCm) });
  }
  // An empty value is the form's "add a plant" choice left alone.
  const rawPlants = params
    .getAll("plant")
    .filter((raw) => raw.trim() !== "")
    .slice(0, CHECKER_MAX_PLANTS * 2);
  const parsedPlants = rawPlants.map((raw) => (/^\s*\d{1,9}\s*$/.test(raw) && Number(raw) > 0 ? Number(raw) : null));
  const plantIds = [...new Set(parsedPlants.filter((id): id is number => id !== null))];
  const query: CheckerQuery = { units, size: standard ? standard.id : "", hardness, rules: typed("rules"), values, fish, plantIds };
  const refuse = (message: string): ParsedCheckerQuery => ({ ok: false, query, message });

  if (size && !standard) return refuse("Choose a tank from the list of standard sizes, or give its dimensions.");
  if (parsedFish.some((entry) => entry === null)) {
    return refuse(`Each fish is written as its id and a count, like 153:10 or 14:1:male (at most ${CHECKER_MAX_COUNT} of one).`);
  }
  if (fish.length > CHECKER_MAX_SPECIES) return refuse(`A tank can be checked with up to ${CHECKER_MAX_SPECIES} species.`);
  if (parsedPlants.some((id) => id === null)) return refuse("Each plant is written as its id, like 12.");
  if (plantIds.length > CHECKER_MAX_PLANTS) return refuse(`A tank can be checked with up to ${CHECKER_MAX_PLANTS} plants.`);

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

  const tank: CheckerTank = {
    lengthCm: standard?.lengthCm ?? cm.length,
    widthCm: standard?.widthCm ?? cm.width,
    heightCm: standard?.heightCm ?? cm.height,
    ...(standard ? { nominalVolumeL: standard.nominalVolumeL } : {}),
  };
  const volume = dimension(values.volume);
  if (volume !== null) {
    const litres = units === "us" ? usGallonsToLitres(volume) : volume;
    if (!Number.isFinite(litres) || litres < VOLUME_L.min || litres > VOLUME_L.max) {
      return refuse(
        units === "us"
          ? "The water volume must be between 1 and 2,600 US gallons."
          : `The water volume must be between ${VOLUME_L.min} and ${formatNumber(VOLUME_L.max)} litres.`,
      );
    }
    tank.volumeL = litres;
  }
  const keeper = readKeeperFields(query);
  if (typeof keeper === "string") return refuse(keeper);
  return { ok: true, query, tank: { ...tank, ...keeper } };
}

type KeeperTank = Pick<
  CheckerTank,
  "ageWeeks" | "cycled" | "temperatureC" | "ph" | "ghDgh" | "khDkh" | "heater" | "filterFlowLph" | "planted" | "lid" | "light" | "co2"
>;

const LIGHTS: readonly string[] = PLANT_LIGHT;

const YES_NO: Record<string, boolean> = { yes: true, no: false };

/** A number within [min, max] (in the unit typed), undefined when empty, or the sentence refusing it. */
function bounded(raw: string, min: number, max: number, refusal: string): number | undefined | string {
  const value = dimension(raw);
  if (value === null) return undefined;
  return Number.isFinite(value) && value >= min && value <= max ? value : refusal;
}

/** The optional fields, in metric: each empty one left out, the first that cannot be read refused with a sentence. */
function readKeeperFields({ units, hardness, values }: CheckerQuery): KeeperTank | string {
  const tank: KeeperTank = {};
  for (const key of ["cycled", "heater", "planted", "lid", "co2"] as const) {
    const raw = values[key].trim().toLowerCase();
    if (raw === "") continue;
    if (!(raw in YES_NO)) {
      return `Say yes or no for ${key === "cycled" ? "whether the tank is cycled" : key === "co2" ? "whether CO2 is added" : `the ${key}`}.`;
    }
    tank[key] = YES_NO[raw];
  }
  const light = values.light.trim().toLowerCase();
  if (light !== "") {
    if (!LIGHTS.includes(light)) return "Say low, medium or high for the light.";
    tank.light = light as PlantLight;
  }
  const us = units === "us";
  const ppm = hardness === "ppm";
  const readings: [number | undefined | string, (value: number) => void][] = [
    [bounded(values.age, 0, 1000, "The tank's age is a number of weeks, from 0 to 1,000."), (v) => (tank.ageWeeks = v)],
    [
      bounded(
        values.temp,
        us ? 32 : 0,
        us ? 104 : 40,
        us ? "The water temperature must be between 32 and 104 °F." : "The water temperature must be between 0 and 40 °C.",
      ),
      (v) => (tank.temperatureC = us ? fahrenheitToCelsius(v) : v),
    ],
    [bounded(values.ph, 3, 10, "The pH must be between 3 and 10."), (v) => (tank.ph = v)],
    [
      bounded(values.gh, 0, ppm ? 700 : 40, ppm ? "The GH must be between 0 and 700 ppm." : "The GH must be between 0 and 40 dGH."),
      (v) => (tank.ghDgh = ppm ? ppmToDgh(v) : v),
    ],
    [
      bounded(values.kh, 0, ppm ? 500 : 30, ppm ? "The KH must be between 0 and 500 ppm." : "The KH must be between 0 and 30 dKH."),
      (v) => (tank.khDkh = ppm ? ppmToDgh(v) : v),
    ],
    [
      bounded(
        values.filter,
        0,
        us ? 5000 : 20000,
        us
          ? "The filter's flow must be between 0 and 5,000 US gallons an hour."
          : "The filter's flow must be between 0 and 20,000 litres an hour.",
      ),
      (v) => (tank.filterFlowLph = us ? usGallonsToLitres(v) : v),
    ],
  ];
  for (const [reading, set] of readings) {
    if (typeof reading === "string") return reading;
    if (reading !== undefined) set(reading);
  }
  return tank;
}

/** The query string of a checker query, for links that change one part of it (add a suggested fish). */
export function checkerQueryString(query: CheckerQuery, extraFish?: CheckerQueryFish, extraPlantId?: number): string {
  const params = new URLSearchParams({ units: query.units });
  if (query.size) params.set("size", query.size);
  else for (const key of ["length", "width", "height"] as const) params.set(key, query.values[key]);
  if (query.values.volume) params.set("volume", query.values.volume);
  if (query.rules) params.set("rules", query.rules);
  for (const key of CHECKER_KEEPER_FIELDS) if (query.values[key].trim()) params.set(key, query.values[key]);
  if ([query.values.gh, query.values.kh].some((value) => value.trim())) params.set("hardness", query.hardness);
  for (const entry of extraFish ? mergeFish([...query.fish, extraFish]) : query.fish) {
    params.append("fish", [entry.fishId, entry.count, entry.sex].filter((part) => part !== undefined).join(":"));
  }
  const plantIds = extraPlantId === undefined ? query.plantIds : [...new Set([...query.plantIds, extraPlantId])];
  for (const id of plantIds) params.append("plant", String(id));
  return params.toString();
}
