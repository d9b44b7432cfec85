import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { uploadedObjects } from "../../db/schema";
import { IMAGE_ADDRESS_REFUSED, readImageAddress } from "~/domain/image-address";
import { getDb } from "~/services/db.server";
import { fail, type Failure } from "./result";
import type { UploadPurpose } from "./upload.server";

/**
 * The one rule for a picture address that a member or admin gives and others will see: a member's avatar,
 * a catalogue picture, a species' main image. Gallery images and fish photos never take an address from the
 * client: the image pipeline publishes them and stores its own.
 */
export type ImageAddressRule = {
  /** Whose upload a published image must come from; "anyone" for a species image made from a member's photo. */
  uploader: string | "anyone";
  /** What the upload was for. */
  purposes: readonly UploadPurpose[];
  /** Whether Shoal's own drawings and site pictures may be named (catalogue and species pictures). */
  drawings: boolean;
  /** The record's address today: keeping it unchanged is always allowed. */
  current?: string | null;
};

export type ImageAddressRefusal = Failure<400, "invalid-image-url">;

/** Null when `address` may be stored under `rule`; otherwise the 400 to answer. Empty means "no picture". */
export function refuseImageAddress(address: string | null | undefined, rule: ImageAddressRule): ImageAddressRefusal | null {
  if (!address || address === rule.current) return null;
  const read = readImageAddress(address);
  if (read?.kind === "published" && isPublishedBy(read.key, rule)) return null;
  if ((read?.kind === "drawing" || read?.kind === "site-picture") && rule.drawings) return null;
  return fail(400, IMAGE_ADDRESS_REFUSED, "invalid-image-url");
}

function isPublishedBy(key: string, rule: ImageAddressRule): boolean {
  const conditions = [
    eq(uploadedObjects.key, key),
    isNotNull(uploadedObjects.publishedAt),
    inArray(uploadedObjects.purpose, [...rule.purposes]),
  ];
  if (rule.uploader !== "anyone") conditions.push(eq(uploadedObjects.userId, rule.uploader));
  return Boolean(
    getDb()
      .select({ key: uploadedObjects.key })
      .from(uploadedObjects)
      .where(and(...conditions))
      .get(),
  );
}

/** A catalogue picture: the admin's own upload, one of Shoal's drawings, or the record's picture kept as it is. */
export function catalogueImageRule(admin: { id: string }, current?: string | null): ImageAddressRule {
  return { uploader: admin.id, purposes: ["catalogue"], drawings: true, current };
}

/**
 * A species' main picture: a member's photo an admin chose (whoever uploaded it), an admin's catalogue upload,
 * one of Shoal's drawings, or the picture it has now.
 */
export function speciesImageRule(current?: string | null): ImageAddressRule {
  return { uploader: "anyone", purposes: ["fish-photo", "catalogue"], drawings: true, current };
}
