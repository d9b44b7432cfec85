import { and, eq, isNotNull, isNull, like, lt, or } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  aquascapes,
  channelVideos,
  communityImages,
  fish,
  fishPhotos,
  plants,
  productReviews,
  uploadedObjects,
  users,
  videos,
} from "../../db/schema";
import { getDb } from "~/services/db.server";
import { getEnv } from "~/services/env.server";
import { getStorage, keyFromAddress, mainKeyOf } from "~/services/storage/index.server";
import { UPLOAD_QUOTA_WINDOW_MS } from "./upload.server";

/**
 * The sweeps that keep storage to what records use: raw uploads (nothing a browser sent stays for long), files
 * of writes a killed process left unfinished, and published images no record took.
 */

/** How often the sweep runs: with the grace below, a raw upload nobody registers is gone within the hour. */
export const UPLOAD_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * How long after its address expires an unregistered upload is left alone: a PUT started just before the
 * expiry may still be arriving, and its member still registering it.
 */
export const UPLOAD_SWEEP_GRACE_MS = 5 * 60 * 1000;

/**
 * Deletes raw uploads (what browsers sent; never what the server published):
 * - of every upload nobody registered, once its address expired more than UPLOAD_SWEEP_GRACE_MS ago (the
 *   member closed the page, the upload was refused, or a script never meant to register it); its row is marked
 *   discarded and stays for the day, so the quota still counts the bytes;
 * - of every registered upload, on each sweep until its address expired more than the grace ago too
 *   (registration deletes the original, and this catches a failed delete, or a bucket that took a second PUT
 *   to a presigned address it cannot refuse);
 * - and the rows of raw uploads older than a day, deleting their object once more, in case a slow PUT
 *   finished after the sweep had passed.
 * Started every UPLOAD_SWEEP_INTERVAL_MS; an object that cannot be deleted now is tried again next time.
 */
export async function sweepAbandonedUploads(now = Date.now()): Promise<{ deleted: number; forgotten: number }> {
  const db = getDb();
  const storage = getStorage();
  const expiredBefore = new Date(now - UPLOAD_SWEEP_GRACE_MS).toISOString();
  const dayAgo = new Date(now - UPLOAD_QUOTA_WINDOW_MS).toISOString();

  const leftovers = db
    .select({
      key: uploadedObjects.key,
      size: uploadedObjects.size,
      registeredAt: uploadedObjects.registeredAt,
      expiresAt: uploadedObjects.expiresAt,
    })
    .from(uploadedObjects)
    .where(
      and(
        isNull(uploadedObjects.publishedAt),
        isNull(uploadedObjects.discardedAt),
        or(isNotNull(uploadedObjects.registeredAt), lt(uploadedObjects.expiresAt, expiredBefore)),
      ),
    )
    .all();
  let deleted = 0;
  for (const row of leftovers) {
    try {
      // A bucket takes a presigned PUT without telling the app: learn its size, so the quota counts it.
      const size = row.size ?? (row.registeredAt ? null : ((await storage.head(row.key))?.size ?? null));
      await storage.deleteObject(row.key);
      // Nothing can arrive at an address past its expiry: from then on, one delete was enough.
      if (row.expiresAt < expiredBefore) {
        db.update(uploadedObjects)
          .set({ discardedAt: new Date(now).toISOString(), ...(size !== null ? { size } : {}) })
          .where(eq(uploadedObjects.key, row.key))
          .run();
      }
      deleted += 1;
    } catch (error) {
      console.error(`Could not delete raw upload ${row.key}`, error);
    }
  }

  const old = db
    .select({ key: uploadedObjects.key })
    .from(uploadedObjects)
    .where(and(isNull(uploadedObjects.publishedAt), isNotNull(uploadedObjects.discardedAt), lt(uploadedObjects.createdAt, dayAgo)))
    .all();
  let forgotten = 0;
  for (const { key } of old) {
    try {
      await storage.deleteObject(key);
    } catch (error) {
      console.error(`Could not delete raw upload ${key}`, error);
      continue;
    }
    db.delete(uploadedObjects).where(eq(uploadedObjects.key, key)).run();
    forgotten += 1;
  }
  return { deleted, forgotten };
}

/**
 * How long a temporary file of an unfinished write is left alone: longer than any request can last (the server
 * ends a request after 5 minutes), so only a write whose process died is removed.
 */
export const UNFINISHED_WRITE_GRACE_MS = 10 * 60 * 1000;

