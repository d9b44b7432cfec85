import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { SearchIcon, SearchResultLink, moveThroughResults, useFishSearchIndex } from "~/components/fish/fish-search-common";
import { SearchSuggestions } from "~/components/fish/search-suggestions";
import { fishListHref } from "~/domain/fish-filters";

/**
 * The header's fish search (large screens). Without JavaScript it is a GET form to /fish?q=. With JavaScript it
 * is also a live search over the whole fish list, ranked by the same function as /fish?q=: the
 * slim list is fetched on first focus, the dropdown shows 'Found N fish' and the best 8 matches (or, for no
 * match, "Did you mean ...?"), and Enter still goes to /fish?q= for the full list.
 */
export function HeaderFishSearch() {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const index = useFishSearchIndex(wanted);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const inputId = "header-fish-search";
  const panelId = useId();

  const query = text.trim();
  const results = useMemo(() => (index.list && index.search && query ? index.search(index.list, query) : null), [index, query]);
  const expanded = open && query !== "";

  // Text typed into the box before JavaScript loaded gets its results as soon as it has.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement === input && input.value.trim()) {
      setText(input.value);
      setWanted(true);
      setOpen(true);
    }
  }, []);

  // Any navigation (a result, '+N more', Enter) closes the dropdown.
  useEffect(() => setOpen(false), [location.key]);

  // A click or tap anywhere else closes it.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [expanded]);

  function clear() {
    if (inputRef.current) inputRef.current.value = "";
    setText("");
    setOpen(false);
  }

  function onInput(event: FormEvent<HTMLInputElement>) {
    setText(event.currentTarget.value);
    setWanted(true);
    setOpen(true);
  }

  function onFocus() {
    // Text typed before JavaScript loaded is picked up here.
    const value = inputRef.current?.value ?? "";
    setText(value);
    setWanted(true);
    if (value.trim()) setOpen(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      inputRef.current?.focus();
      return;
    }
    if (expanded) moveThroughResults(event, panelRef, inputRef);
  }

  return (
    <Form
      ref={rootRef}
      method="get"
      action="/fish"
      role="search"
      aria-label="Quick fish search"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      className="relative ml-4 hidden min-w-28 flex-1 xl:flex xl:max-w-sm"
    >
      <label htmlFor={inputId} className="sr-only">
        Search fish
      </label>
      <span className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-slate-500">
        <SearchIcon />
      </span>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        placeholder="Search fish..."
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={panelId}
        onInput={onInput}
        onFocus={onFocus}
        className="w-full rounded-md border border-slate-300 py-1.5 pl-8 pr-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      <div
        ref={panelRef}
        id={panelId}
        hidden={!expanded}
        className="absolute left-0 top-full z-50 mt-1 max-h-80 w-full min-w-80 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        <p aria-live="polite" className="px-3 py-1.5 text-xs font-medium text-slate-600">
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
                <SearchResultLink fish={hit.fish} match={hit.match} onChoose={clear} />
              </li>
            ))}
          </ul>
        ) : null}
        {expanded && results && results.suggestions.length > 0 ? (
          <SearchSuggestions names={results.suggestions} onChoose={clear} asResults className="px-3 pb-1.5 text-xs text-slate-700" />
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
      </div>
    </Form>
  );
}
