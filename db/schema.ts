import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { COLLECTION_TYPES } from "../app/domain/collection-rules";
import type { CareRequirements, Illustration } from "../app/domain/species";

export type { CareRequirements } from "../app/domain/species";
export { COLLECTION_TYPES, type CollectionType } from "../app/domain/collection-rules";

/** ISO-8601 UTC timestamp written by SQLite itself, so every row sorts and compares as text. */
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);


export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** The identity provider's issuer and subject, "issuer|sub": how a returning member is recognised. */
    authSubject: text("auth_subject").notNull(),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    username: text("username"),
    profileImageUrl: text("profile_image_url"),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    uniqueIndex("users_auth_subject_unique").on(t.authSubject),
    uniqueIndex("users_username_lower_unique").on(sql`lower(${t.username})`),
  ],
);


export const fish = sqliteTable(
  "fish",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stable key of reference data, so re-seeding updates a species in place and its id never changes. */
    slug: text("slug"),
    /** Set when an admin changes the row: from then on seeding leaves it as the admin made it. */
    adminEditedAt: text("admin_edited_at"),
    name: text("name").notNull(),
    scientificName: text("scientific_name").notNull(),
    synonyms: text("synonyms", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    imageUrl: text("image_url").notNull(),
    difficulty: text("difficulty").notNull(),
    temperament: text("temperament").notNull(),
    fishType: text("fish_type").notNull(),
    minTankSize: integer("min_tank_size").notNull(),
    maxSize: real("max_size").notNull(),
    minTemperature: integer("min_temperature").notNull(),
    maxTemperature: integer("max_temperature").notNull(),
    minPh: real("min_ph").notNull(),
    maxPh: real("max_ph").notNull(),
    lifespan: text("lifespan").notNull(),
    diet: text("diet").notNull(),
    schoolingFish: integer("schooling_fish", { mode: "boolean" }).notNull().default(false),
    compatibleWith: text("compatible_with", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    incompatibleWith: text("incompatible_with", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    description: text("description").notNull(),
    careRequirements: text("care_requirements", { mode: "json" })
      .$type<CareRequirements>()
      .notNull()
      .default(sql`'{}'`),
    /** How the generated illustration draws the species (shape, pattern, colours); null for fish without one. */
    illustration: text("illustration", { mode: "json" }).$type<Illustration>(),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    uniqueIndex("fish_slug_unique").on(t.slug),
    index("fish_name_idx").on(t.name),
  ],
);

export const productReviews = sqliteTable(
  "product_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug"),
    /** Set when an admin changes the row: from then on seeding leaves it as the admin made it. */
    adminEditedAt: text("admin_edited_at"),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    imageUrl: text("image_url").notNull(),
    rating: real("rating").notNull(),
    reviewText: text("review_text").notNull(),
    /** Typical retail price in US dollars. */
    price: real("price"),
    reviewDate: text("review_date").notNull(),
  },
  (t) => [
    uniqueIndex("product_reviews_slug_unique").on(t.slug),
    index("product_reviews_category_idx").on(t.category),
  ],
);

export const videos = sqliteTable(
  "videos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug"),
    /** Set when an admin changes the row: from then on seeding leaves it as the admin made it. */
    adminEditedAt: text("admin_edited_at"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull(),
    videoUrl: text("video_url").notNull(),
    duration: text("duration").notNull(),
    views: integer("views").notNull().default(0),
    uploadDate: text("upload_date").notNull(),
    channelTitle: text("channel_title"),
  },
  (t) => [
    uniqueIndex("videos_slug_unique").on(t.slug),
    index("videos_category_idx").on(t.category),
  ],
);