/**
 * Every column that holds an image's address (`/objects/uploads/<uuid>`) or key. A stored image none of them
 * names is used by nothing; tests/integration/storage-sweep.test.ts checks that every such column of the schema
 * is listed here, since an image a forgotten column uses would be deleted.
 */
export const IMAGE_COLUMNS: { table: SQLiteTable; column: SQLiteColumn }[] = [
  { table: users, column: users.profileImageUrl },
  { table: communityImages, column: communityImages.objectKey },
  { table: communityImages, column: communityImages.imageUrl },
  { table: fishPhotos, column: fishPhotos.objectKey },
  { table: fishPhotos, column: fishPhotos.imageUrl },
  { table: fish, column: fish.imageUrl },
  // A drawing's address today; kept here so a picture an admin gives a plant is never swept away.
  { table: plants, column: plants.imageUrl },
  { table: productReviews, column: productReviews.imageUrl },
  { table: aquascapes, column: aquascapes.imageUrl },
  { table: videos, column: videos.thumbnailUrl },
  { table: channelVideos, column: channelVideos.thumbnailUrl },
];

/** The main keys of every stored image a record uses. */
function imagesInUse(): Set<string> {
  const db = getDb();
  const used = new Set<string>();
  for (const { table, column } of IMAGE_COLUMNS) {
    const rows = db.select({ value: column }).from(table).where(like(column, "%uploads/%")).all();
    for (const { value } of rows) {
      const key = typeof value === "string" ? (keyFromAddress(value) ?? mainKeyOf(value)) : null;
      if (key) used.add(key);
    }
  }
  return used;
}

export type LeftoverSweep = { unfinished: number; unused: number; forgotten: number };

/**
 * Deletes what a crash (kill -9, a lost machine) leaves in storage, and what survives restarts otherwise:
 * - temporary files of writes that never finished, untouched for UNFINISHED_WRITE_GRACE_MS (or the grace
 *   below when it is shorter);
 * - published images (with their copies) that no record uses, once older than `graceMs`
 *   (UPLOAD_SWEEP_GRACE_SECONDS, an hour): the process that published one died before its record was written,
 *   or a delete failed. An image published a moment ago is never taken, however slow its record is;
 * - and the rows of published images no record uses, past the same grace, so no row names a file that is gone.
 * Raw uploads are left to sweepAbandonedUploads, which knows their addresses' expiry. Storage is listed before
 * the records are read, so an image whose record is written meanwhile is seen as used.
 */
export async function sweepLeftovers(now = Date.now(), graceMs = getEnv().UPLOAD_SWEEP_GRACE_SECONDS * 1000): Promise<LeftoverSweep> {
  const db = getDb();
  const storage = getStorage();
  const unfinished = await storage.removeUnfinished(now - Math.min(UNFINISHED_WRITE_GRACE_MS, graceMs));

  const listed: { key: string; mainKey: string; modifiedAt: number }[] = [];
  for await (const object of storage.listObjects()) {
    const mainKey = mainKeyOf(object.key);
    if (mainKey) listed.push({ ...object, mainKey });
  }
  const used = imagesInUse();
  const raw = new Set(
    db
      .select({ key: uploadedObjects.key })
      .from(uploadedObjects)
      .where(isNull(uploadedObjects.publishedAt))
      .all()
      .map((row) => row.key),
  );
  const cutoff = now - graceMs;
  let unused = 0;
  for (const object of listed) {
    if (used.has(object.mainKey) || raw.has(object.mainKey) || object.modifiedAt >= cutoff) continue;
    try {
      await storage.deleteObject(object.key);
      unused += 1;
    } catch (error) {
      console.error(`Could not delete unused image ${object.key}`, error);
    }
  }

  const published = db
    .select({ key: uploadedObjects.key })
    .from(uploadedObjects)
    .where(and(isNotNull(uploadedObjects.publishedAt), lt(uploadedObjects.createdAt, new Date(cutoff).toISOString())))
    .all();
  const stillListed = new Set(listed.filter((object) => object.modifiedAt >= cutoff).map((object) => object.mainKey));
  let forgotten = 0;
  for (const { key } of published) {
    // A copy written after the listing began keeps its row for the next sweep.
    if (used.has(key) || stillListed.has(key)) continue;
    db.delete(uploadedObjects)
      .where(and(eq(uploadedObjects.key, key), isNotNull(uploadedObjects.publishedAt)))
      .run();
    forgotten += 1;
  }
  return { unfinished, unused, forgotten };
}
