import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { FilterChips } from "~/components/fish/filter-chips";
import { FishListGrid } from "~/components/fish/fish-list-grid";
import { FishListPages } from "~/components/fish/fish-list-pages";
import { FishSearch } from "~/components/fish/fish-search-dialog";
import { SearchSuggestions } from "~/components/fish/search-suggestions";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { fishFilterLabel, parseFishFilter } from "~/domain/fish-filters";
import { SEARCH_QUERY_MAX } from "~/domain/fish-search";
import { parsePageNumber } from "~/domain/search/fish-list-pages";
import { countFish, listFishPage } from "~/models/fish.server";
import { getSession } from "~/services/session.server";
import { MEMBER_CACHE_CONTROL, PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${data?.q ? `"${data.q}" in the Fish Database` : "Fish Database"}${
      data && data.page > 1 ? ` (page ${data.page} of ${data.pages})` : ""
    } | Shoal`,
  },
  {
    name: "description",
    content: "Freshwater aquarium fish profiles: temperament, difficulty, tank size and water parameters for every species.",
  },
];

/**
 * /fish?q=…&filter=…&page=…: the search, the chip and the page are query parameters; the list is ranked,
 * filtered and cut into pages of 48 here, on the server, so the page stays light however many species there are.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  const filter = parseFishFilter(params.get("filter"));
  const list = listFishPage({ q, filter, page: parsePageNumber(params.get("page")) });
  const session = await getSession(request);
  // The page is the same for every visitor; a member's copy carries their header, so it stays private.
  const cacheControl = session.has("sessionId") ? MEMBER_CACHE_CONTROL : PUBLIC_DATA_CACHE_CONTROL;
  return data(
    { ...list, q, filter, total: countFish() },
    { headers: { "Cache-Control": cacheControl, Vary: "Cookie" } },
  );
}

/** Passes the loader's caching through, unless a parent sets a cookie (a flash toast): that answer is one person's. */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  if (parentHeaders.has("Set-Cookie")) return { "Cache-Control": MEMBER_CACHE_CONTROL };
  const passed = new Headers();
  for (const name of ["Cache-Control", "Vary"]) {
    const value = loaderHeaders.get(name);
    if (value) passed.set(name, value);
  }
  return passed;
};

export default function FishDatabase() {
  const { fish, matches, page, pages, suggestions, q, filter, total } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // While a chip, a search or a page is loading, show the chip the visitor chose and dim the old list.
  const pending = navigation.location?.pathname === "/fish" ? new URLSearchParams(navigation.location.search) : null;
  const shownFilter = pending ? parseFishFilter(pending.get("filter")) : filter;
  const filtered = q !== "" || filter !== "all";

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Fish Database</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Care profiles for freshwater aquarium fish: temperament, difficulty, tank size and the company they keep.
      </p>

      <div className="mt-6 space-y-4">
        <FishSearch q={q} filter={filter} />
        <FilterChips active={shownFilter} q={q} />
      </div>

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
        <p aria-live="polite" className="text-sm text-slate-600">
          {matches === 0
            ? null
            : `${
                filtered
                  ? `${matches} of ${total} species${q ? ` matching "${q}"` : ""}${
                      filter !== "all" ? ` · ${fishFilterLabel(filter)}` : ""
                    }`
                  : `${total} species`
              }${pages > 1 ? ` · page ${page} of ${pages}` : ""}`}
        </p>
        {filtered && matches > 0 ? (
          <Link to="/fish" replace preventScrollReset className="text-sm font-medium text-brand-700 underline hover:text-brand-800">
            Clear Filters
          </Link>
        ) : null}
      </div>

      {matches === 0 ? (
        <EmptyResult q={q} filterLabel={filter !== "all" ? fishFilterLabel(filter) : null} suggestions={suggestions} />
      ) : (
        <>
          <FishListGrid fish={fish} pending={pending !== null} />
          <FishListPages q={q} filter={filter} page={page} pages={pages} />
        </>
      )}
    </main>
  );
}

/**
 * Nothing matched. A search says 'No fish found matching "q"' (SPEC section 2), and when the search matched no
 * species at all, "Did you mean ...?" with the closest names; any empty result, from a search, a chip or both,
 * has the 'No Fish Found' heading and a Clear Filters link that resets the search and the chip.
 */
function EmptyResult({ q, filterLabel, suggestions }: { q: string; filterLabel: string | null; suggestions: string[] }) {
  return (
    <EmptyState
      className="mt-6"
      title="No Fish Found"
      description={
        q ? `No fish found matching "${q}"${filterLabel ? ` in ${filterLabel}` : ""}.` : `Nothing under ${filterLabel ?? "this filter"} yet.`
      }
      hint={
        suggestions.length > 0 ? (
          <SearchSuggestions names={suggestions} inline className="text-base text-slate-700" />
        ) : (
          "Try another name, or adjust your search or filter."
        )
      }
      action={
        <Link to="/fish" replace preventScrollReset className={buttonClasses("primary", "md")}>
          Clear Filters
        </Link>
      }
    />
  );
}
