import { describe, expect, it } from "vitest";
import { COMPATIBILITY_GROUPS, isCompatibilityGroup } from "~/domain/compatibility-groups";
import { isInGroup } from "~/domain/compatibility-rules";
import { loadSpecies, speciesIdentity } from "../../db/seed/seed";
import { speciesProblems, unknownFacts } from "../../db/seed/species-completeness";
import type { SpeciesFile } from "../../db/seed/species-schema";
import { CITABLE_FACT_KEYS, factNotesForReaders } from "~/domain/species-facts";

// Checks on the real reference files. loadSpecies already enforces the schema (types, ordering, slug = file
// name, unique names); these are the plausibility and cross-species rules a schema cannot see.
const species = loadSpecies();
const byName = new Map(species.map((entry) => [entry.name, entry]));

type Range = [number, number];

/** True when two ranges share more than a single boundary value. */
function overlaps([aMin, aMax]: Range, [bMin, bMax]: Range): boolean {
  return Math.min(aMax, bMax) > Math.max(aMin, bMin);
}

/** Every pair of species that one of them lists as compatible with the other. */
function compatiblePairs(): [SpeciesFile, SpeciesFile][] {
  return species.flatMap((entry) =>
    entry.compatibleWith.filter((other) => byName.has(other)).map((other) => [entry, byName.get(other)!] as [SpeciesFile, SpeciesFile]),
  );
}

