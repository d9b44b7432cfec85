import { listAquascapesForApi } from "~/models/aquascape.server";
import { apiJson, readOnly } from "~/services/api.server";

/** Reference data, the same for everyone: shared caches may keep it for five minutes. */
const headers = { "Cache-Control": "public, max-age=300" };

/** GET /api/aquascapes: every guide with every Aquascape field of SPEC section 3, easiest first. */
export function loader() {
  return apiJson(listAquascapesForApi(), { headers });
}

/** The answer is read-only. */
export const action = readOnly;
