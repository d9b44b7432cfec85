import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { KeysetPage } from "~/domain/pagination";

/**
 * Keyset pages over (created_at, id), newest first. Timestamps are not unique (a burst of posts, an import),
 * so the id breaks ties: the order is total and a page boundary never skips or repeats a row. SQLite keeps the
 * row id at the end of every index entry, so an index on (…, created_at) serves both the order and the range.
 */

export type Cursor = { createdAt: string; id: number };

/** A cursor's values, or placeholders for them in a statement prepared once. */
export type CursorValues = { createdAt: string | Placeholder; id: number | Placeholder };

/** Rows strictly older than the cursor in (created_at, id) order. */
export function olderThan(createdAt: SQLiteColumn, id: SQLiteColumn, cursor: CursorValues): SQL {
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}, ${cursor.id})`;
}

/**
 * Cuts `limit + 1` rows into a page: the extra row only tells that an older page exists, and the page's last
 * row is where that page starts.
 */
export function toPage<T extends { id: number }>(rows: T[], limit: number): KeysetPage<T> {
  if (rows.length <= limit) return { items: rows, olderBefore: null };
  const items = rows.slice(0, limit);
  return { items, olderBefore: items[items.length - 1].id };
}

/**
 * A list that is the union of several arms (approved rows, and the viewer's own), each read newest first from
 * an index of its own and cut at `limit + 1`: their keys merged newest first, each row once, cut again. A single
 * `OR` would read every row either arm matches and sort them all to keep one page.
 */
export function mergeNewestFirst(arms: Cursor[][], limit: number): Cursor[] {
  const keys = new Map<number, Cursor>();
  for (const arm of arms) for (const key of arm) keys.set(key.id, key);
  return [...keys.values()]
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1))
    .slice(0, limit + 1);
}

/** Rows fetched by id (in any order) put in the order of `keys`; a row gone meanwhile is left out. */
export function inKeyOrder<T extends { id: number }>(keys: Cursor[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return keys.flatMap((key) => byId.get(key.id) ?? []);
}
