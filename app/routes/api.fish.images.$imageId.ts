import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteFishPhoto } from "~/models/fish-photo.server";
import { allowMethods, apiError, apiJson, methodNotAllowed } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { PHOTO_MESSAGES } from "~/validation/fish-photo";
import { enforceApiRateLimit } from "~/services/rate-limit.server";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["DELETE"]);
}

/** DELETE /api/fish/images/{imageId}: the photo's owner (or an admin) removes it and its stored image. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["DELETE"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("deleteOwnContent", user, context);
  const photoId = /^\d{1,15}$/.test(params.imageId ?? "") ? Number(params.imageId) : NaN;
  if (!Number.isSafeInteger(photoId) || photoId <= 0) apiError(404, "Image not found");
  const result = await deleteFishPhoto(user, photoId);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson({ message: PHOTO_MESSAGES.deleted.description });
}
