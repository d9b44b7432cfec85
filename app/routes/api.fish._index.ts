import { listFishForApi } from "~/models/fish.server";
import { apiJson, readOnly } from "~/services/api.server";

/** Reference data, the same for everyone: shared caches may keep it for a minute. */
const headers = { "Cache-Control": "public, max-age=60" };

/** GET /api/fish: every species with every Fish field of SPEC section 3, ordered by name. */
export function loader() {
  return apiJson(listFishForApi(), { headers });
}

/** The answer is read-only. */
export const action = readOnly;
