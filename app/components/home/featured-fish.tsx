import { Link, useNavigation } from "@remix-run/react";
import { HOME_FISH_FILTERS, parseHomeFishFilter, type HomeFishFilterId } from "~/domain/fish-filters";
import { FishCard, type FishCardData } from "~/components/fish/fish-card";
import { EmptyState } from "~/components/ui/empty-state";
import { cx } from "class-variance-authority";

export const FEATURED_FISH_ID = "featured-fish";

/** The home address for a button: ?fish=… (none for All Fish), landing on the section without JavaScript. */
export function homeFishHref(filter: HomeFishFilterId): string {
  return `${filter === "all" ? "/" : `/?fish=${filter}`}#${FEATURED_FISH_ID}`;
}

const EMPTY: Record<HomeFishFilterId, string> = {
  all: "No species in the database yet.",
  community: "No community species in the database yet.",
  aggressive: "No aggressive species in the database yet.",
  "bottom-dwellers": "No bottom dwellers in the database yet.",
  schooling: "No schooling species in the database yet.",
};

/**
 * Featured fish: 3 species and five filter buttons. The buttons are links (?fish=…), filtered on the
 * server, so they work without JavaScript; with it they swap the cards in place without moving the page.
 */
export function FeaturedFish({ fish, filter }: { fish: FishCardData[]; filter: HomeFishFilterId }) {
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === "/";
  const shown = pending ? parseHomeFishFilter(new URLSearchParams(navigation.location.search).get("fish")) : filter;
  return (
    <section id={FEATURED_FISH_ID} aria-labelledby="featured-fish-heading" className="scroll-mt-20">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="featured-fish-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Featured Fish
          </h2>
          <p className="mt-1 text-slate-700">A few species to get to know, by the kind of tank they suit.</p>
        </div>
        <Link to="/fish" className="font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline">
          View all fish <span aria-hidden="true">→</span>
        </Link>
      </div>
      <nav aria-label="Featured fish filters" className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {HOME_FISH_FILTERS.map((option) => {
            const current = option.id === shown;
            return (
              <li key={option.id} className="shrink-0">
                <Link
                  to={homeFishHref(option.id)}
                  replace
                  preventScrollReset
                  aria-current={current ? "true" : undefined}
                  className={cx(
                    "inline-block whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium transition sm:px-3.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                    current
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
                  )}
                >
                  {option.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {fish.length === 0 ? (
        <EmptyState
          compact
          className="mt-6"
          description={EMPTY[filter]}
          action={
            <Link to="/fish" className="inline-block font-medium text-brand-700 underline hover:text-brand-800">
              Browse the fish database
            </Link>
          }
        />
      ) : (
        <ul
          className={cx(
            "mt-6 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3",
            pending ? "opacity-60 transition-opacity" : "",
          )}
        >
          {fish.map((f) => (
            <li key={f.id}>
              <FishCard fish={f} eager headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
