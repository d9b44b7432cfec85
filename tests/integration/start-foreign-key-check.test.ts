import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { openDatabase } from "~/services/db.server";

const MIGRATIONS = "db/migrations";
const temporary: string[] = [];

afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-fk-"));
  temporary.push(dir);
  return dir;
}

/** A copy of the real migrations plus one more, as a later release would add it. */
function migrationsWith(extra: { tag: string; sql: string }) {
  const dir = tempDir();
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${extra.tag}.sql`), extra.sql);
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8"));
  journal.entries.push({ idx: journal.entries.length, version: "6", when: Date.now(), tag: extra.tag, breakpoints: true });
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

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
