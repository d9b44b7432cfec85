import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { uploadedObjects } from "../../db/schema";
import { getDb } from "~/services/db.server";
import { getStorage } from "~/services/storage/index.server";
import { UPLOAD_QUOTA_WINDOW_MS } from "./upload.server";

/** The sweep that deletes raw uploads: nothing a browser sent stays in storage for long. */

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

