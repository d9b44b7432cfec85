import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { uploadedObjects } from "../../db/schema";
import { getDb } from "~/services/db.server";
import { detectImageType, IMAGE_SNIFF_BYTES, isImageType, type ImageType } from "~/services/image-type.server";
import { getStorage, keyFromAddress, newObjectKey, publicUrlOf, StorageError } from "~/services/storage/index.server";

/** What an upload is for, and the largest file each purpose accepts (bytes). */
export const UPLOAD_PURPOSES = {
  "fish-photo": 10485760,
  gallery: 10485760,
  avatar: 5242880,
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];

/** POST /api/objects/upload without a body: the spec's client sends none, and photos are the common case. */
export const DEFAULT_UPLOAD_PURPOSE: UploadPurpose = "fish-photo";

/** Long enough for a slow phone to start a 10 MB upload, short enough that a leaked address soon dies. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

const NOT_AN_IMAGE = "The file is not a JPEG, PNG, GIF or WebP image";

export type UploadFailure = { ok: false; status: 400 | 403 | 404 | 409 | 413 | 415; message: string };
export type ResolvedUpload = { ok: true; key: string; size: number; contentType: ImageType; publicUrl: string };

/** Hands out an upload address and remembers who asked for it, and for what. */
export async function requestUpload(
  userId: string,
  purpose: UploadPurpose,
  origin: string,
): Promise<{ uploadURL: string; key: string }> {
  const key = newObjectKey();
  const maxBytes = UPLOAD_PURPOSES[purpose];
  const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString();
  getDb().insert(uploadedObjects).values({ key, userId, purpose, maxBytes, expiresAt }).run();
  const uploadURL = await getStorage().createUploadUrl({
    key,
    maxBytes,
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
    origin,
  });
  return { uploadURL, key };
}

/**
 * Checks an uploaded object before a record may point at it: the address is one this member was given, the
 * object is there, within the size limit, and really an image by its bytes. Records size and type on success.
 * `address` is the upload URL without its query (or the public URL); `purpose` applies that purpose's limit too.
 */
export async function resolveUploadedObject(
  userId: string,
  address: string,
  purpose?: UploadPurpose,
): Promise<ResolvedUpload | UploadFailure> {
  const key = keyFromAddress(address);
  const row = key ? getDb().select().from(uploadedObjects).where(eq(uploadedObjects.key, key)).get() : undefined;
  if (!key || !row) return fail(404, "No such upload");
  if (row.userId !== userId) return fail(403, "This upload belongs to another member");

  const storage = getStorage();
  const info = await storage.head(key);
  if (!info) return fail(404, "Nothing has been uploaded to this address yet");
  const limit = Math.min(row.maxBytes, purpose ? UPLOAD_PURPOSES[purpose] : row.maxBytes);
  if (info.size > limit) return fail(413, `The file is larger than the limit of ${limit} bytes`);

  // The bucket keeps whatever Content-Type the browser sent; only the bytes say what the file is. An empty
  // object is not read at all: some S3-compatible servers answer a range on it with a broken response.
  const head = info.size > 0 ? await storage.readRange(key, IMAGE_SNIFF_BYTES) : null;
  const contentType = head ? await detectImageType(head) : null;
  if (!contentType) return fail(415, NOT_AN_IMAGE);

  markUploadStored(key, { size: info.size, contentType });
  return { ok: true, key, size: info.size, contentType, publicUrl: publicUrlOf(key) };
}

/**
 * The type of an object the server stored itself, which makes it public; null for anything else, including
 * raw browser uploads (they may still carry location and camera metadata until they are re-encoded).
 */
export function publishedImageType(key: string): ImageType | null {
  const row = getDb()
    .select({ contentType: uploadedObjects.contentType, publishedAt: uploadedObjects.publishedAt })
    .from(uploadedObjects)
    .where(eq(uploadedObjects.key, key))
    .get();
  if (!row?.publishedAt) return null;
  return isImageType(row.contentType) ? row.contentType : null;
}

export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Raw uploads that were never turned into a published image (the member closed the page, or the upload was
 * refused) are deleted after a day, with their record.
 */
export async function sweepAbandonedUploads(now = Date.now()): Promise<number> {
  const cutoff = new Date(now - ABANDONED_UPLOAD_MS).toISOString();
  const rows = getDb()
    .select({ key: uploadedObjects.key })
    .from(uploadedObjects)
    .where(and(isNull(uploadedObjects.publishedAt), lt(uploadedObjects.createdAt, cutoff)))
    .all();
  for (const { key } of rows) {
    try {
      await getStorage().deleteObject(key);
    } catch (error) {
      console.error(`Could not delete abandoned upload ${key}`, error);
      continue;
    }
    getDb().delete(uploadedObjects).where(eq(uploadedObjects.key, key)).run();
  }
  return rows.length;
}

/**
 * Stores an image the server produced (re-encoded, without metadata) and publishes it at its public address.
 * Size and type are checked while it streams; it is recorded as this member's.
 */
export async function storePublishedImage(
  userId: string,
  purpose: UploadPurpose,
  data: Uint8Array | ReadableStream<Uint8Array>,
): Promise<ResolvedUpload | UploadFailure> {
  const key = newObjectKey();
  const maxBytes = UPLOAD_PURPOSES[purpose];
  try {
    const stored = await getStorage().putObject(key, data, { maxBytes });
    const now = new Date().toISOString();
    getDb()
      .insert(uploadedObjects)
      .values({ key, userId, purpose, maxBytes, expiresAt: now, completedAt: now, publishedAt: now, ...stored })
      .run();
    return { ok: true, key, ...stored, publicUrl: publicUrlOf(key) };
  } catch (error) {
    if (error instanceof StorageError) return fail(error.status, error.message);
    throw error;
  }
}

/** Records what arrived at an upload address (size, and the type found in its bytes). */
export function markUploadStored(key: string, stored: { size: number; contentType: ImageType }) {
  getDb()
    .update(uploadedObjects)
    .set({
      size: stored.size,
      contentType: stored.contentType,
      // The first completion is the one worth keeping; registering again must not move it.
      completedAt: sql`coalesce(${uploadedObjects.completedAt}, ${new Date().toISOString()})`,
    })
    .where(eq(uploadedObjects.key, key))
    .run();
}

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === "string" && Object.hasOwn(UPLOAD_PURPOSES, value);
}

function fail(status: UploadFailure["status"], message: string): UploadFailure {
  return { ok: false, status, message };
}
