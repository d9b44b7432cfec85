import { eq, sql } from "drizzle-orm";
import { tableVersions } from "../../db/schema";
import { getDb, preparedPerConnection } from "~/services/db.server";

/**
 * Versions that triggers keep (db/migrations): a table's own ("fish", "plants"), and "public", raised by a write to
 * anything a visitor can see.
 */
export type VersionedTable = "fish" | "plants" | "public";

// Read on every request (the page store's version, the compatibility groups'), so prepared once.
const versionOf = preparedPerConnection((db) =>
  db
    .select({ version: tableVersions.version })
    .from(tableVersions)
    .where(eq(tableVersions.name, sql.placeholder("name")))
    .prepare(),
);

/** The table's version now: it moves with every insert, update and delete, whoever wrote them. */
export function tableVersion(table: VersionedTable): number {
  return versionOf().get({ name: table })?.version ?? -1;
}

/**
 * `read`, kept in memory until `table` changes: one primary-key lookup per call instead of reading the whole
 * table. Kept per database connection, so a test's fresh database never sees another's rows.
 */
export function keptUntilChanged<T>(table: VersionedTable, read: () => T): () => T {
  let kept: { db: object; version: number; value: T } | null = null;
  return () => {
    const db = getDb();
    const version = tableVersion(table);
    if (kept && kept.db === db && kept.version === version && version >= 0) return kept.value;
    const value = read();
    kept = { db, version, value };
    return value;
  };
}

/** The version of everything visitors can see: the visitors' page store is filed under it. */
export function publicContentVersion(): number {
  return tableVersion("public");
}
