import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFishForApi } from "~/models/fish.server";
import { apiError, apiJson, readOnly } from "~/services/api.server";
import { parseRecordId } from "~/validation/record-id";
import { PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

/** GET /api/fish/{id}: every field of a fish and the checker's facts; 404 for an id that is not a fish. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = parseRecordId(params.fishId);
  const profile = id === null ? undefined : getFishForApi(id);
  if (!profile) apiError(404, "Fish not found");
  // Reference data, the same for everyone: shared caches may keep it for a minute.
  return apiJson(profile, { headers: { "Cache-Control": PUBLIC_DATA_CACHE_CONTROL } });
}

/** The answer is read-only. */
export const action = readOnly;
