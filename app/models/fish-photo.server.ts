import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { fish, fishPhotos, users } from "../../db/schema";
import { FISH_PHOTO_PAGE_SIZE, type KeysetPage } from "~/domain/pagination";
import { getDb, preparedPerConnection } from "~/services/db.server";
import { captionSchema, type FishPhoto } from "~/validation/fish-photo";
import { fishExists, isFishMainImage } from "./fish.server";
import {
  claimPublishedImage,
  deletePublishedImage,
  discardPublishedImage,
  publishImage,
  type ImageFailureCode,
  type ImageSource,
} from "./image-pipeline.server";
import { fail, type Failure } from "./result";
import { actsAsAdmin, recordAudit, type AdminActor } from "./audit-log.server";
import { inKeyOrder, mergeNewestFirst, olderThan, toPage, type Cursor } from "./keyset.server";
import { isForeignKeyViolation } from "./sqlite-errors.server";

export type { FishPhoto } from "~/validation/fish-photo";

/**
 * Why a photo could not be added or removed: routes answer the JSON API with `{ message }` and this status, and
 * pages show the agreed words for the code.
 */
export type FishPhotoFailureCode = ImageFailureCode | "fish-not-found" | "caption-too-long" | "photo-not-found" | "not-allowed";
export type FishPhotoFailure = Failure<400 | 403 | 404 | 409 | 413 | 415, FishPhotoFailureCode>;
export type FishPhotoResult = { ok: true; photo: FishPhoto } | FishPhotoFailure;

