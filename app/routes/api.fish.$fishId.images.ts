import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { photoPageLoader, registerPhotoAction } from "~/web/photo-api.server";

/** GET /api/fish/{id}/images: a fish's photos a page at a time (see photoPageLoader). */
export function loader(args: LoaderFunctionArgs) {
  return photoPageLoader(args, "fish", args.params.fishId);
}

/** POST /api/fish/{id}/images {imageUrl, caption?}: registers an uploaded photo, which waits for approval. */
export function action(args: ActionFunctionArgs) {
  return registerPhotoAction(args, "fish", args.params.fishId);
}
