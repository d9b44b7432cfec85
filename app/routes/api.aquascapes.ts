import { listAquascapesForApi } from "~/models/aquascape.server";
import { apiJson, readOnly } from "~/services/api.server";
import { REFERENCE_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

/** Reference data, the same for everyone: shared caches may keep it for five minutes. */
const headers = { "Cache-Control": REFERENCE_DATA_CACHE_CONTROL };

/** GET /api/aquascapes: every guide with every field, easiest first. */
export function loader() {
  return apiJson(listAquascapesForApi(), { headers });
}

/** The answer is read-only. */
export const action = readOnly;
