import Database from "better-sqlite3";
import { E2E_DATABASE_PATH } from "./server-settings";

let database: Database.Database | undefined;

/**
 * The browser tests' server's own database, opened once per worker: tests write their starting state into it
 * (SQLite takes a second writer), the way the server would have stored it. Its triggers keep the server's
 * caches of public pages honest, as they do for the server's own writes.
 */
export function serverDatabase() {
  database ??= new Database(E2E_DATABASE_PATH);
  database.pragma("busy_timeout = 5000");
  return database;
}
