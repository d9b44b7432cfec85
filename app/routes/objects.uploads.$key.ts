import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { markUploadStored, publishedImageType } from "~/models/upload.server";
import { apiError, apiJson } from "~/services/api.server";
import { getStorage, keyFromUuid, publicUrlOf, StorageError } from "~/services/storage/index.server";

/**
 * GET /objects/uploads/:key serves a published image in both drivers (S3 streamed through the app). Raw
 * browser uploads are never served: only the server's re-encoded copies, without metadata, are public.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const key = keyFromUuid(params.key);
  const imageType = key ? publishedImageType(key) : null;
  const object = key && imageType ? await getStorage().getObject(key) : null;
  if (!key || !imageType || !object) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }

  // The served type was detected from the bytes when the server stored them, never declared by an uploader.
  const headers = new Headers({
    "Content-Type": imageType,
    "Content-Length": String(object.size),
    // Keys are never reused and objects never change, so caches may keep them for good.
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
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
