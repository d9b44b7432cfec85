import { count } from "drizzle-orm";
import { aquascapes, channelVideos, fish, productReviews, videos } from "../../db/schema";
import type { SiteFigures } from "~/domain/figures";
import { isYouTubeChannelUrl } from "~/domain/videos";
import { getDb } from "~/services/db.server";
import { isWatchable } from "./video.server";

/**
 * The home page's figures: only what a visitor can open. Every species, review and guide has its page. Videos are
 * those that play: the outside channels' uploads and our library's videos with an address, but not drafts (no
 * address yet) and not the recommended channels' pages (a channel is not a tutorial video).
 */
export function countSiteFigures(): SiteFigures {
  const db = getDb();
  const total = (table: typeof fish | typeof productReviews | typeof channelVideos | typeof aquascapes) =>
    db.select({ n: count() }).from(table).get()?.n ?? 0;
  const libraryVideos = db
    .select({ videoUrl: videos.videoUrl })
    .from(videos)
    .where(isWatchable)
    .all()
    .filter((video) => !isYouTubeChannelUrl(video.videoUrl)).length;
  return {
    species: total(fish),
    productReviews: total(productReviews),
    videos: libraryVideos + total(channelVideos),
    guides: total(aquascapes),
  };
}