/** Snapshot of the outside channels' latest uploads; refreshed from the YouTube Data API when a key is set. */
export const channelVideos = sqliteTable(
  "channel_videos",
  {
    id: text("id").primaryKey(),
    channelId: text("channel_id").notNull(),
    channelTitle: text("channel_title").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull(),
    videoUrl: text("video_url").notNull(),
    publishedAt: text("published_at").notNull(),
    fetchedAt: text("fetched_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [index("channel_videos_channel_idx").on(t.channelId, t.publishedAt)],
);

export const aquascapes = sqliteTable(
  "aquascapes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug"),
    /** Set when an admin changes the row: from then on seeding leaves it as the admin made it. */
    adminEditedAt: text("admin_edited_at"),
    title: text("title").notNull(),
    style: text("style").notNull(),
    description: text("description").notNull(),
    difficulty: text("difficulty").notNull(),
    imageUrl: text("image_url").notNull(),
    tools: text("tools", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    plants: text("plants", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  },
  (t) => [uniqueIndex("aquascapes_slug_unique").on(t.slug)],
);

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
    uniqueIndex("collection_entries_member_fish_type_unique").on(t.userId, t.fishId, t.collectionType),
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
  (t) => [
    index("discussion_comments_fish_created_idx").on(t.fishId, t.createdAt),
    index("discussion_comments_user_idx").on(t.userId),
  ],
);

/** A member's photo of one species, shown on its page once an admin approves it. */
export const fishPhotos = sqliteTable(
  "fish_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fishId: integer("fish_id")
      .notNull()
      .references(() => fish.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    objectKey: text("object_key").notNull(),
    imageUrl: text("image_url").notNull(),
    caption: text("caption"),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: text("reviewed_at"),
    reviewNotes: text("review_notes"),
    createdAt: createdAt(),
  },
  (t) => [
    index("fish_photos_fish_status_idx").on(t.fishId, t.status, t.createdAt),
    index("fish_photos_user_idx").on(t.userId),
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
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    tankSpecs: text("tank_specs", { mode: "json" }).$type<TankSpecs>(),
    views: integer("views").notNull().default(0),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: text("reviewed_at"),
    reviewNotes: text("review_notes"),
    createdAt: createdAt(),
  },
  (t) => [
    index("community_images_status_created_idx").on(t.status, t.createdAt),
    index("community_images_category_idx").on(t.category, t.status),
    index("community_images_user_idx").on(t.userId),
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
  (t) => [
    uniqueIndex("image_likes_image_member_unique").on(t.imageId, t.userId),
    index("image_likes_user_idx").on(t.userId),
  ],
);

/**
 * Every upload address handed out, so that only the member who asked for it can register the object,
 * and only within the size limit of its purpose.
 */
export const uploadedObjects = sqliteTable(
  "uploaded_objects",
  {
    key: text("key").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    maxBytes: integer("max_bytes").notNull(),
    size: integer("size"),
    contentType: text("content_type"),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    completedAt: text("completed_at"),
    /**
     * Set only for objects the server wrote itself (re-encoded, metadata stripped). Raw uploads from browsers
     * are never served: they may carry location and camera metadata.
     */
    publishedAt: text("published_at"),
    /** When a record (photo, gallery image, avatar) took this upload: an address is good for one record only. */
    registeredAt: text("registered_at"),
    /**
     * When the sweep deleted the raw upload for good (nobody registered it, or it was registered and its address
     * has expired); the row stays a day, so the upload quota still counts bytes nobody registered.
     */
    discardedAt: text("discarded_at"),
  },
  (t) => [index("uploaded_objects_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Signed-in sessions held on the server: the cookie carries only a session id, so signing out (or an admin
 * revoking a session) ends it everywhere, including for a copy of the cookie taken earlier.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Refreshed at most every few minutes, so reading a page is not a write. */
    lastSeenAt: text("last_seen_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    /** The browser the session was started in, to tell sessions apart in a list. */
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** The kinds of reference data that are seeded from files by slug. */
export const REFERENCE_KINDS = ["fish", "product", "video", "aquascape"] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/**
 * Seeded rows an admin deleted: seeding never brings them back. Kept by slug, because the row (and its id) is
 * gone.
 */
export const deletedReferenceSlugs = sqliteTable(
  "deleted_reference_slugs",
  {
    kind: text("kind", { enum: REFERENCE_KINDS }).notNull(),
    slug: text("slug").notNull(),
    deletedAt: text("deleted_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] })],
);

/**
 * What admins did, append-only: it outlives what it describes (no foreign keys), so the actor's and the
 * subject's names are copied in. `details` holds what changed (fields before and after, review notes).
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id").notNull(),
    subjectLabel: text("subject_label").notNull(),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt, t.id)],
);
