import { and, desc, eq } from "drizzle-orm";
import { collectionEntries, fish } from "../../db/schema";
import { getDb } from "~/services/db.server";
import { collectionTypeLabel, type CollectionType } from "~/validation/collection";
import { fishExists } from "./fish.server";

/**
 * A member's fish collections (owned, liked, wishlist). Every function takes the member's id: a member only
 * ever reads or changes their own entries.
 */

export type CollectionEntry = {
  id: number;
  fishId: number;
  collectionType: CollectionType;
  notes: string | null;
  createdAt: string;
};

export type CollectionFailure = { ok: false; status: 404 | 409; message: string };

const entryColumns = {
  id: collectionEntries.id,
  fishId: collectionEntries.fishId,
  collectionType: collectionEntries.collectionType,
  notes: collectionEntries.notes,
  createdAt: collectionEntries.createdAt,
};

/** Adds a fish to one of the member's collections: 404 for an unknown fish, 409 when it is already there. */
export function addToCollection(
  userId: string,
  fishId: number,
  type: CollectionType,
  notes?: string | null,
): { ok: true; entry: CollectionEntry } | CollectionFailure {
  const db = getDb();
  try {
    return db.transaction((tx) => {
      if (!fishExists(fishId, tx)) return { ok: false as const, status: 404 as const, message: "Fish not found" };
      const existing = tx
        .select({ id: collectionEntries.id })
        .from(collectionEntries)
        .where(
          and(
            eq(collectionEntries.userId, userId),
            eq(collectionEntries.fishId, fishId),
            eq(collectionEntries.collectionType, type),
          ),
        )
        .get();
      if (existing) return duplicate(type);
      const entry = tx
        .insert(collectionEntries)
        .values({ userId, fishId, collectionType: type, notes: notes?.trim() || null })
        .returning(entryColumns)
        .get();
      return { ok: true as const, entry };
    });
  } catch (error) {
    // Two saves racing: the unique index (member, fish, collection) decides.
    if (error instanceof Error && /UNIQUE constraint failed/.test(error.message)) return duplicate(type);
    throw error;
  }
}

function duplicate(type: CollectionType): CollectionFailure {
  return {
    ok: false,
    status: 409,
    message: `This fish is already in your ${collectionTypeLabel(type).toLowerCase()} collection`,
  };
}

/** Removes a fish from one of the member's collections: 404 when it was not there. */
export function removeFromCollection(
  userId: string,
  fishId: number,
  type: CollectionType,
): { ok: true; entry: CollectionEntry } | CollectionFailure {
  const entry = getDb()
    .delete(collectionEntries)
    .where(
      and(
        eq(collectionEntries.userId, userId),
        eq(collectionEntries.fishId, fishId),
        eq(collectionEntries.collectionType, type),
      ),
    )
    .returning(entryColumns)
    .get();
  if (!entry) return { ok: false, status: 404, message: "Fish not found in your collection" };
  return { ok: true, entry };
}

/** The member's entries, newest first, only for fish that still exist. */
export function listCollection(userId: string): CollectionEntry[] {
  return getDb()
    .select(entryColumns)
    .from(collectionEntries)
    .innerJoin(fish, eq(fish.id, collectionEntries.fishId))
    .where(eq(collectionEntries.userId, userId))
    .orderBy(desc(collectionEntries.createdAt), desc(collectionEntries.id))
    .all();
}

/** Which of the member's collections hold this fish (what the fish page's save button needs). */
export function collectionTypesForFish(userId: string, fishId: number): CollectionType[] {
  return getDb()
    .select({ type: collectionEntries.collectionType })
    .from(collectionEntries)
    .where(and(eq(collectionEntries.userId, userId), eq(collectionEntries.fishId, fishId)))
    .all()
    .map((row) => row.type);
}
