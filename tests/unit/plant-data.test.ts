import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { plantSchema, type PlantFile } from "../../db/seed/plant-schema";

// The plant encyclopedia's data: every file is a real plant, sourced, with its own slug and name.
const dir = path.join(__dirname, "../../db/seed/plants");
const files = readdirSync(dir).filter((file) => file.endsWith(".json"));

function load(file: string): { file: string; parsed: ReturnType<typeof plantSchema.safeParse> } {
  return { file, parsed: plantSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), "utf8"))) };
}

describe("the plant files", () => {
  const loaded = files.map(load);
  const plants = loaded.flatMap(({ parsed }) => (parsed.success ? [parsed.data] : []));

  it("are there, the common plants first", () => {
    expect(files.length).toBeGreaterThanOrEqual(80);
    const names = plants.map((plant) => plant.name.toLowerCase());
    for (const common of ["java fern", "java moss", "hornwort", "amazon sword"])
      expect(names.some((name) => name.includes(common))).toBe(true);
  });

  it.each(loaded.map(({ file, parsed }) => [file, parsed] as const))("%s follows the schema and cites two sources", (file, parsed) => {
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
    if (parsed.success) expect(`${parsed.data.slug}.json`).toBe(file);
  });

  it("gives every plant its own name and scientific name", () => {
    const twice = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(twice(plants.map((plant: PlantFile) => plant.name.toLowerCase()))).toEqual([]);
    expect(twice(plants.map((plant: PlantFile) => plant.scientificName))).toEqual([]);
  });
});
