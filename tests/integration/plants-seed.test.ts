import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { deletedReferenceSlugs, plants } from "../../db/schema";
import { defaultPlantsDir, seedPlants } from "../../db/seed/plants";
import { seedAllReferenceData } from "../../db/seed/reference-data";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";
import { publicContentVersion, tableVersion } from "~/models/table-version.server";
import { getDb } from "~/services/db.server";
import { getEnv } from "~/services/env.server";

/**
 * The plant files are seeded at every start like the species: by slug, ids kept, nothing rewritten when nothing
 * changed, an admin's edit and an admin's delete kept through every start and release.
 */

const tempDirs: string[] = [];
afterEach(() => {
  // Back to what the real files say, whatever a test changed.
  seedPlants(getDb(), DRAWING_ADDRESSES);
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const fileCount = () => fs.readdirSync(defaultPlantsDir()).filter((file) => file.endsWith(".json")).length;
const bySlug = (slug: string) => getDb().select().from(plants).where(eq(plants.slug, slug)).get();

/** A copy of the plant folder where one file says something new, as a data release would. */
function releaseChanging(slug: string, change: (data: Record<string, unknown>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-plants-"));
  tempDirs.push(dir);
  fs.cpSync(defaultPlantsDir(), dir, { recursive: true });
  const file = path.join(dir, `${slug}.json`);
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  change(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  return dir;
}

describe("seeding the plants", () => {
  it("seeds one row per file at every start, and a second run keeps the ids and writes nothing", () => {
    const db = getDb();
    const first = seedAllReferenceData(db, DRAWING_ADDRESSES).plants;
    const rows = db.select({ id: plants.id, slug: plants.slug }).from(plants).orderBy(plants.id).all();
    const version = tableVersion("plants");

    const second = seedPlants(db, DRAWING_ADDRESSES);

    expect(first.inserted + first.unchanged).toBe(fileCount());
    expect(rows).toHaveLength(fileCount());
    expect(db.select({ id: plants.id, slug: plants.slug }).from(plants).orderBy(plants.id).all()).toEqual(rows);
    expect(second).toEqual({ inserted: 0, updated: 0, unchanged: fileCount(), keptEdits: 0, keptDeleted: 0 });
    expect(tableVersion("plants")).toBe(version);
  });

  it("keeps what the pages show: synonyms, placement, notes, sources, and the drawing's address", () => {
    seedPlants(getDb(), DRAWING_ADDRESSES);
    const fern = bySlug("java-fern")!;
    expect(fern).toMatchObject({
      name: "Java Fern",
      type: "rhizome",
      synonyms: expect.arrayContaining(["Microsorium pteropus"]),
      placement: ["epiphyte", "midground"],
      minTemperatureC: 20,
      maxHeightCm: 30,
      colour: null,
    });
    expect(fern.factNotes.temperature).toMatch(/20-28/);
    expect(fern.sources.length).toBeGreaterThanOrEqual(2);
    expect(fern.imageUrl).toMatch(/^\/illustrations\/plants\/java-fern\?v=/);
    // A floating plant has no height, and a red one says so for its drawing.
    expect(bySlug("duckweed")?.maxHeightCm).toBeNull();
    expect(bySlug("alternanthera-reineckii")?.colour).toBe("red");
  });

  it("a release reaches a plant no admin touched, in place", () => {
    const db = getDb();
    seedPlants(db, DRAWING_ADDRESSES);
    const before = bySlug("hornwort")!;
    const counts = seedPlants(
      db,
      DRAWING_ADDRESSES,
      releaseChanging("hornwort", (data) => (data.maxHeightCm = 90)),
    );
    expect(counts.updated).toBe(1);
    const after = bySlug("hornwort")!;
    expect(after).toMatchObject({ id: before.id, maxHeightCm: 90 });
    // The drawing follows its height, so its address does too.
    expect(after.imageUrl).not.toBe(before.imageUrl);
  });

  it("a plant an admin edited keeps the edit through every start and release", () => {
    const db = getDb();
    seedPlants(db, DRAWING_ADDRESSES);
    const moss = bySlug("java-moss")!;
    // What an admin's edit does: change the row and mark it as theirs.
    db.update(plants)
      .set({ description: "Our own words about Java moss.", adminEditedAt: new Date().toISOString() })
      .where(eq(plants.id, moss.id))
      .run();

    expect(seedPlants(db, DRAWING_ADDRESSES).keptEdits).toBe(1);
    const release = seedPlants(
      db,
      DRAWING_ADDRESSES,
      releaseChanging("java-moss", (data) => (data.care = "Something new.")),
    );
    expect(release).toMatchObject({ updated: 0, keptEdits: 1 });
    expect(bySlug("java-moss")).toMatchObject({ id: moss.id, description: "Our own words about Java moss.", care: moss.care });
    db.update(plants).set({ adminEditedAt: null }).where(eq(plants.id, moss.id)).run();
  });

  it("a plant an admin deleted stays deleted", () => {
    const db = getDb();
    seedPlants(db, DRAWING_ADDRESSES);
    const duckweed = bySlug("duckweed")!;
    db.transaction((tx) => {
      tx.delete(plants).where(eq(plants.id, duckweed.id)).run();
      tx.insert(deletedReferenceSlugs).values({ kind: "plant", slug: "duckweed" }).run();
    });
    expect(seedPlants(db, DRAWING_ADDRESSES)).toMatchObject({ inserted: 0, keptDeleted: 1 });
    expect(bySlug("duckweed")).toBeUndefined();
    db.delete(deletedReferenceSlugs).where(eq(deletedReferenceSlugs.slug, "duckweed")).run();
  });

  it("refuses a folder with a bad file, naming it, and writes nothing", () => {
    const dir = releaseChanging("cabomba", (data) => (data.light = "blinding"));
    expect(() => seedPlants(getDb(), DRAWING_ADDRESSES, dir)).toThrow(/cabomba\.json: light/);
  });
});

describe("the plants' versions", () => {
  it("rise with a write from any connection, so the visitors' pages and the guides' links follow", () => {
    seedPlants(getDb(), DRAWING_ADDRESSES);
    const id = bySlug("salvinia")!.id;
    const [plantsBefore, publicBefore] = [tableVersion("plants"), publicContentVersion()];
    const other = new Database(getEnv().DATABASE_PATH);
    try {
      other.prepare("UPDATE plants SET name = 'Salvinia Renamed' WHERE id = ?").run(id);
    } finally {
      other.close();
    }
    expect(tableVersion("plants")).toBeGreaterThan(plantsBefore);
    expect(publicContentVersion()).toBeGreaterThan(publicBefore);
  });
});
