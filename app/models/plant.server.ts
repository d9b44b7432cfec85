import { asc, eq } from "drizzle-orm";
import { plants } from "../../db/schema";
import { rankFish, suggestFishNames, type SearchMatch } from "~/domain/fish-search";
import { matchesPlantFilters, PLANT_PAGE_SIZE, type PlantFilters } from "~/domain/plant-filters";
import { plantMatcher, type PlantMatcher } from "~/domain/plant-mentions";
import type { PlantDrawing } from "~/domain/plants";
import { pageSlice } from "~/domain/search/fish-list-pages";
import { getDb } from "~/services/db.server";
import { fail, type Result } from "./result";
import { keptUntilChanged } from "./table-version.server";

/**
 * The plants of the encyclopedia: the list with its search, filters and pages, one plant as its page and the API
 * show it, its drawing, and the names the guides link. Every query selects only what its answer shows. A few
 * dozen (later a few hundred) plants rank and filter in memory with the fish list's own search, synonyms
 * counting as other names.
 */

type PlantRow = typeof plants.$inferSelect;

/** What a card of /plants shows. */
export type PlantCard = Pick<PlantRow, "id" | "name" | "scientificName" | "imageUrl" | "type" | "light" | "co2" | "difficulty">;

const CARD_COLUMNS = {
  id: plants.id,
  name: plants.name,
  scientificName: plants.scientificName,
  imageUrl: plants.imageUrl,
  type: plants.type,
  light: plants.light,
  co2: plants.co2,
  difficulty: plants.difficulty,
};

/** A card, with the other name a search found it under when it was not its own. */
export type PlantListItem = PlantCard & { match?: SearchMatch };

/** Every field a plant's page and the API show; internal columns (slug, hints, timestamps) are left out. */
const PROFILE_COLUMNS = {
  ...CARD_COLUMNS,
  synonyms: plants.synonyms,
  placement: plants.placement,
  growthRate: plants.growthRate,
  minTemperatureC: plants.minTemperatureC,
  maxTemperatureC: plants.maxTemperatureC,
  minPh: plants.minPh,
  maxPh: plants.maxPh,
  maxHeightCm: plants.maxHeightCm,
  propagation: plants.propagation,
  description: plants.description,
  care: plants.care,
};

export type PlantProfile = Pick<PlantRow, keyof typeof PROFILE_COLUMNS>;

/** The page and GET /api/plants/{id}: the profile, the notes where the references spread, and the references. */
export type PlantDetail = PlantProfile & Pick<PlantRow, "factNotes" | "sources">;

export type PlantListQuery = {
  /** Text search (domain/search/rank.ts); empty matches every plant. */
  q?: string | null;
  filters?: PlantFilters;
};

/** Every plant with what the search and the filters read, by name. */
function readRankedPlants({ q, filters = {} }: PlantListQuery) {
  const rows = getDb().select(PROFILE_COLUMNS).from(plants).orderBy(asc(plants.name)).all();
  // What the search reads: the names, with the synonyms as other names (a synonym may be a common name too).
  const entries = rows.map((row) => ({ name: row.name, scientificName: row.scientificName, otherNames: row.synonyms, row }));
  const ranked = rankFish(entries, q);
  return {
    total: rows.length,
    matching: ranked.filter((hit) => matchesPlantFilters(hit.fish.row, filters)).map((hit) => ({ row: hit.fish.row, match: hit.match })),
    suggestions: () => (ranked.length === 0 ? suggestFishNames(entries, q) : []),
  };
}

/** The match, when it names something the card does not show (a synonym). */
const noteworthy = (match: SearchMatch | null) => (match && match.field !== "name" && match.field !== "scientificName" ? match : null);

export type PlantListPage = {
  plants: PlantListItem[];
  /** How many plants match the search and filters, on all pages. */
  matches: number;
  /** How many plants there are. */
  total: number;
  page: number;
  pages: number;
  /** When the search matched no plant at all: the closest names, for "Did you mean ...?". */
  suggestions: string[];
};

/** One page of /plants: ranked by the search (by name without one), filtered, cut to `pageSize` cards. */
export function listPlantsPage({
  page = 1,
  pageSize = PLANT_PAGE_SIZE,
  ...query
}: PlantListQuery & { page?: number; pageSize?: number }): PlantListPage {
  const { total, matching, suggestions } = readRankedPlants(query);
  const slice = pageSlice(matching.length, page, pageSize);
  return {
    plants: matching.slice(slice.offset, slice.offset + pageSize).map(({ row, match }) => {
      const card: PlantListItem = {
        id: row.id,
        name: row.name,
        scientificName: row.scientificName,
        imageUrl: row.imageUrl,
        type: row.type,
        light: row.light,
        co2: row.co2,
        difficulty: row.difficulty,
      };
      const note = noteworthy(match);
      return note ? { ...card, match: note } : card;
    }),
    matches: matching.length,
    total,
    page: slice.page,
    pages: slice.pages,
    suggestions: suggestions(),
  };
}

/** A plant in GET /api/plants: its profile, and the synonym a search found it under. */
export type ApiPlant = PlantProfile & { matchedName?: string };

export type ApiPlantPage = { plants: ApiPlant[]; page: number; pages: number; total: number };

/**
 * GET /api/plants: a page of the list, ranked and filtered as /plants is. `total` counts the plants that match;
 * a page past the last is empty.
 */
export function listPlantsForApi({ page, limit, ...query }: PlantListQuery & { page: number; limit: number }): ApiPlantPage {
  const { matching } = readRankedPlants(query);
  const offset = (page - 1) * limit;
  return {
    plants: matching.slice(offset, offset + limit).map(({ row, match }) => {
      const note = noteworthy(match);
      return note ? { ...row, matchedName: note.text } : row;
    }),
    page,
    pages: Math.max(1, Math.ceil(matching.length / limit)),
    total: matching.length,
  };
}

/** One plant for its page and GET /api/plants/{id}. */
export function getPlant(id: number): Result<{ plant: PlantDetail }, 404, "not-found"> {
  const plant = getDb()
    .select({ ...PROFILE_COLUMNS, factNotes: plants.factNotes, sources: plants.sources })
    .from(plants)
    .where(eq(plants.id, id))
    .get();
  return plant ? { ok: true, plant } : fail(404, "Plant not found", "not-found");
}

/** What a plant's drawing needs: its name (the picture's title) and the facts it is drawn from. */
export function findPlantDrawing(slug: string): (PlantDrawing & { name: string }) | undefined {
  return getDb()
    .select({
      name: plants.name,
      type: plants.type,
      colour: plants.colour,
      leafShape: plants.leafShape,
      maxHeightCm: plants.maxHeightCm,
    })
    .from(plants)
    .where(eq(plants.slug, slug))
    .get();
}

/**
 * The plants' names as the guides are searched for them, built once and kept until a plant changes: a guide's
 * page then costs one version lookup and one pattern match.
 */
export const guidePlantMatcher: () => PlantMatcher = keptUntilChanged("plants", () =>
  plantMatcher(
    getDb()
      .select({ id: plants.id, name: plants.name, scientificName: plants.scientificName, synonyms: plants.synonyms })
      .from(plants)
      .all(),
  ),
);
