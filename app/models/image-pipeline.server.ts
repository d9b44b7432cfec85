import { and, eq, like, or, sql } from "drizzle-orm";
import { communityImages, fishPhotos, users } from "../../db/schema";
import { IMAGE_VARIANT_WIDTHS } from "~/domain/responsive-image";
import { getDb } from "~/services/db.server";
import { ImageProcessingError, reencodeWithVariants, type ImageProcessingFailureCode } from "~/services/image-processing.server";
import { getStorage, keyFromAddress, publicUrlOf, StorageError, variantKeyOf } from "~/services/storage/index.server";
import { receiveImage } from "~/services/storage/receive.server";
import {
  claimUpload,
  resolveUploadedObject,
  storePublishedImage,
  UPLOAD_PURPOSES,
  type UploadFailureCode,
  type UploadPurpose,
} from "./upload.server";
import { fail, type Failure } from "./result";

/**
 * The one way a member's image becomes something Shoal shows: a fish photo, an avatar or a gallery image. The
 * bytes come from an upload address the member was given (the JavaScript flow) or from a form's file part
 * (without JavaScript); either way they are checked against the purpose's limit and to be an image, turned
 * upright, stripped of every piece of metadata, re-encoded as WebP, and stored with smaller copies for
 * `srcset`. The raw upload is deleted: what a phone wrote into it (GPS, camera, owner) is never served.
 *
 * The caller then makes its record in a transaction that calls claimPublishedImage, so one upload makes one
 * record however often it is submitted; and calls discardPublishedImage when it makes none.
 */

export type ImageSource =
  /** An address from POST /api/objects/upload that the member has uploaded to. */
  | { uploadAddress: string }
  /** A form's file part, read here with the purpose's size limit. */
  | { file: Uint8Array | ReadableStream<Uint8Array> };

/** Why an image was refused; routes map the code to the agreed words. */
export type ImageFailureCode = UploadFailureCode | ImageProcessingFailureCode | "in-use";
export type ImageFailure = Failure<400 | 403 | 404 | 409 | 413 | 415, ImageFailureCode>;

export type PublishedImage = {
  ok: true;
  /** The main image's object key; its copies are variantKeyOf(key, width). */
  key: string;
  /** Where pages show it (same origin); responsiveSrcSet(url) lists the copies. */
  url: string;
  width: number;
  height: number;
  /** The member's upload it was made from, claimed with the record. */
  uploadKey?: string;
};

type Uploader = { id: string };

export async function publishImage(user: Uploader, purpose: UploadPurpose, source: ImageSource): Promise<PublishedImage | ImageFailure> {
  if ("file" in source) {
    const bytes = await readWithinLimit(source.file, UPLOAD_PURPOSES[purpose]);
    return bytes.ok ? encodeAndStore(user, purpose, bytes.data) : bytes;
  }

  const address = withoutQuery(source.uploadAddress);
  const resolved = await resolveUploadedObject(user.id, address, purpose);
  if (!resolved.ok) {
    // Never an image: the member's own object that is too large or not an image is not kept either.
    if (resolved.code === "too-large" || resolved.code === "not-an-image") await deleteQuietly(keyFromAddress(address));
    return resolved;
  }
  // A double submit of the same upload makes one image, not two.
  if (publishing.has(resolved.key) || isObjectInUse(resolved.key)) {
    return fail(409, "This upload is already in use", "in-use");
  }
  publishing.add(resolved.key);
  try {
    const original = await readObject(resolved.key, UPLOAD_PURPOSES[purpose]);
    if (!original) return fail(404, "Nothing has been uploaded to this address yet", "nothing-uploaded");
    const published = await encodeAndStore(user, purpose, original);
    return published.ok ? { ...published, uploadKey: resolved.key } : published;
  } finally {
    // Whatever happened, the unprocessed original (with its EXIF and GPS) is not served again.
    await deleteQuietly(resolved.key);
    publishing.delete(resolved.key);
  }
}

/**
 * Takes the image (and the upload it came from) for one record: call it inside the transaction that inserts
 * the record, and insert nothing when it answers false (the upload made a record already).
 */
export function claimPublishedImage(image: PublishedImage): boolean {
  if (image.uploadKey && !claimUpload(image.uploadKey)) return false;
  claimUpload(image.key);
  return true;
}

/** An image no record took (the form failed after publishing): its objects go. */
export async function discardPublishedImage(image: Pick<PublishedImage, "key">): Promise<void> {
  await deletePublishedImage(image.key);
}

/** Deletes a published image and its copies; a failure is logged, never shown (the record is what matters). */
export async function deletePublishedImage(key: string | null | undefined): Promise<void> {
  if (!key) return;
  await deleteQuietly(key);
  for (const width of IMAGE_VARIANT_WIDTHS) await deleteQuietly(variantKeyOf(key, width));
}

/**
 * Upload keys being published right now, in this process: a double submit is refused at once instead of being
 * re-encoded twice. claimPublishedImage is what holds across processes.
 */
const publishing = new Set<string>();

async function encodeAndStore(user: Uploader, purpose: UploadPurpose, original: Uint8Array): Promise<PublishedImage | ImageFailure> {
  let processed;
  try {
    processed = await reencodeWithVariants(original);
  } catch (error) {
    if (error instanceof ImageProcessingError) return fail(error.status, error.message, error.code);
    throw error;
  }
  const stored = await storePublishedImage(user.id, purpose, processed.data);
  if (!stored.ok) return stored;
  try {
    const storage = getStorage();
    for (const variant of processed.variants) {
      await storage.putObject(variantKeyOf(stored.key, variant.width), variant.data, { maxBytes: UPLOAD_PURPOSES[purpose] });
    }
  } catch (error) {
    await deletePublishedImage(stored.key);
    throw error;
  }
  return { ok: true, key: stored.key, url: stored.publicUrl, width: processed.width, height: processed.height };
}

async function readWithinLimit(
  source: Uint8Array | ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<{ ok: true; data: Uint8Array } | ImageFailure> {
  const chunks: Uint8Array[] = [];
  try {
    await receiveImage(source, maxBytes, async (chunk) => {
      chunks.push(chunk);
    });
  } catch (error) {
    if (error instanceof StorageError) {
      if (error.status === 413) return fail(413, error.message, "too-large");
      if (error.status === 415) return fail(415, error.message, "not-an-image");
      return fail(400, error.message, "storage-refused");
    }
    throw error;
  }
  return { ok: true, data: Buffer.concat(chunks) };
}

/**
 * An object that already backs a gallery image, a profile picture or a photo must not be consumed (and
 * deleted) by publishing it again.
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
    // A missing copy (an image too small to need one) is not a failure; anything else is logged.
    if (error instanceof StorageError && error.status === 404) return;
    console.error(`Could not delete stored object ${key}:`, error);
  }
}

function withoutQuery(address: string): string {
  return address.split(/[?#]/, 1)[0];
}
