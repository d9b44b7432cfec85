import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseCareFilters } from "~/domain/care-filters";
import { SEARCH_QUERY_MAX } from "~/domain/fish-search";
import { DEFAULT_UNIT_PREFERENCES } from "~/domain/units";
import { listFishForApi } from "~/models/fish.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { apiJson, readOnly } from "~/services/api.server";
import { PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

/** Reference data, the same for everyone: shared caches may keep it for a minute. */
const headers = { "Cache-Control": PUBLIC_DATA_CACHE_CONTROL };

/**
 * GET /api/fish: every species with every field of a fish, ordered by name. GET /api/fish?q=…:
 * the species that match the search, best first, ranked exactly as /fish?q= ranks them (names, scientific
 * names, synonyms, trade codes; case, accents and typos forgiven); a species found under an older scientific
 * name carries `matchedSynonym`. No match is an empty list. The care filters of /fish work here too (`temp`,
 * `ph`, `gh`, `size`, `tank`, `temperament`, `diet`, `zone`), their numbers in the API's own units (°F, inches,
 * US gallons, dGH) unless the query names others with `units=metric|us|uk` and `hardness=dgh|ppm`.
 */
export async function loader({ request, context }: Pick<LoaderFunctionArgs, "request"> & Partial<Pick<LoaderFunctionArgs, "context">>) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  // A text search ranks every species: counted per client address, so random queries cannot flood the server.
  if (q) await enforceApiRateLimit("search", null, context);
  const { filters } = parseCareFilters(params, DEFAULT_UNIT_PREFERENCES);
  return apiJson(listFishForApi({ q, care: filters }), { headers });
}

/** The answer is read-only. */
export const action = readOnly;
