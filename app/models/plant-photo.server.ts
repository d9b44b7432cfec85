import { sql } from "drizzle-orm";
import { fishPhotos } from "../../db/schema";
import type { KeysetPage } from "~/domain/pagination";
import { getDb } from "~/services/db.server";
import type { CommunityPhoto } from "~/validation/fish-photo";
import { addPhoto, deletePhoto, pagePhotosOf, type PhotoFailure, type PhotoResult } from "./member-photo.server";
import type { AdminActor } from "./audit-log.server";

/**
 * Members' photos of one plant, under the rules every member photo shares (member-photo.server.ts, decision
 * 059): pending until an admin approves them in the one queue, reported and deleted as a fish's are.
 */

/** Approved photos of the plant for everyone, plus the viewer's own; null when `before` is none of them. */
export function pagePhotosForPlant(
  plantId: number,
  viewerId: string | null | undefined,
  page: { before?: number | null; limit: number },
): KeysetPage<CommunityPhoto> | null {
  return pagePhotosOf({ kind: "plant", id: plantId }, viewerId, page);
}

/** Registers a photo the member uploaded to an address they were given (the JavaScript flow), as pending. */
export async function registerPlantPhoto(
  userId: string,
  plantId: number,
  { uploadAddress, caption }: { uploadAddress: string; caption?: string | null },
): Promise<PhotoResult> {
  return addPhoto(userId, { kind: "plant", id: plantId }, { uploadAddress }, caption);
}

/** The form upload without JavaScript: the file's bytes, read with the size limit by the image pipeline. */
export async function createPlantPhotoFromFile(
  userId: string,
  plantId: number,
  data: Uint8Array | ReadableStream<Uint8Array>,
  caption?: string | null,
): Promise<PhotoResult> {
  return addPhoto(userId, { kind: "plant", id: plantId }, { file: data }, caption);
}

/** Deletes a photo of a plant and its stored image: its owner may, and an admin (audited). */
export async function deletePlantPhoto(actor: AdminActor, photoId: number): Promise<{ ok: true } | PhotoFailure> {
  return deletePhoto(actor, photoId, "plant");
}

/**
 * Each plant's first approved photo, which its card and page show in place of the drawing (plants without one
 * keep their drawing). One index seek per plant (fish_photos_plant_status_idx), for the plants a page shows.
 */
export function firstApprovedPhotos(plantIds: readonly number[]): Map<number, string> {
  if (plantIds.length === 0) return new Map();
  const rows = getDb().all<{ plantId: number; imageUrl: string | null }>(sql`
    select ids.value as plantId,
      (select fp.image_url from ${fishPhotos} fp where fp.plant_id = ids.value and fp.status = 'approved'
        order by fp.created_at, fp.id limit 1) as imageUrl
    from json_each(${JSON.stringify(plantIds)}) ids`);
  return new Map(rows.flatMap((row) => (row.imageUrl ? [[row.plantId, row.imageUrl] as const] : [])));
}
