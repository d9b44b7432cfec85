import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { SearchField } from "~/components/ui/search-field";
import { AQUASCAPE_LEVELS, AQUASCAPE_SEARCH_MAX, aquascapingHref, type AquascapeLevelId } from "~/domain/aquascapes";
import { cx } from "class-variance-authority";

/**
 * The search of /aquascaping: a GET form (?q=, keeping the level), so it works without JavaScript and every result
 * can be shared. With JavaScript, Remix submits it without a full reload.
 */
export function AquascapeSearch({ q, level }: { q: string; level: AquascapeLevelId }) {
  return (
    <Form method="get" action="/aquascaping" role="search" aria-label="Aquascaping guide search" className="flex w-full gap-2 sm:max-w-xl">
      <SearchField
        // A new search from a link (a level, Clear Filters) shows its own text.
        key={q}
        id="aquascape-search-q"
        label="Search guides"
        name="q"
        defaultValue={q}
        maxLength={AQUASCAPE_SEARCH_MAX}
        placeholder="Style, plant or tool..."
        className="flex-1"
      />
      {level !== "all" ? <input type="hidden" name="level" value={level} /> : null}
      <Button type="submit">Search</Button>
    </Form>
  );
}

/**
 * The level filter: All Levels, Beginner, Moderate, Advanced. Links (?level=…, keeping the search), so they work
 * without JavaScript; with JavaScript they replace the history entry and keep the scroll position.
 */
export function AquascapeLevelFilter({ active, q }: { active: AquascapeLevelId; q: string }) {
  return (
    <nav aria-label="Difficulty levels">
      <ul className="flex flex-wrap gap-2">
        {AQUASCAPE_LEVELS.map((level) => {
          const current = level.id === active;
          return (
            <li key={level.id} className="shrink-0">
              <Link
                to={aquascapingHref({ q, level: level.id })}
                replace
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={cx(
                  "inline-block whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium transition",
                  current
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
                )}
              >
                {level.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
