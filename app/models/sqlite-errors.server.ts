import Database from "better-sqlite3";

/**
 * Constraint failures told apart by SQLite's extended result code, never by the wording of its message, which
 * belongs to SQLite and may change with any release.
 */

const { SqliteError } = Database;

const UNIQUE_CODES = new Set(["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"]);
const FOREIGN_KEY_CODE = "SQLITE_CONSTRAINT_FOREIGNKEY";

/** Bounds the walk down `cause`, so a cycle of causes cannot loop forever. */
const MAX_CAUSE_DEPTH = 5;

/** Another row already holds this key: a unique index or the primary key refused the write. */
export function isUniqueViolation(error: unknown): boolean {
  const code = sqliteCode(error);
  return code !== undefined && UNIQUE_CODES.has(code);
}

/** The write points at a row that does not exist (or no longer does). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqliteCode(error) === FOREIGN_KEY_CODE;
}

/**
 * The driver's code, found on the error or on what it wraps: drizzle passes better-sqlite3's errors through
 * today, but some of its query paths wrap them (with the driver's error as `cause`).
 */
function sqliteCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    if (current instanceof SqliteError) return current.code;
    current = current.cause;
  }
  return undefined;
}
