import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * How many member images each table holds in each review status, kept by triggers on community_images and
 * fish_photos (migration 0019), so the gallery's total and the moderation queue's tabs are one row each instead of
 * a count over every image (decision 038). `kind` is "gallery" or "fish-photo".
 */
export const imageStatusCounts = sqliteTable(
  "image_status_counts",
  {
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status] })],
);
