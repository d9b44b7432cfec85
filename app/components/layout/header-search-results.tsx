import { Link } from "@remix-run/react";
import { useMemo } from "react";
import { SearchResultLink, useFishSearchIndex } from "~/components/fish/fish-search-common";
import { SearchSuggestions } from "~/components/fish/search-suggestions";
import { fishListHref } from "~/domain/fish-filters";

/**
 * What the header's live search shows under the box: 'Found N fish' and the best 8 matches (or, for no match,
 * "Did you mean ...?"), and a link to the full list. A script of its own, asked for when the box is first used
 * (./header-fish-search.tsx); it fetches the slim fish list and the ranking code in turn.
 */
export function HeaderSearchResults({
  query,
  expanded,
  onChoose,
  statusClassName,
}: {
  query: string;
  expanded: boolean;
  onChoose: () => void;
  /** The status line's look, the same as the line the box shows while this script loads. */
  statusClassName: string;
}) {
  const index = useFishSearchIndex(true);
  const results = useMemo(() => (index.list && index.search && query ? index.search(index.list, query) : null), [index, query]);
  return (
    <>
      <p aria-live="polite" className={statusClassName}>
        {!expanded
          ? null
          : results
            ? results.total > 0
              ? `Found ${results.total} fish`
              : `No fish found matching "${query}"`
            : index.failed
              ? "Live search is unavailable. Press Enter to search."
              : "Searching..."}
      </p>
      {expanded && results && results.shown.length > 0 ? (
        <ul aria-label="Matching fish">
          {results.hits.map((hit) => (
            <li key={hit.fish.id}>
              <SearchResultLink fish={hit.fish} match={hit.match} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      ) : null}
      {expanded && results && results.suggestions.length > 0 ? (
        <SearchSuggestions names={results.suggestions} onChoose={onChoose} asResults className="px-3 pb-1.5 text-xs text-slate-700" />
      ) : null}
      {expanded && results && results.more > 0 ? (
        <Link
          to={fishListHref({ q: query })}
          data-result=""
          className="block border-t border-slate-100 px-3 py-2 text-center text-xs font-medium text-brand-700 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
        >
          +{results.more} more results
        </Link>
      ) : null}
    </>
  );
}
