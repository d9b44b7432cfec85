import { describe, expect, test } from "vitest";
import {
  FISH_FILTERS,
  HOME_FISH_FILTERS,
  fishFilterLabel,
  fishListHref,
  isBeginnerFriendly,
  matchesFilter,
  isCommunityFish,
  matchesHomeFilter,
  parseFishFilter,
  type FilterableFish,
} from "~/domain/fish-filters";
import { matchesSearch, normalizeQuery, searchFish } from "~/domain/fish-search";
import { loadSpecies } from "../../db/seed/seed";

function fishWith(overrides: Partial<FilterableFish> = {}): FilterableFish {
  return {
    name: "Test Fish",
    temperament: "Peaceful",
    difficulty: "Moderate",
    fishType: "Cichlid",
    schoolingFish: false,
    ...overrides,
  };
}

const names = (list: FilterableFish[]) => list.map((f) => f.name);

describe("the chips of /fish", () => {
  test("the seven agreed chips in their order, all first, then Invertebrates and Coldwater", () => {
    expect(FISH_FILTERS.map((f) => f.id)).toEqual([
      "all",
      "peaceful",
      "semi-aggressive",
      "aggressive",
      "schooling",
      "bottom-dwellers",
      "beginner-friendly",
      "invertebrates",
      "coldwater",
    ]);
    expect(FISH_FILTERS.map((f) => f.label)).toEqual([
      "All Fish",
      "Peaceful",
      "Semi-Aggressive",
      "Aggressive",
      "Schooling",
      "Bottom Dwellers",
      "Beginner Friendly",
      "Invertebrates",
      "Coldwater",
    ]);
  });

  test("all matches every fish", () => {
    expect(matchesFilter(fishWith({ temperament: "Aggressive" }), "all")).toBe(true);
    expect(matchesFilter(fishWith(), undefined)).toBe(true);
    expect(matchesFilter(fishWith(), null)).toBe(true);
  });

  test("the temperament chips match the whole temperament, ignoring letter case", () => {
    const peaceful = fishWith({ temperament: "Peaceful" });
    const semi = fishWith({ temperament: "Semi-Aggressive" });
    const aggressive = fishWith({ temperament: "Aggressive" });
    const community = fishWith({ temperament: "Community" });
    expect(matchesFilter(peaceful, "peaceful")).toBe(true);
    expect(matchesFilter(fishWith({ temperament: "PEACEFUL" }), "peaceful")).toBe(true);
    expect(matchesFilter(semi, "semi-aggressive")).toBe(true);
    expect(matchesFilter(fishWith({ temperament: "semi-aggressive" }), "semi-aggressive")).toBe(true);
    expect(matchesFilter(aggressive, "aggressive")).toBe(true);
    // Exactly: Semi-Aggressive is not Aggressive, and Community is not Peaceful.
    expect(matchesFilter(semi, "aggressive")).toBe(false);
    expect(matchesFilter(aggressive, "semi-aggressive")).toBe(false);
    expect(matchesFilter(community, "peaceful")).toBe(false);
    expect(matchesFilter(peaceful, "aggressive")).toBe(false);
  });

  test("schooling matches the schoolingFish flag, not the name or type", () => {
    expect(matchesFilter(fishWith({ schoolingFish: true }), "schooling")).toBe(true);
    expect(matchesFilter(fishWith({ name: "Neon Tetra", fishType: "Schooling", schoolingFish: false }), "schooling")).toBe(false);
  });

  test("bottom-dwellers matches a fish type containing bottom or catfish, in any case", () => {
    expect(matchesFilter(fishWith({ fishType: "Bottom Dweller" }), "bottom-dwellers")).toBe(true);
    expect(matchesFilter(fishWith({ fishType: "bottom-feeder" }), "bottom-dwellers")).toBe(true);
    expect(matchesFilter(fishWith({ fishType: "Catfish" }), "bottom-dwellers")).toBe(true);
    expect(matchesFilter(fishWith({ fishType: "Armoured CATFISH" }), "bottom-dwellers")).toBe(true);
    // On /fish the name does not count (it does on the home page).
    expect(matchesFilter(fishWith({ name: "Kuhli Loach", fishType: "Eel-like" }), "bottom-dwellers")).toBe(false);
    expect(matchesFilter(fishWith({ fishType: "Schooling" }), "bottom-dwellers")).toBe(false);
  });

  test("beginner-friendly matches difficulty beginner or easy, in any case", () => {
    expect(matchesFilter(fishWith({ difficulty: "Beginner" }), "beginner-friendly")).toBe(true);
    expect(matchesFilter(fishWith({ difficulty: "easy" }), "beginner-friendly")).toBe(true);
    expect(matchesFilter(fishWith({ difficulty: "EASY" }), "beginner-friendly")).toBe(true);
    expect(matchesFilter(fishWith({ difficulty: "Moderate" }), "beginner-friendly")).toBe(false);
    expect(matchesFilter(fishWith({ difficulty: "Advanced" }), "beginner-friendly")).toBe(false);
    expect(isBeginnerFriendly({ difficulty: "Beginner" })).toBe(true);
  });

  test("invertebrates matches the fish types Shrimp, Snail, Crayfish and Crab, in any case", () => {
    for (const fishType of ["Shrimp", "Snail", "Crayfish", "Crab", "shrimp", "SNAIL", " Crab "]) {
      expect(matchesFilter(fishWith({ fishType }), "invertebrates"), fishType).toBe(true);
    }
    // A frog is an amphibian, and a fish named after a shrimp or snail is still a fish.
    expect(matchesFilter(fishWith({ fishType: "Frog" }), "invertebrates")).toBe(false);
    expect(matchesFilter(fishWith({ fishType: "Goldfish" }), "invertebrates")).toBe(false);
    expect(matchesFilter(fishWith({ name: "Shrimp Goby", fishType: "Goby" }), "invertebrates")).toBe(false);
    expect(matchesFilter(fishWith({ fishType: "Catfish" }), "invertebrates")).toBe(false);
    expect(parseFishFilter("Invertebrates")).toBe("invertebrates");
    expect(fishFilterLabel("invertebrates")).toBe("Invertebrates");
  });

  test("coldwater matches the fish type Goldfish, in any case", () => {
    expect(matchesFilter(fishWith({ fishType: "Goldfish" }), "coldwater")).toBe(true);
    expect(matchesFilter(fishWith({ fishType: "goldfish" }), "coldwater")).toBe(true);
    expect(matchesFilter(fishWith({ fishType: "Shrimp" }), "coldwater")).toBe(false);
    expect(matchesFilter(fishWith({ name: "White Cloud Mountain Minnow", fishType: "Cyprinid" }), "coldwater")).toBe(false);
    expect(parseFishFilter("COLDWATER")).toBe("coldwater");
    expect(fishFilterLabel("coldwater")).toBe("Coldwater");
    expect(fishListHref({ filter: "coldwater" })).toBe("/fish?filter=coldwater");
  });

  test("the new chips find the reference species of their kind", () => {
    const species = loadSpecies();
    const chosen = (id: string) => species.filter((entry) => matchesFilter(entry, id));
    const invertebrates = chosen("invertebrates");
    expect(invertebrates.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(["Cherry Shrimp", "Nerite Snail", "CPO Crayfish", "Thai Micro Crab"]),
    );
    expect(invertebrates.every((entry) => ["Shrimp", "Snail", "Crayfish", "Crab"].includes(entry.fishType))).toBe(true);
    expect(invertebrates.map((entry) => entry.name)).not.toContain("African Dwarf Frog");
    const coldwater = chosen("coldwater");
    expect(coldwater.map((entry) => entry.name)).toEqual(expect.arrayContaining(["Common Goldfish", "Oranda", "Shubunkin"]));
    expect(coldwater.every((entry) => entry.fishType === "Goldfish")).toBe(true);
  });

  test("an unknown filter id falls back to all", () => {
    expect(parseFishFilter("sharks")).toBe("all");
    expect(parseFishFilter("")).toBe("all");
    expect(parseFishFilter(null)).toBe("all");
    expect(parseFishFilter("Bottom-Dwellers")).toBe("bottom-dwellers");
    expect(matchesFilter(fishWith({ temperament: "Aggressive" }), "sharks")).toBe(true);
    expect(fishFilterLabel("beginner-friendly")).toBe("Beginner Friendly");
  });
});

