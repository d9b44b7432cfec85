import { describe, expect, test } from "vitest";
import {
  careFilterParams,
  matchesCareFilters,
  mostExcludingFilter,
  parseCareFilters,
  type CareFilterableFish,
} from "~/domain/care-filters";
import type { UnitPreferences } from "~/domain/units";

const US = { units: "us", hardness: "dgh" } as const;
const METRIC = { units: "metric", hardness: "dgh" } as const;

const neon: CareFilterableFish = {
  temperament: "Peaceful",
  diet: "Omnivore",
  minTemperatureF: 70,
  maxTemperatureF: 79,
  minPh: 6,
  maxPh: 7,
  maxSizeIn: 1.5,
  minTankSizeGal: 10,
  minGh: 1,
  maxGh: 10,
  swimZone: "middle",
};
const oscar: CareFilterableFish = {
  temperament: "Semi-Aggressive",
  diet: "Carnivore",
  minTemperatureF: 74,
  maxTemperatureF: 81,
  minPh: 6,
  maxPh: 8,
  maxSizeIn: 14,
  minTankSizeGal: 75,
  minGh: null,
  maxGh: null,
  swimZone: null,
};

const parse = (query: string, units: UnitPreferences = US) => parseCareFilters(new URLSearchParams(query), units);

describe("reading the filters", () => {
  test("numbers are in the link's units, else the reader's, and are compared in stored units", () => {
    expect(parse("temp=25&units=metric").filters.tempF).toBeCloseTo(77, 10);
    expect(parse("temp=25", METRIC).filters.tempF).toBeCloseTo(77, 10);
    expect(parse("temp=77").filters.tempF).toBe(77);
    expect(parse("size=5&units=metric").filters.sizeIn).toBeCloseTo(5 / 2.54, 10);
    expect(parse("tank=100&units=uk").filters.tankGal).toBeCloseTo(100 / 3.785411784, 10);
    expect(parse("gh=178.48&hardness=ppm").filters.ghDgh).toBeCloseTo(10, 10);
  });

  test("a value that does not parse, or makes no sense, is ignored rather than an error", () => {
    expect(parse("temp=warm&ph=15&size=-2&tank=&temperament=grumpy&zone=sky").filters).toEqual({});
    expect(parse("temp=300").filters).toEqual({});
  });

  test("choices ignore letter case and keep the stored spelling", () => {
    expect(parse("temperament=peaceful&diet=CARNIVORE&zone=Bottom").filters).toEqual({
      temperament: "Peaceful",
      diet: "Carnivore",
      zone: "bottom",
    });
  });

  test("links carry the values with their units, so they mean the same to every reader", () => {
    const parsed = parse("temp=25&tank=60", METRIC);
    expect(careFilterParams(parsed)).toEqual([
      ["temp", "25"],
      ["tank", "60"],
      ["units", "metric"],
      ["hardness", "dgh"],
    ]);
    expect(careFilterParams(parsed, "temp")).toEqual([
      ["tank", "60"],
      ["units", "metric"],
      ["hardness", "dgh"],
    ]);
    expect(careFilterParams(parse(""))).toEqual([]);
  });
});

describe("each filter", () => {
  test("temperature and pH: inside the fish's range, ends included", () => {
    expect(matchesCareFilters(neon, { tempF: 79 })).toBe(true);
    expect(matchesCareFilters(neon, { tempF: 80 })).toBe(false);
    // 26 °C is 78.8 °F: inside the Neon's 70-79 °F.
    expect(matchesCareFilters(neon, parse("temp=26&units=metric").filters)).toBe(true);
    expect(matchesCareFilters(neon, { ph: 7.5 })).toBe(false);
  });

  test("hardness and swim zone: a fish whose value is unknown is not claimed to match", () => {
    expect(matchesCareFilters(neon, { ghDgh: 8 })).toBe(true);
    expect(matchesCareFilters(oscar, { ghDgh: 8 })).toBe(false);
    expect(matchesCareFilters(neon, { zone: "middle" })).toBe(true);
    expect(matchesCareFilters(oscar, { zone: "middle" })).toBe(false);
  });

  test("size and tank: the adult fits under the size, the fish's minimum tank fits in the reader's", () => {
    expect(matchesCareFilters(neon, { sizeIn: 2 })).toBe(true);
    expect(matchesCareFilters(oscar, { sizeIn: 2 })).toBe(false);
    // A 60 L tank is 15.9 US gallons: room for a Neon (10), not an Oscar (75).
    const sixtyLitres = parse("tank=60&units=metric").filters;
    expect(matchesCareFilters(neon, sixtyLitres)).toBe(true);
    expect(matchesCareFilters(oscar, sixtyLitres)).toBe(false);
  });

  test("temperament and diet compare the whole value", () => {
    expect(matchesCareFilters(oscar, { diet: "Carnivore", temperament: "Semi-Aggressive" })).toBe(true);
    expect(matchesCareFilters(neon, { diet: "Carnivore" })).toBe(false);
  });
});

describe("an empty result", () => {
  test("names the filter whose removal would bring back the most fish", () => {
    // Tank 20 gal keeps the Neon, pH 7.8 keeps the Oscar; together nothing. Dropping either brings back one.
    const filters = { tankGal: 20, ph: 7.8, diet: "Carnivore" };
    expect([neon, oscar].filter((f) => matchesCareFilters(f, filters))).toEqual([]);
    expect(mostExcludingFilter([neon, oscar], filters)).toEqual({ key: "tank", wouldShow: 1 });
    // When no single filter is to blame, none is named.
    expect(mostExcludingFilter([neon, oscar], { tankGal: 5, ph: 9 })).toEqual(null);
  });
});
