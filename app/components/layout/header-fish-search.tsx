import { Form, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { moveThroughResults } from "~/components/fish/move-through-results";
import { SearchIcon } from "~/components/ui/search-field";

const STATUS_CLASS = "px-3 py-1.5 text-xs font-medium text-slate-600";

type ResultsProps = { query: string; expanded: boolean; onChoose: () => void; statusClassName: string };

/** When the results' script cannot load (offline, or a release under way): Enter still searches. */
function ResultsUnavailable({ expanded, statusClassName }: ResultsProps) {
  return (
    <p aria-live="polite" className={statusClassName}>
      {expanded ? "Live search is unavailable. Press Enter to search." : null}
    </p>
  );
}

/** The results under the box: a script of its own, asked for when the box is first used. */
const HeaderSearchResults = lazy(() =>
  import("./header-search-results").then(
    (module) => ({ default: module.HeaderSearchResults }),
    () => ({ default: ResultsUnavailable }),
  ),
);

/**
 * The header's fish search (large screens). Without JavaScript it is a GET form to /fish?q=. With JavaScript it
 * is also a live search over the whole fish list, ranked by the same function as /fish?q=: on first focus the
 * box asks for the script of its results and the slim list, the dropdown shows 'Found N fish' and the best 8
 * matches (or, for no match, "Did you mean ...?"), and Enter still goes to /fish?q= for the full list. A page
 * that is only read never loads any of it.
 */
export function HeaderFishSearch() {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const inputId = "header-fish-search";
  const panelId = useId();

  const query = text.trim();
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

  const loadingStatus = (
    <p aria-live="polite" className={STATUS_CLASS}>
      {expanded ? "Searching..." : null}
    </p>
  );
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
        {wanted ? (
          <Suspense fallback={loadingStatus}>
            <HeaderSearchResults query={query} expanded={expanded} onChoose={clear} statusClassName={STATUS_CLASS} />
          </Suspense>
        ) : (
          loadingStatus
        )}
      </div>
    </Form>
  );
}
