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
      type: "stem",
      placement: ["background"],
      light: "medium",
      co2: "helps",
      growthRate: "fast",
      difficulty: "easy",
      minTemperatureC: 20,
      maxTemperatureC: 28,
      minPh: 6,
      maxPh: 7.5,
      maxHeightCm: 40,
      propagation: "Cuttings.",
      description: "A plant made for a test.",
      care: "Trim it.",
      imageUrl: "/illustrations/plants/test-plant.svg",
      ...overrides,
    })
    .returning()
    .get();
}
