import { asc, count, eq } from "drizzle-orm";
import { fish } from "../../db/schema";
import { careItems, type CareItem } from "~/domain/care-requirements";
import { rankFish, type FishSearchEntry } from "~/domain/fish-search";
import type { CareRequirements, Illustration } from "~/domain/species";
import type { Db, Tx } from "../../db/types";
import { completeFacts, type SpeciesFactNotes, type SpeciesFacts, type SpeciesSource } from "~/domain/species-facts";
import { matchesCareFilters, type CareFilters } from "~/domain/care-filters";
import { GOLDFISH_FURTHER_FISH_SHARE, tankGivenPerFish } from "~/domain/checker/stocking";
import { withApiNames, type WithApiNames } from "~/domain/fish-fields";
import { resolveCompatibility, type CompatibilityEntry } from "~/models/compatibility.server";
import { getDb } from "~/services/db.server";
import { keptUntilChanged } from "./table-version.server";

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
  maxSizeIn: fish.maxSizeIn,
  minTankSizeGal: fish.minTankSizeGal,
};

/** A species as a card shows it: the columns above, typed by the table. */
export type FishCard = Pick<typeof fish.$inferSelect, keyof typeof FISH_CARD_COLUMNS>;

/** How many species the database holds. */
export const countFish: () => number = keptUntilChanged("fish", () => getDb().select({ n: count() }).from(fish).get()?.n ?? 0);

/**
 * The slim list behind the header's live search and the search dialog of /fish: what a result shows, plus the
 * synonyms and trade codes the ranking reads (each only when a species has any).
 */
export function listFishSearchIndex(): FishSearchEntry[] {
  return getDb()
    .select({
      id: fish.id,
      name: fish.name,
      scientificName: fish.scientificName,
      imageUrl: fish.imageUrl,
      synonyms: fish.synonyms,
      tradeCodes: fish.tradeCodes,
    })
    .from(fish)
    .orderBy(asc(fish.name))
    .all()
    .map(({ synonyms, tradeCodes, ...entry }) => ({
      ...entry,
      ...(synonyms.length > 0 ? { synonyms } : {}),
      ...(tradeCodes.length > 0 ? { tradeCodes } : {}),
    }));
}

/**
 * Every field of a fish, as the JSON API and the profile page show a species. Internal columns
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
  minTankSizeGal: fish.minTankSizeGal,
  maxSizeIn: fish.maxSizeIn,
  minTemperatureF: fish.minTemperatureF,
  maxTemperatureF: fish.maxTemperatureF,
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

/**
 * GET /api/fish: every species with every field of a fish, by name. With a search (?q=), only the species
 * that match, best first, ranked as /fish and the live search rank them; a species found under an older
 * scientific name says which (`matchedSynonym`).
 */
export function listFishForApi({ q, care = {} }: { q?: string | null; care?: CareFilters } = {}): ApiFish[] {
  const rows = getDb()
    .select({ ...FISH_PROFILE_COLUMNS, synonyms: fish.synonyms, tradeCodes: fish.tradeCodes, facts: fish.facts })
    .from(fish)
    .orderBy(asc(fish.name))
    .all()
    .map((row) => ({ ...row, minGh: row.facts.minGh ?? null, maxGh: row.facts.maxGh ?? null, swimZone: row.facts.swimZone ?? null }));
  return rankFish(rows, q)
    .filter((hit) => matchesCareFilters(hit.fish, care))
    .map(
      ({ fish: { synonyms: _synonyms, tradeCodes: _codes, facts, minGh: _minGh, maxGh: _maxGh, swimZone: _zone, ...profile }, match }) => {
        const withFacts = { ...withApiNames(profile), ...completeFacts(facts) };
        return match?.field === "synonym" ? { ...withFacts, matchedSynonym: match.text } : withFacts;
      },
    );
}

/**
 * The API's species: every field of a fish under the API's names, then the checker's facts beside them (null
 * where unknown).
 */
export type ApiFish = WithApiNames<FishProfile> & SpeciesFacts & { matchedSynonym?: string };

/**
 * GET /api/fish/{id}: the whole profile with the checker's facts and the references they rest on
 * (`sources: [{title, url, facts}]`), or undefined when there is no such fish.
 */
