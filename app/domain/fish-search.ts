import { SEARCH_RESULTS_SHOWN } from "./constants";

/** What a text search looks at: the common name, the scientific name and, when known, older scientific names. */
export type SearchableFish = {
  name: string;
  scientificName: string;
  synonyms?: readonly string[] | null;
};

/** One entry of the slim list live search filters in the browser (GET /fish/search-index). */
export type FishSearchEntry = {
  id: number;
  name: string;
  scientificName: string;
  imageUrl: string;
  /** Older scientific names, present only when the species has any. */
  synonyms?: string[];
};

/** Longest query the search looks at; anything longer is cut, never an error. */
export const SEARCH_QUERY_MAX = 100;

/** The query as the search compares it: trimmed, inner runs of spaces collapsed, lower case. */
export function normalizeQuery(q: string | null | undefined): string {
  return (q ?? "").trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Case-insensitive substring match on name or scientific name (SPEC section 5), and on synonyms so a species
 * is still found under the name older books use (Corydoras aeneus finds Bronze Corydoras). An empty query
 * matches every fish.
 */
export function matchesSearch(fish: SearchableFish, q: string | null | undefined): boolean {
  const needle = normalizeQuery(q);
  if (needle === "") return true;
  if (fish.name.toLowerCase().includes(needle)) return true;
  if (fish.scientificName.toLowerCase().includes(needle)) return true;
  return (fish.synonyms ?? []).some((synonym) => synonym.toLowerCase().includes(needle));
}

export type SearchResults<T> = {
  /** Every match, in list order. */
  total: number;
  /** The first `limit` matches: what a dropdown or the search dialog lists. */
  shown: T[];
  /** Matches beyond the ones shown (the header's '+N more results'). */
  more: number;
};

/** Live search as the header dropdown and the search dialog show it: the first 8 matches and how many more. */
export function searchFish<T extends SearchableFish>(
  list: readonly T[],
  q: string | null | undefined,
  limit: number = SEARCH_RESULTS_SHOWN,
): SearchResults<T> {
  const matches = list.filter((fish) => matchesSearch(fish, q));
  return { total: matches.length, shown: matches.slice(0, limit), more: Math.max(0, matches.length - limit) };
}
