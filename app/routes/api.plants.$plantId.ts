import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPlant } from "~/models/plant.server";
import { apiError, apiJson, readOnly } from "~/services/api.server";
import { PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";
import { parseRecordId } from "~/validation/record-id";

/**
 * GET /api/plants/{id}: every field of a plant, the notes where its references spread (`factNotes`) and the
 * references (`sources: [{title, url, facts}]`); 404 `{message}` for an id that is not a plant.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const id = parseRecordId(params.plantId);
  const found = id === null ? null : getPlant(id);
  if (!found?.ok) apiError(404, "Plant not found");
  // Reference data, the same for everyone: shared caches may keep it for a minute.
  return apiJson(found.plant, { headers: { "Cache-Control": PUBLIC_DATA_CACHE_CONTROL } });
}

/** The answer is read-only. */
export const action = readOnly;
