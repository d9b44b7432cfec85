import { describe, expect, test } from "vitest";
import { loadSpecies } from "../../db/seed/seed";
import { SEARCH_RESULTS_SHOWN } from "~/domain/constants";
import { foldText, matchNoteText, matchesSearch, normalizeTradeCode, rankFish, searchFish, suggestFishNames } from "~/domain/fish-search";
import { editDistance, trigramSimilarity } from "~/domain/search/edit-distance";
import { FISH_PAGE_SIZE, fishPageHref, pageNumbers, pageSlice, parsePageNumber } from "~/domain/search/fish-list-pages";

// The ranking on the real reference species, ordered by name as the database lists them.
const species = loadSpecies().sort((a, b) => a.name.localeCompare(b.name));
const names = (q: string) => rankFish(species, q).map((hit) => hit.fish.name);
const first = (q: string) => names(q)[0];

describe("text as the search compares it", () => {
  test("folds case, accents and punctuation", () => {
    expect(foldText("  Neon   TETRA ")).toBe("neon tetra");
    expect(foldText("Ramírez")).toBe("ramirez");
    expect(foldText("Playfair's Panchax")).toBe("playfairs panchax");
    expect(foldText("Rummy-nose Tetra")).toBe("rummy nose tetra");
    expect(foldText("Cichlasoma (Nandopsis)")).toBe("cichlasoma nandopsis");
    expect(foldText(null)).toBe("");
  });

  test("writes a trade code one way, whatever way it is typed", () => {
    for (const typed of ["L46", "L 046", "L-046", "l046", "L046", " l 46 ", "L‑046"]) expect(normalizeTradeCode(typed), typed).toBe("L046");
    expect(normalizeTradeCode("L27a")).toBe("L027a");
    expect(normalizeTradeCode("L190")).toBe("L190");
    for (const other of ["L", "L0", "46", "LDA46", "Lx46", "loach"]) expect(normalizeTradeCode(other), other).toBeNull();
  });

  test("counts edits, a swap of neighbours as one, and stops past the limit", () => {
    expect(editDistance("betta", "betta")).toBe(0);
    expect(editDistance("bettta", "betta")).toBe(1);
    expect(editDistance("anglefish", "angelfish")).toBe(1);
    expect(editDistance("corydorus", "corydoras")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(trigramSimilarity("tetra", "tetra")).toBe(1);
    expect(trigramSimilarity("tetra", "xyzzy")).toBe(0);
  });
});

describe("the fish search on the reference species", () => {
  test.each([
    ["neone tetra", "Neon Tetra"],
    ["corydorus", "Bronze Corydoras"],
    ["bettta", "Betta"],
    ["angel fish", "Angelfish"],
    ["plecostomus", "Common Pleco"],
    ["kuhli", "Kuhli Loach"],
    ["cherry shrimp", "Cherry Shrimp"],
    ["nerite", "Nerite Snail"],
    ["neocaridina davidi", "Cherry Shrimp"],
    ["oranda", "Oranda"],
  ])("%s finds the %s first", (q, expected) => {
    expect(first(q)).toBe(expected);
  });

  test("ranks an exact name first, then names that start with the query, then names holding it as a word", () => {
    expect(names("neon").slice(0, 1)).toEqual(["Neon Tetra"]);
    expect(names("neon")).toEqual(expect.arrayContaining(["Black Neon Tetra", "Green Neon Tetra"]));
    expect(names("kuhli")).toEqual(["Kuhli Loach", "Black Kuhli Loach"]);
    expect(names("angel fish")).toEqual(["Angelfish", "Altum Angelfish"]);
    expect(first("Betta")).toBe("Betta");
  });

  test("finds the invertebrates and goldfish varieties by kind and by scientific name", () => {
    expect(names("shrimp")).toEqual(expect.arrayContaining(["Cherry Shrimp", "Amano Shrimp", "Ghost Shrimp"]));
    expect(names("snail")).toEqual(expect.arrayContaining(["Nerite Snail", "Mystery Snail", "Assassin Snail"]));
    // Every goldfish variety shares Carassius auratus; the search finds them all by it.
    expect(names("carassius auratus")).toEqual(expect.arrayContaining(["Common Goldfish", "Comet Goldfish", "Oranda", "Ranchu"]));
  });

  test("prefers a common name to a scientific name or a synonym that only starts with the query", () => {
    // Tetraodon lineatus (the Fahaka Puffer) starts with "tetra", but every tetra comes first.
    const tetras = names("tetra");
    expect(tetras.indexOf("Fahaka Puffer")).toBeGreaterThan(tetras.indexOf("Neon Tetra"));
    expect(tetras.slice(0, 10).every((name) => name.endsWith("Tetra"))).toBe(true);
    // Many cories were Corydoras; the one named so comes first.
    expect(first("corydoras")).toBe("Bronze Corydoras");
  });

  test("ignores case and accents", () => {
    expect(names("NEON TETRA")).toEqual(names("neon tetra"));
    expect(names("néon tétra")).toEqual(names("neon tetra"));
    expect(first("PARACHEIRODON INNESI")).toBe("Neon Tetra");
  });

  test("finds trade codes however they are typed", () => {
    for (const typed of ["L46", "L 046", "L-046", "l046"]) expect(names(typed), typed).toEqual(["Zebra Pleco"]);
    expect(names("L18")).toEqual(["Gold Nugget Pleco"]);
    expect(names("L 177")).toEqual(["Gold Nugget Pleco"]);
    expect(names("L104")).toEqual(["Clown Pleco"]);
    const [hit] = rankFish(species, "L-046");
    expect(matchNoteText(hit!.match)).toBe("trade code L046");
  });

  test("a synonym hit says so; a hit on the species' own names does not", () => {
    const [cory] = rankFish(species, "corydoras aeneus");
    expect(cory!.fish.name).toBe("Bronze Corydoras");
    expect(`${cory!.fish.name}, ${matchNoteText(cory!.match)}`).toBe("Bronze Corydoras, formerly Corydoras aeneus");
    const [neon] = rankFish(species, "neon tetra");
    expect(matchNoteText(neon!.match)).toBeNull();
    const [byScientific] = rankFish(species, "paracheirodon innesi");
    expect(matchNoteText(byScientific!.match)).toBeNull();
    const [pleco] = rankFish(species, "plecostomus");
    expect(matchNoteText(pleco!.match)).toBe("also called Plecostomus");
  });

  test("queries under three characters still match, literally", () => {
    expect(searchFish(species, "a").total).toBeGreaterThan(SEARCH_RESULTS_SHOWN);
    expect(names("ne")[0]).toBe("Neon Tetra");
    expect(names("zz")).toEqual([]);
    expect(first("oto")).toBe("Otocinclus");
  });

  test("an empty query lists every fish in list order", () => {
    expect(names("")).toEqual(species.map((entry) => entry.name));
    expect(names("   ")).toHaveLength(species.length);
    expect(matchesSearch(species[0]!, null)).toBe(true);
  });

  test("nothing matches nonsense, and typos are never forgiven in short words", () => {
    expect(names("qqqzzz")).toEqual([]);
    expect(names("xyzzy")).toEqual([]);
    expect(names("tetra zz")).toEqual([]);
  });

  // How quickly is measured by `npm run bench` (scripts/bench-search.ts).
  test("a query of many words is matched literally only", () => {
    const long = "pleco corydoras betta tetra danio barb rasbora gourami";
    expect(searchFish(species, long)).toMatchObject({ total: 0, suggestions: [] });
    expect(names("neon tetra paracheirodon innesi")).toEqual([]);
  });

  test("live search shows the best 8 and counts the rest", () => {
    const result = searchFish(species, "tetra");
    expect(result.shown).toHaveLength(SEARCH_RESULTS_SHOWN);
    expect(result.hits.map((hit) => hit.fish)).toEqual(result.shown);
    expect(result.more).toBe(result.total - SEARCH_RESULTS_SHOWN);
    expect(result.suggestions).toEqual([]);
  });

  test("when nothing matches, suggests the closest names", () => {
    const { total, suggestions } = searchFish(species, "siamese fighter");
    expect(total).toBe(0);
    expect(suggestions[0]).toBe("Betta");
    expect(suggestFishNames(species, "qqqzzz")).toEqual([]);
    expect(suggestFishNames(species, "neon")).toContain("Neon Tetra");
    expect(suggestFishNames(species, "ab")).toEqual([]);
  });
});

describe("the pages of /fish", () => {
  test("reads ?page= as a whole number from 1", () => {
    expect(parsePageNumber("3")).toBe(3);
    for (const value of [null, "", "0", "-2", "1.5", "two", "1e400"]) expect(parsePageNumber(value), String(value)).toBe(1);
  });

  test("cuts a list into pages, and a page past the end is the last", () => {
    expect(pageSlice(257, 1)).toEqual({ page: 1, pages: Math.ceil(257 / FISH_PAGE_SIZE), offset: 0 });
    expect(pageSlice(257, 2).offset).toBe(FISH_PAGE_SIZE);
    expect(pageSlice(257, 99).page).toBe(pageSlice(257, 99).pages);
    expect(pageSlice(0, 5)).toEqual({ page: 1, pages: 1, offset: 0 });
  });

  test("page links keep the search and the chip; page 1 is the plain address", () => {
    expect(fishPageHref({ page: 1 })).toBe("/fish");
    expect(fishPageHref({ page: 2 })).toBe("/fish?page=2");
    expect(fishPageHref({ q: "tetra", filter: "schooling", page: 3 })).toBe("/fish?q=tetra&filter=schooling&page=3");
    expect(fishPageHref({ filter: "all", page: 2 })).toBe("/fish?page=2");
  });

  test("lists the first, the last and the pages near this one", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 6)).toEqual([1, 2, 3, null, 6]);
    expect(pageNumbers(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(10, 21)).toEqual([1, null, 8, 9, 10, 11, 12, null, 21]);
    expect(pageNumbers(5, 21)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 21]);
  });
});
