import { openDatabase } from "../../db/open";
import type { Db } from "../../db/types";
import { getEnv } from "./env.server";
import { isPrimary } from "./litefs.server";

export type { Db } from "../../db/types";
export { openDatabase } from "../../db/open";

// One connection per process: a second one in the same process would block the event loop while it waits
// for the first one's lock. Kept on globalThis so development reloads reuse it.
const globalForDb = globalThis as typeof globalThis & { __shoalDb?: Db };

export function getDb(): Db {
  if (!globalForDb.__shoalDb) {
    const env = getEnv();
    // On a LiteFS replica the primary migrates; its schema arrives here with its data.
    globalForDb.__shoalDb = openDatabase(env.DATABASE_PATH, env.MIGRATIONS_DIR, { replica: !isPrimary() });
  }
  return globalForDb.__shoalDb;
}

export function closeDb() {
  globalForDb.__shoalDb?.$client.close();
  globalForDb.__shoalDb = undefined;
}

/**
 * A statement prepared once per connection: `prepare` builds the query (with `sql.placeholder` for its values)
 * the first time it is asked for on a connection. For queries every request runs, where building the SQL and
 * preparing it again each time costs more than running it. Kept per connection, so a test's fresh database
 * never reuses another's statement.
 */
export function preparedPerConnection<T>(prepare: (db: Db) => T): () => T {
  const kept = new WeakMap<Db, T>();
  return () => {
    const db = getDb();
    let statement = kept.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      kept.set(db, statement);
    }
    return statement;
  };
}
