import path from "node:path";
import { describe, expect, test } from "vitest";
import { MIGRATIONS, migrationsUpTo, tempDir } from "../support/migrations";
import { openDatabase } from "~/services/db.server";

/** A database as the release before the one-entry rule left it: one fish may sit under several collections. */
function databaseWithDuplicates() {
  const file = path.join(tempDir(), "shoal.db");
  const before = openDatabase(file, migrationsUpTo("0026_species_units_in_names")).$client;
  before
    .prepare("insert into users (id, auth_subject, email) values ('m1', 'test|m1', 'm1@example.com'), ('m2', 'test|m2', 'm2@example.com')")
    .run();
  const addFish = before.prepare(
    `insert into fish (name, scientific_name, image_url, difficulty, temperament, fish_type, min_tank_size_gal, max_size_in,
      min_temperature_f, max_temperature_f, min_ph, max_ph, lifespan, diet, description)
     values (?, 'Testus', '/x.svg', 'Beginner', 'Peaceful', 'Schooling', 10, 1.5, 72, 78, 6, 7, '5 years', 'Omnivore', 'd')`,
  );
  const neon = Number(addFish.run("Neon Tetra").lastInsertRowid);
  const guppy = Number(addFish.run("Guppy").lastInsertRowid);
  const betta = Number(addFish.run("Betta").lastInsertRowid);
  const entry = before.prepare(
    "insert into collection_entries (user_id, fish_id, collection_type, notes, created_at) values (?, ?, ?, ?, ?)",
  );
  // m1's neon: favorites first (with a note), then wishlist (same note), then owned (another note).
  entry.run("m1", neon, "liked", "Saw them at the club", "2026-01-01T10:00:00.000Z");
  entry.run("m1", neon, "wishlist", "Saw them at the club", "2026-02-01T10:00:00.000Z");
  const ownedNeon = Number(entry.run("m1", neon, "owned", "Twelve in the 60 litre", "2026-03-01T10:00:00.000Z").lastInsertRowid);
  // m1's guppy: favorites and wishlist, no owned: wishlist wins.
  entry.run("m1", guppy, "liked", null, "2026-01-05T10:00:00.000Z");
  const wishedGuppy = Number(entry.run("m1", guppy, "wishlist", "  ", "2026-01-06T10:00:00.000Z").lastInsertRowid);
  // Already one entry each: left exactly as they were.
  const single = Number(entry.run("m1", betta, "liked", "Just one", "2026-01-07T10:00:00.000Z").lastInsertRowid);
  const other = Number(entry.run("m2", neon, "liked", null, "2026-01-08T10:00:00.000Z").lastInsertRowid);
  before.close();
  return { file, neon, guppy, betta, ownedNeon, wishedGuppy, single, other };
}

describe("the migration to one collection entry per member and fish", () => {
  test("merges a fish kept under several collections into one entry: Owned wins, the earliest date and every note kept", () => {
    const setup = databaseWithDuplicates();
    const sqlite = openDatabase(setup.file, MIGRATIONS).$client;
    const rows = sqlite
      .prepare(
        "select id, user_id as userId, fish_id as fishId, collection_type as type, notes, created_at as createdAt from collection_entries order by id",
      )
      .all();
    expect(rows).toEqual([
      {
        id: setup.ownedNeon,
        userId: "m1",
        fishId: setup.neon,
        type: "owned",
        notes: "Saw them at the club\n\nTwelve in the 60 litre",
        createdAt: "2026-01-01T10:00:00.000Z",
      },
      { id: setup.wishedGuppy, userId: "m1", fishId: setup.guppy, type: "wishlist", notes: null, createdAt: "2026-01-05T10:00:00.000Z" },
      { id: setup.single, userId: "m1", fishId: setup.betta, type: "liked", notes: "Just one", createdAt: "2026-01-07T10:00:00.000Z" },
      { id: setup.other, userId: "m2", fishId: setup.neon, type: "liked", notes: null, createdAt: "2026-01-08T10:00:00.000Z" },
    ]);
    sqlite.close();
  });

  test("afterwards the database itself refuses a second entry for the same member and fish", () => {
    const setup = databaseWithDuplicates();
    const sqlite = openDatabase(setup.file, MIGRATIONS).$client;
    expect(() =>
      sqlite.prepare("insert into collection_entries (user_id, fish_id, collection_type) values ('m1', ?, 'wishlist')").run(setup.betta),
    ).toThrow(/UNIQUE/);
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    sqlite.close();
  });
});
