import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/sqlite-core";

/** Columns and values shared by several tables. */

/** ISO-8601 UTC timestamp written by SQLite itself, so every row sorts and compares as text. */
export const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
