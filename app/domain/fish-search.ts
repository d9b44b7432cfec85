import { SEARCH_RESULTS_SHOWN } from "./constants";
import { matchesQuery, rankFish, suggestFishNames, type RankedFish, type SearchableFish } from "./search/rank";

export { foldText, normalizeTradeCode } from "./search/normalize";
export { rankFish, suggestFishNames, type RankedFish, type SearchableFish, type SearchMatch } from "./search/rank";

/** One entry of the slim list live search ranks in the browser (GET /fish/search-index). */
export type FishSearchEntry = {
  id: number;
  name: string;
  scientificName: string;
  imageUrl: string;
  /** Older scientific names, present only when the species has any. */
  synonyms?: string[];
  /** Trade codes (L-numbers), present only when the species has any. */
  tradeCodes?: string[];
};

export { SEARCH_QUERY_MAX } from "./constants";
export { matchNote, matchNoteText, type MatchNote } from "./search/match-note";

/** The query as typed, tidied for showing and for addresses: trimmed, inner runs of spaces collapsed, lower case. */
export function normalizeQuery(q: string | null | undefined): string {
  return (q ?? "").trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Whether a fish matches a search: its name, scientific name, an older scientific
 * name, another common name or a trade code, ignoring case, accents and punctuation, and forgiving a typo or
 * two (see search/rank.ts). An empty query matches every fish.
 */
export function matchesSearch(fish: SearchableFish, q: string | null | undefined): boolean {
  return matchesQuery(fish, q);
}

export type SearchResults<T> = {
  /** Every match. */
  total: number;
  /** The first `limit` matches, best first: what a dropdown or the search dialog lists. */
  shown: T[];
  /** The same fish as `shown`, each with the field it matched (to say "formerly Corydoras aeneus"). */
  hits: RankedFish<T>[];
  /** Matches beyond the ones shown (the header's '+N more results'). */
  more: number;
  /** When nothing matched: the names of the closest species, for "Did you mean ...?". */
  suggestions: string[];
};

/** Live search as the header dropdown and the search dialog show it: the best 8 matches and how many more. */
export function searchFish<T extends SearchableFish>(
  list: readonly T[],
  q: string | null | undefined,
  limit: number = SEARCH_RESULTS_SHOWN,
): SearchResults<T> {
  const ranked = rankFish(list, q);
  const hits = ranked.slice(0, limit);
  return {
    total: ranked.length,
    shown: hits.map((hit) => hit.fish),
    hits,
    more: Math.max(0, ranked.length - limit),
    suggestions: ranked.length === 0 ? suggestFishNames(list, q) : [],
  };
}
