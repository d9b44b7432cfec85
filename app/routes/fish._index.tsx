import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { CareFiltersForm } from "~/components/fish/care-filters-form";
import { FilterChips } from "~/components/fish/filter-chips";
import { FishListGrid } from "~/components/fish/fish-list-grid";
import { FishListPages } from "~/components/fish/fish-list-pages";
import { FishSearch } from "~/components/fish/fish-search-dialog";
import { SearchSuggestions } from "~/components/fish/search-suggestions";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { CARE_FILTER_KEYS, CARE_FILTER_LABELS, careFilterParams, parseCareFilters, type CareFilterKey } from "~/domain/care-filters";
import { fishFilterLabel, fishListHref, parseFishFilter } from "~/domain/fish-filters";
import { SEARCH_QUERY_MAX } from "~/domain/constants";
import { parsePageNumber } from "~/domain/search/fish-list-pages";
import { countFish } from "~/models/fish.server";
import { listFishPage } from "~/models/fish-list.server";
import { speciesFittingTank } from "~/models/tank-preview.server";
import { listTanks } from "~/models/tank.server";
import { enforcePageRateLimit } from "~/services/rate-limit.server";
import { pageParamsHeader } from "~/services/page-store.server";
import { getOptionalUser } from "~/web/current-user.server";
import { unitPreferencesFor } from "~/services/unit-preferences.server";
import { listPageHeaders, MEMBER_CACHE_CONTROL, PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

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
/** Every query parameter the list reads; any other leaves the page as it is (see pageParamsHeader). */
const FISH_LIST_PARAMS = ["q", "filter", "page", "units", "hardness", ...CARE_FILTER_KEYS] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  const filter = parseFishFilter(params.get("filter"));
  const user = await getOptionalUser(request);
  // A text search ranks every species; a page the store already holds never reaches here, so only new questions count.
  if (q) await enforcePageRateLimit("search", user, context);
  const parsed = parseCareFilters(params, unitPreferencesFor(request, user));
  // `fits` counts only for one of the member's own tanks; anyone else's, or an unknown id, is dropped from links too.
  const fitting = user && parsed.values.fits ? speciesFittingTank(user, Number(parsed.values.fits)) : null;
  const { fits: _fits, ...otherValues } = parsed.values;
  const care = fitting ? parsed : { ...parsed, values: otherValues };
  const tanks = user ? listTanks(user.id).map(({ id, name }) => ({ id, name })) : [];
  const list = listFishPage({ q, filter, care: care.filters, only: fitting?.fishIds, page: parsePageNumber(params.get("page")) });
  // The page is the same for every visitor (with the same units); a member's copy carries their header, so it stays private.
  const cacheControl = user ? MEMBER_CACHE_CONTROL : PUBLIC_DATA_CACHE_CONTROL;
  return data(
    {
      ...list,
      q,
      filter,
      total: countFish(),
      care: { values: care.values, units: care.units, params: careFilterParams(care) },
      // The member's tanks for "Fits my tank", and the one the list is narrowed to.
      tanks,
      fitsTank: fitting?.tank ?? null,
      // For an empty result: the link that drops the filter that excluded the most.
      dropHref: list.excludedMost ? fishListHref({ q, filter, extra: careFilterParams(care, list.excludedMost.key) }) : null,
    },
    { headers: { "Cache-Control": cacheControl, Vary: "Cookie", ...pageParamsHeader(FISH_LIST_PARAMS) } },
  );
}

/** Passes the loader's caching through, unless a parent sets a cookie (a flash toast): that answer is one person's. */
export const headers = listPageHeaders;

export default function FishDatabase() {
  const { fish, matches, page, pages, suggestions, q, filter, total, care, tanks, fitsTank, excludedMost, dropHref } =
    useLoaderData<typeof loader>();
  const careOn = Object.keys(care.values).some((key) => key !== "fits");
  const navigation = useNavigation();
  // While a chip, a search or a page is loading, show the chip the visitor chose and dim the old list.
  const pending = navigation.location?.pathname === "/fish" ? new URLSearchParams(navigation.location.search) : null;
  const shownFilter = pending ? parseFishFilter(pending.get("filter")) : filter;
  const filtered = q !== "" || filter !== "all" || careOn || fitsTank !== null;

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Fish Database</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Care profiles for freshwater aquarium fish: temperament, difficulty, tank size and the company they keep.{" "}
        <Link to="/checker" className="font-medium text-brand-700 underline hover:text-brand-800">
          Will they get on in your tank? Try the Tank Checker.
        </Link>
      </p>

      <div className="mt-6 space-y-4">
        <FishSearch q={q} filter={filter} extra={care.params} />
        <FilterChips active={shownFilter} q={q} extra={care.params} />
        <CareFiltersForm q={q} filter={filter} values={care.values} units={care.units} tanks={tanks} />
      </div>

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
        <p aria-live="polite" className="text-sm text-slate-600">
          {matches === 0
            ? null
            : `${
                filtered
                  ? `${matches} of ${total} species${q ? ` matching "${q}"` : ""}${
                      filter !== "all" ? ` · ${fishFilterLabel(filter)}` : ""
                    }${careOn ? " · water and tank filters on" : ""}${fitsTank ? ` · fits ${fitsTank.name}` : ""}`
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
        <EmptyResult
          q={q}
          filterLabel={filter !== "all" ? fishFilterLabel(filter) : null}
          fitsName={fitsTank?.name ?? null}
          suggestions={suggestions}
          drop={excludedMost && dropHref ? { key: excludedMost.key, wouldShow: excludedMost.wouldShow, href: dropHref } : null}
        />
      ) : (
        <>
          <FishListGrid fish={fish} pending={pending !== null} />
          <FishListPages q={q} filter={filter} page={page} pages={pages} extra={care.params} />
        </>
      )}
    </main>
  );
}

/**
 * Nothing matched. A search says 'No fish found matching "q"', and when the search matched no
 * species at all, "Did you mean ...?" with the closest names; any empty result, from a search, a chip or both,
 * has the 'No Fish Found' heading and a Clear Filters link that resets the search and the chip.
 */
function EmptyResult({
  q,
  filterLabel,
  fitsName,
  suggestions,
  drop,
}: {
  q: string;
  filterLabel: string | null;
  fitsName: string | null;
  suggestions: string[];
  drop: { key: CareFilterKey; wouldShow: number; href: string } | null;
}) {
  return (
    <EmptyState
      className="mt-6"
      title="No Fish Found"
      description={
        q
          ? `No fish found matching "${q}"${filterLabel ? ` in ${filterLabel}` : ""}.`
          : drop
            ? "No fish meets every water and tank filter."
            : fitsName
              ? `Nothing${filterLabel ? ` under ${filterLabel}` : ""} would fit ${fitsName} as it is now.`
              : `Nothing under ${filterLabel ?? "this filter"} yet.`
      }
      hint={
        drop ? (
          <span className="text-base text-slate-700">
            The {CARE_FILTER_LABELS[drop.key]} filter excluded the most: without it, {drop.wouldShow}{" "}
            {drop.wouldShow === 1 ? "species matches" : "species match"}.{" "}
            <Link to={drop.href} className="font-medium text-brand-700 underline hover:text-brand-800">
              Drop the {CARE_FILTER_LABELS[drop.key]} filter
            </Link>
          </span>
        ) : suggestions.length > 0 ? (
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