describe("reference species data", () => {
  it("has species to check", () => {
    expect(species.length).toBeGreaterThanOrEqual(12);
  });

  it.each(species.map((entry) => [entry.slug, entry] as const))("%s has plausible, ordered ranges", (_slug, entry) => {
    expect(entry.minTemperatureF).toBeGreaterThanOrEqual(50);
    expect(entry.maxTemperatureF).toBeLessThanOrEqual(95);
    expect(entry.minTemperatureF).toBeLessThan(entry.maxTemperatureF);
    expect(entry.minPh).toBeGreaterThanOrEqual(4);
    expect(entry.maxPh).toBeLessThanOrEqual(9.5);
    expect(entry.minPh).toBeLessThan(entry.maxPh);
    expect(entry.maxSizeIn).toBeGreaterThanOrEqual(0.5);
    expect(entry.maxSizeIn).toBeLessThanOrEqual(40);
    expect(entry.minTankSizeGal).toBeGreaterThanOrEqual(2);
    expect(entry.minTankSizeGal).toBeLessThanOrEqual(1000);
    expect(entry.lifespan).toMatch(/\d/);
  });

  it("uses unique slugs, names and scientific names", () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(species.map((entry) => entry.slug))).toBe(true);
    expect(unique(species.map((entry) => entry.name.toLowerCase()))).toBe(true);
    // Bred varieties (the goldfish) share a scientific name; the name and the variety together are unique.
    expect(unique(species.map(speciesIdentity))).toBe(true);
    expect(unique(species.filter((entry) => !entry.variety).map((entry) => entry.scientificName))).toBe(true);
  });

  it("tells bred varieties of one species apart by their variety, the wild or common form having none", () => {
    const goldfish = species.filter((entry) => entry.scientificName === "Carassius auratus");
    expect(goldfish.length).toBeGreaterThanOrEqual(8);
    // Exactly one file is the species itself (the common goldfish); every other names its variety.
    expect(goldfish.filter((entry) => !entry.variety).map((entry) => entry.name)).toEqual(["Common Goldfish"]);
    expect(new Set(goldfish.map((entry) => entry.variety ?? "")).size).toBe(goldfish.length);
    expect(speciesIdentity({ scientificName: "Carassius auratus", variety: "oranda" })).toBe("Carassius auratus (oranda)");
    expect(speciesIdentity({ scientificName: "Carassius auratus" })).toBe("Carassius auratus");
    for (const entry of species.filter((x) => x.variety)) {
      expect(entry.variety, entry.slug).toMatch(/^[a-z]+(?:[ -][a-z]+)*$/);
      expect(entry.name.toLowerCase(), entry.slug).toContain(entry.variety!.split(" ")[0]);
    }
  });

  it("gives binomial scientific names, and synonyms that differ from them", () => {
    for (const entry of species) {
      expect(entry.scientificName, entry.slug).toMatch(/^[A-Z][a-z]+ [a-z]+(?: [a-z]+)?$/);
      for (const synonym of entry.synonyms) {
        expect(synonym, entry.slug).toMatch(/^[A-Z][a-z]+ [a-z]+(?: [a-z]+)?$/);
        expect(synonym, entry.slug).not.toBe(entry.scientificName);
      }
    }
  });

  it("gives trade codes only to suckermouth catfish, each code to one species", () => {
    const withCodes = species.filter((entry) => entry.tradeCodes.length > 0);
    expect(withCodes.length).toBeGreaterThan(0);
    for (const entry of withCodes) {
      expect(entry.fishType, entry.slug).toBe("Catfish");
      for (const code of entry.tradeCodes) expect(code, entry.slug).toMatch(/^L\d{3}[a-z]?$/);
    }
    const codes = withCodes.flatMap((entry) => entry.tradeCodes);
    expect(new Set(codes).size).toBe(codes.length);
    // The best-known code of all: the Zebra Pleco is L046.
    expect(byName.get("Zebra Pleco")?.tradeCodes).toContain("L046");
  });

  it("names only species of the set or known groups in compatibility lists", () => {
    const unknown = species.flatMap((entry) =>
      [...entry.compatibleWith, ...entry.incompatibleWith]
        .filter((other) => !byName.has(other) && !isCompatibilityGroup(other))
        .map((other) => `${entry.slug}: "${other}"`),
    );
    expect(unknown, `known groups are: ${COMPATIBILITY_GROUPS.join(", ")}`).toEqual([]);
  });

  it("never lists a species as compatible with one that lists it as incompatible", () => {
    const contradictions = compatiblePairs()
      .filter(([a, b]) => b.incompatibleWith.includes(a.name))
      .map(([a, b]) => `${a.name} <-> ${b.name}`);
    expect(contradictions).toEqual([]);
  });

  it("never lists as compatible a species that a group in either profile's Avoid With holds", () => {
    // A compatible pair A -> B: B is in no group A avoids (as A means it), and A in no group B avoids.
    const groupsAvoided = (entry: SpeciesFile) => entry.incompatibleWith.filter(isCompatibilityGroup);
    const violations = compatiblePairs().flatMap(([a, b]) => [
      ...groupsAvoided(a)
        .filter((group) => isInGroup(group, b, a))
        .map((group) => `${a.name} lists ${b.name}, which is in its own "${group}"`),
      ...groupsAvoided(b)
        .filter((group) => isInGroup(group, a, b))
        .map((group) => `${a.name} lists ${b.name}, whose "${group}" holds ${a.name}`),
    ]);
    expect(violations).toEqual([]);
  });

  it("pairs compatible species only when their temperature and pH ranges overlap", () => {
    const mismatched = compatiblePairs()
      .filter(
        ([a, b]) =>
          !overlaps([a.minTemperatureF, a.maxTemperatureF], [b.minTemperatureF, b.maxTemperatureF]) ||
          !overlaps([a.minPh, a.maxPh], [b.minPh, b.maxPh]),
      )
      .map(([a, b]) => `${a.name} <-> ${b.name}`);
    expect(mismatched).toEqual([]);
  });

  it("never pairs a non-peaceful fish with one small enough to be eaten, or aggressive with peaceful", () => {
    const calm = new Set(["Peaceful", "Community"]);
    const risky = compatiblePairs()
      .filter(([a, b]) => {
        const [big, small] = a.maxSizeIn >= b.maxSizeIn ? [a, b] : [b, a];
        const predatorSized = !calm.has(big.temperament) && big.maxSizeIn >= 3 * small.maxSizeIn;
        const bully = [a, b].some((x) => x.temperament === "Aggressive") && [a, b].some((x) => calm.has(x.temperament));
        return predatorSized || bully;
      })
      .map(([a, b]) => `${a.name} <-> ${b.name}`);
    expect(risky).toEqual([]);
  });

  it("describes an illustration for every species, so none falls back to the generic picture", () => {
    const missing = species.filter((entry) => !entry.illustration).map((entry) => entry.slug);
    expect(missing).toEqual([]);
  });

  it("gives every schooling fish a school size", () => {
    for (const entry of species.filter((x) => x.schoolingFish)) {
      expect(entry.careRequirements.schoolSize, entry.slug).toMatch(/\d/);
    }
  });
});