export function getFishForApi(id: number): (ApiFish & { sources: SpeciesSource[] }) | undefined {
  const row = getDb()
    .select({ ...FISH_PROFILE_COLUMNS, facts: fish.facts, sources: fish.sources })
    .from(fish)
    .where(eq(fish.id, id))
    .get();
  if (!row) return undefined;
  const { facts, sources, ...profile } = row;
  return { ...withApiNames(profile), ...completeFacts(facts), sources };
}

/* One species */

export type FishProfile = {
  id: number;
  name: string;
  scientificName: string;
  imageUrl: string;
  difficulty: string;
  temperament: string;
  fishType: string;
  minTankSizeGal: number;
  maxSizeIn: number;
  minTemperatureF: number;
  maxTemperatureF: number;
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

export { resolveSpeciesLinks, type CompatibilityEntry } from "~/models/compatibility.server";

export type FishDetail = Omit<FishProfile, "compatibleWith" | "incompatibleWith" | "careRequirements" | "fishType"> & {
  compatibleWith: CompatibilityEntry[];
  incompatibleWith: CompatibilityEntry[];
  care: CareItem[];
  /** The facts the page shows where known: adult length (and body length), hardness, group size, swim zone, current. */
  facts: Pick<SpeciesFacts, "adultLengthCm" | "lengthType" | "bodyLengthCm" | "minGh" | "maxGh" | "minGroupSize" | "swimZone" | "flow">;
  /** The references the profile rests on, shown under "Sources". */
  sources: SpeciesSource[];
  /** Where the references spread over a fact, who said what and why the value shown was kept. */
  factNotes: SpeciesFactNotes;
  /**
   * Where the minimum tank is the first fish's (goldfish), the US gallons each further fish adds, as the checker
   * counts them; null where the minimum tank is for the species' smallest group.
   */
  furtherFishTankGal: number | null;
};

/**
 * The fish pages asked for since the species table last changed, by id. A page is made of that table alone (its
 * groups read every species, its links every name), so it stays right until the table's version moves, whoever
 * wrote it; only species that exist are kept, so this holds at most one page per species. Shared between
 * requests, so it is read-only: what differs per member is added beside it by the route.
 */
const fishDetailsKept = keptUntilChanged("fish", () => new Map<number, Readonly<FishDetail>>());

/** The fish page: what it shows and nothing more, with compatibility names resolved to species and groups. */
export function getFishDetail(id: number): Readonly<FishDetail> | undefined {
  const kept = fishDetailsKept();
  const known = kept.get(id);
  if (known) return known;
  const detail = readFishDetail(id);
  if (detail) kept.set(id, detail);
  return detail;
}

function readFishDetail(id: number): FishDetail | undefined {
  const row = getDb()
    .select({ ...FISH_PROFILE_COLUMNS, facts: fish.facts, sources: fish.sources, factNotes: fish.factNotes })
    .from(fish)
    .where(eq(fish.id, id))
    .get();
  if (!row) return undefined;
  const { compatibleWith, incompatibleWith, careRequirements, fishType, facts: stated, sources, factNotes, ...rest } = row;
  const lists = { compatibleWith: compatibleWith ?? [], incompatibleWith: incompatibleWith ?? [] };
  const facts = completeFacts(stated);
  return {
    ...rest,
    ...resolveCompatibility(lists, row),
    care: careItems(careRequirements),
    facts: {
      adultLengthCm: facts.adultLengthCm,
      lengthType: facts.lengthType,
      bodyLengthCm: facts.bodyLengthCm,
      minGh: facts.minGh,
      maxGh: facts.maxGh,
      minGroupSize: facts.minGroupSize,
      swimZone: facts.swimZone,
      flow: facts.flow,
    },
    sources,
    factNotes,
    furtherFishTankGal: tankGivenPerFish(fishType) ? rest.minTankSizeGal * GOLDFISH_FURTHER_FISH_SHARE : null,
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
  return getDb().select({ name: fish.name, illustration: fish.illustration }).from(fish).where(eq(fish.slug, slug)).get();
}
