import { listFishForApi } from "~/models/fish.server";
import { apiError, apiJson } from "~/services/api.server";

/** Reference data, the same for everyone: shared caches may keep it for a minute. */
const headers = { "Cache-Control": "public, max-age=60" };

/** GET /api/fish: every species with every Fish field of SPEC section 3, ordered by name. */
export function loader() {
  return apiJson(listFishForApi(), { headers });
}

/** The list is read-only here; fish are created through POST /api/admin/fish. */
export function action({ request }: { request: Request }) {
  apiError(405, `Method ${request.method} not allowed`, { Allow: "GET" });
}
