import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { AdminActor } from "~/models/audit-log.server";
import { addPhoto, pagePhotosOf, photoSubjectExists, type PhotoFailure, type PhotoSubject } from "~/models/member-photo.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { MEMBER_CACHE_CONTROL, PUBLIC_DATA_CACHE_CONTROL } from "~/services/http-cache.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { PHOTO_MESSAGES, registerFishPhotoSchema } from "~/validation/fish-photo";
import { nextPageLink, parsePageQuery } from "~/validation/page-query";
import { parseRecordId } from "~/validation/record-id";
import { getOptionalUser, requireApiUser } from "./current-user.server";

/**
 * The JSON API of members' photos of a fish or a plant (decision 059): one set of answers for both kinds, as
 * one model keeps both.
 */
type Kind = PhotoSubject["kind"];

const NOT_FOUND: Record<Kind, string> = { fish: "Fish not found", plant: "Plant not found" };

/** The fish or plant the address names; a malformed id, or one of nothing, is 404. */
function requireSubject(kind: Kind, value: string | undefined): PhotoSubject {
  const id = parseRecordId(value);
  if (id === null || !photoSubjectExists({ kind, id })) apiError(404, NOT_FOUND[kind]);
  return { kind, id };
}

/**
 * GET /api/{fish|plants}/{id}/images[?before={imageId}&limit={n}]: approved photos, plus the signed-in member's
 * own pending and rejected ones, newest first; at most `limit` (1 to 100, default 50), older than photo `before`
 * when given, with a `Link: <…>; rel="next"` header when there are older ones. A bad limit or before is 400
 * `{message}`, and so is a `before` that is no photo of this subject the viewer may see.
 */
export async function photoPageLoader({ request }: Pick<LoaderFunctionArgs, "request">, kind: Kind, idParam: string | undefined) {
  allowMethods(request, ["GET", "HEAD"]);
  const subject = requireSubject(kind, idParam);
  const query = parsePageQuery(new URL(request.url).searchParams);
  if (!query.ok) apiError(400, query.message);
  const { before, limit } = query.value;
  const user = await getOptionalUser(request);
  const page = pagePhotosOf(subject, user?.id, { before, limit });
  if (!page) apiError(400, `before must be the id of a photo of ${kind} ${subject.id}`);
  // A member's answer includes their unapproved photos, so it must never be shared by a cache.
  const headers = new Headers({ "Cache-Control": user ? MEMBER_CACHE_CONTROL : PUBLIC_DATA_CACHE_CONTROL });
  if (page.olderBefore !== null) headers.set("Link", nextPageLink(request.url, page.olderBefore, limit));
  return apiJson(page.items, { headers });
}

/** POST /api/{fish|plants}/{id}/images {imageUrl, caption?}: registers an uploaded photo, which waits for approval. */
export async function registerPhotoAction(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  kind: Kind,
  idParam: string | undefined,
) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("imageRegistration", user, context);
  const subject = requireSubject(kind, idParam);
  const body = await parseJsonBody(request, registerFishPhotoSchema);
  const result = await addPhoto(user.id, subject, { uploadAddress: body.imageUrl }, body.caption);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.photo, 201);
}

/**
 * DELETE /api/{fish|plants}/images/{imageId}: the photo's owner (or an admin) removes it and its stored image,
 * through the kind's own `remove` (a fish keeps an image that became its species' main image).
 */
export async function deletePhotoAction(
  { request, params, context }: Pick<ActionFunctionArgs, "request" | "params" | "context">,
  remove: (actor: AdminActor, photoId: number) => Promise<{ ok: true } | PhotoFailure>,
) {
  allowMethods(request, ["DELETE"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("deleteOwnContent", user, context);
  const photoId = parseRecordId(params.imageId);
  if (photoId === null) apiError(404, "Image not found");
  const result = await remove(user, photoId);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson({ message: PHOTO_MESSAGES.deleted.description });
}
