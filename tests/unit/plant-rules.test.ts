import { describe, expect, it } from "vitest";
import { matchesPlantFilters, parsePlantFilters, plantFilterParams, plantListHref } from "~/domain/plant-filters";
import { plantMatcher, plantMentions, plantNamedIn } from "~/domain/plant-mentions";

const fern = {
  light: "low",
  co2: "not needed",
  placement: ["epiphyte", "midground"],
  difficulty: "easy",
  minTemperatureC: 20,
  maxTemperatureC: 28,
};

describe("the plant filters", () => {
  it("read known values and a temperature in the link's scale, ignoring the rest", () => {
    const parsed = parsePlantFilters(new URLSearchParams("light=LOW&co2=not+needed&placement=moon&temp=77&units=us"), "metric");
    expect(parsed.values).toEqual({ light: "low", co2: "not needed", temp: "77" });
    expect(parsed.filters.tempC).toBeCloseTo(25);
    expect(matchesPlantFilters(fern, parsed.filters)).toBe(true);
    expect(plantFilterParams(parsed)).toEqual([
      ["light", "low"],
      ["co2", "not needed"],
      ["temp", "77"],
      ["units", "us"],
    ]);
    expect(parsePlantFilters(new URLSearchParams("temp=500"), "metric").values).toEqual({});
  });

  it("match every filter at once", () => {
    expect(matchesPlantFilters(fern, { placement: "epiphyte", tempC: 28 })).toBe(true);
    expect(matchesPlantFilters(fern, { placement: "foreground" })).toBe(false);
    expect(matchesPlantFilters(fern, { light: "high" })).toBe(false);
    expect(matchesPlantFilters(fern, { tempC: 29 })).toBe(false);
  });

  it("make the list's addresses, page 1 without ?page", () => {
    expect(plantListHref({})).toBe("/plants");
    expect(plantListHref({ q: " fern ", extra: [["light", "low"]], page: 2 })).toBe("/plants?q=fern&light=low&page=2");
  });
});

describe("plants named in a guide", () => {
  const matcher = plantMatcher([
    { id: 1, name: "Java Fern", scientificName: "Microsorum pteropus", synonyms: ["Microsorium pteropus"] },
    { id: 2, name: "Anubias Barteri", scientificName: "Anubias barteri", synonyms: [] },
    { id: 3, name: "Anubias Nana", scientificName: "Anubias barteri var. nana", synonyms: ["Dwarf anubias"] },
    { id: 4, name: "Bucephalandra", scientificName: "Bucephalandra sp.", synonyms: ["Buce"] },
  ]);

  it("find a list entry's plant by any of its names, the longest first, cultivars and brackets allowed", () => {
    expect(plantNamedIn("Microsorum pteropus 'Windeløv'", matcher)).toBe(1);
    expect(plantNamedIn("Anubias barteri var. nana 'Petite'", matcher)).toBe(3);
    expect(plantNamedIn("Anubias barteri", matcher)).toBe(2);
    expect(plantNamedIn("Bucephalandra pygmaea 'Wavy Green'", matcher)).toBe(4);
    expect(plantNamedIn("Hemianthus callitrichoides 'Cuba'", matcher)).toBeNull();
  });

  it("link the first mention of each plant in the advice, whole words only", () => {
    const segments = plantMentions("Tie java fern to wood; more Java Fern later. Javafern is not a word.", matcher);
    expect(segments).toEqual([
      { text: "Tie " },
      { text: "java fern", plantId: 1 },
      { text: " to wood; more Java Fern later. Javafern is not a word." },
    ]);
    expect(plantMentions("No plants here.", matcher)).toEqual([{ text: "No plants here." }]);
  });
});
