import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { resolveGroups } from "~/models/compatibility.server";
import { tableVersion } from "~/models/table-version.server";
import { getEnv } from "~/services/env.server";
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
