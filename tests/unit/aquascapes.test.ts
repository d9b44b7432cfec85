import { describe, expect, it } from "vitest";
import {
  AQUASCAPE_LEVELS,
  ESSENTIAL_TOOLS,
  PLANTS_SHOWN,
  TOOLS_SHOWN,
  aquascapingHref,
  difficultyRank,
  filterAquascapes,
  matchesAquascape,
  moreLabel,
  normalizeAquascapeQuery,
  parseAquascapeLevel,
  visiblePlants,
  visibleTools,
  type SearchableAquascape,
} from "~/domain/aquascapes";

function guide(overrides: Partial<SearchableAquascape> & { title: string }): SearchableAquascape {
  return {
    style: "Nature Aquarium",
    description: "A layout built around driftwood.",
    difficulty: "Moderate",
    tools: ["Curved scissors"],
    plants: ["Rotala rotundifolia"],
    ...overrides,
  };
}

const iwagumi = guide({
  title: "Iwagumi Stone Layout",
  style: "Iwagumi",
  description: "An odd number of stones around one main stone, on a low carpet.",
  difficulty: "Advanced",
  tools: ["Spring scissors", "CO2 system with drop checker"],
  plants: ["Eleocharis acicularis 'Mini'", "Hemianthus callitrichoides 'Cuba'"],
});
const jungle = guide({
  title: "Low-Maintenance Jungle",
  style: "Jungle",
  description: "Tall plants reach the surface.",
  difficulty: "Beginner",
  tools: ["Straight scissors", "Algae scraper"],
  plants: ["Vallisneria spiralis", "Microsorum pteropus (Java fern)"],
});
const nature = guide({ title: "Nature Aquarium with Driftwood and Moss", difficulty: "Moderate" });
const all = [iwagumi, jungle, nature];

describe("level filter", () => {
  it("offers All Levels, Beginner, Moderate and Advanced, in that order", () => {
    expect(AQUASCAPE_LEVELS.map((level) => level.label)).toEqual(["All Levels", "Beginner", "Moderate", "Advanced"]);
  });

  it("reads ?level= in any letter case, and anything else as all levels", () => {
    expect(parseAquascapeLevel("beginner")).toBe("beginner");
    expect(parseAquascapeLevel("ADVANCED")).toBe("advanced");
    expect(parseAquascapeLevel(" Moderate ")).toBe("moderate");
    expect(parseAquascapeLevel("expert")).toBe("all");
    expect(parseAquascapeLevel("")).toBe("all");
    expect(parseAquascapeLevel(null)).toBe("all");
  });

  it("keeps every guide at all levels and only that difficulty otherwise", () => {
    expect(filterAquascapes(all, { level: "all" })).toEqual(all);
    expect(filterAquascapes(all, {})).toEqual(all);
    expect(filterAquascapes(all, { level: "beginner" })).toEqual([jungle]);
    expect(filterAquascapes(all, { level: "moderate" })).toEqual([nature]);
    expect(filterAquascapes(all, { level: "advanced" })).toEqual([iwagumi]);
  });
});

describe("search", () => {
  it("matches title, style and description, ignoring letter case", () => {
    expect(matchesAquascape(iwagumi, { q: "IWAGUMI" })).toBe(true);
    expect(matchesAquascape(jungle, { q: "jungle" })).toBe(true);
    expect(matchesAquascape(iwagumi, { q: "main stone" })).toBe(true);
    expect(matchesAquascape(nature, { q: "driftwood" })).toBe(true);
  });

  it("also matches a plant or a tool the guide lists", () => {
    expect(filterAquascapes(all, { q: "vallisneria" })).toEqual([jungle]);
    expect(filterAquascapes(all, { q: "co2" })).toEqual([iwagumi]);
    expect(filterAquascapes(all, { q: "java fern" })).toEqual([jungle]);
  });

  it("needs every word of the query, in any field", () => {
    expect(filterAquascapes(all, { q: "carpet co2" })).toEqual([iwagumi]);
    expect(filterAquascapes(all, { q: "carpet vallisneria" })).toEqual([]);
  });

  it("treats an empty or blank query as no search", () => {
    expect(filterAquascapes(all, { q: "" })).toEqual(all);
    expect(filterAquascapes(all, { q: "   " })).toEqual(all);
    expect(filterAquascapes(all, { q: null })).toEqual(all);
  });

  it("combines the search with the level", () => {
    expect(filterAquascapes(all, { q: "scissors", level: "beginner" })).toEqual([jungle]);
    expect(filterAquascapes(all, { q: "vallisneria", level: "advanced" })).toEqual([]);
  });

  it("finds nothing for nonsense", () => {
    expect(filterAquascapes(all, { q: "zzqxw" })).toEqual([]);
  });

  it("normalises the query: trimmed, single spaces, at most 100 characters", () => {
    expect(normalizeAquascapeQuery("  dutch   garden ")).toBe("dutch garden");
    expect(normalizeAquascapeQuery("x".repeat(300))).toHaveLength(100);
  });
});

