import type { LoaderFunctionArgs } from "@remix-run/node";
import { getAquascape } from "~/models/aquascape.server";
import { apiError, apiJson, readOnly } from "~/services/api.server";
import { REFERENCE_DATA_CACHE_CONTROL } from "~/services/http-cache.server";
import { parseRecordId } from "~/validation/record-id";

/** GET /api/aquascapes/{id}: one guide with every field, as in the list; 404 for an id that is not a guide. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = parseRecordId(params.aquascapeId);
  const guide = id === null ? null : getAquascape(id);
  if (!guide) apiError(404, "Guide not found");
  // Reference data, the same for everyone: shared caches may keep it for five minutes, as the list.
  return apiJson(guide, { headers: { "Cache-Control": REFERENCE_DATA_CACHE_CONTROL } });
}

/** The answer is read-only. */
export const action = readOnly;
