import { listFishForApi } from "~/models/fish.server";
import { apiJson, readOnly } from "~/services/api.server";
import { PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

/** Reference data, the same for everyone: shared caches may keep it for a minute. */
const headers = { "Cache-Control": PUBLIC_DATA_CACHE_CONTROL };

/** GET /api/fish: every species with every Fish field of SPEC section 3, ordered by name. */
export function loader() {
  return apiJson(listFishForApi(), { headers });
}

/** The answer is read-only. */
export const action = readOnly;
