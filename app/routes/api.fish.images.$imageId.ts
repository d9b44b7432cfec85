import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteFishPhoto } from "~/models/fish-photo.server";
import { methodNotAllowed } from "~/services/api.server";
import { deletePhotoAction } from "~/web/photo-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["DELETE"]);
}

/** DELETE /api/fish/images/{imageId}: the photo's owner (or an admin) removes a fish photo and its stored image. */
export function action(args: ActionFunctionArgs) {
  return deletePhotoAction(args, deleteFishPhoto);
}
