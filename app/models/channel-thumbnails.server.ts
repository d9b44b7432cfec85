import { eq } from "drizzle-orm";
import { channelVideos } from "../../db/schema";
import { getDb } from "~/services/db.server";
import { detectImageType, type ImageType } from "~/services/image-type.server";
import { fetchProviderThumbnail } from "~/services/video-thumbnails.server";

/**
 * The thumbnails of the channel videos on /videos, served from Shoal's own origin: the server fetches each from
 * YouTube's documented address once and keeps it in memory, so a visitor's browser asks YouTube for nothing
 * until they press play, and the page's CSP allows no outside image origin. Only videos of the stored snapshot
 * are fetched, so this is never a proxy to anywhere else.
 */

/** The snapshot holds a few dozen videos; a bound keeps memory small whatever happens to it. */
const MAX_KEPT = 200;
/** A failed fetch is not retried for every visitor: once in this long. */
const RETRY_AFTER_MS = 5 * 60 * 1000;

type Kept = { image: { bytes: Uint8Array; type: ImageType } | null; at: number };
const kept = new Map<string, Kept>();
const inFlight = new Map<string, Promise<Kept["image"]>>();

/**
 * The thumbnail of a video in the channel snapshot: "unknown" when the video is not in it, null when YouTube
 * gave no picture (or could not be reached lately).
 */
export async function channelThumbnail(youtubeId: string): Promise<Kept["image"] | "unknown"> {
  const inSnapshot = getDb().select({ id: channelVideos.id }).from(channelVideos).where(eq(channelVideos.id, youtubeId)).get();
  if (!inSnapshot) return "unknown";
  const hit = kept.get(youtubeId);
  if (hit && (hit.image || Date.now() - hit.at < RETRY_AFTER_MS)) return hit.image;
  const pending = inFlight.get(youtubeId) ?? fetchAndKeep(youtubeId);
  inFlight.set(youtubeId, pending);
  try {
    return await pending;
  } finally {
    inFlight.delete(youtubeId);
  }
}

async function fetchAndKeep(youtubeId: string): Promise<Kept["image"]> {
  const bytes = await fetchProviderThumbnail({ kind: "youtube", id: youtubeId, url: `https://www.youtube.com/watch?v=${youtubeId}` });
  const type = bytes ? await detectImageType(bytes) : null;
  const image = bytes && type ? { bytes, type } : null;
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(youtubeId, { image, at: Date.now() });
  return image;
}

/** For tests: forget every kept thumbnail. */
export function forgetChannelThumbnails() {
  kept.clear();
}
