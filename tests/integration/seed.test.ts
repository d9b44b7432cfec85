import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { collectionEntries, fish } from "../../db/schema";
import { defaultSpeciesDir, GENERIC_FISH_IMAGE, seedReferenceData } from "../../db/seed/seed";
import { createUser } from "../support/factories";
import { getDb } from "~/services/db.server";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";
import { factNotesForReaders } from "~/domain/species-facts";

const tempDirs: string[] = [];

/** A private copy of the real species folder that a test may edit. */
function copyOfSpeciesDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-species-"));
  tempDirs.push(dir);
  fs.cpSync(defaultSpeciesDir(), dir, { recursive: true });
  return dir;
}

function editSpecies(dir: string, slug: string, change: (data: Record<string, unknown>) => void) {
  const file = path.join(dir, `${slug}.json`);
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  change(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
}

function speciesRows() {
  return getDb().select({ id: fish.id, slug: fish.slug }).from(fish).orderBy(fish.id).all();
}

function speciesBySlug(slug: string) {
  return getDb().select().from(fish).where(eq(fish.slug, slug)).get();
}

afterEach(() => {
  // Put the reference rows back to what the real files say, whatever a test changed.
  seedReferenceData(getDb(), DRAWING_ADDRESSES);
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("seedReferenceData", () => {
  it("seeds every species file, and a second run keeps the same ids and row count", () => {
    const db = getDb();
    const fileCount = fs.readdirSync(defaultSpeciesDir()).filter((file) => file.endsWith(".json")).length;

    seedReferenceData(db, DRAWING_ADDRESSES);
    const first = speciesRows();
    const second = seedReferenceData(db, DRAWING_ADDRESSES);

    expect(first).toHaveLength(fileCount);
    expect(speciesRows()).toEqual(first);
    expect(second).toEqual({ inserted: 0, updated: 0, unchanged: fileCount, keptEdits: 0, keptDeleted: 0 });
    // The sources come from the file as written, and the notes on where they differ as a reader gets them.
    const file = JSON.parse(fs.readFileSync(path.join(defaultSpeciesDir(), "angelfish.json"), "utf8"));
    const angelfish = speciesBySlug("angelfish");
    expect(angelfish?.sources).toEqual(file.sources);
    expect(angelfish?.factNotes).toEqual(factNotesForReaders(file.factNotes));
    expect(angelfish?.factNotes.minTankSize).toContain("the median of the seven, 55 gal, is kept.");
  });

  it("keeps a member's collection entry when the species is seeded again", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);
    const neon = speciesBySlug("neon-tetra");
    expect(neon).toBeDefined();
    const member = createUser();
    const entry = db
      .insert(collectionEntries)
      .values({ userId: member.id, fishId: neon!.id, collectionType: "owned", notes: "Twelve in the 20 gallon" })
      .returning()
      .get();

    const dir = copyOfSpeciesDir();
    editSpecies(dir, "neon-tetra", (data) => {
      data.lifespan = "5-10 years";
    });
    seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir: dir });
    seedReferenceData(db, DRAWING_ADDRESSES);

    const kept = db.select().from(collectionEntries).where(eq(collectionEntries.id, entry.id)).get();
    expect(kept).toEqual(entry);
    expect(speciesBySlug("neon-tetra")?.id).toBe(neon!.id);
  });

  it("updates a changed value in place", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);
    const before = speciesBySlug("angelfish")!;
    const rowCount = speciesRows().length;
    const dir = copyOfSpeciesDir();
    editSpecies(dir, "angelfish", (data) => {
      data.minTankSizeGal = 55;
      (data.careRequirements as Record<string, string>).feeding = "Changed feeding advice.";
    });

    const counts = seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir: dir });

    const after = speciesBySlug("angelfish")!;
    expect(counts.updated).toBe(1);
    expect(counts.inserted).toBe(0);
    expect(after.id).toBe(before.id);
    expect(after.minTankSizeGal).toBe(55);
    expect(after.careRequirements.feeding).toBe("Changed feeding advice.");
    expect(after.updatedAt).not.toBeNull();
    expect(speciesRows()).toHaveLength(rowCount);
  });

  it("points a species with an illustration at its generated picture, and stores the descriptor", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);

    const neon = speciesBySlug("neon-tetra")!;
    expect(neon.imageUrl).toMatch(/^\/illustrations\/fish\/neon-tetra\?v=[0-9a-z]+$/);
    expect(neon.illustration).toMatchObject({ shape: "torpedo", pattern: "stripe" });
  });

  it("changes the illustration URL when the colours change", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);
    const before = speciesBySlug("neon-tetra")!;
    const dir = copyOfSpeciesDir();
    editSpecies(dir, "neon-tetra", (data) => {
      (data.illustration as { colors: Record<string, string> }).colors.body = "#123456";
    });

    const counts = seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir: dir });

    const after = speciesBySlug("neon-tetra")!;
    expect(counts.updated).toBe(1);
    expect(after.id).toBe(before.id);
    expect(after.illustration?.colors.body).toBe("#123456");
    expect(after.imageUrl).toMatch(/^\/illustrations\/fish\/neon-tetra\?v=[0-9a-z]+$/);
    expect(after.imageUrl).not.toBe(before.imageUrl);
  });

  it("never replaces a photo an admin set, whatever the files say", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);
    const photo = "https://images.example.com/neon-tetra.jpg";
    const neon = speciesBySlug("neon-tetra")!;
    db.update(fish).set({ imageUrl: photo }).where(eq(fish.id, neon.id)).run();

    try {
      expect(seedReferenceData(db, DRAWING_ADDRESSES).updated).toBe(0);
      expect(speciesBySlug("neon-tetra")?.imageUrl).toBe(photo);

      const dir = copyOfSpeciesDir();
      editSpecies(dir, "neon-tetra", (data) => {
        data.lifespan = "5-10 years";
        (data.illustration as { colors: Record<string, string> }).colors.fins = "#000000";
      });
      seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir: dir });

      const after = speciesBySlug("neon-tetra")!;
      expect(after.imageUrl).toBe(photo);
      expect(after.lifespan).toBe("5-10 years");
      expect(after.illustration?.colors.fins).toBe("#000000");
    } finally {
      // Hand the picture back to the seed, so the next test starts from what the files say.
      db.update(fish).set({ imageUrl: GENERIC_FISH_IMAGE }).where(eq(fish.id, neon.id)).run();
    }
  });

  it("replaces only pictures the seed put there: empty, the generic one, or an earlier illustration", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);
    const neon = speciesBySlug("neon-tetra")!;
    for (const earlier of ["", GENERIC_FISH_IMAGE, "/illustrations/fish/neon-tetra?v=old"]) {
      db.update(fish).set({ imageUrl: earlier }).where(eq(fish.id, neon.id)).run();
      seedReferenceData(db, DRAWING_ADDRESSES);
      expect(speciesBySlug("neon-tetra")?.imageUrl, earlier).toBe(neon.imageUrl);
    }
  });

  it("leaves a species whose file was removed in the database", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);
    const betta = speciesBySlug("betta")!;
    const dir = copyOfSpeciesDir();
    fs.rmSync(path.join(dir, "betta.json"));

    seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir: dir });

    expect(speciesBySlug("betta")).toEqual(betta);
  });

  it("refuses a file that is not JSON, naming the file, and writes nothing", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);
    const dir = copyOfSpeciesDir();
    editSpecies(dir, "guppy", (data) => {
      data.lifespan = "changed";
    });
    fs.writeFileSync(path.join(dir, "broken-fish.json"), '{ "slug": "broken-fish", ');

    expect(() => seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir: dir })).toThrow(/broken-fish\.json: not valid JSON/);
    expect(speciesBySlug("guppy")?.lifespan).not.toBe("changed");
  });

  it("refuses a file that gives a key twice, naming the file and the key, and writes nothing", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);
    const dir = copyOfSpeciesDir();
    const file = path.join(dir, "guppy.json");
    // A note written a second time lower in the same object: JSON.parse would keep only the second.
    const text = fs.readFileSync(file, "utf8").replace('"factNotes": {', '"factNotes": {\n    "jumper": "An earlier note.",');
    // The last of two values is the one JSON.parse keeps: were the file taken, the page would read "changed".
    fs.writeFileSync(file, text.replace(/("lifespan": "[^"]*",)/, '$1\n  "lifespan": "changed",'));

    expect(() => seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir: dir })).toThrow(
      /guppy\.json: lifespan: given twice[\s\S]*guppy\.json: factNotes\.jumper: given twice/,
    );
    expect(speciesBySlug("guppy")?.lifespan).not.toBe("changed");
  });

  it("refuses a file that breaks the schema, naming the file and the field", () => {
    const db = getDb();
    const dir = copyOfSpeciesDir();
    editSpecies(dir, "zebra-danio", (data) => {
      data.minTemperatureF = "cold";
      data.minTemp = 65;
    });
    editSpecies(dir, "cherry-barb", (data) => {
      data.slug = "cherry";
    });

    let message = "";
    try {
      seedReferenceData(db, DRAWING_ADDRESSES, { speciesDir: dir });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/zebra-danio\.json: minTemperatureF: /);
    expect(message).toMatch(/zebra-danio\.json: .*minTemp/);
    expect(message).toMatch(/cherry-barb\.json: slug "cherry" must match the file name/);
  });
});
