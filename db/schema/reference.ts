import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import type { CareRequirements, Illustration } from "../../app/domain/species";
import { REFERENCE_KINDS } from "../../app/domain/reference-kinds";
import type { SpeciesFactNotes, SpeciesSource, StatedFacts } from "../../app/domain/species-facts";

/** Reference data: the encyclopedia and catalogue, seeded from files by slug and kept by admins. */

export const fish = sqliteTable(
  "fish",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stable key of reference data, so re-seeding updates a species in place and its id never changes. */
    slug: text("slug"),
    /** Set when an admin changes the row: from then on seeding leaves it as the admin made it. */
    adminEditedAt: text("admin_edited_at"),
    /** Set when an admin features the row on the home page (newest first there); seeding never writes it. */
    featuredAt: text("featured_at"),
    name: text("name").notNull(),
    scientificName: text("scientific_name").notNull(),
    synonyms: text("synonyms", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** Loricariid trade codes (L-numbers) the species is sold under, written like "L046"; searched, not shown. */
    tradeCodes: text("trade_codes", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    imageUrl: text("image_url").notNull(),
    difficulty: text("difficulty").notNull(),
    temperament: text("temperament").notNull(),
    fishType: text("fish_type").notNull(),
    // Each measurement's name says its unit; the API and the admin form keep the unit-less names (fish-fields.ts).
    /** The smallest tank, in US gallons. */
    minTankSizeGal: integer("min_tank_size_gal").notNull(),
    /** Adult size, in inches. */
    maxSizeIn: real("max_size_in").notNull(),
    /** The temperature range, in °F. */
    minTemperatureF: integer("min_temperature_f").notNull(),
    maxTemperatureF: integer("max_temperature_f").notNull(),
    minPh: real("min_ph").notNull(),
    maxPh: real("max_ph").notNull(),
    lifespan: text("lifespan").notNull(),
    diet: text("diet").notNull(),
    schoolingFish: integer("schooling_fish", { mode: "boolean" }).notNull().default(false),
    compatibleWith: text("compatible_with", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    incompatibleWith: text("incompatible_with", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    description: text("description").notNull(),
    careRequirements: text("care_requirements", { mode: "json" })
      .$type<CareRequirements>()
      .notNull()
      .default(sql`'{}'`),
    /** How the generated illustration draws the species (shape, pattern, colours); null for fish without one. */
    illustration: text("illustration", { mode: "json" }).$type<Illustration>(),
    /** The checker's facts a species file states (app/domain/species-facts.ts); what it leaves out is unknown. */
    facts: text("facts", { mode: "json" })
      .$type<StatedFacts>()
      .notNull()
      .default(sql`'{}'`),
    /** The references the profile rests on, each with the facts it supports (seeded from the species files). */
    sources: text("sources", { mode: "json" })
      .$type<SpeciesSource[]>()
      .notNull()
      .default(sql`'[]'`),
    /** Where the references spread over a fact: who said what, and why the value kept was chosen (seeded from the files). */
    factNotes: text("fact_notes", { mode: "json" })
      .$type<SpeciesFactNotes>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [uniqueIndex("fish_slug_unique").on(t.slug), index("fish_name_idx").on(t.name)],
);

export const productReviews = sqliteTable(
  "product_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug"),
    /** Set when an admin changes the row: from then on seeding leaves it as the admin made it. */
    adminEditedAt: text("admin_edited_at"),
    /** Set when an admin features the row on the home page (newest first there); seeding never writes it. */
    featuredAt: text("featured_at"),
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
  (t) => [uniqueIndex("product_reviews_slug_unique").on(t.slug), index("product_reviews_category_idx").on(t.category)],
);

export const videos = sqliteTable(
  "videos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug"),
    /** Set when an admin changes the row: from then on seeding leaves it as the admin made it. */
    adminEditedAt: text("admin_edited_at"),
    /** Set when an admin features the row on the home page (newest first there); seeding never writes it. */
    featuredAt: text("featured_at"),
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
  (t) => [uniqueIndex("videos_slug_unique").on(t.slug), index("videos_category_idx").on(t.category)],
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
    /** Set when an admin features the row on the home page (newest first there); seeding never writes it. */
    featuredAt: text("featured_at"),
    title: text("title").notNull(),
    style: text("style").notNull(),
    description: text("description").notNull(),
    difficulty: text("difficulty").notNull(),
    imageUrl: text("image_url").notNull(),
    tools: text("tools", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    plants: text("plants", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
  },
  (t) => [uniqueIndex("aquascapes_slug_unique").on(t.slug)],
);

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
