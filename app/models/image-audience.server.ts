import { and, eq } from "drizzle-orm";
import { communityImages, fishPhotos, uploadedObjects, users } from "../../db/schema";
import { isCatalogueImage } from "./catalogue-picture.server";
import { isFishMainImage } from "./fish.server";
import { getDb } from "~/services/db.server";
import { isImageType, type ImageType } from "~/services/image-type.server";
import { keyFromAddress, publicUrlOf } from "~/services/storage/index.server";

/**
 * Who may see an image the server published: decided by the records that use it, so an image becomes public
 * when its photo is approved and private again if it is rejected, with nothing to copy or move.
 */

/** Who may see a published image: everyone, or only these members (and admins). */
export type ImageAudience = { everyone: true } | { everyone: false; memberIds: string[] };

/**
 * An image the server stored itself (re-encoded, without metadata), with its type and who may see it; null for
 * anything else, including raw browser uploads (they may still carry location and camera metadata).
 */
export function publishedImage(key: string): { contentType: ImageType; audience: ImageAudience } | null {
  const row = getDb()
    .select({ contentType: uploadedObjects.contentType, publishedAt: uploadedObjects.publishedAt, userId: uploadedObjects.userId })
    .from(uploadedObjects)
    .where(eq(uploadedObjects.key, key))
    .get();
  if (!row?.publishedAt || !isImageType(row.contentType)) return null;
  return { contentType: row.contentType, audience: audienceOf(key, row.userId) };
}

/**
 * Decided by what uses the image. A fish photo or gallery image: everyone once approved, else its member (a
 * pending or rejected image is not public). The uploader's avatar: everyone. Nothing yet (an image stored for a
 * form that was not saved): its uploader. Records are looked up among the uploader's own, which is how they are
 * made and what their indexes serve; a record pointing at another member's image would leave it private, never
 * public by mistake.
 */
function audienceOf(key: string, uploaderId: string): ImageAudience {
  const db = getDb();
  const records = [
    ...db
      .select({ status: fishPhotos.status })
      .from(fishPhotos)
      .where(and(eq(fishPhotos.userId, uploaderId), eq(fishPhotos.objectKey, key)))
      .all(),
    ...db
      .select({ status: communityImages.status })
      .from(communityImages)
      .where(and(eq(communityImages.userId, uploaderId), eq(communityImages.objectKey, key)))
      .all(),
  ];
  if (records.some((record) => record.status === "approved")) return { everyone: true };
  // An approved photo an admin made a species' main image stays public, even once its photo is deleted.
  if (isFishMainImage(publicUrlOf(key), db)) return { everyone: true };
  // An admin's picture for a product review, a guide or a video: public while the catalogue shows it.
  if (isCatalogueImage(publicUrlOf(key), db)) return { everyone: true };
  if (records.length > 0) return { everyone: false, memberIds: [uploaderId] };
  const avatar = db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, uploaderId)).get()?.url;
  if (avatar && keyFromAddress(avatar) === key) return { everyone: true };
  return { everyone: false, memberIds: [uploaderId] };
}
