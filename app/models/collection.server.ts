import { and, count, desc, eq, sql } from "drizzle-orm";
import { collectionEntries, fish } from "../../db/schema";
import type { KeysetPage } from "~/domain/pagination";
import { getDb, preparedPerConnection } from "~/services/db.server";
import { COLLECTION_TYPES, collectionTypeLabel, type CollectionType } from "~/validation/collection";
import { fishExists } from "./fish.server";
import { olderThan, toPage, type Cursor } from "./keyset.server";
import { isUniqueViolation } from "./sqlite-errors.server";

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

/** The member's one entry for this fish, whichever collection it is in. */
function entryOfFish(userId: string, fishId: number) {
  return and(eq(collectionEntries.userId, userId), eq(collectionEntries.fishId, fishId));
}

/**
 * Adds a fish to one of the member's collections: 404 for an unknown fish, 409 when the fish is already in the
 * member's collection (a member has one entry per fish; the message names the collection it is in).
 */
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
        .select({ type: collectionEntries.collectionType })
        .from(collectionEntries)
        .where(entryOfFish(userId, fishId))
        .get();
      if (existing) return duplicate(existing.type);
      const entry = tx
        .insert(collectionEntries)
        .values({ userId, fishId, collectionType: type, notes: notes?.trim() || null })
        .returning(entryColumns)
        .get();
      return { ok: true as const, entry };
    });
  } catch (error) {
    // Two saves racing: the unique index (member, fish) decides.
    if (isUniqueViolation(error)) return duplicate(collectionTypeOfFish(userId, fishId) ?? type);
    throw error;
  }
}

/**
 * Puts the fish in the chosen collection, as the fish page's save button does: added when the member does not
 * have it, moved (keeping its notes and date) when it is in another collection, left as it is when it is there
 * already. 404 for an unknown fish.
 */
export function saveToCollection(
  userId: string,
  fishId: number,
  type: CollectionType,
): { ok: true; entry: CollectionEntry; outcome: "added" | "moved" | "unchanged" } | CollectionFailure {
  return getDb().transaction((tx) => {
    if (!fishExists(fishId, tx)) return { ok: false as const, status: 404 as const, message: "Fish not found" };
    const existing = tx.select(entryColumns).from(collectionEntries).where(entryOfFish(userId, fishId)).get();
    if (existing?.collectionType === type) return { ok: true as const, entry: existing, outcome: "unchanged" as const };
    if (existing) {
      const entry = tx
        .update(collectionEntries)
        .set({ collectionType: type })
        .where(eq(collectionEntries.id, existing.id))
        .returning(entryColumns)
        .get();
      return { ok: true as const, entry, outcome: "moved" as const };
    }
    const entry = tx.insert(collectionEntries).values({ userId, fishId, collectionType: type }).returning(entryColumns).get();
    return { ok: true as const, entry, outcome: "added" as const };
  });
}

function duplicate(type: CollectionType): CollectionFailure {
  return {
    ok: false,
    status: 409,
    message: `This fish is already in your ${collectionTypeLabel(type).toLowerCase()} collection`,
  };
}

const NOT_IN_COLLECTION = "Fish not found in your collection";

/** The member's entry for this fish in this collection, as a row the caller may change. */
function ownEntry(userId: string, fishId: number, type: CollectionType) {
  return and(eq(collectionEntries.userId, userId), eq(collectionEntries.fishId, fishId), eq(collectionEntries.collectionType, type));
}

/**
 * Changes the member's entry for this fish in this collection: new notes (null clears them) and/or another
 * collection. 404 when the member has no such entry (another member's is never found). A member has one entry
 * per fish, so a move never meets another entry. The entry keeps its id and the date it was added.
 */
export function updateCollectionEntry(
  userId: string,
  fishId: number,
  type: CollectionType,
  changes: { notes?: string | null; collectionType?: CollectionType },
): { ok: true; entry: CollectionEntry } | CollectionFailure {
  return getDb().transaction((tx) => {
    const existing = tx
      .select({ id: collectionEntries.id })
      .from(collectionEntries)
      .where(ownEntry(userId, fishId, type))
      .get();
    if (!existing) return { ok: false as const, status: 404 as const, message: NOT_IN_COLLECTION };
    const values: { notes?: string | null; collectionType?: CollectionType } = {};
    if (changes.notes !== undefined) values.notes = changes.notes?.trim() || null;
    if (changes.collectionType !== undefined && changes.collectionType !== type) values.collectionType = changes.collectionType;
    const entry =
      Object.keys(values).length === 0
        ? tx.select(entryColumns).from(collectionEntries).where(eq(collectionEntries.id, existing.id)).get()!
        : tx.update(collectionEntries).set(values).where(eq(collectionEntries.id, existing.id)).returning(entryColumns).get();
    return { ok: true as const, entry };
  });
}

