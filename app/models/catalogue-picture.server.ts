import { and, eq, isNotNull } from "drizzle-orm";
import { aquascapes, productReviews, uploadedObjects, videos } from "../../db/schema";
import type { Db, Tx } from "../../db/types";
import { CATALOGUE_IMAGE_MESSAGES } from "~/domain/product-form-rules";
import { getDb } from "~/services/db.server";
import { keyFromAddress, publicUrlOf } from "~/services/storage/index.server";
import { isFishMainImage } from "./fish.server";
import { deletePublishedImage, publishImage, type ImageFailureCode, type PublishedImage } from "./image-pipeline.server";

/**
 * The admins' pictures for the catalogue (a product review's or guide's image, a library video's thumbnail):
 * published through the image pipeline as the "catalogue" purpose, public while a record shows them, and
 * deleted once nothing does.
 */

/** A picture that cannot be used: its status and the words shown beside the picture field. */
export type PictureRefusal = { ok: false; status: 400 | 413 | 415; message: string; code: ImageFailureCode | "no-file" };

/**
 * Whether an image address is in the catalogue. Only admins set these, so such an image is public for as long
 * as a record shows it.
 */
export function isCatalogueImage(imageUrl: string, db: Db | Tx = getDb()): boolean {
  return Boolean(
    db.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.imageUrl, imageUrl)).get() ??
    db.select({ id: aquascapes.id }).from(aquascapes).where(eq(aquascapes.imageUrl, imageUrl)).get() ??
    db.select({ id: videos.id }).from(videos).where(eq(videos.thumbnailUrl, imageUrl)).get(),
  );
}

/** Re-encodes and stores a picture (without its metadata); the caller claims it with the record it saves. */
export async function publishCataloguePicture(
  admin: { id: string },
  bytes: Uint8Array,
): Promise<{ ok: true; image: PublishedImage } | PictureRefusal> {
  const image = await publishImage(admin, "catalogue", { file: bytes });
  return image.ok ? { ok: true, image } : pictureRefusal(image.code);
}

/** The words for why a picture was refused. */
export function pictureRefusal(code: ImageFailureCode | undefined): PictureRefusal {
  switch (code) {
    case "too-large":
      return { ok: false, status: 413, message: CATALOGUE_IMAGE_MESSAGES.tooLarge, code };
    case "too-many-pixels":
      return { ok: false, status: 413, message: CATALOGUE_IMAGE_MESSAGES.tooManyPixels, code };
    case "not-an-image":
      return { ok: false, status: 415, message: CATALOGUE_IMAGE_MESSAGES.notAnImage, code };
    default:
      return { ok: false, status: 400, message: CATALOGUE_IMAGE_MESSAGES.notStored, code: code ?? "storage-refused" };
  }
}

/**
 * Deletes a picture no record shows any more, with its copies, when it is one of the admins' published
 * pictures. A member's photo or avatar an admin pointed a record at is the member's, and stays.
 */
export async function releaseCataloguePicture(url: string): Promise<void> {
  const key = keyFromAddress(url);
  if (!key || publicUrlOf(key) !== url) return;
  const published = getDb()
    .select({ key: uploadedObjects.key })
    .from(uploadedObjects)
    .where(and(eq(uploadedObjects.key, key), eq(uploadedObjects.purpose, "catalogue"), isNotNull(uploadedObjects.publishedAt)))
    .get();
  if (!published || isCatalogueImage(url) || isFishMainImage(url)) return;
  await deletePublishedImage(key);
}
