import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach } from "vitest";

/** The real migrations, as the server applies them. */
export const MIGRATIONS = "db/migrations";

const temporary: string[] = [];

// Every folder made here is removed after the test that made it.
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix = "shoal-db-") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** A copy of the real migrations up to and including one, as an older release applied them. */
export function migrationsUpTo(tag: string) {
  const dir = tempDir();
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8"));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  if (last < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** A copy of the real migrations plus one more, as a later release would add it. */
export function migrationsWith(extra: { tag: string; sql: string }) {
  const dir = tempDir();
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${extra.tag}.sql`), extra.sql);
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8"));
  journal.entries.push({ idx: journal.entries.length, version: "6", when: Date.now(), tag: extra.tag, breakpoints: true });
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
