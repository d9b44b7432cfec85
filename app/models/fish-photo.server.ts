import { and, desc, eq, like, or, sql } from "drizzle-orm";
import { communityImages, fish, fishPhotos, users } from "../../db/schema";
import { claimUpload, resolveUploadedObject, storePublishedImage } from "~/models/upload.server";
import { FISH_PHOTO_PAGE_SIZE, type KeysetPage } from "~/domain/pagination";
import { getDb } from "~/services/db.server";
import { ImageProcessingError, reencodePhoto } from "~/services/image-processing.server";
import { getStorage, keyFromAddress, publicUrlOf, StorageError } from "~/services/storage/index.server";
import { receiveImage } from "~/services/storage/receive.server";
import { captionSchema, FISH_PHOTO_MAX_BYTES, type FishPhoto } from "~/validation/fish-photo";
import { olderThan, toPage, type Cursor } from "./keyset.server";
import { publicContentChanged } from "~/services/public-content.server";

export type { FishPhoto } from "~/validation/fish-photo";

/** Why a photo could not be added or removed; routes answer it as `{ message }` with this status. */
export type FishPhotoFailure = { ok: false; status: 400 | 403 | 404 | 409 | 413 | 415; message: string };
export type FishPhotoResult = { ok: true; photo: FishPhoto } | FishPhotoFailure;

type Actor = { id: string; isAdmin?: boolean };

const photoColumns = {
  id: fishPhotos.id,
  userId: fishPhotos.userId,
  imageUrl: fishPhotos.imageUrl,
  caption: fishPhotos.caption,
  createdAt: fishPhotos.createdAt,
  status: fishPhotos.status,
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
    user: { username: row.username, firstName: row.firstName, lastName: row.lastName },
  };
}

export function fishExists(fishId: number): boolean {
  return Boolean(getDb().select({ id: fish.id }).from(fish).where(eq(fish.id, fishId)).get());
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
  const visible = and(
    eq(fishPhotos.fishId, fishId),
    viewerId ? or(eq(fishPhotos.status, "approved"), eq(fishPhotos.userId, viewerId)) : eq(fishPhotos.status, "approved"),
  );
  const db = getDb();
  let cursor: Cursor | undefined;
  if (before) {
    cursor = db
      .select({ id: fishPhotos.id, createdAt: fishPhotos.createdAt })
      .from(fishPhotos)
      .where(and(eq(fishPhotos.id, before), visible))
      .get();
    if (!cursor) return null;
  }
  // Visitors' pages walk fish_photos_fish_status_idx in order; a member's adds their own unapproved photos, so
  // SQLite sorts this fish's photos first: moderation keeps that set small.
  const rows = db
    .select(photoColumns)
    .from(fishPhotos)
    .innerJoin(users, eq(users.id, fishPhotos.userId))
    .where(cursor ? and(visible, olderThan(fishPhotos.createdAt, fishPhotos.id, cursor)) : visible)
    .orderBy(desc(fishPhotos.createdAt), desc(fishPhotos.id))
    .limit(limit + 1)
    .all();
  const page = toPage(rows, limit);
  return { items: page.items.map(toFishPhoto), olderBefore: page.olderBefore };
}

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
 * Registers a photo the member uploaded to an address they were given (the JavaScript flow): only their own
 * upload, within the photo limit, really an image. The photo is re-encoded without its metadata, the original
 * is deleted so it is never public, and the photo waits for an admin as "pending".
 */
export async function registerFishPhoto(
  userId: string,
  fishId: number,
  { uploadAddress, caption }: { uploadAddress: string; caption?: string | null },
): Promise<FishPhotoResult> {
  if (!fishExists(fishId)) return fail(404, "Fish not found");
  const parsedCaption = captionSchema.safeParse(caption);
  if (!parsedCaption.success) return fail(400, parsedCaption.error.issues[0]?.message ?? "Invalid caption");

  const resolved = await resolveUploadedObject(userId, withoutQuery(uploadAddress), "fish-photo");
  if (!resolved.ok) {
    // Never a photo: the member's own object that is too large or not an image is not kept public either.
    if (resolved.status === 413 || resolved.status === 415) await deleteQuietly(keyFromAddress(withoutQuery(uploadAddress)));
    return resolved;
  }
  // A double submit of the same upload makes one photo, not two.
  if (registering.has(resolved.key) || isObjectInUse(resolved.key)) return fail(409, "This upload is already in use");
  registering.add(resolved.key);
  try {
    const original = await readObject(resolved.key, FISH_PHOTO_MAX_BYTES);
    if (!original) return fail(404, "Nothing has been uploaded to this address yet");
    const result = await storePhoto(userId, fishId, original, parsedCaption.data, resolved.key);
    // Whatever happened, the unprocessed original (with its EXIF and GPS) is not served again.
    await deleteQuietly(resolved.key);
    return result;
  } finally {
    registering.delete(resolved.key);
  }
}

/**
 * Upload keys being turned into photos right now, in this process: a double submit is refused at once instead
 * of being re-encoded twice. The claim in storePhoto is what holds across processes.
 */
const registering = new Set<string>();

/**
 * The form upload without JavaScript: the file's bytes, read with the size limit and checked to be an image
 * before anything is kept. Only the re-encoded photo is ever stored.
 */
