import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { fish } from "../../db/schema";
import { careItems, type CareItem } from "~/domain/care-requirements";
import { matchesFilter } from "~/domain/fish-filters";
import { matchesSearch, type FishSearchEntry } from "~/domain/fish-search";
import type { CareRequirements, Illustration } from "~/domain/species";
import type { Db, Tx } from "../../db/types";
import { getDb } from "~/services/db.server";

/**
 * The fish of the encyclopedia: the list and its search, one species as its page and the API show it, the
 * checks that a species exists, and what its illustration needs. Every query selects only what its answer
 * shows.
 */

/** The columns a fish card shows, and nothing else: the /fish page ships these for every species listed. */
export const FISH_CARD_COLUMNS = {
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
      ...FISH_CARD_COLUMNS,
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

/* One species */

export type FishProfile = {
  id: number;
  name: string;
  scientificName: string;
  imageUrl: string;
  difficulty: string;
  temperament: string;
  fishType: string;
  minTankSize: number;
  maxSize: number;
  minTemperature: number;
  maxTemperature: number;
  minPh: number;
  maxPh: number;
  lifespan: string;
  diet: string;
  schoolingFish: boolean;
  compatibleWith: string[];
  incompatibleWith: string[];
  description: string;
  careRequirements: CareRequirements;
};

/** GET /api/fish/{id}: the whole profile, or undefined when there is no such fish. */
export function getFishProfile(id: number): FishProfile | undefined {
  return getDb().select(FISH_PROFILE_COLUMNS).from(fish).where(eq(fish.id, id)).get();
}

/** Only the name, for toasts and existence checks. */
export function getFishName(id: number): { id: number; name: string } | undefined {
  return getDb().select({ id: fish.id, name: fish.name }).from(fish).where(eq(fish.id, id)).get();
}

/** A name in a compatibility list, with the id of the species it names when the database has one. */
export type SpeciesLink = { name: string; fishId: number | null };

/**
 * Links names to species by name, ignoring letter case and surrounding spaces. Names that are groups rather
 * than species ("large cichlids", "aggressive fish") stay plain text, as does the fish's own name.
 */
export function resolveSpeciesLinks(names: string[], selfId?: number): SpeciesLink[] {
  const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
  const idByName = new Map<string, number>();
  if (wanted.length > 0) {
    const rows = getDb()
      .select({ id: fish.id, key: sql<string>`lower(trim(${fish.name}))` })
      .from(fish)
      .where(inArray(sql`lower(trim(${fish.name}))`, wanted))
      .all();
    for (const row of rows) if (!idByName.has(row.key)) idByName.set(row.key, row.id);
  }
  return names.map((name) => {
    const id = idByName.get(name.trim().toLowerCase());
    return { name, fishId: id !== undefined && id !== selfId ? id : null };
  });
}

export type FishDetail = Omit<FishProfile, "compatibleWith" | "incompatibleWith" | "careRequirements" | "fishType"> & {
  compatibleWith: SpeciesLink[];
  incompatibleWith: SpeciesLink[];
  care: CareItem[];
};

/** The fish page: what it shows and nothing more, with compatibility names resolved to species ids. */
export function getFishDetail(id: number): FishDetail | undefined {
  const profile = getFishProfile(id);
  if (!profile) return undefined;
  const { compatibleWith, incompatibleWith, careRequirements, fishType: _fishType, ...rest } = profile;
  return {
    ...rest,
    compatibleWith: resolveSpeciesLinks(compatibleWith ?? [], profile.id),
    incompatibleWith: resolveSpeciesLinks(incompatibleWith ?? [], profile.id),
    care: careItems(careRequirements),
  };
}

/**
 * Whether a species exists: for routes and models that take a fish id from a client. Pass the transaction when
 * the answer guards a write in it, so the species cannot go between the check and the write.
 */
export function fishExists(id: number, db: Db | Tx = getDb()): boolean {
  return Boolean(db.select({ id: fish.id }).from(fish).where(eq(fish.id, id)).get());
}

/** Whether an image address is some species' main image (an admin chose a member's photo): it must stay public. */
export function isFishMainImage(imageUrl: string, db: Db | Tx = getDb()): boolean {
  return Boolean(db.select({ id: fish.id }).from(fish).where(eq(fish.imageUrl, imageUrl)).get());
}

/** Every species by name, ids and names only: for a select that names the species an image shows. */
export function listFishNames(): { id: number; name: string }[] {
  return getDb().select({ id: fish.id, name: fish.name }).from(fish).orderBy(fish.name).all();
}

/** A species' slug and drawing (null when it has none), for the admin form. */
export function getFishDrawing(id: number): { slug: string | null; illustration: Illustration | null } | undefined {
  return getDb().select({ slug: fish.slug, illustration: fish.illustration }).from(fish).where(eq(fish.id, id)).get();
}

/** What an illustration needs of a species: its name (the picture's title) and its descriptor. */
export function findFishIllustration(slug: string) {
  return getDb()
    .select({ name: fish.name, illustration: fish.illustration })
    .from(fish)
    .where(eq(fish.slug, slug))
    .get();
}
