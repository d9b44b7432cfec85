import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./members";
import { fish, productReviews } from "./reference";
import { plants } from "./plants";
import { COLLECTION_TYPES } from "../../app/domain/collection-rules";
import { REPORT_REASONS } from "../../app/domain/gallery-rules";
import { REVIEW_STATUSES } from "../../app/domain/moderation";

/** What members make: collections, discussions, photos, gallery images and likes, product reviews and helpful votes. */

/**
 * Every member image waits for an admin: one shape for its status, who reviewed it, when, and the notes its
 * owner is shown. Fish photos and gallery images both use it, so one moderation queue serves both.
 */
function moderationColumns() {
  return {
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: text("reviewed_at"),
    reviewNotes: text("review_notes"),
  };
}

export const collectionEntries = sqliteTable(
  "collection_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fishId: integer("fish_id")
      .notNull()
      .references(() => fish.id, { onDelete: "cascade" }),
    collectionType: text("collection_type", { enum: COLLECTION_TYPES }).notNull().default("liked"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    // One entry per member and fish: a fish is in one of the member's collections, never in two at once.
    uniqueIndex("collection_entries_member_fish_unique").on(t.userId, t.fishId),
    index("collection_entries_fish_idx").on(t.fishId),
  ],
);

export const discussionComments = sqliteTable(
  "discussion_comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fishId: integer("fish_id")
      .notNull()
      .references(() => fish.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("discussion_comments_fish_created_idx").on(t.fishId, t.createdAt), index("discussion_comments_user_idx").on(t.userId)],
);

/**
 * A member's photo of one species or of one plant (exactly one of the two), shown on its page once an admin
 * approves it. Plant photos share the table, so reports, moderation and the rest serve both (decision 059).
 */
export const fishPhotos = sqliteTable(
  "fish_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fishId: integer("fish_id").references(() => fish.id, { onDelete: "cascade" }),
    plantId: integer("plant_id").references(() => plants.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    objectKey: text("object_key").notNull(),
    imageUrl: text("image_url").notNull(),
    caption: text("caption"),
    ...moderationColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index("fish_photos_fish_status_idx").on(t.fishId, t.status, t.createdAt),
    index("fish_photos_plant_status_idx").on(t.plantId, t.status, t.createdAt),
    // A member's own photos of a species (or plant) newest first (the photo list's own arm); also serves the foreign key.
    index("fish_photos_user_fish_created_idx").on(t.userId, t.fishId, t.createdAt),
    index("fish_photos_user_plant_created_idx").on(t.userId, t.plantId, t.createdAt),
    // The moderation queue: pending photos oldest first, and every photo newest first (decision 038).
    index("fish_photos_status_created_idx").on(t.status, t.createdAt),
    index("fish_photos_created_idx").on(t.createdAt),
    // The queue's plant photos alone (its Plant photos filter), without walking every fish photo to find them.
    index("fish_photos_plant_queue_idx")
      .on(t.status, t.createdAt)
      .where(sql`${t.plantId} IS NOT NULL`),
    index("fish_photos_plant_created_idx")
      .on(t.createdAt)
      .where(sql`${t.plantId} IS NOT NULL`),
    check("fish_photos_one_subject", sql`(${t.fishId} IS NULL) <> (${t.plantId} IS NULL)`),
  ],
);

export type TankSpecs = {
  size?: string;
  lighting?: string;
  filtration?: string;
  substrate?: string;
  plants?: string;
};

export const communityImages = sqliteTable(
  "community_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    objectKey: text("object_key"),
    imageUrl: text("image_url").notNull(),
    tags: text("tags", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    tankSpecs: text("tank_specs", { mode: "json" }).$type<TankSpecs>(),
    /** The species the image shows, when its member named one: it then also appears on that fish's page. */
    fishId: integer("fish_id").references(() => fish.id, { onDelete: "set null" }),
    views: integer("views").notNull().default(0),
    /** How many members like it, kept by triggers on image_likes (migration 0021), so no page counts likes. */
    likes: integer("likes").notNull().default(0),
    ...moderationColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    // Each list seeks its own index in (created_at, id) order (decision 038): the approved grid, one category's
    // approved images, a member's own, the images of a species, and the moderation queue's All Images.
    index("community_images_status_created_idx").on(t.status, t.createdAt),
    index("community_images_category_status_created_idx").on(t.category, t.status, t.createdAt),
    index("community_images_user_created_idx").on(t.userId, t.createdAt),
    index("community_images_fish_idx").on(t.fishId, t.status, t.createdAt),
    index("community_images_created_idx").on(t.createdAt),
  ],
);

export const imageLikes = sqliteTable(
  "image_likes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    imageId: integer("image_id")
      .notNull()
      .references(() => communityImages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("image_likes_image_member_unique").on(t.imageId, t.userId), index("image_likes_user_idx").on(t.userId)],
);

/**
 * A member's own review of a product, beside the editorial one: one per member per product. The rating is kept
 * as a whole number of half stars (1 to 10, so 4.5 stars is 9): every allowed value is exact, the check below
 * holds the range in the database itself, and averages and equality never meet floating-point rounding. Code
 * outside the model speaks stars (0.5 to 5); app/domain/review-rules.ts converts.
 */
export const memberReviews = sqliteTable(
  "member_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ratingHalves: integer("rating_halves").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    /** Set to created_at at first, and moved on by every edit (same ISO-8601 UTC form). */
    updatedAt: text("updated_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    // One review per member per product; also serves "has this member reviewed this product?".
    uniqueIndex("member_reviews_product_member_unique").on(t.productId, t.userId),
    // A product's reviews newest first, by keyset on (created_at, id).
    index("member_reviews_product_created_idx").on(t.productId, t.createdAt),
    // A member's own reviews newest first.
    index("member_reviews_user_created_idx").on(t.userId, t.createdAt),
    check("member_reviews_rating_halves_range", sql`${t.ratingHalves} BETWEEN 1 AND 10`),
  ],
);

/** A member saying another member's review helped them: once per member per review. */
export const reviewHelpfulVotes = sqliteTable(
  "review_helpful_votes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reviewId: integer("review_id")
      .notNull()
      .references(() => memberReviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("review_helpful_votes_review_member_unique").on(t.reviewId, t.userId),
    index("review_helpful_votes_user_idx").on(t.userId),
  ],
);

/**
 * A member's report that a gallery image breaks the guidelines: one per member and image. Any report brings an
 * approved image to the admins' queue; when REPORTS_TO_HIDE established members have reported it, it goes back
 * to pending (decision 030); a review removes its reports.
 */
export const imageReports = sqliteTable(
  "image_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    imageId: integer("image_id")
      .notNull()
      .references(() => communityImages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("image_reports_image_member_unique").on(t.imageId, t.userId), index("image_reports_user_idx").on(t.userId)],
);

/**
 * A member's report that an approved fish photo breaks the guidelines: one per member and photo, weighed as a
 * gallery image's reports are (decision 034): any report brings the photo to the admins' reports view; enough
 * from established members hide it (back to pending); a review removes its reports.
 */
export const photoReports = sqliteTable(
  "photo_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    photoId: integer("photo_id")
      .notNull()
      .references(() => fishPhotos.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("photo_reports_photo_member_unique").on(t.photoId, t.userId), index("photo_reports_user_idx").on(t.userId)],
);

/**
 * Which member opened which gallery image on which UTC day: the primary key makes a member's views of an
 * image count once a day. Rows are written in batches from memory; each new row adds one to the image's views.
 */
export const imageViews = sqliteTable(
  "image_views",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => communityImages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.userId, t.day] }), index("image_views_user_idx").on(t.userId)],
);
