import { eq } from "drizzle-orm";
import { fish } from "../../db/schema";
import { getDb } from "~/services/db.server";

/** What an illustration needs of a species: its name (the picture's title) and its descriptor. */
export function findFishIllustration(slug: string) {
  return getDb()
    .select({ name: fish.name, illustration: fish.illustration })
    .from(fish)
    .where(eq(fish.slug, slug))
    .get();
}
