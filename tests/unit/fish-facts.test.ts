import { describe, expect, test } from "vitest";
import { difficultyTone, temperamentTone } from "~/components/fish/fish-badges";
import { fishFacts } from "~/components/fish/fish-facts";

const US = { units: "us", hardness: "dgh" } as const;
const METRIC = { units: "metric", hardness: "dgh" } as const;
const UK = { units: "uk", hardness: "dgh" } as const;
const neon = { lifespan: "5-8 years", minTemperatureF: 70, maxTemperatureF: 79, minPh: 6, maxPh: 7, maxSizeIn: 1.5, minTankSizeGal: 10 };

describe("fishFacts", () => {
  test("in US units, the stored values with the metric ones in brackets", () => {
    expect(fishFacts(neon, US)).toEqual([
      { label: "Lifespan", value: "5-8 years" },
      { label: "Temperature", value: "70-79 °F (21-26 °C)" },
      { label: "pH Range", value: "6.0-7.0" },
      { label: "Max Size", value: "1.5 inches (3.8 cm)" },
      { label: "Min Tank Size", value: "10 gallons (38 L)" },
    ]);
  });

  test("in metric units, the values change and the US ones go in brackets", () => {
    expect(fishFacts(neon, METRIC)).toEqual([
      { label: "Lifespan", value: "5-8 years" },
      { label: "Temperature", value: "21-26 °C (70-79 °F)" },
      { label: "pH Range", value: "6.0-7.0" },
      { label: "Max Size", value: "3.8 cm (1.5 in)" },
      { label: "Min Tank Size", value: "38 L (10 US gal)" },
    ]);
  });

  test("in UK units, UK gallons stand beside the litres", () => {
    expect(fishFacts(neon, UK).find((f) => f.label === "Min Tank Size")?.value).toBe("38 L (8 UK gal, 10 US gal)");
    expect(fishFacts(neon, UK).find((f) => f.label === "Temperature")?.value).toBe("21-26 °C (70-79 °F)");
  });

  test("a goldfish's tank is the first fish's, with what each further fish adds", () => {
    const oranda = { ...neon, minTankSizeGal: 20, furtherFishTankGal: 10 };
    const tankOf = (preferences: typeof US | typeof METRIC | typeof UK) =>
      fishFacts(oranda, preferences).find((f) => f.label === "Min Tank Size")?.value;
    expect(tankOf(US)).toBe("20 gallons (76 L) for the first fish, 10 gal more for each other");
    expect(tankOf(METRIC)).toBe("76 L (20 US gal) for the first fish, 38 L more for each other");
    expect(tankOf(UK)).toBe("76 L (17 UK gal, 20 US gal) for the first fish, 38 L (8 UK gal) more for each other");
    expect(fishFacts({ ...neon, furtherFishTankGal: null }, US).find((f) => f.label === "Min Tank Size")?.value).toBe("10 gallons (38 L)");
  });

  test("one inch and one gallon are singular", () => {
    const facts = fishFacts(
      { lifespan: "1 year", minTemperatureF: 72, maxTemperatureF: 82, minPh: 6.5, maxPh: 7.5, maxSizeIn: 1, minTankSizeGal: 1 },
      US,
    );
    expect(facts.find((f) => f.label === "Max Size")?.value).toBe("1 inch (2.5 cm)");
    expect(facts.find((f) => f.label === "Min Tank Size")?.value).toBe("1 gallon (4 L)");
  });
});

describe("badge tones", () => {
  test("beginner and easy read as the easy level", () => {
    expect(difficultyTone("Beginner")).toBe(difficultyTone("easy"));
    expect(difficultyTone("Advanced")).not.toBe(difficultyTone("Beginner"));
  });
  test("every temperament has its own tone", () => {
    const tones = ["Peaceful", "Community", "Semi-Aggressive", "Aggressive"].map(temperamentTone);
    expect(new Set(tones).size).toBe(4);
  });
});

describe("the facts a reference states", () => {
  const facts = {
    adultLengthCm: 6.5,
    lengthType: "TL" as const,
    bodyLengthCm: null,
    minGh: 1,
    maxGh: 10,
    minGroupSize: 6,
    swimZone: "middle" as const,
    flow: "gentle" as const,
  };
  const unknown = {
    adultLengthCm: null,
    lengthType: null,
    bodyLengthCm: null,
    minGh: null,
    maxGh: null,
    minGroupSize: null,
    swimZone: null,
    flow: null,
  };

  test("show in the reader's units with the other in brackets, after the profile's own", () => {
    expect(fishFacts({ ...neon, facts }, METRIC).slice(5)).toEqual([
      { label: "Adult Length (total length)", value: "6.5 cm (2.6 in)" },
      { label: "Hardness", value: "1-10 dGH (18-178 ppm)" },
      { label: "Group", value: "6 or more" },
      { label: "Swim Zone", value: "Middle" },
      { label: "Water Current", value: "Gentle" },
    ]);
    expect(fishFacts({ ...neon, facts }, { units: "us", hardness: "ppm" }).slice(5, 7)).toEqual([
      { label: "Adult Length (total length)", value: "2.6 in (6.5 cm)" },
      { label: "Hardness", value: "18-178 ppm (1-10 dGH)" },
    ]);
  });

  test("a long-tailed fish's body length follows its adult length", () => {
    const fantail = { ...facts, adultLengthCm: 20, bodyLengthCm: 15, minGroupSize: 2 };
    expect(fishFacts({ ...neon, facts: fantail }, METRIC).slice(5, 7)).toEqual([
      { label: "Adult Length (total length)", value: "20 cm (7.9 in)" },
      { label: "Body Length (without the tail)", value: "15 cm (5.9 in)" },
    ]);
  });

  test("are left out where unknown, never shown as zero", () => {
    expect(fishFacts({ ...neon, facts: unknown }, METRIC)).toHaveLength(5);
    expect(fishFacts({ ...neon, facts: { ...unknown, minGroupSize: 1 } }, METRIC).at(-1)).toEqual({
      label: "Group",
      value: "Can be kept alone",
    });
  });
});