describe("addresses", () => {
  it("leaves the defaults out and keeps the search with a level", () => {
    expect(aquascapingHref()).toBe("/aquascaping");
    expect(aquascapingHref({ q: "", level: "all" })).toBe("/aquascaping");
    expect(aquascapingHref({ level: "beginner" })).toBe("/aquascaping?level=beginner");
    expect(aquascapingHref({ q: "java fern", level: "moderate" })).toBe("/aquascaping?q=java+fern&level=moderate");
    expect(aquascapingHref({ q: "moss" })).toBe("/aquascaping?q=moss");
  });
});

describe("card truncation", () => {
  it("shows 3 tools and 2 plants", () => {
    expect(TOOLS_SHOWN).toBe(3);
    expect(PLANTS_SHOWN).toBe(2);
  });

  it("shows the first 3 tools and counts the rest", () => {
    const tools = ["Curved scissors", "Straight tweezers", "Substrate spatula", "Pipette", "Spray bottle"];
    expect(visibleTools(tools)).toEqual({ shown: ["Curved scissors", "Straight tweezers", "Substrate spatula"], more: 2 });
    expect(moreLabel(visibleTools(tools).more)).toBe("+2 more");
  });

  it("shows the first 2 plants and counts the rest", () => {
    const plants = ["Rotala rotundifolia", "Ludwigia repens", "Cryptocoryne wendtii", "Staurogyne repens"];
    expect(visiblePlants(plants)).toEqual({ shown: ["Rotala rotundifolia", "Ludwigia repens"], more: 2 });
    expect(moreLabel(visiblePlants(plants).more)).toBe("+2 more");
  });

  it("has nothing more to say when the list fits", () => {
    expect(visibleTools(["Pipette", "Spray bottle", "Algae scraper"])).toEqual({
      shown: ["Pipette", "Spray bottle", "Algae scraper"],
      more: 0,
    });
    expect(visiblePlants(["Riccia fluitans"])).toEqual({ shown: ["Riccia fluitans"], more: 0 });
    expect(visiblePlants([])).toEqual({ shown: [], more: 0 });
    expect(moreLabel(0)).toBeNull();
  });
});

describe("ordering", () => {
  it("ranks Beginner before Moderate before Advanced", () => {
    expect(difficultyRank("Beginner")).toBeLessThan(difficultyRank("Moderate"));
    expect(difficultyRank("Moderate")).toBeLessThan(difficultyRank("Advanced"));
    expect(difficultyRank("Unknown")).toBeGreaterThan(difficultyRank("Advanced"));
  });
});

describe("essential tools", () => {
  it("are the agreed four: scissors, tweezers, substrate leveler, plant weights", () => {
    expect(ESSENTIAL_TOOLS.map((tool) => tool.name)).toEqual(["Aquascaping Scissors", "Tweezers", "Substrate Leveler", "Plant Weights"]);
  });

  it("each come with a one-line explanation", () => {
    for (const tool of ESSENTIAL_TOOLS) {
      expect(tool.description.length, tool.name).toBeGreaterThan(30);
      expect(tool.description, tool.name).not.toContain("\n");
    }
  });
});
