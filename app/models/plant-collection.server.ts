import { and, asc, count, desc, eq } from "drizzle-orm";
import { plantCollectionEntries, plants } from "../../db/schema";
import type { Db, Tx } from "../../db/types";
import { COLLECTION_TYPES, collectionTypeLabel, type CollectionType } from "~/domain/collection-rules";
import type { KeysetPage } from "~/domain/pagination";
import { getDb } from "~/services/db.server";
import { olderThan, toPage, type Cursor } from "./keyset.server";
import { isUniqueViolation } from "./sqlite-errors.server";

/**
 * A member's plant collections (owned, liked, wishlist), shaped as the fish collections are
 * (collection.server.ts): one entry per member and plant, and every function takes the member's id, so a
 * member only ever reads or changes their own entries.
 */

export type PlantCollectionEntry = {
  id: number;
  plantId: number;
  collectionType: CollectionType;
  notes: string | null;
  createdAt: string;
};

export type PlantCollectionFailure = { ok: false; status: 404 | 409; message: string };
type Changed = { ok: true; entry: PlantCollectionEntry } | PlantCollectionFailure;

const NOT_IN_COLLECTION = "Plant not found in your collection";
const PLANT_NOT_FOUND = "Plant not found";

const entryColumns = {
  id: plantCollectionEntries.id,
  plantId: plantCollectionEntries.plantId,
  collectionType: plantCollectionEntries.collectionType,
  notes: plantCollectionEntries.notes,
  createdAt: plantCollectionEntries.createdAt,
};

/** The plant's id and name (what the toasts say), or undefined when there is no such plant. */
export function getPlantName(id: number, db: Db | Tx = getDb()): { id: number; name: string } | undefined {
  return db.select({ id: plants.id, name: plants.name }).from(plants).where(eq(plants.id, id)).get();
}

/** The member's one entry for this plant, whichever collection it is in. */
function entryOfPlant(userId: string, plantId: number) {
  return and(eq(plantCollectionEntries.userId, userId), eq(plantCollectionEntries.plantId, plantId));
}

/** The member's entry for this plant in this collection. */
function ownEntry(userId: string, plantId: number, type: CollectionType) {
  return and(entryOfPlant(userId, plantId), eq(plantCollectionEntries.collectionType, type));
}

function duplicate(type: CollectionType): PlantCollectionFailure {
  return { ok: false, status: 409, message: `This plant is already in your ${collectionTypeLabel(type).toLowerCase()} collection` };
}

/**
 * Adds a plant to one of the member's collections (POST /api/my-plants): 404 for an unknown plant, 409 when it is
 * in any of the member's collections already (the message names which).
 */
export function addPlantToCollection(userId: string, plantId: number, type: CollectionType, notes?: string | null): Changed {
  try {
    return getDb().transaction((tx) => {
      if (!getPlantName(plantId, tx)) return { ok: false as const, status: 404 as const, message: PLANT_NOT_FOUND };
      const existing = tx
        .select({ type: plantCollectionEntries.collectionType })
        .from(plantCollectionEntries)
        .where(entryOfPlant(userId, plantId))
        .get();
      if (existing) return duplicate(existing.type);
      const entry = tx
        .insert(plantCollectionEntries)
        .values({ userId, plantId, collectionType: type, notes: notes?.trim() || null })
        .returning(entryColumns)
        .get();
      return { ok: true as const, entry };
    });
  } catch (error) {
    // Two saves racing: the unique index (member, plant) decides.
    if (isUniqueViolation(error)) return duplicate(collectionTypeOfPlant(userId, plantId) ?? type);
    throw error;
  }
}

/**
 * The plant page's save button: added when the member does not have the plant, moved (notes and date kept) when
 * it is in another collection, left as it is when it is there. 404 for an unknown plant.
 */
export function savePlantToCollection(
  userId: string,
  plantId: number,
  type: CollectionType,
): { ok: true; entry: PlantCollectionEntry; outcome: "added" | "moved" | "unchanged" } | PlantCollectionFailure {
  return getDb().transaction((tx) => {
    if (!getPlantName(plantId, tx)) return { ok: false as const, status: 404 as const, message: PLANT_NOT_FOUND };
    const existing = tx.select(entryColumns).from(plantCollectionEntries).where(entryOfPlant(userId, plantId)).get();
    if (existing?.collectionType === type) return { ok: true as const, entry: existing, outcome: "unchanged" as const };
    if (existing) {
      const entry = tx
        .update(plantCollectionEntries)
        .set({ collectionType: type })
        .where(eq(plantCollectionEntries.id, existing.id))
        .returning(entryColumns)
        .get();
      return { ok: true as const, entry, outcome: "moved" as const };
    }
    const entry = tx.insert(plantCollectionEntries).values({ userId, plantId, collectionType: type }).returning(entryColumns).get();
    return { ok: true as const, entry, outcome: "added" as const };
  });
}

/**
 * Changes the member's entry for this plant in this collection: new notes (null clears them) and/or another
 * collection. 404 when the member has no such entry (another member's is never found).
 */
