import type { ActionFunctionArgs } from "@remix-run/node";
import { listAquascapesForApi } from "~/models/aquascape.server";
import { apiError, apiJson } from "~/services/api.server";

/** Reference data, the same for everyone: shared caches may keep it for five minutes. */
const headers = { "Cache-Control": "public, max-age=300" };

/** GET /api/aquascapes: every guide with every Aquascape field of SPEC section 3, easiest first. */
export function loader() {
  return apiJson(listAquascapesForApi(), { headers });
}

/** The list is read-only. */
export function action({ request }: ActionFunctionArgs) {
  apiError(405, `Method ${request.method} not allowed`, { Allow: "GET" });
}
