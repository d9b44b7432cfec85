import { describe, expect, it } from "vitest";
import { PLANT_COLOURS, PLANT_LEAF_SHAPES, PLANT_TYPES, type PlantLeafShape, type PlantType } from "~/domain/plants";
import { renderPlantIllustration } from "~/illustrations/plants";

const draw = (type: PlantType, leafShape: PlantLeafShape | null, maxHeightCm: number | null = 30) =>
  renderPlantIllustration({ name: "Plant", type, colour: null, leafShape, maxHeightCm });

/** The leaf shapes each type draws its own way; any other shape leaves the type's own drawing. */
const READ_BY: Record<PlantType, readonly PlantLeafShape[]> = {
  stem: ["round", "fine", "grass", "lobed", "fan", "star", "vine"],
  rosette: ["round", "fine", "grass", "strap", "spiral"],
  rhizome: ["round"],
  carpeting: ["grass"],
  moss: ["round", "lobed", "upright", "hanging"],
  floating: ["thread", "rosette", "tiny", "heart", "hairy"],
  bulb: ["round", "net", "ribbon"],
};

describe("plant forms", () => {
  it.each(PLANT_TYPES)("draws each form a %s plant reads unlike its type's default and unlike each other", (type) => {
    for (const maxHeightCm of [null, 5, 60]) {
      const drawings = [draw(type, null, maxHeightCm), ...READ_BY[type].map((shape) => draw(type, shape, maxHeightCm))];
      expect(new Set(drawings).size).toBe(drawings.length);
    }
  });

  it.each(PLANT_TYPES)("draws a %s plant its own way for a shape it does not read (sword included)", (type) => {
    for (const shape of PLANT_LEAF_SHAPES.filter((leafShape) => !READ_BY[type].includes(leafShape))) {
      expect(draw(type, shape)).toBe(draw(type, null));
    }
  });

  // Sword is every type's own leaf, so a file names it only to say so.
  it("has every other leaf shape drawn by some type", () => {
    const read = new Set(Object.values(READ_BY).flat());
    expect(PLANT_LEAF_SHAPES.filter((shape) => shape !== "sword" && !read.has(shape))).toEqual([]);
  });

  it("keeps the new forms under 3.2 KB even at the tallest height", () => {
    for (const type of PLANT_TYPES) {
      for (const shape of READ_BY[type].filter((leafShape) => !["round", "fine", "grass", "strap"].includes(leafShape))) {
        for (const maxHeightCm of [null, 3, 300]) {
          const svg = renderPlantIllustration({ name: "Ludwigia palustris", type, colour: "purple", leafShape: shape, maxHeightCm });
          expect(new TextEncoder().encode(svg).length).toBeLessThan(3200);
        }
      }
    }
  });

  it.each([
    ["purple", "#7a4f86"],
    ["gold", "#c9c23c"],
  ] as const)("draws %s leaves in their own colour", (colour, leaf) => {
    expect(PLANT_COLOURS).toContain(colour);
    const svg = renderPlantIllustration({ name: "Buce", type: "rhizome", colour, leafShape: null, maxHeightCm: 8 });
    expect(svg).toContain(leaf);
    expect(svg).not.toContain("#2e7d32");
  });
});
