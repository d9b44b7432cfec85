import { count } from "drizzle-orm";
import { aquascapes, channelVideos, fish, productReviews, videos } from "../../db/schema";
import type { SiteFigures } from "~/domain/figures";
import { getDb } from "~/services/db.server";

export function countSiteFigures(): SiteFigures {
  const db = getDb();
  const total = (table: typeof fish | typeof productReviews | typeof videos | typeof channelVideos | typeof aquascapes) =>
    db.select({ n: count() }).from(table).get()?.n ?? 0;
  return {
    species: total(fish),
    productReviews: total(productReviews),
    // The library and the outside channels' videos are both on /videos.
    videos: total(videos) + total(channelVideos),
    guides: total(aquascapes),
  };
}
