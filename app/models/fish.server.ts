import { asc } from "drizzle-orm";
import { fish } from "../../db/schema";
import { getDb } from "~/services/db.server";

/** The fish list as cards show it: only the columns a card uses. */
export function listFishCards() {
  return getDb()
    .select({
      id: fish.id,
      name: fish.name,
      scientificName: fish.scientificName,
      imageUrl: fish.imageUrl,
      difficulty: fish.difficulty,
      temperament: fish.temperament,
    })
    .from(fish)
    .orderBy(asc(fish.name))
    .all();
}
