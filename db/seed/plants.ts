import path from "node:path";
import type { Db } from "../types";
import type { DrawingAddresses } from "./drawings";
import { plants } from "../schema";
import { loadRecordFiles } from "./load-record-files";
import { plantSchema, type PlantFile } from "./plant-schema";
import { upsertBySlug, type UpsertCounts } from "./upsert-by-slug";

/**
 * Reference data: the plant encyclopedia, one JSON file each in db/seed/plants (decision 052). Seeded like the
 * species: upserted by slug in one synchronous transaction, so a plant keeps its id, a routine start writes
 * nothing, a row an admin edited stays as they made it and a slug an admin deleted stays deleted. A plant whose
 * file is removed is left in the database, because members' tanks will refer to plants.
 */

export function defaultPlantsDir(): string {
  return path.resolve(process.cwd(), "db/seed/plants");
}

/** Reads and validates every plant file; all problems are reported together and nothing is written if any. */
export function loadPlants(dir: string = defaultPlantsDir()): PlantFile[] {
  return loadRecordFiles(dir, plantSchema, {
    kind: "plant",
    unique: [
      { key: (p) => p.name.toLowerCase(), describe: (p) => `name "${p.name}"` },
      { key: (p) => p.scientificName, describe: (p) => `scientificName "${p.scientificName}"` },
    ],
  });
}

/** The columns a plant file owns. Ids and timestamps are never written from files. */
function referenceColumns(plant: PlantFile, drawings: DrawingAddresses) {
  const drawing = {
    type: plant.type,
    colour: plant.colour ?? null,
    leafShape: plant.leafShape ?? null,
    maxHeightCm: plant.maxHeightCm ?? null,
  };
  return {
    name: plant.name,
    scientificName: plant.scientificName,
    synonyms: plant.synonyms,
    type: plant.type,
    placement: plant.placement,
    light: plant.light,
    co2: plant.co2,
    growthRate: plant.growthRate,
    difficulty: plant.difficulty,
    minTemperatureC: plant.minTemperatureC,
    maxTemperatureC: plant.maxTemperatureC,
    minPh: plant.minPh,
    maxPh: plant.maxPh,
    maxHeightCm: drawing.maxHeightCm,
    propagation: plant.propagation,
    description: plant.description,
    care: plant.care,
    factNotes: plant.factNotes,
    sources: plant.sources,
    colour: drawing.colour,
    leafShape: drawing.leafShape,
    imageUrl: drawings.plant(plant.slug, drawing),
  };
}

export function seedPlants(db: Db, drawings: DrawingAddresses, dir: string = defaultPlantsDir()): UpsertCounts {
  const files = loadPlants(dir);
  return db.transaction((tx) =>
    upsertBySlug(
      tx,
      "plant",
      plants,
      files.map((plant) => ({ slug: plant.slug, values: referenceColumns(plant, drawings) })),
      { onUpdate: () => ({ updatedAt: new Date().toISOString() }) },
    ),
  );
}
