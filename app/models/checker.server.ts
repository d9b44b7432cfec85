import { asc } from "drizzle-orm";
import { fish, plants } from "../../db/schema";
import { checkTank, type CheckerPlant, type CheckerSpecies, type CheckerTank, type Report, type StockEntry } from "~/domain/checker";
import type { CheckerQueryFish } from "~/domain/checker-query";
import { rankFish } from "~/domain/fish-search";
import { completeFacts } from "~/domain/species-facts";
import { getDb } from "~/services/db.server";
import { fail, type Failure } from "./result";
import { keptUntilChanged } from "./table-version.server";

/**
 * What every use of the checker shares: the species as it reads them, the avoid check that understands
 * compatibility groups, and a check of a stock given as species ids (the anonymous checker and its API).
 */

/**
 * Every species as the checker reads it, kept until the fish table changes: every tank page, preview and
 * /fish?fits= list reads all of them, and reading and completing a few hundred rows took a few milliseconds
 * each time. Shared between callers, so it is read-only.
 */
export const checkerSpeciesList: () => readonly CheckerSpecies[] = keptUntilChanged("fish", () =>
  getDb()
    .select({
      id: fish.id,
      name: fish.name,
      scientificName: fish.scientificName,
      fishType: fish.fishType,
      temperament: fish.temperament,
      diet: fish.diet,
      maxSizeIn: fish.maxSizeIn,
      minTankSizeGal: fish.minTankSizeGal,
      minTemperatureF: fish.minTemperatureF,
      maxTemperatureF: fish.maxTemperatureF,
      minPh: fish.minPh,
      maxPh: fish.maxPh,
      schoolingFish: fish.schoolingFish,
      incompatibleWith: fish.incompatibleWith,
      compatibleWith: fish.compatibleWith,
      difficulty: fish.difficulty,
      facts: fish.facts,
    })
    .from(fish)
    .orderBy(asc(fish.name))
    .all()
    .map((row) => ({ ...row, facts: completeFacts(row.facts) })),
);

/** Every plant as the checker reads it, kept until the plants table changes. */
export const checkerPlantsList: () => readonly CheckerPlant[] = keptUntilChanged("plants", () =>
  getDb()
    .select({
      id: plants.id,
      name: plants.name,
      type: plants.type,
      placement: plants.placement,
      light: plants.light,
      co2: plants.co2,
      difficulty: plants.difficulty,
      minTemperatureC: plants.minTemperatureC,
      maxTemperatureC: plants.maxTemperatureC,
      minPh: plants.minPh,
      maxPh: plants.maxPh,
      colour: plants.colour,
    })
    .from(plants)
    .orderBy(asc(plants.name))
    .all(),
);

export type CheckedStock = { report: Report; names: Record<number, string> };

/**
 * Judges a tank stocked with species given by id (from a link or a client). An id that is not a species is a
 * 400 naming it: the reader asked about a fish Shoal does not know.
 */
export function checkStock(
  tank: CheckerTank,
  fishes: CheckerQueryFish[],
  plantIds: number[] = [],
): ({ ok: true } & CheckedStock) | Failure<400, "unknown-fish" | "unknown-plant"> {
  const species = checkerSpeciesList();
  const byId = new Map(species.map((entry) => [entry.id, entry]));
  const unknown = fishes.filter((entry) => !byId.has(entry.fishId)).map((entry) => entry.fishId);
  if (unknown.length > 0) return fail(400, `No species has the id ${unknown.join(", ")}.`, "unknown-fish");
  const allPlants = checkerPlantsList();
  const plantById = new Map(allPlants.map((plant) => [plant.id, plant]));
  const unknownPlants = plantIds.filter((id) => !plantById.has(id));
  if (unknownPlants.length > 0) return fail(400, `No plant has the id ${unknownPlants.join(", ")}.`, "unknown-plant");
  const stock: StockEntry[] = fishes.map((entry) => ({
    species: byId.get(entry.fishId)!,
    count: entry.count,
    ...(entry.sex ? { sex: entry.sex } : {}),
  }));
  const report = checkTank(tank, stock, {
    candidates: species,
    plants: plantIds.map((id) => plantById.get(id)!),
    plantCandidates: allPlants,
  });
  const names: Record<number, string> = {};
  for (const entry of stock) names[entry.species.id] = entry.species.name;
  for (const suggestion of report.suggestions) names[suggestion.fishId] = suggestion.name;
  return { ok: true, report, names };
}

/** The species a name typed into the checker means: the best match of the fish search, or null for none. */
export function findSpeciesByName(name: string): { id: number; name: string } | null {
  const list = getDb()
    .select({ id: fish.id, name: fish.name, scientificName: fish.scientificName, synonyms: fish.synonyms, tradeCodes: fish.tradeCodes })
    .from(fish)
    .orderBy(asc(fish.name))
    .all();
  const best = rankFish(list, name)[0];
  return name.trim() && best ? { id: best.fish.id, name: best.fish.name } : null;
}
