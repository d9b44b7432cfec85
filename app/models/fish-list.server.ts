import { asc } from "drizzle-orm";
import { fish } from "../../db/schema";
import { matchesCareFilters, mostExcludingFilter, type CareFilterKey, type CareFilters } from "~/domain/care-filters";
import { matchesFilter } from "~/domain/fish-filters";
import { rankFish, suggestFishNames, type SearchMatch } from "~/domain/fish-search";
import { FISH_PAGE_SIZE, pageSlice } from "~/domain/search/fish-list-pages";
import { getDb } from "~/services/db.server";
import { FISH_CARD_COLUMNS, type FishCard } from "./fish.server";
import { keptUntilChanged } from "./table-version.server";

/**
 * The /fish list: every species read once, then ranked by the search, filtered by the chip and the water and
 * tank filters, and cut into pages, so a page ships only the cards it shows.
 */

export type FishListQuery = {
  /** Text search (see domain/search/rank.ts); empty or missing matches every fish. */
  q?: string | null;
  /** A chip id of /fish (see domain/fish-filters); unknown or missing means all. */
  filter?: string | null;
};

/** A card in a list, with the other name it was found under when that was not its own (a synonym, a trade code). */
export type FishListItem = FishCard & { match?: SearchMatch };

/**
 * Every species with what the chips, the care filters and the search read: the cards' columns plus type, flag,
 * water values, diet, the facts the filters use, synonyms and codes.
 */
function readListRows() {
  return getDb()
    .select({
      ...FISH_CARD_COLUMNS,
      fishType: fish.fishType,
      schoolingFish: fish.schoolingFish,
      diet: fish.diet,
      minTemperatureF: fish.minTemperatureF,
      maxTemperatureF: fish.maxTemperatureF,
      minPh: fish.minPh,
      maxPh: fish.maxPh,
      facts: fish.facts,
      synonyms: fish.synonyms,
      tradeCodes: fish.tradeCodes,
    })
    .from(fish)
    .orderBy(asc(fish.name))
    .all()
    .map(({ facts, ...row }) => ({ ...row, minGh: facts.minGh ?? null, maxGh: facts.maxGh ?? null, swimZone: facts.swimZone ?? null }));
}

type ListRow = ReturnType<typeof readListRows>[number];

/**
 * The rows, kept until the fish table changes (decision 056): every page a member or a filter renders read and
 * parsed all of them, when the list only changes when an admin or the seed writes a species.
 */
const listRows: () => readonly ListRow[] = keptUntilChanged("fish", readListRows);

/** Only the card's columns, and the match when it names something the card does not show. */
function toListItem(row: ListRow, match: SearchMatch | null): FishListItem {
  const card: FishCard = {
    id: row.id,
    name: row.name,
    scientificName: row.scientificName,
    imageUrl: row.imageUrl,
    difficulty: row.difficulty,
    temperament: row.temperament,
    maxSizeIn: row.maxSizeIn,
    minTankSizeGal: row.minTankSizeGal,
  };
  return match && match.field !== "name" && match.field !== "scientificName" ? { ...card, match } : card;
}

export type FishListPage = {
  /** The cards of this page. */
  fish: FishListItem[];
  /** How many species match the search and the chip, on all pages. */
  matches: number;
  page: number;
  pages: number;
  /** When the search matched no species at all (whatever the chip): the closest names, for "Did you mean ...?". */
  suggestions: string[];
  /** When the care filters left nothing: the one whose removal would bring back the most species. */
  excludedMost: { key: CareFilterKey; wouldShow: number } | null;
};

/**
 * One page of /fish: the species filtered by the chip rule and ranked by the search (best first; by name when
 * there is no search), cut to `pageSize` cards (the last page when `page` is past it). The columns the rules
 * need (fish type, schooling flag, synonyms, trade codes) are read here but never returned, so a page's payload
 * holds only what its cards show. A few hundred species rank in a millisecond or two in memory, with the same
 * pure function the browser's live search uses.
 */
export function listFishPage({
  q,
  filter,
  care = {},
  only,
  page = 1,
  pageSize = FISH_PAGE_SIZE,
}: FishListQuery & { care?: CareFilters; only?: ReadonlySet<number>; page?: number; pageSize?: number }): FishListPage {
  const rows = listRows();
  const ranked = rankFish(rows, q);
  // `only`: the species a member's tank could take, which the caller judged; it narrows like the chip.
  const chosen = ranked.filter((hit) => matchesFilter(hit.fish, filter) && (!only || only.has(hit.fish.id)));
  const matching = chosen.filter((hit) => matchesCareFilters(hit.fish, care));
  const slice = pageSlice(matching.length, page, pageSize);
  return {
    fish: matching.slice(slice.offset, slice.offset + pageSize).map((hit) => toListItem(hit.fish, hit.match)),
    matches: matching.length,
    page: slice.page,
    pages: slice.pages,
    suggestions: ranked.length === 0 ? suggestFishNames(rows, q) : [],
    excludedMost:
      matching.length === 0
        ? mostExcludingFilter(
            chosen.map((hit) => hit.fish),
            care,
          )
        : null,
  };
}
