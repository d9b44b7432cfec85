import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { SearchSuggestions } from "~/components/fish/search-suggestions";
import { PlantGrid } from "~/components/plants/plant-card";
import { PlantSearchForm } from "~/components/plants/plant-search-form";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { NumberedPages } from "~/components/ui/numbered-pages";
import { SEARCH_QUERY_MAX } from "~/domain/fish-search";
import { parsePlantFilters, PLANT_FILTER_KEYS, plantFilterParams, plantListHref } from "~/domain/plant-filters";
import { parsePageNumber } from "~/domain/search/fish-list-pages";
import { listPlantsPage } from "~/models/plant.server";
import { firstApprovedPhotos } from "~/models/plant-photo.server";
import { listPageHeaders, MEMBER_CACHE_CONTROL, PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";
import { pageParamsHeader } from "~/services/page-store.server";
import { enforcePageRateLimit } from "~/services/rate-limit.server";
import { unitPreferencesFor } from "~/services/unit-preferences.server";
import { getOptionalUser } from "~/web/current-user.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${data?.q ? `"${data.q}" in the Plant Encyclopedia` : "Aquarium Plants"}${
      data && data.page > 1 ? ` (page ${data.page} of ${data.pages})` : ""
    } | Shoal`,
  },
  {
    name: "description",
    content: "Freshwater aquarium plants: light, CO2, placement, difficulty and water for each, with the references behind them.",
  },
];

/** Every query parameter the list reads; any other leaves the page as it is (see pageParamsHeader). */
const PLANT_LIST_PARAMS = ["q", "page", "units", ...PLANT_FILTER_KEYS] as const;

/**
 * /plants?q=…&light=…&co2=…&placement=…&difficulty=…&temp=…&page=…: the search (forgiving, as the fish list's),
 * the filters and the page are query parameters; the list is ranked, filtered and cut into pages here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  const user = await getOptionalUser(request);
  // A text search ranks every plant; a page the store already holds never reaches here, so only new questions count.
  if (q) await enforcePageRateLimit("search", user, context);
  const parsed = parsePlantFilters(params, unitPreferencesFor(request, user).units);
  const found = listPlantsPage({ q, filters: parsed.filters, page: parsePageNumber(params.get("page")) });
  // A plant members have photographed shows its first approved photo; the rest keep their drawing.
  const photos = firstApprovedPhotos(found.plants.map((plant) => plant.id));
  const list = { ...found, plants: found.plants.map((plant) => ({ ...plant, imageUrl: photos.get(plant.id) ?? plant.imageUrl })) };
  // The page is the same for every visitor (with the same units); a member's copy carries their header, so it stays private.
  const cacheControl = user ? MEMBER_CACHE_CONTROL : PUBLIC_DATA_CACHE_CONTROL;
  return data(
    { ...list, q, filters: { values: parsed.values, units: parsed.units, params: plantFilterParams(parsed) } },
    { headers: { "Cache-Control": cacheControl, Vary: "Cookie", ...pageParamsHeader(PLANT_LIST_PARAMS) } },
  );
}

/** Shared for a minute with visitors, as /fish is; private for members and whenever a toast is waiting. */
export const headers = listPageHeaders;

export default function PlantsPage() {
  const { plants, matches, total, page, pages, suggestions, q, filters } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === "/plants";
  const filtered = q !== "" || filters.params.length > 0;

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Aquarium Plants</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Freshwater plants for every corner of the tank: how much light and CO2 each needs, where it goes, and how hard it is to keep, with
        the references behind every fact.
      </p>

      <div className="mt-6">
        <PlantSearchForm key={`${q}|${filters.params.join("|")}`} q={q} values={filters.values} units={filters.units} />
      </div>

      <p aria-live="polite" className="mt-6 text-sm text-slate-600">
        {matches === 0
          ? null
          : `${filtered ? `${matches} of ${total} plants${q ? ` matching "${q}"` : ""}` : `${total} plants`}${
              pages > 1 ? ` · page ${page} of ${pages}` : ""
            }`}
      </p>

      {matches === 0 ? (
        <EmptyState
          className="mt-6"
          title="No Plants Found"
          description={q ? `No plants found matching "${q}".` : "No plant meets every filter."}
          hint={
            suggestions.length > 0 ? (
              <SearchSuggestions
                names={suggestions}
                inline
                className="text-base text-slate-700"
                hrefFor={(name) => plantListHref({ q: name })}
              />
            ) : (
              "Try another name, or fewer filters."
            )
          }
          action={
            <Link to="/plants" replace preventScrollReset className={buttonClasses("primary", "md")}>
              Clear Filters
            </Link>
          }
        />
      ) : (
        <>
          <PlantGrid plants={plants} pending={pending} />
          <NumberedPages
            label="Plant list pages"
            page={page}
            pages={pages}
            href={(n) => plantListHref({ q, extra: filters.params, page: n })}
          />
        </>
      )}
    </main>
  );
}