describe("the home page's featured fish buttons", () => {
  const catalogue = [
    fishWith({ name: "Neon Tetra", fishType: "Schooling", schoolingFish: true, temperament: "Peaceful" }),
    fishWith({ name: "Black Skirt Tetra", fishType: "Characin", schoolingFish: false, temperament: "Semi-Aggressive" }),
    fishWith({ name: "Zebra Danio", fishType: "Cyprinid", schoolingFish: false }),
    fishWith({ name: "Tiger Barb", fishType: "Cyprinid", schoolingFish: false, temperament: "Semi-Aggressive" }),
    fishWith({ name: "Harlequin Rasbora", fishType: "Schooling", schoolingFish: true }),
    fishWith({ name: "Bristlenose Pleco", fishType: "Suckermouth", schoolingFish: false }),
    fishWith({ name: "Kuhli Loach", fishType: "Eel-like" }),
    fishWith({ name: "Glass Catfish", fishType: "Midwater" }),
    fishWith({ name: "Bronze Corydoras", fishType: "Catfish" }),
    fishWith({ name: "Hillstream Thing", fishType: "Bottom Dweller" }),
    fishWith({ name: "Guppy", fishType: "Livebearer", temperament: "Community" }),
    fishWith({ name: "Red Devil", fishType: "Cichlid", temperament: "Aggressive" }),
  ];
  const home = (id: string) => names(catalogue.filter((f) => matchesHomeFilter(f, id)));

  test("five buttons in their agreed order", () => {
    expect(HOME_FISH_FILTERS.map((f) => f.label)).toEqual([
      "All Fish",
      "Community Fish",
      "Aggressive Species",
      "Bottom Dwellers",
      "Schooling Fish",
    ]);
  });

  test("All Fish is every fish, and an unknown id too", () => {
    expect(home("all")).toHaveLength(catalogue.length);
    expect(home("nope")).toHaveLength(catalogue.length);
  });

  test("Community Fish is temperament Peaceful or Community, when nothing else is known", () => {
    expect(home("community")).toEqual([
      "Neon Tetra",
      "Zebra Danio",
      "Harlequin Rasbora",
      "Bristlenose Pleco",
      "Kuhli Loach",
      "Glass Catfish",
      "Bronze Corydoras",
      "Hillstream Thing",
      "Guppy",
    ]);
  });

  test("Community Fish leaves out what is not a fish for a mixed tropical tank, and what its facts rule out", () => {
    const peaceful = (overrides: Parameters<typeof fishWith>[0], facts?: Record<string, unknown>) => ({
      ...fishWith({ temperament: "Peaceful", ...overrides }),
      facts,
    });
    expect(isCommunityFish(peaceful({ fishType: "Shrimp" }))).toBe(false);
    expect(isCommunityFish(peaceful({ fishType: "Snail" }))).toBe(false);
    expect(isCommunityFish(peaceful({ fishType: "Frog" }))).toBe(false);
    expect(isCommunityFish(peaceful({ fishType: "Goldfish" }))).toBe(false);
    expect(isCommunityFish(peaceful({}, { piscivore: true }))).toBe(false);
    expect(isCommunityFish(peaceful({}, { takesSmallFish: true }))).toBe(false);
    expect(isCommunityFish(peaceful({}, { finNipper: true }))).toBe(false);
    expect(isCommunityFish(peaceful({}, { speciesOnly: true }))).toBe(false);
    expect(isCommunityFish(peaceful({}, { ownKindAggression: true }))).toBe(false);
    expect(isCommunityFish(peaceful({}, { adultLengthCm: 35 }))).toBe(false);
    expect(isCommunityFish(peaceful({}, { adultLengthCm: 15, finNipper: false, piscivore: null }))).toBe(true);
    expect(isCommunityFish({ ...fishWith({ temperament: "Semi-Aggressive" }), facts: {} })).toBe(false);
  });

  test("Aggressive Species is temperament Aggressive exactly", () => {
    expect(home("aggressive")).toEqual(["Red Devil"]);
  });

  test("Bottom Dwellers also match names with catfish, pleco or loach", () => {
    expect(home("bottom-dwellers")).toEqual(["Bristlenose Pleco", "Kuhli Loach", "Glass Catfish", "Bronze Corydoras", "Hillstream Thing"]);
  });

  test("Schooling Fish also match names with tetra, danio or barb", () => {
    expect(home("schooling")).toEqual(["Neon Tetra", "Black Skirt Tetra", "Zebra Danio", "Tiger Barb", "Harlequin Rasbora"]);
  });

  test("the name rules are case-insensitive", () => {
    expect(matchesHomeFilter(fishWith({ name: "GIANT PLECO", fishType: "x" }), "bottom-dwellers")).toBe(true);
    expect(matchesHomeFilter(fishWith({ name: "glowlight tetra", fishType: "x" }), "schooling")).toBe(true);
  });
});

