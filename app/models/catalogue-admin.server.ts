import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { deletedReferenceSlugs } from "../../db/schema";
import type { ReferenceKind } from "~/domain/reference-kinds";
import type { Tx } from "../../db/types";

/** What the product and guide admin models share: the search pattern and a slug no row or deleted row has. */

/** A case-insensitive "contains" over some columns, with the LIKE wildcards in the search taken literally. */
export function containsAny(q: string | undefined, columns: SQLiteColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${sql.join(
    columns.map((column) => sql`lower(${column}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/**
 * "Fluval Flex 57L" -> "fluval-flex-57l", or "fluval-flex-57l-2" when a row or a deleted seeded row has it. A
 * slug lets seeding recognise the row (it is the admin's from the start) and remember it once deleted.
 */
export function freeSlug(tx: Tx, kind: ReferenceKind, table: SQLiteTable & { id: SQLiteColumn; slug: SQLiteColumn }, text: string): string {
  const base =
    text
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || kind;
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const used =
      tx.select({ id: table.id }).from(table).where(eq(table.slug, slug)).get() ??
      tx
        .select({ slug: deletedReferenceSlugs.slug })
        .from(deletedReferenceSlugs)
        .where(and(eq(deletedReferenceSlugs.kind, kind), eq(deletedReferenceSlugs.slug, slug)))
        .get();
    if (!used) return slug;
  }
}

/** Remembers a deleted row's slug so no later seeding brings it back. */
export function rememberDeleted(tx: Tx, kind: ReferenceKind, slug: string | null) {
  if (slug) tx.insert(deletedReferenceSlugs).values({ kind, slug }).onConflictDoNothing().run();
}
