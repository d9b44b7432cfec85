import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { tanks } from "./tanks";

/**
 * A tank's journal: one row per entry, a water test (any of its parameters, the rest null), a water change, or
 * both done together, with a note. Stored metric: °C, dGH, dKH, and mg/L (= ppm) for ammonia, nitrite, nitrate,
 * phosphate and total dissolved solids. See docs/decisions/053-tank-journal.md.
 */
export const tankReadings = sqliteTable(
  "tank_readings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tankId: integer("tank_id")
      .notNull()
      .references(() => tanks.id, { onDelete: "cascade" }),
    /** When the test was taken (ISO-8601 UTC), which need not be when it was written down. */
    takenAt: text("taken_at").notNull(),
    temperatureC: real("temperature_c"),
    ph: real("ph"),
    ghDgh: real("gh_dgh"),
    khDkh: real("kh_dkh"),
    ammoniaPpm: real("ammonia_ppm"),
    nitritePpm: real("nitrite_ppm"),
    nitratePpm: real("nitrate_ppm"),
    phosphatePpm: real("phosphate_ppm"),
    tdsPpm: real("tds_ppm"),
    /** The share of the water changed, 1-100; null when none was. */
    waterChangePct: real("water_change_pct"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    // A tank's entries newest first, a page at a time (keyset on taken_at, id), and its charts' date ranges.
    index("tank_readings_tank_taken_idx").on(t.tankId, t.takenAt, t.id),
    check("tank_readings_water_change_pct", sql`${t.waterChangePct} IS NULL OR (${t.waterChangePct} >= 1 AND ${t.waterChangePct} <= 100)`),
  ],
);
