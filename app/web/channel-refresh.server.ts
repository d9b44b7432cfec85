import { refreshChannelVideos } from "~/models/channel-video.server";
import type { Env } from "~/services/env.server";
import { isPrimary } from "~/services/litefs.server";
import { createYouTubeClient } from "~/services/youtube.server";

let timer: NodeJS.Timeout | undefined;

/**
 * With a YouTube API key, channel videos refresh at start and then on a schedule; without one, the stored
 * snapshot serves. Refreshing never delays the start or stops the server. Only the primary refreshes (a LiteFS
 * replica cannot write); the replicas receive the new snapshot from it.
 */
export function startChannelRefresh(env: Env) {
  if (!env.YOUTUBE_API_KEY || env.youtubeChannelIds.length === 0) return false;
  const client = createYouTubeClient({ apiKey: env.YOUTUBE_API_KEY, baseUrl: env.YOUTUBE_API_URL });
  const run = async () => {
    if (!isPrimary()) return;
    const result = await refreshChannelVideos(client, env.youtubeChannelIds);
    for (const failure of result.failed) {
      console.error(`Channel videos: kept the last snapshot of ${failure.channelId}: ${failure.message}`);
    }
  };
  void run();
  clearInterval(timer);
  timer = setInterval(() => void run(), env.YOUTUBE_REFRESH_MINUTES * 60_000);
  timer.unref();
  return true;
}
