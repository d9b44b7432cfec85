import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { removePlantFromCollection, updatePlantCollectionEntry } from "~/models/plant-collection.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { parseCollectionType, updateCollectionEntrySchema } from "~/validation/collection";
import { parseRecordId } from "~/validation/record-id";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

const NOT_IN_COLLECTION = "Plant not found in your collection";
const METHODS = ["PATCH", "DELETE"];

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, METHODS);
}

/**
 * PATCH /api/my-plants/{plantId}/{collectionType} {notes?, collectionType?}: 200 with the updated entry. DELETE:
 * 200 with the removed entry. Both: 404 when the member has no entry for the plant in that collection. The same
 * answers as /api/my-fish/{fishId}/{collectionType}.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, METHODS);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("collection", user, context);
  const plantId = parseRecordId(params.plantId);
  const type = parseCollectionType(params.collectionType);
  // A malformed id or an unknown collection cannot be in anyone's collection.
  if (plantId === null || type === null) apiError(404, NOT_IN_COLLECTION);
  const result =
    request.method === "PATCH"
      ? updatePlantCollectionEntry(user.id, plantId, type, await parseJsonBody(request, updateCollectionEntrySchema))
      : removePlantFromCollection(user.id, plantId, type);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.entry, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}
