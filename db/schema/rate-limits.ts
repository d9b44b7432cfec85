import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * How often each member and each client address has done each limited thing in its current window, kept in the
 * database so a restart forgets nothing (app/services/rate-limit.server.ts). The shape is rate-limiter-flexible's
 * own for SQLite: `key` is "<action>:<window>:<who>", `points` what was counted, `expire` when the window ends (ms).
 */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: integer("expire"),
});
