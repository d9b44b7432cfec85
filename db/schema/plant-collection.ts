import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./members";
import { plants } from "./plants";
import { COLLECTION_TYPES } from "../../app/domain/collection-rules";

/**
 * The plants a member saves, in the same three collections as their fish (owned, liked shown as Favorites,
 * wishlist). One entry per member and plant, as for fish (decision 050): a plant is in one collection at a time,
 * and saving it to another moves it. A member's or a plant's removal takes its entries with it.
 */
export const plantCollectionEntries = sqliteTable(
  "plant_collection_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plantId: integer("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
    collectionType: text("collection_type", { enum: COLLECTION_TYPES }).notNull().default("liked"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("plant_collection_entries_member_plant_unique").on(t.userId, t.plantId),
    index("plant_collection_entries_plant_idx").on(t.plantId),
  ],
);
