import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./members";

/** Upload addresses and the images the server published. */

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
