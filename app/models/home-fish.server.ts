import { and, asc, count, desc, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import { collectionEntries, fish } from "../../db/schema";
import { choiceDay, chooseVariedFish } from "~/domain/home-fish-choice";
import { matchesHomeFilter, type HomeFishFilterId } from "~/domain/fish-filters";
import { getDb } from "~/services/db.server";
import { FISH_CARD_COLUMNS, type FishCard } from "./fish.server";

/**
 * The fish on the home page and the landing page. Each query
 * selects only the columns its section shows and returns only the rows it shows.
 */

/** The home page shows 3 featured fish; the landing shows 4 sample fish. */
export const HOME_FISH_COUNT = 3;
export const LANDING_FISH_COUNT = 4;

/** How many of the newest collection saves measure a species' interest (what members keep or want lately). */
const RECENT_SAVES = 500;

/** Four well-known beginner species for the landing page, in this order, when the database holds them. */
export const LANDING_FISH_SLUGS = ["neon-tetra", "bronze-corydoras", "guppy", "betta"] as const;

/** A featured fish card: the same fields as a card of /fish. */
export type HomeFish = FishCard;

/** A landing sample: picture, names and the difficulty badge. */
export type SampleFish = Pick<HomeFish, "id" | "name" | "scientificName" | "imageUrl" | "difficulty">;

/**
 * 3 species that the home button's rule (domain/fish-filters matchesHomeFilter) selects: those an admin featured
 * first, most recently featured first; the places left are chosen for variety and interest (domain/home-fish-choice:
 * the species members saved most among the newest RECENT_SAVES saves, different fish types, an order that changes
 * daily), never by name. A
 * featured fish the button's rule leaves out is not shown under that button, so each button still means what it
 * says. The rule's extra columns (fish type, schooling flag, facts) are read but not returned; a few hundred rows
 * filter in well under a millisecond.
 */
export function listFeaturedFish(filter: HomeFishFilterId, limit = HOME_FISH_COUNT, day = choiceDay()): HomeFish[] {
  const db = getDb();
  // Interest is what members saved lately: the newest saves, a bounded read however many there are.
  const recent = db
    .select({ fishId: collectionEntries.fishId })
    .from(collectionEntries)
    .orderBy(desc(collectionEntries.id))
    .limit(RECENT_SAVES)
    .as("recent");
  const interest = db
    .select({ fishId: recent.fishId, n: count().as("n") })
    .from(recent)
    .groupBy(recent.fishId)
    .as("interest");
  const rows = db
    .select({
      ...FISH_CARD_COLUMNS,
      fishType: fish.fishType,
      schoolingFish: fish.schoolingFish,
      facts: fish.facts,
      featuredAt: fish.featuredAt,
      interest: interest.n,
    })
    .from(fish)
    .leftJoin(interest, eq(interest.fishId, fish.id))
    .all()
    .filter((row) => matchesHomeFilter(row, filter));
  const featured = rows
    .filter((row) => row.featuredAt !== null)
    .sort((a, b) => (b.featuredAt ?? "").localeCompare(a.featuredAt ?? "") || b.id - a.id)
    .slice(0, limit);
  const rest = rows.filter((row) => row.featuredAt === null).map((row) => ({ ...row, interest: row.interest ?? 0 }));
  const taken = featured.map((row) => row.fishType);
  return [...featured, ...chooseVariedFish(rest, limit - featured.length, day, taken)].map(
    ({ fishType: _type, schoolingFish: _schooling, facts: _facts, featuredAt: _at, interest: _interest, ...card }) => card,
  );
}

const sampleColumns = {
  id: fish.id,
  name: fish.name,
  scientificName: fish.scientificName,
  imageUrl: fish.imageUrl,
  difficulty: fish.difficulty,
};

/** The landing page's four species: the beginner favourites by slug, topped up with the first species by name. */
export function listLandingFish(slugs: readonly string[] = LANDING_FISH_SLUGS, limit = LANDING_FISH_COUNT): SampleFish[] {
  const db = getDb();
  const found = db
    .select({ ...sampleColumns, slug: fish.slug })
    .from(fish)
    .where(and(isNotNull(fish.slug), inArray(fish.slug, [...slugs])))
    .all();
  const chosen = slugs
    .map((slug) => found.find((row) => row.slug === slug))
    .filter((row): row is NonNullable<typeof row> => row !== undefined)
    .map(({ slug: _slug, ...sample }) => sample)
    .slice(0, limit);
  if (chosen.length < limit) {
    const have = chosen.map((sample) => sample.id);
    const rest = db
      .select(sampleColumns)
      .from(fish)
      .where(have.length > 0 ? notInArray(fish.id, have) : undefined)
      .orderBy(asc(fish.name))
      .limit(limit - chosen.length)
      .all();
    chosen.push(...rest);
  }
  return chosen;
}
