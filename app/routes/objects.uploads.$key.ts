import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { admitSignedUpload, markUploadStored, type UploadQuotaRefusal, uploaderOf } from "~/models/upload.server";
import { publishedImage } from "~/models/image-audience.server";
import { apiError, apiJson, methodNotAllowed } from "~/services/api.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { getOptionalUser } from "~/web/current-user.server";
import { getStorage, imageKeysFromParam, keyFromUuid, publicUrlOf, StorageError } from "~/services/storage/index.server";
import { IMMUTABLE_CACHE_CONTROL, MEMBER_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from "~/services/http-cache.server";

/**
 * GET /objects/uploads/:key serves a published image in both drivers (S3 streamed through the app). Raw
 * browser uploads are never served: only the server's re-encoded copies, without metadata. An approved photo
 * or gallery image, or an avatar, is public; a pending or rejected one, or one no record uses yet, is shown
 * only to its member and to admins, and everyone else gets the same 404 as for a key that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // A smaller copy (`<uuid>-w320`) is seen by whoever may see its main image.
  const keys = imageKeysFromParam(params.key);
  const image = keys ? publishedImage(keys.mainKey) : null;
  if (!keys || !image) return notFound();
  const { audience } = image;
  if (!audience.everyone) {
    const viewer = await getOptionalUser(request);
    if (!viewer || !(viewer.isAdmin || audience.memberIds.includes(viewer.id))) return notFound();
  }
  // An image narrower than a copy's width has no such copy: the main image answers for it, so every address
  // in a srcset works.
  const storage = getStorage();
  const object = (await storage.getObject(keys.key)) ?? (keys.key !== keys.mainKey ? await storage.getObject(keys.mainKey) : null);
  if (!object) return notFound();

  // The served type was detected from the bytes when the server stored them, never declared by an uploader.
  const headers = new Headers({
    "Content-Type": image.contentType,
    "Content-Length": String(object.size),
    // A public image's key is never reused and its bytes never change, so caches may keep it for good. One
    // shown only to its member may yet be approved or rejected: no cache (nor the visitors' page store) keeps it.
    "Cache-Control": audience.everyone ? IMMUTABLE_CACHE_CONTROL : MEMBER_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  return new Response(object.body, { status: 200, headers });
}

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE_CACHE_CONTROL },
  });
}

/**
 * PUT /objects/uploads/:key?expires&max&sig: the local driver's signed upload; the S3 driver uploads elsewhere.
 * Once the signature holds, and before the body is read: an address that already took an upload answers 409,
 * and bytes that would pass the member's quota of unregistered uploads 429 with Retry-After (the same answer
 * as asking for an address: "try later", where 413 would tell the client the file itself is too large).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const storage = getStorage();
  if (request.method !== "PUT" || !storage.acceptSignedPut) {
    methodNotAllowed(request, storage.acceptSignedPut ? ["GET", "PUT"] : ["GET"]);
  }
  const key = keyFromUuid(params.key);
  if (!key) apiError(404, "No such upload address");
  try {
    const stored = await storage.acceptSignedPut(request, key, async (signed) => {
      // Only a request whose signature held counts: the address is the authority (no cookie needed), so it
      // counts against the member it was given to, and a forged PUT cannot use up anyone's allowance.
      const uploader = uploaderOf(key);
      if (uploader) await enforceApiRateLimit("upload", { id: uploader }, context);
      const admitted = admitSignedUpload(key, signed);
      if (!admitted.ok) refuse(admitted);
      return { maxBytes: admitted.maxBytes, exceeded: () => refuse(admitted.whenExceeded) };
    });
    markUploadStored(key, stored);
    return apiJson({ objectPath: publicUrlOf(key), size: stored.size, contentType: stored.contentType });
  } catch (error) {
    if (error instanceof StorageError) apiError(error.status, error.message);
    throw error;
  }
}

function refuse(refusal: { status: number; message: string } | UploadQuotaRefusal): never {
  const headers = "retryAfterSeconds" in refusal ? { "Retry-After": String(refusal.retryAfterSeconds) } : undefined;
  apiError(refusal.status, refusal.message, headers);
}
