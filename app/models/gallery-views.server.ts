import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { communityImages, imageViews } from "../../db/schema";
import { utcDay } from "~/domain/gallery-rules";
import { getDb } from "~/services/db.server";
import { isPrimary } from "~/services/litefs.server";
import { isForeignKeyViolation } from "./sqlite-errors.server";

/**
 * Views of gallery images. An image's count rises when a member opens its page: at most once per member, image
 * and UTC day, never for its owner, never for a bot. Opening a page writes nothing: the (image, member, day)
 * is kept in memory and written in batches (every few seconds, and on shutdown) into image_views with
 * INSERT OR IGNORE; each row that was new adds one to community_images.views in the same transaction. A batch
 * that fails stays in memory for the next flush, so no view is lost to a busy or locked database.
 *
 * Only the primary of a LiteFS cluster counts views: a replica cannot write them, and a member's visits to a
 * replica are reads it must not send away. Views are a measure of interest, not a record, so visits a replica
 * serves are not counted.
 */

/** How often the views kept in memory are written. */
export const VIEW_FLUSH_INTERVAL_MS = 5000;
/** Past this many views waiting, a flush starts at once instead of waiting for the timer. */
const FLUSH_AT = 5000;
/**
 * Today's views already noted (written or waiting), so a second visit is not even added to memory; bounded, and
 * past the bound the database's primary key alone keeps a visit from counting twice.
 */
const SEEN_MAX = 200_000;

type ViewKey = string;

const globalForViews = globalThis as typeof globalThis & {
  __shoalGalleryViews?: {
    pending: Map<ViewKey, { imageId: number; userId: string; day: string }>;
    perImage: Map<number, number>;
    seen: Set<ViewKey>;
    seenDay: string;
  };
};
const state = (globalForViews.__shoalGalleryViews ??= { pending: new Map(), perImage: new Map(), seen: new Set(), seenDay: "" });

const keyOf = (imageId: number, userId: string, day: string): ViewKey => `${imageId}|${userId}|${day}`;

/**
 * Notes that `viewer` opened image `imageId` (owned by `ownerId`). Nothing is written now; the owner's own
 * visits and bots' are not views.
 */
export function recordView(
  image: { id: number; userId: string },
  viewer: { id: string } | null,
  userAgent: string | null,
  now: Date = new Date(),
): boolean {
  if (!viewer || viewer.id === image.userId || !isPrimary()) return false;
  if (userAgent !== null && isbot(userAgent)) return false;
  const day = utcDay(now);
  const key = keyOf(image.id, viewer.id, day);
  if (state.seenDay !== day) {
    state.seen = new Set();
    state.seenDay = day;
  }
  if (state.seen.has(key) || state.pending.has(key)) return false;
  if (state.seen.size < SEEN_MAX) state.seen.add(key);
  state.pending.set(key, { imageId: image.id, userId: viewer.id, day });
  state.perImage.set(image.id, (state.perImage.get(image.id) ?? 0) + 1);
  if (state.pending.size >= FLUSH_AT) flushViews();
  return true;
}

/**
 * Views of this image waiting in memory. Pages add them to the stored count, so a member sees their visit at
 * once; a visit already stored today (after a restart) may show as one more until the next flush.
 */
export function pendingViewsOf(imageId: number): number {
  return state.perImage.get(imageId) ?? 0;
}

/**
 * Writes the views kept in memory. Returns how many were new (added to the counts). On failure everything
 * taken stays in memory (merged with what arrived meanwhile) and the error is thrown for the caller to log.
 */
export function flushViews(): number {
  if (state.pending.size === 0) return 0;
  const batch = [...state.pending.values()];
  state.pending = new Map();
  state.perImage = new Map();
  try {
    const db = getDb();
    return db.transaction((tx) => {
      const added = new Map<number, number>();
      for (const view of batch) {
        const { changes } = tx.insert(imageViews).values(view).onConflictDoNothing().run();
        if (changes > 0) added.set(view.imageId, (added.get(view.imageId) ?? 0) + changes);
      }
      for (const [imageId, count] of added) {
        tx.update(communityImages)
          .set({ views: sql`${communityImages.views} + ${count}` })
          .where(sql`${communityImages.id} = ${imageId}`)
          .run();
      }
      return [...added.values()].reduce((sum, n) => sum + n, 0);
    });
  } catch (error) {
    // An image deleted meanwhile fails its foreign key: drop those views, keep every other one.
    for (const view of batch) {
      const key = keyOf(view.imageId, view.userId, view.day);
      if (state.pending.has(key)) continue;
      state.pending.set(key, view);
      state.perImage.set(view.imageId, (state.perImage.get(view.imageId) ?? 0) + 1);
    }
    if (isForeignKeyViolation(error)) dropViewsOfMissingImages();
    throw error;
  }
}

/** Forgets waiting views of images that no longer exist (deleted between the visit and the flush). */
function dropViewsOfMissingImages() {
  const ids = [...state.perImage.keys()];
  if (ids.length === 0) return;
  const existing = new Set(
    getDb()
      .select({ id: communityImages.id })
      .from(communityImages)
      .where(sql`${communityImages.id} in ${ids}`)
      .all()
      .map((row) => row.id),
  );
  for (const [key, view] of state.pending) {
    if (existing.has(view.imageId)) continue;
    state.pending.delete(key);
    state.perImage.delete(view.imageId);
  }
}

/** A deleted image's waiting views go with it. */
export function forgetViewsOf(imageId: number) {
  if (!state.perImage.has(imageId)) return;
  for (const [key, view] of state.pending) if (view.imageId === imageId) state.pending.delete(key);
  state.perImage.delete(imageId);
}

/** Flushes every few seconds and when the process is told to stop; the timer never keeps the process alive. */
export function startViewFlush(intervalMs = VIEW_FLUSH_INTERVAL_MS): () => void {
  const flush = () => {
    if (!isPrimary()) return;
    try {
      flushViews();
    } catch (error) {
      console.error("Writing gallery views failed; they are kept for the next try", error);
    }
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  // Registered before the server's own handlers, so the last views are written before the database closes.
  process.on("SIGTERM", flush);
  process.on("SIGINT", flush);
  return () => {
    clearInterval(timer);
    process.off("SIGTERM", flush);
    process.off("SIGINT", flush);
  };
}

/** Tests: forget everything waiting. */
export function resetPendingViews() {
  state.pending = new Map();
  state.perImage = new Map();
  state.seen = new Set();
}
