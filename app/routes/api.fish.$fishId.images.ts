import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { fishExists, listPhotosForFish, registerFishPhoto } from "~/models/fish-photo.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { getOptionalUser, requireApiUser } from "~/services/current-user.server";
import { registerFishPhotoSchema } from "~/validation/fish-photo";
import { enforceApiRateLimit } from "~/services/rate-limit.server";

/** GET /api/fish/{id}/images: approved photos, plus the signed-in member's own pending and rejected ones. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  allowMethods(request, ["GET", "HEAD"]);
  const fishId = requireFishId(params.fishId);
  const user = await getOptionalUser(request);
  const photos = listPhotosForFish(fishId, user?.id);
  // A member's answer includes their unapproved photos, so it must never be shared by a cache.
  return apiJson(photos, { headers: { "Cache-Control": user ? "private, no-store" : "public, max-age=60" } });
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
