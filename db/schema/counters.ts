import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { fish, productReviews } from "./reference";

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

/**
 * A number that triggers raise whenever a table's rows change (migration 0024), so what is derived from a
 * whole table can be kept in memory and read again only when the number moved: a model cannot forget to say
 * that it changed something. One row per watched table; `name` is the table's name.
 */
export const tableVersions = sqliteTable("table_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * How many discussion comments each fish has, kept by triggers on discussion_comments (migration 0036), so a
 * fish page reads its "Discussion (N)" from one row, however long the discussion grows, instead of counting its
 * comments in the index on every request (decision 077). A fish without a row has no comments.
 */
export const fishCommentCounts = sqliteTable("fish_comment_counts", {
  fishId: integer("fish_id")
    .primaryKey()
    .references(() => fish.id, { onDelete: "cascade" }),
  n: integer("n").notNull().default(0),
});

/**
 * Each product's members' reviews, kept as a count and a sum of their ratings (in half stars) by triggers on
 * member_reviews (migration 0037), so a product's page and card read its average and count from one row however
 * many members reviewed it (decision 077). A product without a row, or with n = 0, has no reviews.
 */
export const productReviewFigures = sqliteTable("product_review_figures", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => productReviews.id, { onDelete: "cascade" }),
  n: integer("n").notNull().default(0),
  ratingHalvesSum: integer("rating_halves_sum").notNull().default(0),
});
