import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { aquascapeFileSchema, defaultAquascapesDir, loadAquascapes } from "../../db/seed/aquascapes";
import { AQUASCAPE_DIFFICULTIES, AQUASCAPE_SCENES, PLANTS_SHOWN, TOOLS_SHOWN } from "~/domain/aquascapes";

// Checks on the real guide files. loadAquascapes already enforces the schema (fields, difficulty enum, slug = file
// name, unique titles, no repeated tool or plant); these read the files as a whole.
const guides = loadAquascapes();
const unique = (values: string[]) => new Set(values).size === values.length;

describe("reference aquascaping guides", () => {
  it("has between 10 and 14 guides", () => {
    expect(guides.length).toBeGreaterThanOrEqual(10);
    expect(guides.length).toBeLessThanOrEqual(14);
  });

  it("every file validates against the schema on its own", () => {
    for (const file of fs.readdirSync(defaultAquascapesDir()).filter((name) => name.endsWith(".json"))) {
      const raw = JSON.parse(fs.readFileSync(path.join(defaultAquascapesDir(), file), "utf8"));
      const result = aquascapeFileSchema.safeParse(raw);
      expect(result.success, `${file}: ${result.error?.issues.map((issue) => issue.message).join("; ")}`).toBe(true);
    }
  });

  it("uses unique slugs and titles", () => {
    expect(unique(guides.map((guide) => guide.slug))).toBe(true);
    expect(unique(guides.map((guide) => guide.title.toLowerCase()))).toBe(true);
  });

  it("rates every guide Beginner, Moderate or Advanced, with each level present", () => {
    for (const guide of guides) expect(AQUASCAPE_DIFFICULTIES, guide.slug).toContain(guide.difficulty);
    for (const level of AQUASCAPE_DIFFICULTIES)
      expect(
        guides.some((guide) => guide.difficulty === level),
        level,
      ).toBe(true);
  });

  it("rates the demanding styles honestly", () => {
    const bySlug = new Map(guides.map((guide) => [guide.slug, guide]));
    expect(bySlug.get("iwagumi")?.difficulty).toBe("Advanced");
    expect(bySlug.get("dutch-aquarium")?.difficulty).toBe("Advanced");
    expect(bySlug.get("jungle")?.difficulty).toBe("Beginner");
    expect(bySlug.get("walstad-natural-tank")?.difficulty).toBe("Beginner");
  });

  it("gives every guide at least one tool and one plant, none listed twice", () => {
    for (const guide of guides) {
      expect(guide.tools.length, guide.slug).toBeGreaterThanOrEqual(1);
      expect(guide.plants.length, guide.slug).toBeGreaterThanOrEqual(1);
      expect(unique(guide.tools.map((tool) => tool.toLowerCase())), `${guide.slug} tools`).toBe(true);
      expect(unique(guide.plants.map((plant) => plant.toLowerCase())), `${guide.slug} plants`).toBe(true);
    }
  });

  it("has lists long enough that cards show '+N more'", () => {
    expect(guides.filter((guide) => guide.tools.length > TOOLS_SHOWN).length).toBeGreaterThan(guides.length / 2);
    expect(guides.filter((guide) => guide.plants.length > PLANTS_SHOWN).length).toBeGreaterThan(guides.length / 2);
  });

  it("writes plants as a genus and species (or cultivar), capitalised like a scientific name", () => {
    for (const guide of guides) {
      for (const plant of guide.plants) {
        expect(plant, guide.slug).toMatch(/^[A-Z][a-z]+ [a-z]+(?:\b|$)/);
      }
    }
  });

  it("draws each guide with a known scene, and no two guides share one", () => {
    for (const guide of guides) expect(AQUASCAPE_SCENES, guide.slug).toContain(guide.illustration);
    expect(unique(guides.map((guide) => guide.illustration))).toBe(true);
  });

  it("gives real advice: several sentences per description", () => {
    for (const guide of guides) {
      const sentences = guide.description.split(/[.!?](?:\s|$)/).filter((part) => part.trim().length > 0);
      expect(sentences.length, guide.slug).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("loading guide files", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  function folderWith(files: Record<string, unknown>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-aquascapes-"));
    dirs.push(dir);
    for (const [name, content] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
    }
    return dir;
  }

  const valid = JSON.parse(fs.readFileSync(path.join(defaultAquascapesDir(), "jungle.json"), "utf8"));

  it("reports every problem, naming its file", () => {
    const dir = folderWith({
      "jungle.json": valid,
      "broken.json": "{ not json",
      "wrong-level.json": { ...valid, slug: "wrong-level", title: "Other", difficulty: "Expert" },
      "twice.json": { ...valid, slug: "twice", title: "Twice", plants: ["Vallisneria spiralis", "vallisneria spiralis"] },
      "no-tools.json": { ...valid, slug: "no-tools", title: "No Tools", tools: [] },
      "extra.json": { ...valid, slug: "extra", title: "Extra", colour: "green" },
      "renamed.json": { ...valid, slug: "other-name", title: "Renamed" },
      "same-title.json": { ...valid, slug: "same-title" },
    });
    let message = "";
    try {
      loadAquascapes(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("broken.json: not valid JSON");
    expect(message).toMatch(/wrong-level\.json: difficulty/);
    expect(message).toMatch(/twice\.json: plants\.1: .*listed twice/);
    expect(message).toMatch(/no-tools\.json: tools/);
    expect(message).toMatch(/extra\.json: .*colour/);
    expect(message).toContain('renamed.json: slug "other-name" must match the file name');
    expect(message).toMatch(/same-title\.json: title .* already used by jungle\.json/);
  });

  it("refuses a missing or empty folder", () => {
    expect(() => loadAquascapes(path.join(os.tmpdir(), "shoal-no-such-folder"))).toThrow(/not found/);
    expect(() => loadAquascapes(folderWith({}))).toThrow(/No aquascape files/);
  });
});
