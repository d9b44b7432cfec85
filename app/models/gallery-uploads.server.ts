import { eq } from "drizzle-orm";
import { communityImages } from "../../db/schema";
import { GALLERY_ACCEPTED_TYPES } from "~/domain/gallery-rules";
import { getDb } from "~/services/db.server";
import { detectImageType, IMAGE_SNIFF_BYTES } from "~/services/image-type.server";
import type { GalleryFields } from "~/validation/gallery";
import { fishExists } from "./fish.server";
import { getGalleryImage, galleryImageFacts, type GalleryImage } from "./gallery.server";
import { forgetViewsOf } from "./gallery-views.server";
import {
  claimPublishedImage,
  deletePublishedImage,
  discardPublishedImage,
  publishImage,
  type ImageFailureCode,
  type ImageSource,
} from "./image-pipeline.server";
import { fail, type Failure } from "./result";
import { resolveUploadedObject } from "./upload.server";
import { isForeignKeyViolation } from "./sqlite-errors.server";

/**
 * Posting and deleting gallery images. A new image goes through the image pipeline (the member's own upload,
 * within 10 MB, a JPG or PNG by its bytes, re-encoded without metadata) and waits as "pending" until an admin
 * approves it in the moderation queue.
 */

export type GalleryFailureCode = ImageFailureCode | "wrong-type" | "fish-not-found" | "image-not-found" | "not-yours";
export type GalleryFailure = Failure<400 | 403 | 404 | 409 | 413 | 415, GalleryFailureCode>;

type Member = { id: string };

const JPEG_OR_PNG = "The image must be a JPG or PNG";
const isAccepted = (type: string | null) => type !== null && (GALLERY_ACCEPTED_TYPES as readonly string[]).includes(type);

export async function postGalleryImage(
  member: Member,
  source: ImageSource,
  fields: GalleryFields,
): Promise<{ ok: true; image: GalleryImage } | GalleryFailure> {
  if (fields.fishId !== undefined && !fishExists(fields.fishId)) return fail(404, "Fish not found", "fish-not-found");

  // The gallery takes JPG and PNG, told by the bytes, before anything is re-encoded.
  if ("file" in source && source.file instanceof Uint8Array) {
    if (!isAccepted(await detectImageType(source.file.subarray(0, IMAGE_SNIFF_BYTES)))) return fail(415, JPEG_OR_PNG, "wrong-type");
  } else if ("uploadAddress" in source) {
    const upload = await resolveUploadedObject(member.id, source.uploadAddress.split(/[?#]/, 1)[0], "gallery");
    if (!upload.ok) return upload;
    if (!isAccepted(upload.contentType)) return fail(415, JPEG_OR_PNG, "wrong-type");
  }

  const image = await publishImage(member, "gallery", source);
  if (!image.ok) return image;
  try {
    // Claimed in the transaction that makes the record: one upload makes one image however often it is sent.
    const id = getDb().transaction((tx) => {
      if (!claimPublishedImage(image)) return null;
      if (fields.fishId !== undefined && !fishExists(fields.fishId, tx)) return "no-fish" as const;
      return tx
        .insert(communityImages)
        .values({
          userId: member.id,
          title: fields.title,
          description: fields.description ?? null,
          category: fields.category,
          objectKey: image.key,
          imageUrl: image.url,
          tags: fields.tags,
          tankSpecs: fields.tankSpecs ?? null,
          fishId: fields.fishId ?? null,
          status: "pending",
        })
        .returning({ id: communityImages.id })
        .get().id;
    });
    if (id === null || id === "no-fish") {
      await discardPublishedImage(image);
      return id === null ? fail(409, "This upload has already been used", "already-used") : fail(404, "Fish not found", "fish-not-found");
    }
    return { ok: true, image: getGalleryImage(member, id)! };
  } catch (error) {
    await discardPublishedImage(image);
    // The member (or the species) was deleted while the image was being processed.
    if (isForeignKeyViolation(error)) return fail(404, "Fish not found", "fish-not-found");
    throw error;
  }
}

/**
 * Deletes an image, its likes, reports and views, and its stored files. Only its member may: anyone else
 * gets 403 (an image they cannot see, 404).
 */
export async function deleteGalleryImage(member: Member & { isAdmin?: boolean }, imageId: number): Promise<{ ok: true } | GalleryFailure> {
  const facts = galleryImageFacts(imageId);
  const visible = facts && (facts.status === "approved" || facts.userId === member.id || member.isAdmin);
  if (!facts || !visible) return fail(404, "Image not found", "image-not-found");
  if (facts.userId !== member.id) return fail(403, "You can only delete your own images", "not-yours");
  getDb().delete(communityImages).where(eq(communityImages.id, imageId)).run();
  forgetViewsOf(imageId);
  await deletePublishedImage(facts.objectKey);
  return { ok: true };
}
