import { desc, eq } from "drizzle-orm";
import { channelVideos } from "../../db/schema";
import { getDb } from "~/services/db.server";
import type { ChannelVideo } from "~/services/youtube.server";

/** The external channel video of the JSON API, newest first. */
export function listChannelVideos() {
  return getDb()
    .select({
      id: channelVideos.id,
      title: channelVideos.title,
      description: channelVideos.description,
      thumbnailUrl: channelVideos.thumbnailUrl,
      videoUrl: channelVideos.videoUrl,
      publishedAt: channelVideos.publishedAt,
      channelTitle: channelVideos.channelTitle,
    })
    .from(channelVideos)
    .orderBy(desc(channelVideos.publishedAt))
    .all();
}

/** Replaces one channel's snapshot with what YouTube just said, in one transaction. */
export function replaceChannelSnapshot(channelId: string, videos: ChannelVideo[]) {
  const db = getDb();
  db.transaction((tx) => {
    tx.delete(channelVideos).where(eq(channelVideos.channelId, channelId)).run();
    for (const video of videos) {
      tx.insert(channelVideos)
        .values({ ...video, fetchedAt: new Date().toISOString() })
        .onConflictDoUpdate({ target: channelVideos.id, set: { ...video, fetchedAt: new Date().toISOString() } })
        .run();
    }
  });
}

export type RefreshResult = {
  refreshed: { channelId: string; videos: number }[];
  failed: { channelId: string; message: string }[];
};

type UploadsSource = { latestUploads: (channelId: string) => Promise<ChannelVideo[]> };

/**
 * Refreshes every configured channel. A channel whose refresh fails (quota exceeded, bad key, network) keeps
 * its last snapshot: visitors see slightly older videos rather than none.
 */
export async function refreshChannelVideos(source: UploadsSource, channelIds: string[]): Promise<RefreshResult> {
  const result: RefreshResult = { refreshed: [], failed: [] };
  for (const channelId of channelIds) {
    try {
      const videos = await source.latestUploads(channelId);
      replaceChannelSnapshot(channelId, videos);
      result.refreshed.push({ channelId, videos: videos.length });
    } catch (error) {
      result.failed.push({ channelId, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
