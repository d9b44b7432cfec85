import { and, eq, isNotNull, isNull, notInArray } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { ReferenceKind } from "../../app/domain/reference-kinds";
import { deletedReferenceSlugs } from "../schema";
import type { Tx } from "../types";

type SluggedTable = SQLiteTable & { id: SQLiteColumn; slug: SQLiteColumn; adminEditedAt: SQLiteColumn };
type SeededRow = { id: number; slug: string | null; adminEditedAt: string | null } & Record<string, unknown>;

/**
 * What a seeding did: rows inserted, updated to match their file, already matching, kept as an admin edited
 * them, and files skipped because an admin deleted their row.
 */
export type UpsertCounts = { inserted: number; updated: number; unchanged: number; keptEdits: number; keptDeleted: number };

export type UpsertOptions = {
  /** Adjusts the values for a row that exists (a species keeps the photo an admin gave it). */
  adjust?: (values: Record<string, unknown>, row: SeededRow) => void;
  /** Columns written with every update, such as an updated-at stamp. */
  onUpdate?: () => Record<string, unknown>;
};

/** JSON columns compare by value, objects whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * Writes reference records into a table by slug, inside the caller's (synchronous) transaction: new slugs are
 * inserted, changed rows updated in place so their ids survive, and rows that already match are not touched,
 * so a routine start writes nothing. Rows without a slug (created in the app) are never read or written.
 */
export function upsertBySlug(
  tx: Tx,
  kind: ReferenceKind,
  table: SluggedTable,
  records: { slug: string; values: Record<string, unknown> }[],
  { adjust, onUpdate }: UpsertOptions = {},
): UpsertCounts {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0, keptEdits: 0, keptDeleted: 0 };
  const rows = tx.select().from(table).where(isNotNull(table.slug)).all() as SeededRow[];
  const existing = new Map(rows.map((row) => [row.slug as string, row]));
  const deleted = new Set(
    tx
      .select({ slug: deletedReferenceSlugs.slug })
      .from(deletedReferenceSlugs)
      .where(eq(deletedReferenceSlugs.kind, kind))
      .all()
      .map((row) => row.slug),
  );

  for (const { slug, values } of records) {
    const row = existing.get(slug);
    // An admin deleted it: a release never brings it back.
    if (!row && deleted.has(slug)) {
      counts.keptDeleted += 1;
      continue;
    }
    // An admin edited it: the admin's version stands (see docs/decisions on seeding).
    if (row?.adminEditedAt) {
      counts.keptEdits += 1;
      continue;
    }
    if (!row) {
      tx.insert(table)
        .values({ slug, ...values } as never)
        .run();
      counts.inserted += 1;
      continue;
    }
    adjust?.(values, row);
    if (Object.keys(values).every((key) => canonical(row[key]) === canonical(values[key]))) {
      counts.unchanged += 1;
      continue;
    }
    tx.update(table)
      .set({ ...values, ...onUpdate?.() } as never)
      .where(eq(table.id, row.id))
      .run();
    counts.updated += 1;
  }
  return counts;
}

/**
 * Deletes seeded rows whose file is gone: only for reference data that nothing else points at, and never a row
 * an admin has edited (it is theirs now).
 */
export function removeMissingSlugs(tx: Tx, table: SluggedTable, slugs: string[]): number {
  return tx
    .delete(table)
    .where(and(isNotNull(table.slug), isNull(table.adminEditedAt), notInArray(table.slug, slugs)))
    .run().changes;
}
