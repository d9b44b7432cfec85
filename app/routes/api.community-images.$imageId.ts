import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteGalleryImage } from "~/models/gallery-uploads.server";
import { allowMethods, apiError, apiJson, methodNotAllowed } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { GALLERY_TOASTS } from "~/validation/gallery";
import { parseRecordId } from "~/validation/record-id";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["DELETE"]);
}

/** DELETE /api/community-images/{id}: its member removes an image and its stored files. 403 for anyone else. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["DELETE"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("deleteOwnContent", user, context);
  const imageId = parseRecordId(params.imageId);
  if (imageId === null) apiError(404, "Image not found");
  const result = await deleteGalleryImage(user, imageId);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson({ message: GALLERY_TOASTS.deleted.description });
}
