import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { KeysetPage } from "~/domain/pagination";

/**
 * Keyset pages over (created_at, id), newest first. Timestamps are not unique (a burst of posts, an import),
 * so the id breaks ties: the order is total and a page boundary never skips or repeats a row. SQLite keeps the
 * row id at the end of every index entry, so an index on (…, created_at) serves both the order and the range.
 */

export type Cursor = { createdAt: string; id: number };

/** Rows strictly older than the cursor in (created_at, id) order. */
export function olderThan(createdAt: SQLiteColumn, id: SQLiteColumn, cursor: Cursor): SQL {
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
