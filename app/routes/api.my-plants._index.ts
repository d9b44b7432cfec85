import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addPlantToCollection, listPlantCollection } from "~/models/plant-collection.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { addPlantToCollectionSchema } from "~/validation/plant-collection";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

const privateHeaders = { "Cache-Control": MEMBER_CACHE_CONTROL };

/** GET /api/my-plants: the member's entries {id, plantId, collectionType, notes, createdAt}, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return apiJson(listPlantCollection(user.id), { headers: privateHeaders });
}

/**
 * POST /api/my-plants {plantId, collectionType = liked, notes}: 201 with the entry; 404 unknown plant; 409 when
 * the plant is already in any of the member's collections (one entry per plant; the message names which: PATCH
 * moves it). The same answers as POST /api/my-fish, and the same rate limit.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("collection", user, context);
  const body = await parseJsonBody(request, addPlantToCollectionSchema);
  const result = addPlantToCollection(user.id, body.plantId, body.collectionType, body.notes);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.entry, { status: 201, headers: privateHeaders });
}