describe("the checker's facts", () => {
  const withFacts = species.filter((entry) => Object.keys(entry.facts).length > 0);

  it("are stated for most species (what the references do not agree on is left out)", () => {
    expect(withFacts.length / species.length).toBeGreaterThan(0.9);
  });

  it.each(species.map((entry) => [entry.slug, entry] as const))("%s states facts consistent with its profile", (_slug, entry) => {
    const facts = entry.facts;
    const maxSizeCm = entry.maxSizeIn * 2.54;
    if (facts.adultLengthCm !== undefined) {
      // A reference's adult length and the profile's aquarium size describe the same fish: within a factor of 2.
      expect(facts.adultLengthCm).toBeGreaterThanOrEqual(maxSizeCm / 2);
      expect(facts.adultLengthCm).toBeLessThanOrEqual(maxSizeCm * 2);
    }
    if (facts.minTankLengthCm !== undefined && facts.adultLengthCm !== undefined) {
      expect(facts.minTankLengthCm).toBeGreaterThanOrEqual(facts.adultLengthCm * 2);
    }
    if (facts.minGroupSize !== undefined && entry.schoolingFish) expect(facts.minGroupSize).toBeGreaterThanOrEqual(3);
    if (facts.minGh !== undefined || facts.maxGh !== undefined) {
      expect(facts.minGh).toBeDefined();
      expect(facts.maxGh).toBeDefined();
      expect(facts.maxGh!).toBeLessThanOrEqual(40);
    }
    if (facts.piscivore === true) expect(entry.diet).not.toBe("Herbivore");
    // A fish kept alone in its tank has no companions to recommend.
    if (facts.speciesOnly === true) expect(entry.compatibleWith.filter((name) => byName.has(name) && name !== entry.name)).toEqual([]);
  });

  it("know the classic cases the way every reference does", () => {
    const facts = (name: string) => byName.get(name)?.facts ?? {};
    expect(facts("Betta").longFinned).toBe(true);
    expect(facts("Tiger Barb").finNipper).toBe(true);
    expect(facts("Bronze Corydoras").swimZone).toBe("bottom");
    expect(facts("Neon Tetra").minGroupSize).toBeGreaterThanOrEqual(6);
  });
});

