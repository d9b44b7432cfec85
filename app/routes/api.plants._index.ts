import type { LoaderFunctionArgs } from "@remix-run/node";
import { SEARCH_QUERY_MAX } from "~/domain/fish-search";
import { parsePlantFilters } from "~/domain/plant-filters";
import { listPlantsForApi } from "~/models/plant.server";
import { apiError, apiJson, readOnly } from "~/services/api.server";
import { PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { parseNumberedPageQuery } from "~/validation/page-query";

/** Reference data, the same for everyone: shared caches may keep it for a minute. */
const headers = { "Cache-Control": PUBLIC_DATA_CACHE_CONTROL };

/**
 * GET /api/plants: `{ plants, page, pages, total }`, a page of the plants by name, each with every field of its
 * profile (no sources: GET /api/plants/{id} has them). The parameters of /plants work here too: `q` (ranked as
 * the page ranks it; a plant found under a synonym carries `matchedName`), `light`, `co2`, `placement`,
 * `difficulty`, and `temp` in °C unless `units=us` says °F. `page` (from 1) and `limit` (1 to 100, default 50)
 * choose the page; a page past the last is empty, and a bad `page` or `limit` is 400 `{message}`.
 */
export async function loader({ request, context }: Pick<LoaderFunctionArgs, "request"> & Partial<Pick<LoaderFunctionArgs, "context">>) {
  const params = new URL(request.url).searchParams;
  const paging = parseNumberedPageQuery(params);
  if (!paging.ok) apiError(400, paging.message);
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  // A text search ranks every plant: counted per client address, so random queries cannot flood the server.
  if (q) await enforceApiRateLimit("search", null, context);
  const { filters } = parsePlantFilters(params, "metric");
  return apiJson(listPlantsForApi({ q, filters, ...paging.value }), { headers });
}

/** The answer is read-only. */
export const action = readOnly;
