import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { photoSubjectExists } from "~/models/member-photo.server";
import { pagePhotosForPlant, registerPlantPhoto } from "~/models/plant-photo.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { getOptionalUser, requireApiUser } from "~/web/current-user.server";
import { registerFishPhotoSchema } from "~/validation/fish-photo";
import { nextPageLink, parsePageQuery } from "~/validation/page-query";
import { parseRecordId } from "~/validation/record-id";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { MEMBER_CACHE_CONTROL, PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

/**
 * GET /api/plants/{id}/images[?before={imageId}&limit={n}]: as GET /api/fish/{id}/images, for a plant:
 * approved photos, plus the signed-in member's own pending and rejected ones, newest first, with a
 * `Link: <…>; rel="next"` header when there are older ones. A bad limit or before is 400 `{message}`; an id
 * that is no plant 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  allowMethods(request, ["GET", "HEAD"]);
  const plantId = requirePlantId(params.plantId);
  const query = parsePageQuery(new URL(request.url).searchParams);
  if (!query.ok) apiError(400, query.message);
  const { before, limit } = query.value;
  const user = await getOptionalUser(request);
  const page = pagePhotosForPlant(plantId, user?.id, { before, limit });
  if (!page) apiError(400, `before must be the id of a photo of plant ${plantId}`);
  // A member's answer includes their unapproved photos, so it must never be shared by a cache.
  const headers = new Headers({ "Cache-Control": user ? MEMBER_CACHE_CONTROL : PUBLIC_DATA_CACHE_CONTROL });
  if (page.olderBefore !== null) headers.set("Link", nextPageLink(request.url, page.olderBefore, limit));
  return apiJson(page.items, { headers });
}

/** POST /api/plants/{id}/images {imageUrl, caption?}: registers an uploaded photo, which waits for approval. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("imageRegistration", user, context);
  const plantId = requirePlantId(params.plantId);
  const body = await parseJsonBody(request, registerFishPhotoSchema);
  const result = await registerPlantPhoto(user.id, plantId, { uploadAddress: body.imageUrl, caption: body.caption });
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.photo, 201);
}

function requirePlantId(value: string | undefined): number {
  const id = parseRecordId(value);
  if (id === null || !photoSubjectExists({ kind: "plant", id })) apiError(404, "Plant not found");
  return id;
}
