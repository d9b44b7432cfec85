import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deletePlantPhoto } from "~/models/plant-photo.server";
import { allowMethods, apiError, apiJson, methodNotAllowed } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { PHOTO_MESSAGES } from "~/validation/fish-photo";
import { parseRecordId } from "~/validation/record-id";
import { enforceApiRateLimit } from "~/services/rate-limit.server";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["DELETE"]);
}

/** DELETE /api/plants/images/{imageId}: the photo's owner (or an admin) removes a plant photo and its stored image. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["DELETE"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("deleteOwnContent", user, context);
  const photoId = parseRecordId(params.imageId);
  if (photoId === null) apiError(404, "Image not found");
  const result = await deletePlantPhoto(user, photoId);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson({ message: PHOTO_MESSAGES.deleted.description });
}
