import type Database from "better-sqlite3";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schema from "./schema";

/** The database handle: drizzle over one better-sqlite3 connection (see db/open.ts). */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The handle inside `db.transaction(...)`: synchronous, like everything better-sqlite3 does. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
