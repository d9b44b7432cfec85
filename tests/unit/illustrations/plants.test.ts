import { describe, expect, it } from "vitest";
import { PLANT_COLOURS, PLANT_LEAF_SHAPES, PLANT_TYPES } from "~/domain/plants";
import { drawnHeight, plantIllustrationUrl, renderPlantIllustration } from "~/illustrations/plants";
import { expectWellFormedSvg } from "../../support/well-formed-svg";

describe("renderPlantIllustration", () => {
  const shapes = [null, ...PLANT_LEAF_SHAPES];
  const cases = PLANT_TYPES.flatMap((type) => shapes.map((leafShape) => [type, leafShape] as const));

  it.each(cases)("draws a %s plant (leaf shape %s) as a small, well-formed, titled SVG in every colour", (type, leafShape) => {
    for (const colour of [null, ...PLANT_COLOURS]) {
      for (const maxHeightCm of [null, 3, 30, 250]) {
        const svg = renderPlantIllustration({ name: "Java Fern", type, colour, leafShape, maxHeightCm });
        expect(svg).toContain('viewBox="0 0 240 140" width="240" height="140" role="img"');
        expect(svg).toMatch(/<title[^>]*>Java Fern<\/title>/);
        expect(svg).not.toMatch(/undefined|NaN|null|Infinity/);
        expectWellFormedSvg(svg);
        expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
      }
    }
  });

  it("draws red plants red and green plants green", () => {
    const red = renderPlantIllustration({ name: "Red", type: "stem", colour: "red", leafShape: null, maxHeightCm: 40 });
    const green = renderPlantIllustration({ name: "Green", type: "stem", colour: null, leafShape: null, maxHeightCm: 40 });
    expect(red).toContain("#d84b3f");
    expect(green).not.toContain("#d84b3f");
  });

  it("draws bronze crypts in their own olive brown", () => {
    const bronze = renderPlantIllustration({ name: "Wendtii", type: "rosette", colour: "bronze", leafShape: null, maxHeightCm: 30 });
    expect(bronze).toContain("#9a7b3c");
    expect(bronze).not.toContain("#4caf50");
  });

  it("draws each leaf shape a type reads unlike the type's own leaves", () => {
    const draw = (type: (typeof PLANT_TYPES)[number], leafShape: (typeof PLANT_LEAF_SHAPES)[number] | null) =>
      renderPlantIllustration({ name: "Plant", type, colour: null, leafShape, maxHeightCm: 30 });
    for (const [type, leafShapes] of [
      ["stem", ["round", "fine", "grass"]],
      ["rosette", ["round", "fine", "grass", "strap"]],
      ["rhizome", ["round"]],
      ["carpeting", ["grass"]],
      ["moss", ["round"]],
      ["bulb", ["round"]],
    ] as const) {
      const drawings = [draw(type, null), ...leafShapes.map((leafShape) => draw(type, leafShape))];
      expect(new Set(drawings).size).toBe(drawings.length);
    }
  });

  it("draws a taller plant taller, within the card", () => {
    expect(drawnHeight(5)).toBeLessThan(drawnHeight(30));
    expect(drawnHeight(30)).toBeLessThan(drawnHeight(80));
    expect(drawnHeight(300)).toBeLessThanOrEqual(106);
    expect(drawnHeight(1)).toBeGreaterThanOrEqual(18);
  });

  it("keeps a name with markup as text", () => {
    const svg = renderPlantIllustration({ name: `<b>"Tom's" & moss</b>`, type: "moss", colour: null, leafShape: null, maxHeightCm: 5 });
    expect(svg).not.toContain("<b>");
    expectWellFormedSvg(svg);
  });
});

describe("plantIllustrationUrl", () => {
  const drawing = { type: "stem", colour: null, leafShape: null, maxHeightCm: 30 } as const;

  it("changes with anything the drawing is made from, and only then", () => {
    const url = plantIllustrationUrl("water-wisteria", drawing);
    expect(url).toMatch(/^\/illustrations\/plants\/water-wisteria\?v=[0-9a-z]+$/);
    expect(plantIllustrationUrl("water-wisteria", { ...drawing })).toBe(url);
    expect(plantIllustrationUrl("water-wisteria", { ...drawing, maxHeightCm: 31 })).not.toBe(url);
    expect(plantIllustrationUrl("water-wisteria", { ...drawing, colour: "red" })).not.toBe(url);
    expect(plantIllustrationUrl("water-wisteria", { ...drawing, leafShape: "fine" })).not.toBe(url);
  });
});
