import path from "node:path";
import { describe, expect, test } from "vitest";
import { MIGRATIONS, migrationsWith, tempDir } from "../support/migrations";
import { openDatabase } from "~/services/db.server";

describe("the foreign-key check at start", () => {
  test("runs after a migration was applied, and not on a start that applied none", () => {
    const file = path.join(tempDir(), "shoal.db");
    const first = openDatabase(file, MIGRATIONS);
    // A row whose member is missing, written with foreign keys off (as only a migration could).
    first.$client.pragma("foreign_keys = OFF");
    first.$client.prepare("insert into sessions (id, user_id, last_seen_at, expires_at) values ('s', 'nobody', 'x', 'y')").run();
    first.$client.close();

    // Nothing to migrate: the start does not read every row again.
    const second = openDatabase(file, MIGRATIONS);
    second.$client.close();

    // A migration applied: the check runs, finds the row, and stops the start.
    const later = migrationsWith({ tag: "0099_noop", sql: "CREATE TABLE `later_table` (`id` integer PRIMARY KEY);" });
    expect(() => openDatabase(file, later)).toThrow(/pointing at missing parents/);
  });
});
