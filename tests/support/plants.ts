import { plants } from "../../db/schema";
import { getDb } from "~/services/db.server";

type PlantOverrides = Partial<typeof plants.$inferInsert>;

let counter = 0;

/** A plant row for a test; the name is unique unless given. */
export function createPlant(overrides: PlantOverrides = {}) {
  counter += 1;
  return getDb()
    .insert(plants)
    .values({
      name: `Test Plant ${counter} ${Math.random().toString(36).slice(2, 7)}`,
      scientificName: `Testus planta ${counter}`,
      type: "rosette",
      placement: ["midground"],
      light: "low",
      co2: "not needed",
      growthRate: "slow",
      difficulty: "easy",
      minTemperatureC: 20,
      maxTemperatureC: 28,
      minPh: 6,
      maxPh: 7.5,
      maxHeightCm: 20,
      propagation: "Divide the rhizome.",
      description: "A plant for tests.",
      care: "Keep it wet.",
      imageUrl: "/illustrations/plants/test.svg",
      ...overrides,
    })
    .returning()
    .get();
}