/** Removes a fish from one of the member's collections: 404 when it was not there. */
export function removeFromCollection(
  userId: string,
  fishId: number,
  type: CollectionType,
): { ok: true; entry: CollectionEntry } | CollectionFailure {
  const entry = getDb()
    .delete(collectionEntries)
    .where(ownEntry(userId, fishId, type))
    .returning(entryColumns)
    .get();
  if (!entry) return { ok: false, status: 404, message: NOT_IN_COLLECTION };
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

// Every fish page a member opens asks this, so it is prepared once per connection.
const collectionTypeOf = preparedPerConnection((db) =>
  db
    .select({ type: collectionEntries.collectionType })
    .from(collectionEntries)
    .where(and(eq(collectionEntries.userId, sql.placeholder("userId")), eq(collectionEntries.fishId, sql.placeholder("fishId"))))
    .prepare(),
);

/** Which of the member's collections holds this fish, or null (what the fish page's save button needs). */
export function collectionTypeOfFish(userId: string, fishId: number): CollectionType | null {
  return collectionTypeOf().get({ userId, fishId })?.type ?? null;
}

/** Takes the fish out of the member's collection, whichever it is in: 404 when the member does not have it. */
export function removeFishFromCollection(userId: string, fishId: number): { ok: true; entry: CollectionEntry } | CollectionFailure {
  const entry = getDb().delete(collectionEntries).where(entryOfFish(userId, fishId)).returning(entryColumns).get();
  if (!entry) return { ok: false, status: 404, message: NOT_IN_COLLECTION };
  return { ok: true, entry };
}

/** An entry as /my-fish shows it: the entry with the fish's name, scientific name and image. */
export type CollectionItem = CollectionEntry & { fish: { name: string; scientificName: string; imageUrl: string } };

/** How many entries the member has in each collection, and in all; entries of deleted fish are gone already. */
export function collectionCounts(userId: string): Record<CollectionType | "all", number> {
  const rows = getDb()
    .select({ type: collectionEntries.collectionType, n: count() })
    .from(collectionEntries)
    .innerJoin(fish, eq(fish.id, collectionEntries.fishId))
    .where(eq(collectionEntries.userId, userId))
    .groupBy(collectionEntries.collectionType)
    .all();
  const counts = { all: 0, owned: 0, liked: 0, wishlist: 0 };
  for (const row of rows) {
    if (!(COLLECTION_TYPES as readonly string[]).includes(row.type)) continue;
    counts[row.type] = row.n;
    counts.all += row.n;
  }
  return counts;
}

/**
 * One page of the member's entries (in one collection, or all), newest first: the newest `limit`, or the
 * `limit` older than entry `before`. Null when `before` is not one of this member's entries in that list, so an
 * id never reveals another member's entry.
 */
export function pageCollection(
  userId: string,
  { type, before, limit }: { type?: CollectionType | null; before?: number | null; limit: number },
): KeysetPage<CollectionItem> | null {
  const db = getDb();
  const inList = type
    ? and(eq(collectionEntries.userId, userId), eq(collectionEntries.collectionType, type))
    : eq(collectionEntries.userId, userId);
  let cursor: Cursor | undefined;
  if (before) {
    cursor = db
      .select({ id: collectionEntries.id, createdAt: collectionEntries.createdAt })
      .from(collectionEntries)
      .where(and(eq(collectionEntries.id, before), inList))
      .get();
    if (!cursor) return null;
  }
  const rows = db
    .select({
      ...entryColumns,
      name: fish.name,
      scientificName: fish.scientificName,
      imageUrl: fish.imageUrl,
    })
    .from(collectionEntries)
    .innerJoin(fish, eq(fish.id, collectionEntries.fishId))
    .where(cursor ? and(inList, olderThan(collectionEntries.createdAt, collectionEntries.id, cursor)) : inList)
    .orderBy(desc(collectionEntries.createdAt), desc(collectionEntries.id))
    .limit(limit + 1)
    .all();
  const page = toPage(rows, limit);
  return {
    items: page.items.map(({ name, scientificName, imageUrl, ...entry }) => ({ ...entry, fish: { name, scientificName, imageUrl } })),
    olderBefore: page.olderBefore,
  };
}
