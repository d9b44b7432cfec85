import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deletePlantPhoto } from "~/models/plant-photo.server";
import { methodNotAllowed } from "~/services/api.server";
import { deletePhotoAction } from "~/web/photo-api.server";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["DELETE"]);
}

/** DELETE /api/plants/images/{imageId}: the photo's owner (or an admin) removes a plant photo and its stored image. */
export function action(args: ActionFunctionArgs) {
  return deletePhotoAction(args, deletePlantPhoto);
}
