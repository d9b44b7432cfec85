import { eq } from "drizzle-orm";
import { aquascapes, productReviews, videos } from "../../db/schema";
import type { Db, Tx } from "../../db/types";
import { getDb } from "~/services/db.server";

/**
 * Whether an image address is in the catalogue: a product review's or guide's image, or a library video's
 * thumbnail. Only admins set these, so such an image is public for as long as a record shows it.
 */
export function isCatalogueImage(imageUrl: string, db: Db | Tx = getDb()): boolean {
  return Boolean(
    db.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.imageUrl, imageUrl)).get() ??
      db.select({ id: aquascapes.id }).from(aquascapes).where(eq(aquascapes.imageUrl, imageUrl)).get() ??
      db.select({ id: videos.id }).from(videos).where(eq(videos.thumbnailUrl, imageUrl)).get(),
  );
}