describe("every species file is complete, sourced and consistent", () => {
  /**
   * Files whose research is not finished: each still lacks a reference for a profile value (or, for the first two,
   * any source). The list only shrinks: a file that becomes complete fails here until it is taken off.
   */
  const STILL_BEING_SOURCED = new Set(["glowlight-danio"]);

  it.each(species.map((entry) => [entry.slug, entry] as const))("%s states every fact, each backed by a cited source", (slug, entry) => {
    const problems = speciesProblems(entry);
    if (STILL_BEING_SOURCED.has(slug)) expect(problems, `${slug} is complete: take it off the list`).not.toEqual([]);
    else expect(problems).toEqual([]);
  });

  it("refuses a care text that asks for another current than the species' flow", () => {
    const betta = byName.get("Betta")!;
    expect(betta.facts.flow).toBe("gentle");
    const withFiltration = (filtration: string): SpeciesFile => ({ ...betta, careRequirements: { ...betta.careRequirements, filtration } });
    expect(speciesProblems(withFiltration("Oversized filtration with a strong, river-like flow."))).toEqual([
      "careRequirements.filtration asks for a strong current, but flow is gentle",
    ]);
    expect(speciesProblems(withFiltration("Moderate to strong current."))).toEqual([
      "careRequirements.filtration asks for a moderate or strong current, but flow is gentle",
    ]);
    // A range that includes it, a current to avoid, or none named at all agree.
    for (const text of ["Gentle to moderate flow.", "A sponge filter: strong flow tires them.", "Efficient, mature filtration."]) {
      expect(speciesProblems(withFiltration(text)), text).toEqual([]);
    }
  });

  it("cites well-formed addresses, each once per species", () => {
    for (const entry of species) {
      const urls = entry.sources.map((source) => source.url);
      expect(new Set(urls).size, entry.slug).toBe(urls.length);
      for (const url of urls) {
        expect(() => new URL(url), `${entry.slug}: ${url}`).not.toThrow();
        expect(url, entry.slug).toMatch(/^https?:\/\/[^/\s]+\.[^/\s]+/);
        // The page itself, not a search engine's redirect to it.
        expect(url, entry.slug).not.toMatch(/^https?:\/\/[^/]*google\.[^/]+\/url\?/);
      }
    }
  });

  it("gives readers notes on what the references say, not the file's field names or the site's earlier figures", () => {
    // The fish page shows each species' notes (decision record 080); the files' own words are for their editors.
    const fieldNames = new Set<string>(CITABLE_FACT_KEYS.filter((key) => /[A-Z]/.test(key)));
    const unreadable = species.flatMap((entry) =>
      Object.entries(factNotesForReaders(entry.factNotes)).flatMap(([fact, text = ""]) => {
        const found = [
          ...(text.match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? []).filter((word) => fieldNames.has(word)),
          ...(text.match(
            /\(was |\b[Tt]he (old|former) (\d|')|\b(raised|lowered) from \d|\bno longer listed\b|\bthe (file|profile)'s (old|earlier)\b|\bthe file (wrongly|once)\b|^Was /g,
          ) ?? []),
        ];
        return found.length > 0 ? [`${entry.slug}.${fact}: ${found.join(", ")}`] : [];
      }),
    );
    expect(unreadable).toEqual([]);
  });

  it("keeps in each figure the value its note arrives at, so a note cannot go stale beside a changed figure", () => {
    // The notes give the references' figures and the median kept (decision record 036); the stored figure must be
    // the one the note names. A group of one may be written as a word.
    const figure = (value: number) => String(value);
    const words: Record<number, string[]> = {
      1: ["one", "singly", "alone"],
      2: ["two", "pair"],
      3: ["three", "trio"],
      4: ["four"],
      5: ["five"],
      6: ["six"],
      8: ["eight"],
      10: ["ten"],
    };
    const stale = species.flatMap((entry) => {
      const notes = entry.factNotes;
      const facts = entry.facts;
      const expected: [string, string | undefined, string[]][] = [
        ["temperature", notes.temperature, [`${entry.minTemperatureF}-${entry.maxTemperatureF}`]],
        ["ph", notes.ph, [`${entry.minPh.toFixed(1)}-${entry.maxPh.toFixed(1)}`, `${entry.minPh}-${entry.maxPh}`]],
        ["minTankSize", notes.minTankSize, [`${entry.minTankSizeGal} gal`, `${entry.minTankSizeGal} US gal`]],
      ];
      if (facts.adultLengthCm !== undefined) expected.push(["adultLengthCm", notes.adultLengthCm, [`${figure(facts.adultLengthCm)} cm`]]);
      if (facts.minTankLengthCm !== undefined) {
        expected.push(["minTankLengthCm", notes.minTankLengthCm, [`${figure(facts.minTankLengthCm)} cm`]]);
      }
      if (facts.minGh !== undefined && facts.maxGh !== undefined) {
        expected.push(["minGh", notes.minGh, [`${figure(facts.minGh)}-${figure(facts.maxGh)}`]]);
      }
      if (facts.minGroupSize !== undefined) {
        expected.push(["minGroupSize", notes.minGroupSize, [figure(facts.minGroupSize), ...(words[facts.minGroupSize] ?? [])]]);
      }
      return expected.flatMap(([fact, note, forms]) => {
        if (note === undefined) return [];
        const text = note.replace(/\s*[–-]\s*/g, "-");
        return forms.some((form) => text.includes(form)) ? [] : [`${entry.slug}.${fact}: the note never names ${forms[0]}`];
      });
    });
    expect(stale).toEqual([]);
  });

  it("rounds the medians a note gives to the stored range, a half outward", () => {
    // Decision record 036: a range is the water a fish can live in, so a median ending in a half widens it.
    const outward = (value: number, unit: number, down: boolean) => {
      const steps = value / unit;
      const half = Math.abs(steps - Math.floor(steps) - 0.5) < 1e-9;
      return Number(((half ? (down ? Math.floor(steps) : Math.ceil(steps)) : Math.round(steps)) * unit).toFixed(1));
    };
    const ranges = species.flatMap((entry) => {
      const found: string[] = [];
      const check = (fact: "ph" | "minGh" | "temperature", unit: number, stored: [number | undefined, number | undefined]) => {
        const match = /medians of (?:their|the) bounds,? (\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)\s*(°\s?[CF]|°?dGH)?/.exec(
          entry.factNotes[fact] ?? "",
        );
        if (!match || (fact === "temperature" && !match[3]?.includes("F"))) return;
        const expected = [outward(Number(match[1]), unit, true), outward(Number(match[2]), unit, false)];
        if (expected[0] !== stored[0] || expected[1] !== stored[1]) {
          found.push(`${entry.slug}.${fact}: medians ${match[1]}-${match[2]} give ${expected.join("-")}, stored ${stored.join("-")}`);
        }
      };
      check("ph", 0.1, [entry.minPh, entry.maxPh]);
      check("minGh", 1, [entry.facts.minGh, entry.facts.maxGh]);
      check("temperature", 1, [entry.minTemperatureF, entry.maxTemperatureF]);
      return found;
    });
    expect(ranges).toEqual([]);
  });

  it("leaves a fact unknown only with a note saying which references were read, and the unknowns only decrease", () => {
    const unknown = species.flatMap((entry) => unknownFacts(entry).map(({ fact }) => `${entry.slug}.${fact}`));
    // Counted today; research that fills a fact lowers it. See `npm run species:check` for the list. The water
    // current, the newest fact, is unknown for 7 of them (Malawi and Tanganyika cichlids, and a rabbit snail).
    expect(unknown.length).toBeLessThanOrEqual(101);
  });
});
