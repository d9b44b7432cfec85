import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { resolveGroups } from "~/models/compatibility.server";
import { getFishDetail } from "~/models/fish.server";
import { publicContentVersion, tableVersion } from "~/models/table-version.server";
import { getEnv } from "~/services/env.server";
import { createUser } from "../support/factories";
import { createFish } from "../support/fish";

/** Another connection to the same file, as an operator's sqlite3 shell or a second process would write. */
function otherConnection() {
  return new Database(getEnv().DATABASE_PATH);
}

const owner = () =>
  createFish({
    name: "Version Oscar",
    fishType: "Cichlid",
    temperament: "Semi-Aggressive",
    maxSizeIn: 12,
    diet: "Carnivore",
    facts: { adultLengthCm: 35, lengthType: "SL", piscivore: true },
  });

const smallFishNames = (oscar: ReturnType<typeof owner>) =>
  resolveGroups(["small fish"], { ...oscar, facts: oscar.facts ?? {} }, 500)
    .get("small fish")!
    .species.map((s) => s.name);

describe("the species table's version", () => {
  test("rises with every insert, update and delete, whichever connection made them", () => {
    const before = tableVersion("fish");
    const added = createFish({ name: "Version Neon" });
    expect(tableVersion("fish")).toBeGreaterThan(before);

    const other = otherConnection();
    try {
      const afterInsert = tableVersion("fish");
      other.prepare("UPDATE fish SET name = 'Version Neon Renamed' WHERE id = ?").run(added.id);
      const afterUpdate = tableVersion("fish");
      expect(afterUpdate).toBeGreaterThan(afterInsert);
      other.prepare("DELETE FROM fish WHERE id = ?").run(added.id);
      expect(tableVersion("fish")).toBeGreaterThan(afterUpdate);
    } finally {
      other.close();
    }
  });

  test("a group's members follow a change no model announced", () => {
    const oscar = owner();
    const tetra = createFish({ name: "Version Tetra", maxSizeIn: 1.5, facts: { adultLengthCm: 3, lengthType: "SL" } });
    expect(smallFishNames(oscar)).toContain("Version Tetra");

    const other = otherConnection();
    try {
      other.prepare("UPDATE fish SET name = 'Version Tetra Renamed' WHERE id = ?").run(tetra.id);
      expect(smallFishNames(oscar)).toContain("Version Tetra Renamed");
      expect(smallFishNames(oscar)).not.toContain("Version Tetra");
      other.prepare("DELETE FROM fish WHERE id = ?").run(tetra.id);
      expect(smallFishNames(oscar)).not.toContain("Version Tetra Renamed");
    } finally {
      other.close();
    }
  });
});

describe("a fish page kept in memory", () => {
  test("follows a change to its species, or to any other, whoever wrote it", () => {
    const oscar = createFish({
      name: "Kept Oscar",
      fishType: "Cichlid",
      temperament: "Semi-Aggressive",
      maxSizeIn: 12,
      diet: "Carnivore",
      facts: { adultLengthCm: 35, lengthType: "SL", piscivore: true },
      compatibleWith: ["Kept Pleco"],
      incompatibleWith: ["small fish"],
    });
    const tetra = createFish({ name: "Kept Tetra", maxSizeIn: 1.5, facts: { adultLengthCm: 3, lengthType: "SL" } });
    const page = () => getFishDetail(oscar.id)!;
    const smallFish = () => {
      const [group] = page().incompatibleWith;
      return "group" in group ? group.species.map((species) => species.name) : [];
    };
    expect(page().compatibleWith).toEqual([{ name: "Kept Pleco", fishId: null }]);
    expect(smallFish()).toContain("Kept Tetra");
    // Asked again with nothing changed: the same answer.
    expect(getFishDetail(oscar.id)).toBe(getFishDetail(oscar.id));

    const other = otherConnection();
    try {
      other.prepare("UPDATE fish SET description = 'Rewritten elsewhere' WHERE id = ?").run(oscar.id);
      expect(page().description).toBe("Rewritten elsewhere");
      // Another species: a name in its lists now names one, and a group member is renamed.
      const pleco = createFish({ name: "Kept Pleco", maxSizeIn: 16 });
      expect(page().compatibleWith).toEqual([{ name: "Kept Pleco", fishId: pleco.id }]);
      other.prepare("UPDATE fish SET name = 'Kept Tetra Renamed' WHERE id = ?").run(tetra.id);
      expect(smallFish()).toContain("Kept Tetra Renamed");
      expect(smallFish()).not.toContain("Kept Tetra");
      other.prepare("DELETE FROM fish WHERE id = ?").run(oscar.id);
      expect(getFishDetail(oscar.id)).toBeUndefined();
    } finally {
      other.close();
    }
  });
});

describe("the public content version", () => {
  /** Runs `sql` on another connection and says whether what visitors see changed. */
  function moves(sql: string, ...values: unknown[]): boolean {
    const other = otherConnection();
    try {
      const before = publicContentVersion();
      other.prepare(sql).run(...values);
      return publicContentVersion() > before;
    } finally {
      other.close();
    }
  }

  test("moves with what visitors see, whoever writes it", () => {
    const member = createUser();
    const species = createFish({ name: "Public Version Fish" });
    expect(moves("UPDATE fish SET description = 'Rewritten' WHERE id = ?", species.id)).toBe(true);
    expect(moves("INSERT INTO discussion_comments (fish_id, user_id, content) VALUES (?, ?, 'Hello')", species.id, member.id)).toBe(true);
    expect(moves("UPDATE users SET username = 'renamed_for_visitors' WHERE id = ?", member.id)).toBe(true);
    expect(
      moves(
        "INSERT INTO fish_photos (fish_id, user_id, object_key, image_url, status) VALUES (?, ?, 'k-approved', '/objects/k-approved', 'approved')",
        species.id,
        member.id,
      ),
    ).toBe(true);
    expect(
      moves(
        "INSERT INTO videos (title, description, category, thumbnail_url, video_url, duration, upload_date) VALUES ('Trim', 'How', 'Planted Tanks', '/t.svg', 'https://www.youtube.com/watch?v=abcdefghijk', '5:00', '2026-01-01')",
      ),
    ).toBe(true);
  });

  test("stays put for writes visitors cannot see: a photo waiting for approval, a like, a view, a member's settings", () => {
    const member = createUser();
    const species = createFish({ name: "Quiet Version Fish" });
    expect(
      moves(
        "INSERT INTO fish_photos (fish_id, user_id, object_key, image_url) VALUES (?, ?, 'k-pending', '/objects/k-pending')",
        species.id,
        member.id,
      ),
    ).toBe(false);
    const other = otherConnection();
    const image = other
      .prepare(
        "INSERT INTO community_images (user_id, title, category, image_url, status) VALUES (?, 'Tank', 'planted', '/objects/k-tank', 'approved')",
      )
      .run(member.id);
    other.close();
    expect(moves("INSERT INTO image_likes (image_id, user_id) VALUES (?, ?)", image.lastInsertRowid, member.id)).toBe(false);
    expect(moves("UPDATE community_images SET views = views + 1 WHERE id = ?", image.lastInsertRowid)).toBe(false);
    expect(moves("UPDATE users SET unit_system = 'metric' WHERE id = ?", member.id)).toBe(false);
  });
});
