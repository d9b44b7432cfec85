import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { LRUCache } from "lru-cache";
import * as schema from "./schema";
import type { Db } from "./types";

/**
 * Opens a SQLite file with the settings Shoal relies on and brings its schema up to date.
 * A migration that fails throws, so a start with a broken schema stops instead of serving.
 *
 * A LiteFS replica (`replica`) cannot write: it opens the copy LiteFS keeps in step with the primary as it is,
 * and leaves the journal mode and the migrations to the primary, whose changes arrive with the rest.
 */
export function openDatabase(filePath: string, migrationsFolder: string, options: { replica?: boolean } = {}): Db {
  if (options.replica) return openReplica(filePath);
  const sqlite = keepPreparedStatements(openFile(filePath));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  const db = drizzle(sqlite, { schema });
  migrateWithoutCascades(sqlite, db, migrationsFolder);
  sqlite.pragma("foreign_keys = ON");
  writeLockFromTheStart(db);
  return db as Db;
}

/**
 * The app's transactions take the write lock when they begin (BEGIN IMMEDIATE) unless they ask otherwise. A
 * deferred one that reads first cannot take the lock once another connection (a backup, a script, a test's
 * setup) has written since its read began: SQLite answers SQLITE_BUSY_SNAPSHOT at once, busy_timeout does not
 * wait that out, and the request fails. Taken at the start, the lock makes the other writer wait instead.
 */
function writeLockFromTheStart(db: ReturnType<typeof drizzle<typeof schema>>) {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) => transaction(run, { behavior: "immediate", ...config })) as typeof db.transaction;
}

function openReplica(filePath: string): Db {
  const file = path.resolve(filePath);
  // LiteFS starts the server only once this machine is in step with the primary, so a missing file means the
  // primary has never created one: the replica has nothing to serve yet.
  if (!fs.existsSync(file)) {
    throw new Error(`Cannot open the database ${file} on this replica: the primary has not created it yet.`);
  }
  const sqlite = keepPreparedStatements(new Database(file));
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return drizzle(sqlite, { schema }) as Db;
}

/** How many compiled statements a connection keeps: more than the app's distinct queries, so a page view compiles none. */
const KEPT_STATEMENTS = 1000;

/**
 * drizzle, and the rate limiter's store, ask the connection to compile every query anew, each time it runs: about
 * 3% of the server's processor time under load. The connection keeps the statements it compiled, by
 * their SQL text (values are bound, not written into the text), and hands a kept one back. A statement is only
 * ever used for the call that asked for it, synchronously, except for queries prepared once on purpose; a kept one
 * returns rows as objects again, as a freshly compiled one does, since drizzle switches its typed queries to rows
 * as arrays.
 */
function keepPreparedStatements(sqlite: Database.Database): Database.Database {
  const compile = sqlite.prepare.bind(sqlite);
  const kept = new LRUCache<string, Database.Statement>({ max: KEPT_STATEMENTS });
  sqlite.prepare = ((source: string) => {
    const statement = kept.get(source);
    if (statement) {
      if (statement.reader) statement.raw(false);
      return statement;
    }
    const compiled = compile(source);
    kept.set(source, compiled);
    return compiled;
  }) as typeof sqlite.prepare;
  return sqlite;
}

/**
 * The file itself, or an error that names it and says why it cannot be opened: a volume mounted owned by root
 * while the server runs as another user says only "unable to open database file" otherwise.
 */
function openFile(filePath: string): Database.Database {
  if (filePath === ":memory:") return new Database(filePath);
  const file = path.resolve(filePath);
  const dir = path.dirname(file);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
    if (fs.existsSync(file)) fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK);
    return new Database(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const uid = typeof process.getuid === "function" ? process.getuid() : undefined;
    throw new Error(
      `Cannot open the database ${file}: ${dir} (or the file) is not writable by this process` +
        `${uid !== undefined ? ` (uid ${uid})` : ""}. Give that user the folder (chown), or start the container ` +
        `as root so its entrypoint hands the volume over. (${reason})`,
    );
  }
}

/**
 * drizzle-kit changes a SQLite table by rebuilding it (create, copy, drop, rename), and the migrator runs inside
 * one transaction, where `PRAGMA foreign_keys=OFF` is ignored. With foreign keys on, dropping the old `fish` or
 * `users` table would cascade and delete every member's collections, comments and photos. So migrations run with
 * foreign keys off, and the result is checked before anything is served. The check reads every row of every
 * table with a foreign key, so it runs only when a migration was applied: otherwise foreign keys were on for
 * every write since the last check, and nothing can have broken them.
 */
function migrateWithoutCascades(sqlite: Database.Database, db: ReturnType<typeof drizzle>, migrationsFolder: string) {
  sqlite.pragma("foreign_keys = OFF");
  const before = appliedMigrations(sqlite);
  migrate(db, { migrationsFolder });
  if (appliedMigrations(sqlite) === before) return;
  const broken = sqlite.pragma("foreign_key_check") as { table: string; parent: string }[];
  if (broken.length > 0) {
    const first = broken[0];
    throw new Error(`Migration left ${broken.length} row(s) pointing at missing parents (first: ${first.table} -> ${first.parent}).`);
  }
}

/** How many migrations the file has recorded as applied (none for a new file). */
function appliedMigrations(sqlite: Database.Database): number {
  const table = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get();
  if (!table) return 0;
  return (sqlite.prepare("select count(*) as n from __drizzle_migrations").get() as { n: number }).n;
}
