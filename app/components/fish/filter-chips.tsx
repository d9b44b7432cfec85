import { Link } from "@remix-run/react";
import { FISH_FILTERS, fishListHref, type FishFilterId } from "~/domain/fish-filters";
import { cx } from "class-variance-authority";

/**
 * The chips of /fish (FISH_FILTERS: the seven agreed ones, then our Invertebrates and Coldwater). They are links
 * (?filter=…, keeping the search), so they work without JavaScript and every state can be shared; with
 * JavaScript they replace the history entry and keep the scroll position.
 */
export function FilterChips({ active, q, extra }: { active: FishFilterId; q: string; extra?: readonly (readonly [string, string])[] }) {
  return (
    <nav aria-label="Fish filters">
      <ul className="flex flex-wrap gap-2">
        {FISH_FILTERS.map((filter) => {
          const current = filter.id === active;
          return (
            <li key={filter.id} className="shrink-0">
              <Link
                to={fishListHref({ q, filter: filter.id, extra })}
                replace
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={cx(
                  "inline-block whitespace-nowrap rounded-full border px-3 py-1.5 text-sm sm:px-3.5 font-medium transition",
                  current
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
                )}
              >
                {filter.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