const photoColumns = {
  id: fishPhotos.id,
  userId: fishPhotos.userId,
  imageUrl: fishPhotos.imageUrl,
  caption: fishPhotos.caption,
  createdAt: fishPhotos.createdAt,
  status: fishPhotos.status,
  reviewNotes: fishPhotos.reviewNotes,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

type PhotoRow = {
  id: number;
  userId: string;
  imageUrl: string;
  caption: string | null;
  createdAt: string;
  status: FishPhoto["status"];
  reviewNotes: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
};

function toFishPhoto(row: PhotoRow): FishPhoto {
  return {
    id: row.id,
    userId: row.userId,
    imageUrl: row.imageUrl,
    ...(row.caption ? { caption: row.caption } : {}),
    createdAt: row.createdAt,
    status: row.status,
    // The owner's reason: a rejection's notes, or the note of an admin who hid it after reports (pending again).
    // An approval's notes are for the admins and never shown.
    ...(row.status !== "approved" && row.reviewNotes ? { reviewNotes: row.reviewNotes } : {}),
    user: { username: row.username, firstName: row.firstName, lastName: row.lastName },
  };
}

/** The photos of one species that this viewer may see (see pagePhotosForFish), the newest page only. */
export function listPhotosForFish(fishId: number, viewerId?: string | null, limit = FISH_PHOTO_PAGE_SIZE): FishPhoto[] {
  return pagePhotosForFish(fishId, viewerId, { limit })?.items ?? [];
}

/**
 * One page of the photos of one species that this viewer may see, newest first: approved photos for everyone,
 * and a member's own pending and rejected photos for that member only (rejected ones are hidden from the
 * public). The page is the newest `limit`, or the `limit` older than photo `before`; null when `before` is not
 * a photo of this fish that the viewer may see (so an id never reveals a photo that is hidden from them).
 */
export function pagePhotosForFish(
  fishId: number,
  viewerId: string | null | undefined,
  { before, limit }: { before?: number | null; limit: number },
): KeysetPage<FishPhoto> | null {
  const statements = photoPageStatements();
  let cursor: Cursor | undefined;
  if (before) {
    cursor = viewerId ? statements.visibleTo.get({ id: before, fishId, viewerId }) : statements.approved.get({ id: before, fishId });
    if (!cursor) return null;
  }
  // Approved photos for everyone, and the member's own: as arms, each read newest first from an index of its own
  // (fish_photos_fish_status_idx; a member's by fish_photos_user_fish_created_idx) and cut at one page.
  const arms = cursor ? [statements.approvedOlder, statements.ownOlder] : [statements.approvedNewest, statements.ownNewest];
  const values = { fishId, limit: limit + 1, ...(cursor ? { createdAt: cursor.createdAt, id: cursor.id } : {}) };
  const shown = mergeNewestFirst([arms[0].all(values), ...(viewerId ? [arms[1].all({ ...values, viewerId })] : [])], limit);
  const found = shown.length === 0 ? [] : statements.byIds.all({ ids: JSON.stringify(shown.map((key) => key.id)) });
  const rows = inKeyOrder(shown, found);
  const page = toPage(rows, limit);
  return { items: page.items.map(toFishPhoto), olderBefore: page.olderBefore };
}

// Every fish page reads a page of photos, so its statements are prepared once per connection.
const photoPageStatements = preparedPerConnection((db) => {
  const onFish = eq(fishPhotos.fishId, sql.placeholder("fishId"));
  const approved = and(onFish, eq(fishPhotos.status, "approved"))!;
  const own = and(onFish, eq(fishPhotos.userId, sql.placeholder("viewerId")))!;
  const older = olderThan(fishPhotos.createdAt, fishPhotos.id, { createdAt: sql.placeholder("createdAt"), id: sql.placeholder("id") });
  const keys = (where: SQL) =>
    db
      .select({ id: fishPhotos.id, createdAt: fishPhotos.createdAt })
      .from(fishPhotos)
      .where(where)
      .orderBy(desc(fishPhotos.createdAt), desc(fishPhotos.id))
      .limit(sql.placeholder("limit"))
      .prepare();
  const cursor = (where: SQL) =>
    db
      .select({ id: fishPhotos.id, createdAt: fishPhotos.createdAt })
      .from(fishPhotos)
      .where(and(eq(fishPhotos.id, sql.placeholder("id")), where))
      .prepare();
  return {
    approvedNewest: keys(approved),
    ownNewest: keys(own),
    approvedOlder: keys(and(approved, older)!),
    ownOlder: keys(and(own, older)!),
    approved: cursor(approved),
    visibleTo: cursor(or(approved, own)!),
    // The page's rows by id: the ids as one JSON array, so one statement serves a page of any length.
    byIds: db
      .select(photoColumns)
      .from(fishPhotos)
      .innerJoin(users, eq(users.id, fishPhotos.userId))
      .where(inArray(fishPhotos.id, sql`(select value from json_each(${sql.placeholder("ids")}))`))
      .prepare(),
  };
});

export function getFishPhoto(photoId: number): FishPhoto | null {
  const row = getDb()
    .select(photoColumns)
    .from(fishPhotos)
    .innerJoin(users, eq(users.id, fishPhotos.userId))
    .where(eq(fishPhotos.id, photoId))
    .get();
  return row ? toFishPhoto(row) : null;
}

/**
 * Registers a photo the member uploaded to an address they were given (the JavaScript flow), or sent as a
 * form's file (without JavaScript): through the image pipeline (their own upload, within the photo limit,
 * really an image, re-encoded without metadata), then as a "pending" photo waiting for an admin.
 */
export async function registerFishPhoto(
  userId: string,
  fishId: number,
  { uploadAddress, caption }: { uploadAddress: string; caption?: string | null },
): Promise<FishPhotoResult> {
  return addFishPhoto(userId, fishId, { uploadAddress }, caption);
}

/** The form upload without JavaScript: the file's bytes, read with the size limit by the image pipeline. */
export async function createFishPhotoFromFile(
  userId: string,
  fishId: number,
  data: Uint8Array | ReadableStream<Uint8Array>,
  caption?: string | null,
): Promise<FishPhotoResult> {
  return addFishPhoto(userId, fishId, { file: data }, caption);
}

async function addFishPhoto(
  userId: string,
  fishId: number,
  source: ImageSource,
  caption: string | null | undefined,
): Promise<FishPhotoResult> {
  if (!fishExists(fishId)) return fail(404, "Fish not found", "fish-not-found");
  const parsedCaption = captionSchema.safeParse(caption);
  if (!parsedCaption.success) return fail(400, parsedCaption.error.issues[0]?.message ?? "Invalid caption", "caption-too-long");

  const image = await publishImage({ id: userId }, "fish-photo", source);
  if (!image.ok) return image;
  try {
    // The upload is claimed in the same transaction that creates the photo: of two registrations of one upload
    // (two tabs, two machines), exactly one makes a photo.
    const id = getDb().transaction((tx) => {
      if (!claimPublishedImage(image)) return null;
      return tx
        .insert(fishPhotos)
        .values({ fishId, userId, objectKey: image.key, imageUrl: image.url, caption: parsedCaption.data ?? null, status: "pending" })
        .returning({ id: fishPhotos.id })
        .get().id;
    });
    if (id === null) {
      await discardPublishedImage(image);
      return fail(409, "This upload has already been used", "already-used");
    }
    return { ok: true, photo: getFishPhoto(id)! };
  } catch (error) {
    await discardPublishedImage(image);
    // The fish (or the member) was deleted while the photo was being processed.
    if (isForeignKeyViolation(error)) return fail(404, "Fish not found", "fish-not-found");
    throw error;
  }
}

/**
 * Deletes a photo and its stored image. The photo's owner may; so may an admin (moderation), which is audited in
 * the same transaction. Anyone else gets 403, a missing photo 404.
 */
export async function deleteFishPhoto(actor: AdminActor, photoId: number): Promise<{ ok: true } | FishPhotoFailure> {
  const outcome = getDb().transaction((tx) => {
    const row = tx
      .select({
        id: fishPhotos.id,
        userId: fishPhotos.userId,
        objectKey: fishPhotos.objectKey,
        imageUrl: fishPhotos.imageUrl,
        status: fishPhotos.status,
        caption: fishPhotos.caption,
        fishId: fishPhotos.fishId,
        fishName: fish.name,
      })
      .from(fishPhotos)
      .innerJoin(fish, eq(fish.id, fishPhotos.fishId))
      .where(eq(fishPhotos.id, photoId))
      .get();
    if (!row) return fail(404, "Image not found", "photo-not-found");
    if (row.userId !== actor.id && !actor.isAdmin) return fail(403, "You can only delete your own images", "not-allowed");
    tx.delete(fishPhotos).where(eq(fishPhotos.id, photoId)).run();
    if (actsAsAdmin(actor, row.userId)) {
      recordAudit(tx, actor, {
        action: "photo.deleted",
        subjectKind: "fish-photo",
        subjectId: photoId,
        subjectLabel: `Photo of ${row.fishName}`,
        details: { uploaderId: row.userId, fishId: row.fishId, status: row.status, caption: row.caption },
      });
    }
    return { ok: true as const, row };
  });
  if (!outcome.ok) return outcome;
  const { row } = outcome;
  // A photo an admin made a species' main image keeps its stored image: the species still shows it.
  if (!isFishMainImage(row.imageUrl)) await deletePublishedImage(row.objectKey);
  return { ok: true };
}