describe("search", () => {
  const neon = { name: "Neon Tetra", scientificName: "Paracheirodon innesi", synonyms: ["Hyphessobrycon innesi"] };
  const cory = { name: "Bronze Corydoras", scientificName: "Osteogaster aenea", synonyms: ["Corydoras aeneus"] };

  test("matches the name or the scientific name, as a substring in any case", () => {
    expect(matchesSearch(neon, "neon")).toBe(true);
    expect(matchesSearch(neon, "TETRA")).toBe(true);
    expect(matchesSearch(neon, "on te")).toBe(true);
    expect(matchesSearch(neon, "PARACHEIRODON")).toBe(true);
    expect(matchesSearch(neon, "innesi")).toBe(true);
    expect(matchesSearch(neon, "cardinal")).toBe(false);
  });

  test("finds a species under an older scientific name", () => {
    expect(matchesSearch(cory, "corydoras aeneus")).toBe(true);
    expect(matchesSearch(neon, "hyphessobrycon")).toBe(true);
    expect(matchesSearch({ name: "Guppy", scientificName: "Poecilia reticulata" }, "lebistes")).toBe(false);
  });

  test("an empty or blank query matches every fish; spaces around and inside are tidied", () => {
    expect(matchesSearch(neon, "")).toBe(true);
    expect(matchesSearch(neon, "   ")).toBe(true);
    expect(matchesSearch(neon, null)).toBe(true);
    expect(matchesSearch(neon, "  neon   tetra ")).toBe(true);
    expect(normalizeQuery("  Neon   Tetra ")).toBe("neon tetra");
  });

  test("live search lists the first 8 and counts the rest", () => {
    const list = Array.from({ length: 11 }, (_, i) => ({ id: i, name: `Tetra ${i}`, scientificName: "Hyphessobrycon sp." }));
    const result = searchFish(list, "tetra");
    expect(result.total).toBe(11);
    expect(result.shown.map((f) => f.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(result.more).toBe(3);
    expect(searchFish(list, "tetra 1")).toMatchObject({ total: 2, more: 0 });
    expect(searchFish(list, "zzz")).toMatchObject({ total: 0, shown: [], more: 0 });
  });
});

describe("the /fish address", () => {
  test("keeps only what is set", () => {
    expect(fishListHref({})).toBe("/fish");
    expect(fishListHref({ q: "  ", filter: "all" })).toBe("/fish");
    expect(fishListHref({ q: "neon tetra" })).toBe("/fish?q=neon+tetra");
    expect(fishListHref({ filter: "schooling" })).toBe("/fish?filter=schooling");
    expect(fishListHref({ q: "cory", filter: "bottom-dwellers" })).toBe("/fish?q=cory&filter=bottom-dwellers");
    expect(fishListHref({ q: "x", filter: "bogus" })).toBe("/fish?q=x");
  });
});
