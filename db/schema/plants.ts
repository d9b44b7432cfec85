import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import type {
  PlantCo2,
  PlantColour,
  PlantDifficulty,
  PlantFactKey,
  PlantLeafShape,
  PlantLight,
  PlantPlacement,
  PlantSource,
  PlantType,
} from "../../app/domain/plants";

/**
 * The plant encyclopedia: reference data seeded from db/seed/plants by slug and kept by admins, as the species
 * are. Measurements are metric and say their unit (decision 042). A plant's places in the tank are a JSON list
 * rather than a join table: a plant has one to three, they are read with the plant and filtered in memory.
 */
export const plants = sqliteTable(
  "plants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stable key of reference data, so re-seeding updates a plant in place and its id never changes. */
    slug: text("slug"),
    /** Set when an admin changes the row: from then on seeding leaves it as the admin made it. */
    adminEditedAt: text("admin_edited_at"),
    name: text("name").notNull(),
    scientificName: text("scientific_name").notNull(),
    /** Older botanical names and other common names; searched and shown. */
    synonyms: text("synonyms", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    type: text("type").$type<PlantType>().notNull(),
    placement: text("placement", { mode: "json" }).$type<PlantPlacement[]>().notNull(),
    light: text("light").$type<PlantLight>().notNull(),
    co2: text("co2").$type<PlantCo2>().notNull(),
    growthRate: text("growth_rate").notNull(),
    difficulty: text("difficulty").$type<PlantDifficulty>().notNull(),
    minTemperatureC: real("min_temperature_c").notNull(),
    maxTemperatureC: real("max_temperature_c").notNull(),
    minPh: real("min_ph").notNull(),
    maxPh: real("max_ph").notNull(),
    /** Null for floating plants, whose spread is not a height. */
    maxHeightCm: real("max_height_cm"),
    propagation: text("propagation").notNull(),
    description: text("description").notNull(),
    care: text("care").notNull(),
    /** Where the references spread over a value: which said what, and why the value was kept. */
    factNotes: text("fact_notes", { mode: "json" })
      .$type<Partial<Record<PlantFactKey, string>>>()
      .notNull()
      .default(sql`'{}'`),
    /** The references the page rests on, each with the facts it supports. */
    sources: text("sources", { mode: "json" })
      .$type<PlantSource[]>()
      .notNull()
      .default(sql`'[]'`),
    /** Drawing hints from the file (null: the type's own). */
    colour: text("colour").$type<PlantColour>(),
    leafShape: text("leaf_shape").$type<PlantLeafShape>(),
    /** The picture cards and pages show: the generated drawing's address, until plants have photos. */
    imageUrl: text("image_url").notNull(),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [uniqueIndex("plants_slug_unique").on(t.slug), index("plants_name_idx").on(t.name)],
);
