import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { addToCollection, listCollection } from "~/models/collection.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { addToCollectionSchema } from "~/validation/collection";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

const privateHeaders = { "Cache-Control": MEMBER_CACHE_CONTROL };

/** GET /api/my-fish: the member's entries {id, fishId, collectionType, notes, createdAt}, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return apiJson(listCollection(user.id), { headers: privateHeaders });
}

/**
 * POST /api/my-fish {fishId, collectionType = liked, notes}: 201 with the entry; 404 unknown fish; 409 when the fish
 * is already in any of the member's collections (one entry per fish; the message names which: PATCH moves it).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("collection", user, context);
  const body = await parseJsonBody(request, addToCollectionSchema);
  const result = addToCollection(user.id, body.fishId, body.collectionType, body.notes);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.entry, { status: 201, headers: privateHeaders });
}
