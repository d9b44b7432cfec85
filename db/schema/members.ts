import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

/** Members and their signed-in sessions. */

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
    /** The member's units of measure ("metric", "us", "uk") and hardness ("dgh", "ppm"); null until chosen. */
    unitSystem: text("unit_system"),
    hardnessUnit: text("hardness_unit"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    uniqueIndex("users_auth_subject_unique").on(t.authSubject),
    uniqueIndex("users_username_lower_unique").on(sql`lower(${t.username})`),
  ],
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
