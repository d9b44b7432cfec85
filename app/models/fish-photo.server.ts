import { FISH_PHOTO_PAGE_SIZE, type KeysetPage } from "~/domain/pagination";
import type { FishPhoto } from "~/validation/fish-photo";
import { isFishMainImage } from "./fish.server";
import { addPhoto, deletePhoto, pagePhotosOf, type PhotoFailure, type PhotoResult } from "./member-photo.server";
import type { AdminActor } from "./audit-log.server";

export type { FishPhoto } from "~/validation/fish-photo";

/**
 * Members' photos of one species: the rules every member photo shares (member-photo.server.ts), with the
 * species as the subject. Routes answer the JSON API with `{ message }` and a failure's status, and pages show
 * the agreed words for its code.
 */
export type FishPhotoFailure = PhotoFailure;

/** The photos of one species that this viewer may see (see pagePhotosForFish), the newest page only. */
export function listPhotosForFish(fishId: number, viewerId?: string | null, limit = FISH_PHOTO_PAGE_SIZE): FishPhoto[] {
  return pagePhotosForFish(fishId, viewerId, { limit })?.items ?? [];
}

/**
 * One page of the photos of one species that this viewer may see, newest first: approved photos for everyone,
 * and a member's own pending and rejected photos for that member only. Null when `before` is not a photo of
 * this fish that the viewer may see.
 */
export function pagePhotosForFish(
  fishId: number,
  viewerId: string | null | undefined,
  page: { before?: number | null; limit: number },
): KeysetPage<FishPhoto> | null {
  return pagePhotosOf({ kind: "fish", id: fishId }, viewerId, page);
}

/** Registers a photo the member uploaded to an address they were given (the JavaScript flow), as pending. */
export async function registerFishPhoto(
  userId: string,
  fishId: number,
  { uploadAddress, caption }: { uploadAddress: string; caption?: string | null },
): Promise<PhotoResult> {
  return addPhoto(userId, { kind: "fish", id: fishId }, { uploadAddress }, caption);
}

/** The form upload without JavaScript: the file's bytes, read with the size limit by the image pipeline. */
export async function createFishPhotoFromFile(
  userId: string,
  fishId: number,
  data: Uint8Array | ReadableStream<Uint8Array>,
  caption?: string | null,
): Promise<PhotoResult> {
  return addPhoto(userId, { kind: "fish", id: fishId }, { file: data }, caption);
}

/**
 * Deletes a photo of a species and its stored image: its owner may, and an admin (audited). A photo an admin
 * made a species' main image keeps its stored image: the species still shows it.
 */
export async function deleteFishPhoto(actor: AdminActor, photoId: number): Promise<{ ok: true } | FishPhotoFailure> {
  return deletePhoto(actor, photoId, "fish", isFishMainImage);
}
