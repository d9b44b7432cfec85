import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { fishExists } from "~/models/fish.server";
import { pagePhotosForFish, registerFishPhoto } from "~/models/fish-photo.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { getOptionalUser, requireApiUser } from "~/web/current-user.server";
import { registerFishPhotoSchema } from "~/validation/fish-photo";
import { nextPageLink, parsePageQuery } from "~/validation/page-query";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { MEMBER_CACHE_CONTROL, PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

/**
 * GET /api/fish/{id}/images[?before={imageId}&limit={n}]: approved photos, plus the signed-in member's own
 * pending and rejected ones, newest first; at most `limit` (1 to 100, default 50), older than photo `before`
 * when given, with a `Link: <…>; rel="next"` header when there are older ones. A bad limit or before is 400
 * `{message}`, and so is a `before` that is no photo of this fish the viewer may see.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  allowMethods(request, ["GET", "HEAD"]);
  const fishId = requireFishId(params.fishId);
  const query = parsePageQuery(new URL(request.url).searchParams);
  if (!query.ok) apiError(400, query.message);
  const { before, limit } = query.value;
  const user = await getOptionalUser(request);
  const page = pagePhotosForFish(fishId, user?.id, { before, limit });
  if (!page) apiError(400, `before must be the id of a photo of fish ${fishId}`);
  // A member's answer includes their unapproved photos, so it must never be shared by a cache.
  const headers = new Headers({ "Cache-Control": user ? MEMBER_CACHE_CONTROL : PUBLIC_DATA_CACHE_CONTROL });
  if (page.olderBefore !== null) headers.set("Link", nextPageLink(request.url, page.olderBefore, limit));
  return apiJson(page.items, { headers });
}

/** POST /api/fish/{id}/images {imageUrl, caption?}: registers an uploaded photo, which waits for approval. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("imageRegistration", user, context);
  const fishId = requireFishId(params.fishId);
  const body = await parseJsonBody(request, registerFishPhotoSchema);
  const result = await registerFishPhoto(user.id, fishId, { uploadAddress: body.imageUrl, caption: body.caption });
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.photo, 201);
}

function requireFishId(value: string | undefined): number {
  const id = /^\d{1,15}$/.test(value ?? "") ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || !fishExists(id)) apiError(404, "Fish not found");
  return id;
}
