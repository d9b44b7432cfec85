import fs from "node:fs";
import Database from "better-sqlite3";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { MIGRATIONS, migrationsUpTo, migrationsWith, tempDir } from "../support/migrations";
import { openDatabase } from "~/services/db.server";

describe("opening the database", () => {
  test("creates the file, migrates it and sets the pragmas Shoal relies on", () => {
    const file = path.join(tempDir(), "nested/dir/shoal.db");
    const db = openDatabase(file, MIGRATIONS);
    const sqlite = db.$client;
    expect(fs.existsSync(file)).toBe(true);
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("synchronous", { simple: true })).toBe(1); // NORMAL
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
    const tables = sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all();
    for (const table of ["users", "fish", "collection_entries", "discussion_comments", "fish_photos", "community_images", "image_likes"]) {
      expect(tables).toContain(table);
    }
    sqlite.close();
  });

  test("a file that cannot be opened is named, with what to do", () => {
    // A folder in the way of the path stands for a volume the server may not write to (tests run as root,
    // who may write anywhere).
    const blocker = path.join(tempDir(), "volume");
    fs.writeFileSync(blocker, "not a folder");
    const file = path.join(blocker, "shoal.db");
    expect(() => openDatabase(file, MIGRATIONS)).toThrow(`Cannot open the database ${file}: ${blocker} (or the file) is not writable`);
  });

  test("usernames are unique whatever their letter case", () => {
    const db = openDatabase(path.join(tempDir(), "shoal.db"), MIGRATIONS);
    const insert = db.$client.prepare("insert into users (id, auth_subject, username) values (?, ?, ?)");
    insert.run("a", "test|a", "NeonFan");
    expect(() => insert.run("b", "test|b", "neonfan")).toThrow(/UNIQUE/);
    db.$client.close();
  });

  test("a table rebuilt by a later migration keeps the rows that point at it", () => {
    const file = path.join(tempDir(), "shoal.db");
    const first = openDatabase(file, MIGRATIONS);
    const sqlite = first.$client;
    sqlite.prepare("insert into users (id, auth_subject) values ('u1', 'test|u1')").run();
    sqlite
      .prepare(
        `insert into fish (name, scientific_name, image_url, difficulty, temperament, fish_type, min_tank_size_gal, max_size_in,
          min_temperature_f, max_temperature_f, min_ph, max_ph, lifespan, diet, description)
         values ('Neon Tetra', 'Paracheirodon innesi', '/x.svg', 'Beginner', 'Peaceful', 'Schooling', 10, 1.5, 72, 78, 6, 7, '5 years', 'Omnivore', 'd')`,
      )
      .run();
    sqlite.prepare("insert into collection_entries (user_id, fish_id) values ('u1', 1)").run();
    const fishTable = sqlite.prepare("select sql from sqlite_master where name = 'fish'").pluck().get() as string;
    sqlite.close();

    // The shape drizzle-kit generates for a column change in SQLite.
    const rebuild = migrationsWith({
      tag: "0099_rebuild_fish",
      sql: [
        "PRAGMA foreign_keys=OFF;",
        `${fishTable.replace("CREATE TABLE `fish`", "CREATE TABLE `__new_fish`")};`,
        "INSERT INTO `__new_fish` SELECT * FROM `fish`;",
        "DROP TABLE `fish`;",
        "ALTER TABLE `__new_fish` RENAME TO `fish`;",
        "PRAGMA foreign_keys=ON;",
      ].join("--> statement-breakpoint\n"),
    });
    const second = openDatabase(file, rebuild);
    expect(second.$client.prepare("select count(*) from collection_entries").pluck().get()).toBe(1);
    second.$client.close();
  });

  test("the species' measurements renamed to say their units keep every value, and the version triggers still count", () => {
    const file = path.join(tempDir(), "shoal.db");
    const before = openDatabase(file, migrationsUpTo("0024_fish_version_kept")).$client;
    before
      .prepare(
        `insert into fish (name, scientific_name, image_url, difficulty, temperament, fish_type, min_tank_size, max_size,
          min_temperature, max_temperature, min_ph, max_ph, lifespan, diet, description)
         values ('Neon Tetra', 'Paracheirodon innesi', '/x.svg', 'Beginner', 'Peaceful', 'Schooling', 10, 1.5, 72, 78, 6, 7, '5 years', 'Omnivore', 'd')`,
      )
      .run();
    before.close();

    const sqlite = openDatabase(file, MIGRATIONS).$client;
    const version = () => sqlite.prepare("select version from table_versions where name = 'fish'").pluck().get() as number;
    expect(sqlite.prepare("select min_tank_size_gal, max_size_in, min_temperature_f, max_temperature_f from fish").get()).toEqual({
      min_tank_size_gal: 10,
      max_size_in: 1.5,
      min_temperature_f: 72,
      max_temperature_f: 78,
    });
    const columns = sqlite.prepare("select name from pragma_table_info('fish')").pluck().all();
    expect(columns).not.toContain("min_tank_size");
    const counted = version();
    sqlite.prepare("update fish set max_temperature_f = 80").run();
    expect(version()).toBe(counted + 1);
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    sqlite.close();
  });

  test("a failing migration stops the start", () => {
    const broken = migrationsWith({ tag: "0099_broken", sql: "ALTER TABLE no_such_table ADD COLUMN x text;" });
    expect(() => openDatabase(path.join(tempDir(), "shoal.db"), broken)).toThrow(/no_such_table/);
  });
});

describe("a transaction beside another connection", () => {
  test("holds the write lock from its start, so a write from elsewhere waits instead of failing it", () => {
    const file = path.join(tempDir(), "shoal.db");
    const db = openDatabase(file, MIGRATIONS);
    // Another process's connection (a backup, a script, a test's setup), here one that does not wait at all.
    const other = new Database(file);
    other.pragma("busy_timeout = 0");
    const count = () => db.$client.prepare("select count(*) from users").pluck().get();
    const otherWrote: string[] = [];

    db.transaction(() => {
      // Read first, as most of the app's transactions do...
      expect(count()).toBe(0);
      // ...while another connection tries to write.
      try {
        other.prepare("insert into users (id, auth_subject, email, first_name) values ('b', 'b', 'b@example.com', 'B')").run();
        otherWrote.push("b");
      } catch (error) {
        expect((error as { code?: string }).code).toBe("SQLITE_BUSY");
      }
      // Deferred, this write would fail with SQLITE_BUSY_SNAPSHOT had the other write gone through.
      db.$client.prepare("insert into users (id, auth_subject, email, first_name) values ('a', 'a', 'a@example.com', 'A')").run();
    });

    expect(otherWrote).toEqual([]);
    expect(count()).toBe(1);
    other.close();
    db.$client.close();
  });
});