export function updatePlantCollectionEntry(
  userId: string,
  plantId: number,
  type: CollectionType,
  changes: { notes?: string | null; collectionType?: CollectionType },
): Changed {
  return getDb().transaction((tx) => {
    const existing = tx
      .select(entryColumns)
      .from(plantCollectionEntries)
      .where(ownEntry(userId, plantId, type))
      .get();
    if (!existing) return { ok: false as const, status: 404 as const, message: NOT_IN_COLLECTION };
    const values: { notes?: string | null; collectionType?: CollectionType } = {};
    if (changes.notes !== undefined) values.notes = changes.notes?.trim() || null;
    if (changes.collectionType !== undefined && changes.collectionType !== type) values.collectionType = changes.collectionType;
    if (Object.keys(values).length === 0) return { ok: true as const, entry: existing };
    const entry = tx
      .update(plantCollectionEntries)
      .set(values)
      .where(eq(plantCollectionEntries.id, existing.id))
      .returning(entryColumns)
      .get();
    return { ok: true as const, entry };
  });
}

/** Removes a plant from one of the member's collections: 404 when it was not there. */
export function removePlantFromCollection(userId: string, plantId: number, type: CollectionType): Changed {
  const entry = getDb()
    .delete(plantCollectionEntries)
    .where(ownEntry(userId, plantId, type))
    .returning(entryColumns)
    .get();
  return entry ? { ok: true, entry } : { ok: false, status: 404, message: NOT_IN_COLLECTION };
}

/** Takes the plant out of the member's collection, whichever it is in (the red Saved button): 404 when it is not. */
export function unsavePlant(userId: string, plantId: number): Changed {
  const entry = getDb().delete(plantCollectionEntries).where(entryOfPlant(userId, plantId)).returning(entryColumns).get();
  return entry ? { ok: true, entry } : { ok: false, status: 404, message: NOT_IN_COLLECTION };
}

/** Which of the member's collections holds this plant, or null (what the plant page's save button needs). */
export function collectionTypeOfPlant(userId: string, plantId: number): CollectionType | null {
  return (
    getDb().select({ type: plantCollectionEntries.collectionType }).from(plantCollectionEntries).where(entryOfPlant(userId, plantId)).get()
      ?.type ?? null
  );
}

/** GET /api/my-plants: the member's entries, newest first. */
export function listPlantCollection(userId: string): PlantCollectionEntry[] {
  return getDb()
    .select(entryColumns)
    .from(plantCollectionEntries)
    .where(eq(plantCollectionEntries.userId, userId))
    .orderBy(desc(plantCollectionEntries.createdAt), desc(plantCollectionEntries.id))
    .all();
}

/** The plants the member owns, by name: what a tank's plant picker offers first. */
export function ownedPlantIds(userId: string): number[] {
  return getDb()
    .select({ id: plantCollectionEntries.plantId })
    .from(plantCollectionEntries)
    .innerJoin(plants, eq(plants.id, plantCollectionEntries.plantId))
    .where(and(eq(plantCollectionEntries.userId, userId), eq(plantCollectionEntries.collectionType, "owned")))
    .orderBy(asc(plants.name))
    .all()
    .map((row) => row.id);
}

/** How many entries the member has in each collection, and in all. */
export function plantCollectionCounts(userId: string): Record<CollectionType | "all", number> {
  const rows = getDb()
    .select({ type: plantCollectionEntries.collectionType, n: count() })
    .from(plantCollectionEntries)
    .where(eq(plantCollectionEntries.userId, userId))
    .groupBy(plantCollectionEntries.collectionType)
    .all();
  const counts = { all: 0, owned: 0, liked: 0, wishlist: 0 };
  for (const row of rows) {
    if (!(COLLECTION_TYPES as readonly string[]).includes(row.type)) continue;
    counts[row.type] = row.n;
    counts.all += row.n;
  }
  return counts;
}

/** An entry as /my-plants shows it: the entry with the plant's name, scientific name and drawing. */
export type PlantCollectionItem = PlantCollectionEntry & { plant: { name: string; scientificName: string; imageUrl: string } };

/**
 * One page of the member's entries (in one collection, or all), newest first: the newest `limit`, or the `limit`
 * older than entry `before`. Null when `before` is not one of this member's entries in that list, so an id never
 * reveals another member's entry.
 */
export function pagePlantCollection(
  userId: string,
  { type, before, limit }: { type?: CollectionType | null; before?: number | null; limit: number },
): KeysetPage<PlantCollectionItem> | null {
  const db = getDb();
  const inList = type
    ? and(eq(plantCollectionEntries.userId, userId), eq(plantCollectionEntries.collectionType, type))
    : eq(plantCollectionEntries.userId, userId);
  let cursor: Cursor | undefined;
  if (before) {
    cursor = db
      .select({ id: plantCollectionEntries.id, createdAt: plantCollectionEntries.createdAt })
      .from(plantCollectionEntries)
      .where(and(eq(plantCollectionEntries.id, before), inList))
      .get();
    if (!cursor) return null;
  }
  const rows = db
    .select({ ...entryColumns, name: plants.name, scientificName: plants.scientificName, imageUrl: plants.imageUrl })
    .from(plantCollectionEntries)
    .innerJoin(plants, eq(plants.id, plantCollectionEntries.plantId))
    .where(cursor ? and(inList, olderThan(plantCollectionEntries.createdAt, plantCollectionEntries.id, cursor)) : inList)
    .orderBy(desc(plantCollectionEntries.createdAt), desc(plantCollectionEntries.id))
    .limit(limit + 1)
    .all();
  const page = toPage(rows, limit);
  return {
    items: page.items.map(({ name, scientificName, imageUrl, ...entry }) => ({ ...entry, plant: { name, scientificName, imageUrl } })),
    olderBefore: page.olderBefore,
  };
}
