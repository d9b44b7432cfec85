import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { photoPageLoader, registerPhotoAction } from "~/web/photo-api.server";

/** GET /api/plants/{id}/images: a plant's photos a page at a time, as a fish's (see photoPageLoader). */
export function loader(args: LoaderFunctionArgs) {
  return photoPageLoader(args, "plant", args.params.plantId);
}

/** POST /api/plants/{id}/images {imageUrl, caption?}: registers an uploaded photo, which waits for approval. */
export function action(args: ActionFunctionArgs) {
  return registerPhotoAction(args, "plant", args.params.plantId);
}
