import { describe, expect, test } from "vitest";
import { difficultyTone, temperamentTone } from "~/components/fish/fish-badges";
import { fishFacts } from "~/components/fish/fish-facts";

describe("fishFacts", () => {
  test("shows the spec's units", () => {
    expect(
      fishFacts({ lifespan: "5-8 years", minTemperature: 70, maxTemperature: 79, minPh: 6, maxPh: 7, maxSize: 1.5, minTankSize: 10 }),
    ).toEqual([
      { label: "Lifespan", value: "5-8 years" },
      { label: "Temperature", value: "70-79°F" },
      { label: "pH Range", value: "6.0-7.0" },
      { label: "Max Size", value: "1.5 inches" },
      { label: "Min Tank Size", value: "10 gallons" },
    ]);
  });

  test("one inch and one gallon are singular", () => {
    const facts = fishFacts({ lifespan: "1 year", minTemperature: 72, maxTemperature: 82, minPh: 6.5, maxPh: 7.5, maxSize: 1, minTankSize: 1 });
    expect(facts.find((f) => f.label === "Max Size")?.value).toBe("1 inch");
    expect(facts.find((f) => f.label === "Min Tank Size")?.value).toBe("1 gallon");
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
