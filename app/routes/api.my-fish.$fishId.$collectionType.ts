import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { removeFromCollection, updateCollectionEntry } from "~/models/collection.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { parseCollectionType, updateCollectionEntrySchema } from "~/validation/collection";
import { parseRecordId } from "~/validation/record-id";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

const NOT_IN_COLLECTION = "Fish not found in your collection";
const METHODS = ["PATCH", "DELETE"];

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, METHODS);
}

/**
 * PATCH /api/my-fish/{fishId}/{collectionType} {notes?, collectionType?}: 200 with the updated entry (the shape
 * GET /api/my-fish lists); a member has one entry per fish, so a move never meets another. DELETE: 200 with the
 * removed entry. Both: 404 when the member has no entry for the fish in that collection.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, METHODS);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("collection", user, context);
  const fishId = parseRecordId(params.fishId);
  const type = parseCollectionType(params.collectionType);
  // A malformed id or an unknown collection cannot be in anyone's collection.
  if (fishId === null || type === null) apiError(404, NOT_IN_COLLECTION);
  const result =
    request.method === "PATCH"
      ? updateCollectionEntry(user.id, fishId, type, await parseJsonBody(request, updateCollectionEntrySchema))
      : removeFromCollection(user.id, fishId, type);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.entry, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}
