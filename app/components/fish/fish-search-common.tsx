import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { FishSearchEntry, SearchMatch, searchFish } from "~/domain/fish-search";
import { SearchMatchNote } from "./search-match-note";

/** The slim list behind live search: app/routes/fish.search-index.ts. */
export const FISH_SEARCH_INDEX_URL = "/fish/search-index";

let indexRequest: Promise<FishSearchEntry[]> | null = null;

/** Fetches the search list once per page session; the header and the /fish dialog share the one request. */
export function loadFishSearchIndex(): Promise<FishSearchEntry[]> {
  indexRequest ??= fetch(FISH_SEARCH_INDEX_URL, { credentials: "same-origin", headers: { Accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return (await response.json()) as FishSearchEntry[];
    })
    .catch((error: unknown) => {
      indexRequest = null; // the next attempt asks again
      throw error;
    });
  return indexRequest;
}

export type SearchIndexState = { list: FishSearchEntry[] | null; search: typeof searchFish | null; failed: boolean };

/** The search list and the code that ranks it, loaded only once `wanted` turns true (first focus, typing or opening the dialog). */
export function useFishSearchIndex(wanted: boolean): SearchIndexState {
  const [state, setState] = useState<SearchIndexState>({ list: null, search: null, failed: false });
  const loaded = state.list !== null;
  useEffect(() => {
    if (!wanted || loaded) return;
    let cancelled = false;
    // The ranking code comes with the list, on first use: a page that is only read never loads it.
    Promise.all([loadFishSearchIndex(), import("~/domain/fish-search")]).then(
      ([list, ranking]) => !cancelled && setState({ list, search: ranking.searchFish, failed: false }),
      () => !cancelled && setState({ list: null, search: null, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, loaded]);
  return state;
}

/**
 * One live-search result: image, name and italic scientific name, linking to the fish's profile; when the
 * search found it under another name, the name says so ("Bronze Corydoras, formerly Corydoras aeneus").
 */
export function SearchResultLink({ fish, match, onChoose }: { fish: FishSearchEntry; match?: SearchMatch | null; onChoose?: () => void }) {
  return (
    <Link
      to={`/fish/${fish.id}`}
      data-result=""
      onClick={onChoose}
      className="flex items-center gap-3 px-3 py-2 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
    >
      <img
        src={fish.imageUrl}
        alt=""
        width={48}
        height={28}
        loading="lazy"
        decoding="async"
        className="h-7 w-12 shrink-0 rounded bg-brand-50 object-cover"
      />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-slate-900">
          {fish.name}
          <SearchMatchNote match={match} className="font-normal text-slate-600" />
        </span>
        <span className="block truncate text-xs italic text-slate-600">{fish.scientificName}</span>
      </span>
    </Link>
  );
}

/** The site's one search icon, kept importable from here for the /fish search. */
export { SearchIcon } from "~/components/ui/search-field";