export async function createFishPhotoFromFile(
  userId: string,
  fishId: number,
  data: Uint8Array | ReadableStream<Uint8Array>,
  caption?: string | null,
): Promise<FishPhotoResult> {
  if (!fishExists(fishId)) return fail(404, "Fish not found");
  const parsedCaption = captionSchema.safeParse(caption);
  if (!parsedCaption.success) return fail(400, parsedCaption.error.issues[0]?.message ?? "Invalid caption");

  const chunks: Uint8Array[] = [];
  try {
    await receiveImage(data, FISH_PHOTO_MAX_BYTES, async (chunk) => {
      chunks.push(chunk);
    });
  } catch (error) {
    if (error instanceof StorageError) return fail(error.status, error.message);
    throw error;
  }
  return storePhoto(userId, fishId, Buffer.concat(chunks), parsedCaption.data);
}

/**
 * Deletes a photo and its stored image. The photo's owner may; so may an admin (moderation). Anyone else
 * gets 403, a missing photo 404.
 */
export async function deleteFishPhoto(actor: Actor, photoId: number): Promise<{ ok: true } | FishPhotoFailure> {
  const db = getDb();
  const row = db
    .select({ id: fishPhotos.id, userId: fishPhotos.userId, objectKey: fishPhotos.objectKey, status: fishPhotos.status })
    .from(fishPhotos)
    .where(eq(fishPhotos.id, photoId))
    .get();
  if (!row) return fail(404, "Image not found");
  if (row.userId !== actor.id && !actor.isAdmin) return fail(403, "You can only delete your own images");
  db.delete(fishPhotos).where(eq(fishPhotos.id, photoId)).run();
  // Only an approved photo was on the visitors' page.
  if (row.status === "approved") publicContentChanged("approved photo deleted");
  await deleteQuietly(row.objectKey);
  return { ok: true };
}

/** Re-encodes and stores the photo; `uploadKey` is the member's upload it is made from, claimed with the row. */
async function storePhoto(
  userId: string,
  fishId: number,
  original: Uint8Array,
  caption: string | undefined,
  uploadKey?: string,
): Promise<FishPhotoResult> {
  let processed;
  try {
    processed = await reencodePhoto(original);
  } catch (error) {
    if (error instanceof ImageProcessingError) return fail(error.status, error.message);
    throw error;
  }
  const stored = await storePublishedImage(userId, "fish-photo", processed.data);
  if (!stored.ok) return stored;

  try {
    // The upload is claimed in the same transaction that creates the photo: of two registrations of one upload
    // (two tabs, two machines), exactly one makes a photo.
    const id = getDb().transaction((tx) => {
      if (uploadKey && !claimUpload(uploadKey)) return null;
      claimUpload(stored.key);
      return tx
        .insert(fishPhotos)
        .values({ fishId, userId, objectKey: stored.key, imageUrl: stored.publicUrl, caption: caption ?? null, status: "pending" })
        .returning({ id: fishPhotos.id })
        .get().id;
    });
    if (id === null) {
      await deleteQuietly(stored.key);
      return fail(409, "This upload has already been used");
    }
    return { ok: true, photo: getFishPhoto(id)! };
  } catch (error) {
    await deleteQuietly(stored.key);
    // The fish (or the member) was deleted while the photo was being processed.
    if (error instanceof Error && /FOREIGN KEY/i.test(error.message)) return fail(404, "Fish not found");
    throw error;
  }
}

/**
 * An object that already backs a gallery image, a profile picture or another photo must not be consumed (and
 * deleted) by registering it again as a fish photo.
 */
function isObjectInUse(key: string): boolean {
  const db = getDb();
  const url = publicUrlOf(key);
  const pattern = `%${key}`;
  const usedByPhoto = db
    .select({ id: fishPhotos.id })
    .from(fishPhotos)
    .where(or(eq(fishPhotos.objectKey, key), eq(fishPhotos.imageUrl, url)))
    .get();
  if (usedByPhoto) return true;
  const usedByGallery = db
    .select({ id: communityImages.id })
    .from(communityImages)
    .where(or(eq(communityImages.objectKey, key), like(communityImages.imageUrl, pattern)))
    .get();
  if (usedByGallery) return true;
  const usedByAvatar = db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.profileImageUrl} is not null`, like(users.profileImageUrl, pattern)))
    .get();
  return Boolean(usedByAvatar);
}

/** The whole object, or null when it is gone; never more than `maxBytes` (checked already, read defensively). */
async function readObject(key: string, maxBytes: number): Promise<Uint8Array | null> {
  const object = await getStorage().getObject(key);
  if (!object) return null;
  const reader = object.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return null;
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks);
}

async function deleteQuietly(key: string | null) {
  if (!key) return;
  try {
    await getStorage().deleteObject(key);
  } catch (error) {
    // The photo row is what matters to the member; a leftover object is logged, not shown as a failure.
    console.error(`Could not delete stored object ${key}:`, error);
  }
}

function withoutQuery(address: string): string {
  return address.split(/[?#]/, 1)[0];
}

function fail(status: FishPhotoFailure["status"], message: string): FishPhotoFailure {
  return { ok: false, status, message };
}
