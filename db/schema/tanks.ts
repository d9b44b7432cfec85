import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./members";
import { fish } from "./reference";
import { plants } from "./plants";
import type { PlantLight } from "../../app/domain/plants";
import { TANK_SEXES } from "../../app/domain/tank-rules";

/**
 * Members' tanks and the fish in them. Every measurement is metric (cm, litres, °C, dGH, litres per hour), the
 * units the checker reads; pages and the API convert to and from the member's units at the edge.
 */

export const tanks = sqliteTable(
  "tanks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Inner dimensions, in cm. */
    lengthCm: real("length_cm").notNull(),
    widthCm: real("width_cm").notNull(),
    heightCm: real("height_cm").notNull(),
    /** A standard tank's id (app/domain/standard-tanks.ts): its nominal volume is what species' minimums mean. */
    standardSize: text("standard_size"),
    /** Water volume, in litres: about 85% of the gross volume unless the member gave their own. */
    volumeL: real("volume_l").notNull(),
    filterRatedVolumeL: real("filter_rated_volume_l"),
    filterFlowLph: real("filter_flow_lph"),
    /** Whether a heater runs; null when the member has not said (a box left unticked once meant either). */
    heater: integer("heater", { mode: "boolean" }),
    planted: integer("planted", { mode: "boolean" }).notNull().default(false),
    /** Whether a lid or cover keeps jumpers in; null when not said. */
    lid: integer("lid", { mode: "boolean" }),
    /** The day the tank was set up with water (YYYY-MM-DD), so its age grows by itself; null when not said. */
    setUpOn: text("set_up_on"),
    /** Whether the filter is cycled; null when not said. */
    cycled: integer("cycled", { mode: "boolean" }),
    temperatureC: real("temperature_c"),
    ph: real("ph"),
    ghDgh: real("gh_dgh"),
    khDkh: real("kh_dkh"),
    /** How much light the lamp gives plants (low, medium, high); null when not said. */
    light: text("light").$type<PlantLight>(),
    /** Whether CO2 is added; null when not said. */
    co2: integer("co2", { mode: "boolean" }),
    createdAt: createdAt(),
    updatedAt: text("updated_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    // A member's tanks by name, and one name once per member (ignoring case), so a "move to" list is unambiguous.
    uniqueIndex("tanks_member_name_unique").on(t.userId, sql`lower(${t.name})`),
  ],
);

export const tankFish = sqliteTable(
  "tank_fish",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tankId: integer("tank_id")
      .notNull()
      .references(() => tanks.id, { onDelete: "cascade" }),
    fishId: integer("fish_id")
      .notNull()
      .references(() => fish.id, { onDelete: "cascade" }),
    count: integer("count").notNull(),
    /** Null when the member did not say (it matters for a few species, such as bettas). */
    sex: text("sex", { enum: TANK_SEXES }),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per species and sex in a tank. NULLs are distinct in a SQLite unique index, so the rows with no
    // sex given have a partial index of their own to keep them to one as well.
    uniqueIndex("tank_fish_tank_fish_sex_unique").on(t.tankId, t.fishId, t.sex),
    uniqueIndex("tank_fish_unsexed_unique")
      .on(t.tankId, t.fishId)
      .where(sql`${t.sex} IS NULL`),
    index("tank_fish_fish_idx").on(t.fishId),
    check("tank_fish_count_positive", sql`${t.count} > 0`),
  ],
);

/** The plants growing in a tank: each plant once; the checker reads them with the fish. */
export const tankPlants = sqliteTable(
  "tank_plants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tankId: integer("tank_id")
      .notNull()
      .references(() => tanks.id, { onDelete: "cascade" }),
    plantId: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tank_plants_tank_plant_unique").on(t.tankId, t.plantId), index("tank_plants_plant_idx").on(t.plantId)],
);
