import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { SEARCH_RESULTS_SHOWN } from "~/domain/constants";
import { fishFilterLabel, fishListHref, type FishFilterId } from "~/domain/fish-filters";
import { SEARCH_QUERY_MAX } from "~/domain/constants";
import { DialogClose, ModalDialog } from "~/components/ui/modal-dialog";
import { useHydrated } from "~/components/use-hydrated";
import { SearchIcon, SearchResultLink, loadFishSearchIndex, useFishSearchIndex } from "./fish-search-common";
import { moveThroughResults } from "./move-through-results";
import { SearchSuggestions } from "./search-suggestions";
import { cx } from "class-variance-authority";

const fieldClass =
  "w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:text-sm";

/**
 * The search of /fish. Without JavaScript: a GET form (?q=, keeping the chip). With JavaScript: a button that
 * opens the search dialog, with live results over the whole fish list ranked as the server
 * ranks them, the best 8 and then 'Showing first 8 results. Refine search to see more.' (or "Did you mean ...?"
 * when nothing matches); Enter shows every match in the page's grid.
 */
type Extra = readonly (readonly [string, string])[];

export function FishSearch({ q, filter, extra = [] }: { q: string; filter: FishFilterId; extra?: Extra }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  if (!hydrated) {
    return (
      <Form method="get" action="/fish" role="search" aria-label="Fish database search" className="flex w-full gap-2 sm:max-w-xl">
        <label htmlFor="fish-search-q" className="sr-only">
          Search fish
        </label>
        <div className="relative flex-1">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
            <SearchIcon />
          </span>
          <input
            id="fish-search-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={SEARCH_QUERY_MAX}
            placeholder="Name or scientific name..."
            className={fieldClass}
          />
        </div>
        {filter !== "all" ? <input type="hidden" name="filter" value={filter} /> : null}
        {extra.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Search
        </button>
      </Form>
    );
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadFishSearchIndex().catch(() => {})}
        onFocus={() => void loadFishSearchIndex().catch(() => {})}
        className="relative flex w-full items-center gap-2 rounded-md border border-slate-300 bg-white py-2 pl-3 pr-3 text-left text-base text-slate-500 hover:border-brand-600 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:max-w-xl sm:text-sm"
      >
        <SearchIcon />
        <span className={cx("flex-1 truncate", q ? "text-slate-900" : "")}>{q || "Search fish by name or scientific name..."}</span>
        <span className="sr-only">: open the fish search</span>
      </button>
      {open ? (
        <FishSearchDialog
          initialQuery={q}
          filter={filter}
          extra={extra}
          onClose={() => {
            setOpen(false);
            triggerRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

function FishSearchDialog({
  initialQuery,
  filter,
  extra,
  onClose,
}: {
  initialQuery: string;
  filter: FishFilterId;
  extra: Extra;
  onClose: () => void;
}) {
  const [text, setText] = useState(initialQuery);
  const index = useFishSearchIndex(true);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hintId = useId();
  const query = text.trim();
  const results = useMemo(() => (index.list && index.search && query ? index.search(index.list, query) : null), [index, query]);

  // The dialog has just become modal (its effect runs first): start in the search box, its text selected.
  useEffect(() => {
    inputRef.current?.select();
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onClose();
    navigate(fishListHref({ q: query, filter, extra }), { replace: true, preventScrollReset: true });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    moveThroughResults(event, resultsRef, inputRef);
  }

  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} onKeyDown={onKeyDown} size="md">
      <div className="flex items-center justify-between border-b border-slate-100 px-4 pt-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Search Fish
        </h2>
        <DialogClose>
          Close<span className="sr-only"> search</span>
        </DialogClose>
      </div>
      <form onSubmit={onSubmit} className="border-b border-slate-100 px-4 py-3">
        <label htmlFor="fish-search-dialog-q" className="sr-only">
          Search fish
        </label>
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
            <SearchIcon />
          </span>
          <input
            ref={inputRef}
            id="fish-search-dialog-q"
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={SEARCH_QUERY_MAX}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hintId}
            placeholder="Name or scientific name..."
            className={fieldClass}
          />
        </div>
        <p id={hintId} className="mt-2 text-xs text-slate-600">
          {filter === "all"
            ? "Press Enter to show every match in the list."
            : `Press Enter to show the matches in ${fishFilterLabel(filter)}.`}
        </p>
      </form>
      <div ref={resultsRef} className="min-h-0 flex-1 overflow-y-auto py-2">
        <p aria-live="polite" className="px-4 py-1 text-sm text-slate-600">
          {!query
            ? "Type a fish's common or scientific name."
            : results
              ? results.total === 0
                ? `No fish found matching "${query}"`
                : `Found ${results.total} fish`
              : index.failed
                ? "Live results are unavailable. Press Enter to search."
                : "Searching..."}
        </p>
        {results && results.shown.length > 0 ? (
          <ul aria-label="Matching fish">
            {results.hits.map((hit) => (
              <li key={hit.fish.id}>
                <SearchResultLink fish={hit.fish} match={hit.match} />
              </li>
            ))}
          </ul>
        ) : null}
        {results && results.suggestions.length > 0 ? (
          <SearchSuggestions names={results.suggestions} onChoose={onClose} asResults className="px-4 pt-1 text-sm text-slate-700" />
        ) : null}
        {results && results.more > 0 ? (
          <p className="px-4 pt-2 text-xs text-slate-600">
            Showing first {SEARCH_RESULTS_SHOWN} results. Refine search to see more.{" "}
            <Link
              to={fishListHref({ q: query, filter, extra })}
              replace
              preventScrollReset
              onClick={onClose}
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              {filter === "all" ? `Show all ${results.total}` : `Show matches in ${fishFilterLabel(filter)}`}
            </Link>
          </p>
        ) : null}
      </div>
    </ModalDialog>
  );
}
