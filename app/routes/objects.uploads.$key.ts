import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { imageTypeOfObject, markUploadStored } from "~/models/upload.server";
import { apiError, apiJson } from "~/services/api.server";
import { getStorage, keyFromUuid, publicUrlOf, StorageError } from "~/services/storage/index.server";

/** GET /objects/uploads/:key serves a stored object in both drivers (S3 streamed through the app). */
export async function loader({ params }: LoaderFunctionArgs) {
  const key = keyFromUuid(params.key);
  const object = key ? await getStorage().getObject(key) : null;
  if (!key || !object) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }

  // The served type always comes from the bytes, never from what the uploader declared. Anything that is not
  // one of the four image types is offered as a download, so it can never render as a page on our origin.
  const imageType = await imageTypeOfObject(key, object.size);
  const headers = new Headers({
    "Content-Type": imageType ?? "application/octet-stream",
    "Content-Length": String(object.size),
    // Keys are never reused and objects never change, so caches may keep them for good.
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  if (!imageType) headers.set("Content-Disposition", "attachment");
  return new Response(object.body, { status: 200, headers });
}

/** PUT /objects/uploads/:key?expires&max&sig: the local driver's signed upload. The S3 driver uploads elsewhere. */
export async function action({ request, params }: ActionFunctionArgs) {
  const storage = getStorage();
  if (request.method !== "PUT" || !storage.acceptSignedPut) {
    apiError(405, `Method ${request.method} not allowed`, { Allow: storage.acceptSignedPut ? "GET, PUT" : "GET" });
  }
  const key = keyFromUuid(params.key);
  if (!key) apiError(404, "No such upload address");
  try {
    const stored = await storage.acceptSignedPut(request, key);
    markUploadStored(key, stored);
    return apiJson({ objectPath: publicUrlOf(key), size: stored.size, contentType: stored.contentType });
  } catch (error) {
    if (error instanceof StorageError) apiError(error.status, error.message);
    throw error;
  }
}
