import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { removeFromCollection } from "~/models/collection.server";
import { allowMethods, apiError, apiJson, methodNotAllowed } from "~/services/api.server";
import { requireApiUser } from "~/services/current-user.server";
import { parseCollectionType } from "~/validation/collection";
import { parseRecordId } from "~/validation/record-id";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

const NOT_IN_COLLECTION = "Fish not found in your collection";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["DELETE"]);
}

/** DELETE /api/my-fish/{fishId}/{collectionType}: 200 with the removed entry; 404 when it was not there. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["DELETE"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("collection", user, context);
  const fishId = parseRecordId(params.fishId);
  const type = parseCollectionType(params.collectionType);
  // A malformed id or an unknown collection cannot be in anyone's collection.
  if (fishId === null || type === null) apiError(404, NOT_IN_COLLECTION);
  const result = removeFromCollection(user.id, fishId, type);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.entry, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}
