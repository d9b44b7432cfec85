import { asc, count } from "drizzle-orm";
import { fish } from "../../db/schema";
import { matchesFilter } from "~/domain/fish-filters";
import { matchesSearch, type FishSearchEntry } from "~/domain/fish-search";
import { getDb } from "~/services/db.server";

/** The columns a fish card shows, and nothing else: the /fish page ships these for every species listed. */
const cardColumns = {
  id: fish.id,
  name: fish.name,
  scientificName: fish.scientificName,
  imageUrl: fish.imageUrl,
  difficulty: fish.difficulty,
  temperament: fish.temperament,
  maxSize: fish.maxSize,
  minTankSize: fish.minTankSize,
};

export type FishCard = {
  id: number;
  name: string;
  scientificName: string;
  imageUrl: string;
  difficulty: string;
  temperament: string;
  maxSize: number;
  minTankSize: number;
};

export type FishListQuery = {
  /** Text search on name, scientific name and synonyms; empty or missing matches every fish. */
  q?: string | null;
  /** A chip id of /fish (see domain/fish-filters); unknown or missing means all. */
  filter?: string | null;
};

/**
 * The fish list as cards show it, ordered by name, filtered by the chip rule and the text search. The columns
 * the rules need (fish type, schooling flag, synonyms) are read here but never returned, so a page's payload
 * holds only what its cards show. A few hundred species filter in well under a millisecond in memory, and the
 * rules stay the single pure functions the browser uses too.
 */
export function listFishCards({ q, filter }: FishListQuery = {}): FishCard[] {
  const rows = getDb()
    .select({
      ...cardColumns,
      fishType: fish.fishType,
      schoolingFish: fish.schoolingFish,
      synonyms: fish.synonyms,
    })
    .from(fish)
    .orderBy(asc(fish.name))
    .all();
  return rows
    .filter((row) => matchesFilter(row, filter) && matchesSearch(row, q))
    .map(({ fishType: _type, schoolingFish: _schooling, synonyms: _synonyms, ...card }) => card);
}

/** How many species the database holds. */
export function countFish(): number {
  return getDb().select({ n: count() }).from(fish).get()?.n ?? 0;
}

/** The slim list behind the header's live search and the search dialog of /fish. */
export function listFishSearchIndex(): FishSearchEntry[] {
  return getDb()
    .select({
      id: fish.id,
      name: fish.name,
      scientificName: fish.scientificName,
      imageUrl: fish.imageUrl,
      synonyms: fish.synonyms,
    })
    .from(fish)
    .orderBy(asc(fish.name))
    .all()
    .map(({ synonyms, ...entry }) => (synonyms.length > 0 ? { ...entry, synonyms } : entry));
}

/**
 * Every Fish field of SPEC section 3, as the JSON API and the profile page show a species. Internal columns
 * (slug, synonyms, timestamps, illustration) are left out.
 */
export const FISH_PROFILE_COLUMNS = {
  id: fish.id,
  name: fish.name,
  scientificName: fish.scientificName,
  imageUrl: fish.imageUrl,
  difficulty: fish.difficulty,
  temperament: fish.temperament,
  fishType: fish.fishType,
  minTankSize: fish.minTankSize,
  maxSize: fish.maxSize,
  minTemperature: fish.minTemperature,
  maxTemperature: fish.maxTemperature,
  minPh: fish.minPh,
  maxPh: fish.maxPh,
  lifespan: fish.lifespan,
  diet: fish.diet,
  schoolingFish: fish.schoolingFish,
  compatibleWith: fish.compatibleWith,
  incompatibleWith: fish.incompatibleWith,
  description: fish.description,
  careRequirements: fish.careRequirements,
};

/** GET /api/fish: every species with every field of the spec. */
export function listFishForApi() {
  return getDb()
    .select(FISH_PROFILE_COLUMNS)
    .from(fish)
    .orderBy(asc(fish.name))
    .all();
}

export type ApiFish = ReturnType<typeof listFishForApi>[number];
