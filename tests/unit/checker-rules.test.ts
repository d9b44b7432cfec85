import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkTank, RULES_VERSION } from "~/domain/checker";
import type { CheckerSpecies, CheckerTank, Finding, Report, Sex, StockEntry } from "~/domain/checker/types";
import { completeFacts, type SpeciesFacts } from "~/domain/species-facts";

// Each rule at its edges, with small hand-built species. A plain fish: peaceful, 5.08 cm (2 in), 22.2-27.8 °C
// (72-82 °F), pH 6-7.5, a 10 US gal minimum, no facts known. A plain tank: 100 × 40 × 40 cm (160 L gross, 136 L
// of water).

type Overrides = Partial<Omit<CheckerSpecies, "facts">> & { facts?: Partial<SpeciesFacts> };

let lastId = 0;
function fish(name: string, overrides: Overrides = {}): CheckerSpecies {
  const { facts, ...profile } = overrides;
  lastId += 1;
  return {
    id: lastId,
    name,
    fishType: "Schooling",
    temperament: "Peaceful",
    diet: "Omnivore",
    maxSizeIn: 2,
    minTankSizeGal: 10,
    minTemperatureF: 72,
    maxTemperatureF: 82,
    minPh: 6,
    maxPh: 7.5,
    schoolingFish: false,
    incompatibleWith: [],
    compatibleWith: [],
    ...profile,
    facts: completeFacts(facts),
  };
}

function tank(overrides: Partial<CheckerTank> = {}): CheckerTank {
  return { lengthCm: 100, widthCm: 40, heightCm: 40, ...overrides };
}

function entry(species: CheckerSpecies, count = 1, sex?: Sex): StockEntry {
  return sex ? { species, count, sex } : { species, count };
}

function check(stock: StockEntry[], tankOverrides: Partial<CheckerTank> = {}, candidates?: CheckerSpecies[]): Report {
  return checkTank(tank(tankOverrides), stock, candidates ? { candidates } : {});
}

function byRule(report: Report, rule: string): Finding[] {
  return report.findings.filter((finding) => finding.rule === rule);
}

function only(report: Report, rule: string): Finding {
  const found = byRule(report, rule);
  expect(found).toHaveLength(1);
  return found[0];
}

describe("the report", () => {
  it("names its rules version", () => {
    expect(RULES_VERSION).toMatch(/^\d{4}\.\d{2}-\d+$/);
    expect(check([]).rulesVersion).toBe(RULES_VERSION);
  });

  it("is fine with no fish, and finds nothing", () => {
    expect(check([])).toEqual({
      rulesVersion: RULES_VERSION,
      verdict: "fine",
      findings: [],
      suggestions: [],
      plantSuggestions: [],
      upsize: null,
    });
  });

  it("takes the worst finding as its verdict, a note counting as fine, and lists the worst first", () => {
    const shrimpEater = fish("Cichlid", { facts: { eatsShrimp: true } });
    expect(check([entry(shrimpEater)]).verdict).toBe("fine");
    const report = check([entry(fish("Tetra", { facts: { minGroupSize: 6 } }), 2), entry(fish("Lone", { facts: { speciesOnly: true } }))]);
    expect(report.verdict).toBe("wont-work");
    const ranks = report.findings.map((finding) => ["wont-work", "caution", "note", "fine"].indexOf(finding.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("gives every finding its numbers, species, facts and a sentence naming the species", () => {
    const report = check([
      entry(fish("Neon", { minTemperatureF: 70, maxTemperatureF: 79 }), 10),
      entry(fish("Discus", { minTemperatureF: 82, maxTemperatureF: 86 }), 5),
    ]);
    for (const finding of report.findings) {
      expect(Object.keys(finding.numbers).length).toBeGreaterThan(0);
      expect(finding.factsUsed).toBeDefined();
      expect(finding.message).toMatch(/[.!]$/);
    }
    const water = only(report, "water-temperature");
    expect(water.message).toContain("Neon");
    expect(water.message).toContain("Discus");
  });

  it("merges entries of one species and ignores entries of no fish", () => {
    const tetra = fish("Tetra", { facts: { minGroupSize: 6 } });
    expect(byRule(check([entry(tetra, 3), entry(tetra, 3)]), "group-size")).toHaveLength(0);
    expect(check([entry(tetra, 0)]).findings).toEqual([]);
  });

  it("stays browser-safe: no Node modules or process in the checker", () => {
    const dir = path.resolve("app/domain/checker");
    for (const file of readdirSync(dir)) {
      const source = readFileSync(path.join(dir, file), "utf8");
      expect(source, file).not.toMatch(/from "node:|require\(|process\./);
      expect(source.split("\n").length, file).toBeLessThan(300);
    }
  });
});

describe("water", () => {
  it("won't work when two species share no temperature", () => {
    // Both tropical: coldwater fish with tropical ones are the coldwater rule's (see "keeping and heating").
    const cold = fish("Cool", { minTemperatureF: 70, maxTemperatureF: 76 });
    const warm = fish("Warm", { minTemperatureF: 77, maxTemperatureF: 86 });
    const finding = only(check([entry(cold), entry(warm)]), "water-temperature");
    expect(finding.severity).toBe("wont-work");
    expect(finding.fishIds.sort()).toEqual([cold.id, warm.id].sort());
    expect(finding.numbers.sharedMinC).toBeGreaterThan(finding.numbers.sharedMaxC);
  });

  it("is a caution when they meet at a single temperature, or share less than 1 °C", () => {
    const a = fish("A", { minTemperatureF: 72, maxTemperatureF: 78 });
    expect(only(check([entry(a), entry(fish("B", { minTemperatureF: 78, maxTemperatureF: 86 }))]), "water-temperature").severity).toBe(
      "caution",
    );
    // 77-78 °F is 0.6 °C wide: no heater holds that.
    const tight = only(check([entry(a), entry(fish("F", { minTemperatureF: 77, maxTemperatureF: 86 }))]), "water-temperature");
    expect(tight.severity).toBe("caution");
    expect(tight.message).toContain("share only 25-25.6 °C, less than 1 °C wide: an ordinary swing");
  });

  it("tells how to keep a shared range of 1-2 °C, with the heater at its middle, as a note", () => {
    const a = fish("A", { minTemperatureF: 72, maxTemperatureF: 78 });
    // 75-78 °F is 1.7 °C wide; 75-79 °F is 2.2 °C.
    const held = only(check([entry(a), entry(fish("C", { minTemperatureF: 75, maxTemperatureF: 82 }))]), "water-temperature");
    expect(held.severity).toBe("note");
    expect(held.message).toBe(
      "The C and the A share only 23.9-25.6 °C, enough for a heater set at its middle: check it against a " +
        "thermometer, since a drift to either end of it takes one of them out of its own range.",
    );
    const wide = fish("D", { minTemperatureF: 72, maxTemperatureF: 79 });
    expect(byRule(check([entry(wide), entry(fish("E", { minTemperatureF: 75, maxTemperatureF: 82 }))]), "water-temperature")).toHaveLength(
      0,
    );
  });

  it("does not call one species' own range narrow", () => {
    expect(byRule(check([entry(fish("Narrow", { minTemperatureF: 80, maxTemperatureF: 82 }))]), "water-temperature")).toHaveLength(0);
  });

  it("does not caution against tankmates that take all of one species' own narrow range, but does against one that narrows it", () => {
    const narrow = fish("Narrow", { minPh: 7.4, maxPh: 7.8 });
    const wide = fish("Wide", { minPh: 7, maxPh: 8 });
    expect(byRule(check([entry(narrow), entry(wide)]), "water-ph")).toHaveLength(0);
    expect(byRule(check([entry(narrow), entry(fish("Same", { minPh: 7.4, maxPh: 7.8 }))]), "water-ph")).toHaveLength(0);
    const narrower = only(check([entry(narrow), entry(wide), entry(fish("Acid", { minPh: 6, maxPh: 7.5 }))]), "water-ph");
    expect(narrower.severity).toBe("caution");
    expect(narrower.message).toBe(
      "The Narrow and the Acid share only pH 7.4-7.5, less than 0.5 pH wide: an ordinary swing would take one of them out of its range.",
    );
  });

  it("suggests the heater at the middle of the shared range", () => {
    const a = fish("A", { minTemperatureF: 75, maxTemperatureF: 84 });
    const b = fish("B", { minTemperatureF: 70, maxTemperatureF: 79 });
    const heater = only(check([entry(a), entry(b)]), "heater-setting");
    expect(heater.severity).toBe("fine");
    expect(heater.numbers.heaterC).toBeCloseTo(25, 5);
    expect(heater.message).toContain("about 25 °C");
  });

  it("checks pH: none shared won't work, under 0.5 is a caution, 0.5 is enough", () => {
    const acid = fish("Acid", { minPh: 5, maxPh: 6.5 });
    expect(only(check([entry(acid), entry(fish("Hard", { minPh: 7.8, maxPh: 8.6 }))]), "water-ph").severity).toBe("wont-work");
    expect(only(check([entry(acid), entry(fish("Near", { minPh: 6.1, maxPh: 8 }))]), "water-ph").severity).toBe("caution");
    expect(byRule(check([entry(acid), entry(fish("Enough", { minPh: 6, maxPh: 8 }))]), "water-ph")).toHaveLength(0);
  });

  it("checks hardness only over species whose hardness is known, and says which were not", () => {
    const soft = fish("Soft", { facts: { minGh: 1, maxGh: 8 } });
    const hard = fish("Hard", { facts: { minGh: 10, maxGh: 20 } });
    const unknown = fish("Unknown");
    expect(only(check([entry(soft), entry(hard)]), "water-hardness").severity).toBe("wont-work");
    const close = fish("Close", { facts: { minGh: 6.5, maxGh: 20 } });
    expect(only(check([entry(soft), entry(close)]), "water-hardness").severity).toBe("caution");
    const enough = fish("Enough", { facts: { minGh: 6, maxGh: 20 } });
    expect(byRule(check([entry(soft), entry(enough)]), "water-hardness")).toHaveLength(0);
    const note = only(check([entry(soft), entry(unknown)]), "water-hardness");
    expect(note.severity).toBe("note");
    expect(note.fishIds).toEqual([unknown.id]);
    expect(note.message).toContain("1 of 2 species");
  });

  it("cautions when the tank's water is outside a species' range, naming only that species", () => {
    const a = fish("A", { minTemperatureF: 70, maxTemperatureF: 79 });
    const b = fish("B", { minTemperatureF: 72, maxTemperatureF: 86 });
    const finding = only(check([entry(a), entry(b)], { temperatureC: 27 }), "tank-water");
    expect(finding.severity).toBe("caution");
    expect(finding.fishIds).toEqual([a.id]);
    expect(byRule(check([entry(a), entry(b)], { temperatureC: 25, ph: 7, ghDgh: 30 }), "tank-water")).toHaveLength(0);
    expect(only(check([entry(a)], { ph: 8 }), "tank-water").message).toContain("pH 8.0");
  });
});

describe("predation", () => {
  it("won't work when a profile lists the other species, by name by default or as options.avoids says", () => {
    const oscar = fish("Oscar", { incompatibleWith: ["Guppy"] });
    const guppy = fish("Guppy");
    expect(only(check([entry(oscar), entry(guppy)]), "listed-incompatible").severity).toBe("wont-work");
    // Either way round.
    expect(only(check([entry(guppy), entry(oscar)]), "listed-incompatible").message).toContain("Oscar's profile");
    const tetra = fish("Tetra");
    expect(byRule(check([entry(oscar), entry(tetra)]), "listed-incompatible")).toHaveLength(0);
    const report = checkTank(tank(), [entry(oscar), entry(tetra)], {
      avoids: (a, b) => (a === oscar && b === tetra ? { by: "name" } : null),
    });
    expect(only(report, "listed-incompatible").fishIds).toEqual([oscar.id, tetra.id]);
  });

  it("is a caution naming the category when a profile lists a group the other species falls in, not the species", () => {
    const ember = fish("Ember Tetra", { incompatibleWith: ["large fish"] });
    const betta = fish("Betta", { fishType: "Labyrinth" });
    const report = checkTank(tank(), [entry(ember, 6), entry(betta)], {
      avoids: (a, b) => (a === ember && b === betta ? { by: "group", group: "large fish" } : null),
    });
    expect(byRule(report, "listed-incompatible")).toHaveLength(0);
    const finding = only(report, "listed-category");
    expect(finding.severity).toBe("caution");
    expect(finding.message).toBe(
      "The Ember Tetra's profile advises against large fish, and the Betta falls in that group by Shoal's rule for it: " +
        "its profile does not name the Betta itself. Watch them together.",
    );
  });

  it("won't work when the prey is at most 40% of a piscivore's length, a caution up to 50%, and nothing above", () => {
    const pike = fish("Pike", { facts: { piscivore: true, adultLengthCm: 20, lengthType: "TL" } });
    const at = fish("At", { facts: { adultLengthCm: 8, lengthType: "TL" } });
    const near = fish("Near", { facts: { adultLengthCm: 10, lengthType: "TL" } });
    const above = fish("Above", { facts: { adultLengthCm: 10.2, lengthType: "TL" } });
    const finding = only(check([entry(pike), entry(at)]), "predation");
    expect(finding.severity).toBe("wont-work");
    expect(finding.numbers.preyRatio).toBeCloseTo(0.4, 5);
    expect(finding.message).toContain("about 40%");
    const nearFinding = only(check([entry(pike), entry(near)]), "predation");
    expect(nearFinding.severity).toBe("caution");
    expect(nearFinding.message).toContain("near the limit");
    expect(byRule(check([entry(pike), entry(above)]), "predation")).toHaveLength(0);
  });

  it("calls a fish that only sometimes takes small fish a risk to manage, never a certainty", () => {
    const angel = fish("Angelfish", { facts: { takesSmallFish: true, maxPreyRatio: 0.25, adultLengthCm: 15, lengthType: "TL" } });
    const neon = fish("Neon", { facts: { adultLengthCm: 3.5, lengthType: "TL" } });
    const cardinal = fish("Cardinal", { facts: { adultLengthCm: 4.5, lengthType: "TL" } });
    const large = fish("Large", { facts: { adultLengthCm: 5, lengthType: "TL" } });
    const risk = only(check([entry(angel), entry(neon, 10)]), "predation");
    expect(risk.severity).toBe("caution");
    expect(risk.message).toContain("a real risk");
    expect(risk.factsUsed?.[angel.id]).toContain("takesSmallFish");
    expect(only(check([entry(angel), entry(cardinal, 10)]), "predation").message).toContain("near the limit");
    expect(byRule(check([entry(angel), entry(large, 10)]), "predation")).toHaveLength(0);
  });

  it("uses the predator's stated prey ratio, the profile's size when no length is stated, and only known piscivores", () => {
    const small = fish("Gulper", { maxSizeIn: 10, facts: { piscivore: true, maxPreyRatio: 0.25 } });
    // 10 in = 25.4 cm; a quarter is 6.35 cm. 2.5 in = 6.35 cm is prey, 2.6 in is not.
    expect(only(check([entry(small), entry(fish("Small", { maxSizeIn: 2.5 }))]), "predation").factsUsed?.[small.id]).toContain(
      "maxPreyRatio",
    );
    expect(only(check([entry(small), entry(fish("Bigger", { maxSizeIn: 2.6 }))]), "predation").severity).toBe("caution");
    expect(byRule(check([entry(small), entry(fish("Biggest", { maxSizeIn: 3.2 }))]), "predation")).toHaveLength(0);
    const unknown = fish("Unknown", { maxSizeIn: 20 });
    expect(byRule(check([entry(unknown), entry(fish("Tiny", { maxSizeIn: 1 }))]), "predation")).toHaveLength(0);
  });

  it("won't work with shrimp small beside a shrimp-eater, and is a caution with larger shrimp", () => {
    const eater = fish("Eater", { facts: { eatsShrimp: true, adultLengthCm: 8, lengthType: "TL" } });
    const cherry = fish("Cherry", { fishType: "Shrimp", facts: { adultLengthCm: 3, lengthType: "TL" } });
    const amano = fish("Amano", { fishType: "Shrimp", facts: { adultLengthCm: 5, lengthType: "TL" } });
    const eaten = only(check([entry(eater), entry(cherry, 10)]), "eats-shrimp");
    expect(eaten.severity).toBe("wont-work");
    expect(eaten.fishIds).toEqual([eater.id, cherry.id]);
    expect(eaten.message).toBe("The Eater eats shrimp, and the Cherry (3 cm) is small enough to be eaten; its young certainly will be.");
    expect(only(check([entry(eater), entry(amano, 3)]), "eats-shrimp").severity).toBe("caution");
    expect(byRule(check([entry(fish("Other", { facts: { eatsShrimp: false } })), entry(cherry, 10)]), "eats-shrimp")).toHaveLength(0);
  });

  it("speaks of a shrimp's young only where they grow up in fresh water", () => {
    const eater = fish("Eater", { facts: { eatsShrimp: true, adultLengthCm: 12, lengthType: "TL" } });
    const small = fish("Small", { fishType: "Shrimp", facts: { adultLengthCm: 3, lengthType: "TL", breedsInFreshWater: false } });
    const large = fish("Large", { fishType: "Shrimp", facts: { adultLengthCm: 8, lengthType: "TL", breedsInFreshWater: false } });
    const eaten = only(check([entry(eater), entry(small, 6)]), "eats-shrimp");
    expect(eaten.message).toBe("The Eater eats shrimp, and the Small (3 cm) is small enough to be eaten.");
    expect(eaten.factsUsed?.[small.id]).toEqual(["adultLengthCm", "breedsInFreshWater"]);
    expect(only(check([entry(eater), entry(large, 3)]), "eats-shrimp").message).toContain("but moulting shrimp are eaten.");
  });

  it("notes once that fish which spare adult shrimp still eat the young, and says nothing for grazers or unknowns", () => {
    const cherry = fish("Cherry", { fishType: "Shrimp", facts: { adultLengthCm: 3, lengthType: "TL" } });
    const amano = fish("Amano", { fishType: "Shrimp", facts: { adultLengthCm: 5, lengthType: "TL" } });
    const tetra = fish("Tetra", { facts: { eatsShrimp: false } });
    const rasbora = fish("Rasbora", { facts: { eatsShrimp: false } });
    const grazer = fish("Grazer", { diet: "Herbivore", facts: { eatsShrimp: false } });
    const unknown = fish("Unknown");
    const nerite = fish("Nerite", { fishType: "Snail" });
    const eater = fish("Eater", { facts: { eatsShrimp: true, adultLengthCm: 8, lengthType: "TL" } });

    const report = check([
      entry(tetra, 8),
      entry(rasbora, 8),
      entry(grazer, 4),
      entry(unknown, 6),
      entry(nerite, 2),
      entry(eater),
      entry(cherry, 10),
      entry(amano, 4),
    ]);
    const young = only(report, "shrimplets");
    expect(young.severity).toBe("note");
    expect(young.fishIds).toEqual([tetra.id, rasbora.id, cherry.id, amano.id]);
    expect(young.message).toBe(
      "The Tetra and the Rasbora leave adult Cherry and Amano alone as a rule, but most fish eat the young shrimp they find: " +
        "where shrimp breed, give the young moss or dense plants to hide in.",
    );
    // Shrimp with a grazer, a snail or a fish whose habits are unknown, or alone: nothing to say of their young.
    expect(byRule(check([entry(grazer, 4), entry(nerite, 2), entry(unknown, 6), entry(cherry, 10)]), "shrimplets")).toHaveLength(0);
    expect(byRule(check([entry(cherry, 10)]), "shrimplets")).toHaveLength(0);
    // A crab that spares adult shrimp (a filter-feeder) is no fish hunting shrimplets.
    const crab = fish("Micro crab", { fishType: "Crab", facts: { eatsShrimp: false } });
    expect(byRule(check([entry(crab, 3), entry(cherry, 10)]), "shrimplets")).toHaveLength(0);
    // Shrimp whose larvae need brackish water have no young in the tank: the note names only those that breed.
    const marine = fish("Marine", { fishType: "Shrimp", facts: { adultLengthCm: 5, lengthType: "TL", breedsInFreshWater: false } });
    expect(byRule(check([entry(tetra, 8), entry(marine, 4)]), "shrimplets")).toHaveLength(0);
    expect(only(check([entry(tetra, 8), entry(marine, 4), entry(cherry, 10)]), "shrimplets").fishIds).toEqual([tetra.id, cherry.id]);
  });

  it("won't work with snails a snail-eater gets at; crayfish are a caution with bottom fish they can hold, unless they spare even shrimp", () => {
    const puffer = fish("Puffer", { facts: { eatsSnails: true } });
    const nerite = fish("Nerite", { fishType: "Snail" });
    expect(only(check([entry(puffer), entry(nerite, 3)]), "eats-snails").severity).toBe("wont-work");
    const crayfish = fish("Crayfish", { fishType: "Crayfish", facts: { adultLengthCm: 4, lengthType: "TL" } });
    const cory = fish("Cory", { facts: { swimZone: "bottom", adultLengthCm: 6, lengthType: "TL" } });
    const bigCat = fish("Big cat", { facts: { swimZone: "bottom", adultLengthCm: 20, lengthType: "TL" } });
    expect(only(check([entry(crayfish), entry(cory, 6)]), "crustacean").severity).toBe("caution");
    expect(byRule(check([entry(crayfish), entry(bigCat)]), "crustacean")).toHaveLength(0);
    // A crab that leaves even dwarf shrimp alone (a filter-feeder) catches no fish.
    const filterer = fish("Filterer", { fishType: "Crab", facts: { adultLengthCm: 3, lengthType: "TL", eatsShrimp: false } });
    expect(byRule(check([entry(filterer, 3), entry(cory, 6)]), "crustacean")).toHaveLength(0);
  });
});

describe("snails with a lid", () => {
  const lidded = (name: string, adultLengthCm: number) =>
    fish(name, { fishType: "Snail", facts: { operculum: true, adultLengthCm, lengthType: "TL" } });
  const lidless = fish("Ramshorn", { fishType: "Snail", facts: { operculum: false, adultLengthCm: 2, lengthType: "TL" } });
  const eater = (name: string, adultLengthCm: number, fishType = "Cichlid") =>
    fish(name, { fishType, facts: { eatsSnails: true, adultLengthCm, lengthType: "TL" } });

  it("is a caution beside a snail-eater it is large for: a grown one shuts itself in", () => {
    const found = only(check([entry(eater("Angelfish", 15)), entry(lidded("Nerite", 2.5), 2)]), "eats-snails");
    expect(found.severity).toBe("caution");
    expect(found.message).toBe(
      "The Angelfish eats snails, but the Nerite (2.5 cm) is a large mouthful for it and shuts itself in behind its lid, " +
        "so grown ones often survive. Small or weak ones are still eaten: watch them.",
    );
  });

  it("won't work where the snail-eater crushes it whole, cracks shells, or reaches in past the lid", () => {
    // 3.6 cm is within 15% of a 30 cm loach; 6 cm is not.
    const loach = eater("Loach", 30, "Bottom Dweller");
    const crushed = only(check([entry(loach, 3), entry(lidded("Trumpet", 3.6), 5)]), "eats-snails");
    expect(crushed.severity).toBe("wont-work");
    expect(crushed.message).toBe(
      "The Loach eats snails, and the Trumpet (3.6 cm) is small enough for it to crush or swallow, lid and all.",
    );
    expect(only(check([entry(loach, 3), entry(lidded("Mystery", 6), 2)]), "eats-snails").severity).toBe("caution");
    // A puffer's beak and an assassin snail's proboscis get past any lid, whatever the sizes.
    const puffer = only(check([entry(eater("Pea puffer", 3, "Puffer")), entry(lidded("Nerite", 2.5))]), "eats-snails");
    expect(puffer.severity).toBe("wont-work");
    expect(puffer.message).toBe("The Pea puffer eats snails and cracks their shells with its beak: the Nerite's lid does not save it.");
    const assassin = only(check([entry(eater("Assassin", 3, "Snail")), entry(lidded("Mystery", 6))]), "eats-snails");
    expect(assassin.severity).toBe("wont-work");
    expect(assassin.message).toBe("The Assassin eats snails and reaches in past the Mystery's lid: it will hunt it down.");
  });

  it("follows what the references say the eater takes: grown snails past any lid, or only the young", () => {
    const crusher = fish("Oscar", {
      fishType: "Cichlid",
      facts: { eatsSnails: true, snailPrey: "grown", adultLengthCm: 35, lengthType: "TL" },
    });
    const grownEaten = only(check([entry(crusher), entry(lidded("Mystery", 6))]), "eats-snails");
    expect(grownEaten.severity).toBe("wont-work");
    expect(grownEaten.message).toBe("The Oscar eats grown snails, lid and all: the Mystery will be eaten.");
    const picker = fish("Gourami", {
      fishType: "Labyrinth",
      facts: { eatsSnails: true, snailPrey: "small", adultLengthCm: 10, lengthType: "TL" },
    });
    for (const snail of [lidded("Nerite", 2.5), lidless]) {
      const spared = only(check([entry(picker), entry(snail, 3)]), "eats-snails");
      expect(spared.severity).toBe("caution");
      expect(spared.message).toBe(
        `The Gourami eats only small snails and leaves grown ones alone: the ${snail.name} is at risk only while small.`,
      );
    }
    // A big fish that only picks off young snails does not crush a small lidded one either.
    const bigPicker = fish("Loach", {
      fishType: "Bottom Dweller",
      facts: { eatsSnails: true, snailPrey: "small", adultLengthCm: 30, lengthType: "TL" },
    });
    expect(only(check([entry(bigPicker, 3), entry(lidded("Trumpet", 3.6), 5)]), "eats-snails").severity).toBe("caution");
  });

  it("won't work for a snail with no lid, or whose lid is unknown, whatever the sizes", () => {
    const found = only(check([entry(eater("Angelfish", 15)), entry(lidless, 5)]), "eats-snails");
    expect(found.severity).toBe("wont-work");
    expect(found.message).toBe("The Angelfish eats snails, and will hunt the Ramshorn down: it has no lid to shut itself in.");
    const unknownLid = fish("Snail", { fishType: "Snail", facts: { adultLengthCm: 6, lengthType: "TL" } });
    expect(only(check([entry(eater("Angelfish", 15)), entry(unknownLid)]), "eats-snails").message).toBe(
      "The Angelfish eats snails, and will hunt the Snail down.",
    );
  });
});

describe("fins", () => {
  const nipper = () => fish("Nipper", { facts: { finNipper: true } });

  it("is a caution with a long-finned or slow fish, and nothing with others", () => {
    expect(only(check([entry(nipper(), 8), entry(fish("Veil", { facts: { longFinned: true } }))]), "fin-nipping").severity).toBe("caution");
    expect(only(check([entry(nipper(), 8), entry(fish("Gourami", { fishType: "Labyrinth" }))]), "fin-nipping").severity).toBe("caution");
    expect(byRule(check([entry(nipper(), 8), entry(fish("Plain", { facts: { longFinned: false } }))]), "fin-nipping")).toHaveLength(0);
    expect(byRule(check([entry(fish("Unknown"), 8), entry(fish("Veil", { facts: { longFinned: true } }))]), "fin-nipping")).toHaveLength(0);
  });

  it("won't work with a Betta, known by its binomial, its name or its type", () => {
    for (const betta of [
      fish("Halfmoon", { scientificName: "Betta splendens", fishType: "Labyrinth" }),
      fish("Betta", { fishType: "Labyrinth" }),
      fish("Siamese fighter", { fishType: "Betta" }),
    ]) {
      expect(only(check([entry(nipper(), 8), entry(betta, 1, "male")]), "fin-nipping").severity).toBe("wont-work");
    }
    // Another betta species is only a slow fish.
    const imbellis = fish("Peaceful Betta", { scientificName: "Betta imbellis", fishType: "Labyrinth" });
    expect(only(check([entry(nipper(), 8), entry(imbellis)]), "fin-nipping").severity).toBe("caution");
  });

  it("won't work with more than one male Betta, counting unknown sexes as males", () => {
    const betta = fish("Betta", { scientificName: "Betta splendens", fishType: "Labyrinth" });
    const maleBettas = (...stock: StockEntry[]) => byRule(check(stock), "male-bettas");
    expect(maleBettas(entry(betta, 2, "male"))[0].severity).toBe("wont-work");
    expect(maleBettas(entry(betta, 2))[0].message).toContain("unknown sex");
    expect(maleBettas(entry(betta, 1, "male"), entry(betta, 1))).toHaveLength(1);
    expect(maleBettas(entry(betta, 1, "male"), entry(betta, 3, "mixed"))).toHaveLength(1);
    expect(maleBettas(entry(betta, 1, "male"), entry(betta, 4, "female"))).toHaveLength(0);
    expect(maleBettas(entry(betta, 1))).toHaveLength(0);
    expect(maleBettas(entry(betta, 5, "female"))).toHaveLength(0);
    // Two profiles of the same species still count together.
    const other = fish("Crowntail", { scientificName: "Betta splendens", fishType: "Labyrinth" });
    expect(maleBettas(entry(betta, 1, "male"), entry(other, 1, "male"))[0].numbers.males).toBe(2);
  });

  it("cautions a male Betta with females, counting unknown sexes as males, and females kept too few or too cramped", () => {
    const betta = fish("Betta", { scientificName: "Betta splendens", fishType: "Labyrinth" });
    const company = (...stock: StockEntry[]) => byRule(check(stock), "betta-sexes");
    const [pair] = company(entry(betta, 1, "male"), entry(betta, 3, "female"));
    expect(pair.severity).toBe("caution");
    expect(pair.message).toBe(
      "A male Betta with 3 females chases them, and a female not ready to spawn can be badly hurt or killed: keep him apart, and put them together only to breed.",
    );
    expect(company(entry(betta, 1), entry(betta, 1, "female"))[0].message).toContain("with a female chases her");
    const [sorority] = company(entry(betta, 5, "female"));
    expect(sorority.severity).toBe("note");
    expect(sorority.message).toContain("five or more in a densely planted tank of at least 76 L (20 US gal)");
    // Fewer than five: the strongest female singles out one or two.
    const [few] = company(entry(betta, 3, "female"));
    expect(few.severity).toBe("caution");
    expect(few.message).toMatch(/^3 female Bettas: in a group this small the strongest picks on the weakest/);
    // Five in a 10 US gal (about 38 L) have too little room.
    const cramped = byRule(check([entry(betta, 5, "female")], { lengthCm: 51, widthCm: 26, heightCm: 32 }), "betta-sexes")[0];
    expect(cramped.severity).toBe("caution");
    expect(cramped.message).toMatch(/^5 female Bettas in about 42 L: too little room/);
    expect(company(entry(betta, 1, "male"))).toHaveLength(0);
    expect(company(entry(betta, 1, "female"))).toHaveLength(0);
  });
});

describe("social", () => {
  it("is a caution below the smallest group, and fine at it", () => {
    const tetra = fish("Tetra", { schoolingFish: true, facts: { minGroupSize: 6 } });
    const finding = only(check([entry(tetra, 5)]), "group-size");
    expect(finding.severity).toBe("caution");
    expect(finding.numbers).toEqual({ count: 5, minGroupSize: 6 });
    expect(byRule(check([entry(tetra, 6)]), "group-size")).toHaveLength(0);
  });

  it("notes a schooling fish kept alone when its group size is unknown", () => {
    expect(only(check([entry(fish("School", { schoolingFish: true }))]), "group-size").severity).toBe("note");
  });

  it("won't work with a species-only fish and others; alone, or with shrimp and snails its diet judges, it is fine", () => {
    const puffer = fish("Puffer", { facts: { speciesOnly: true, eatsSnails: true, eatsShrimp: false } });
    expect(byRule(check([entry(puffer, 3)]), "species-only")).toHaveLength(0);
    const snail = fish("Snail", { fishType: "Snail" });
    const shrimp = fish("Shrimp", { fishType: "Shrimp" });
    const crab = fish("Crab", { fishType: "Crab" });
    expect(byRule(check([entry(puffer, 3), entry(snail, 4), entry(shrimp, 6)]), "species-only")).toHaveLength(0);
    // A crab, shrimp too big to be eaten but harassed, or shrimp beside a fish whose taste for them is unknown,
    // still count as company.
    const hunter = fish("Hunter", { facts: { speciesOnly: true, eatsShrimp: true, adultLengthCm: 3, lengthType: "TL" } });
    const bigShrimp = fish("Big shrimp", { fishType: "Shrimp", facts: { adultLengthCm: 4, lengthType: "TL" } });
    expect(only(check([entry(hunter, 3), entry(bigShrimp, 6)]), "species-only").message).toContain("also holds the Big shrimp");
    const smallShrimp = fish("Small shrimp", { fishType: "Shrimp", facts: { adultLengthCm: 1, lengthType: "TL" } });
    expect(byRule(check([entry(hunter, 3), entry(smallShrimp, 6)]), "species-only")).toHaveLength(0);
    expect(only(check([entry(puffer, 3), entry(crab)]), "species-only").message).toContain("also holds the Crab");
    const unknownDiet = fish("Killie", { facts: { speciesOnly: true } });
    expect(only(check([entry(unknownDiet, 3), entry(shrimp, 6)]), "species-only").message).toContain("also holds the Shrimp");
    const finding = only(check([entry(puffer, 3), entry(fish("Tetra"), 6), entry(snail, 4)]), "species-only");
    expect(finding.severity).toBe("wont-work");
    expect(finding.fishIds[0]).toBe(puffer.id);
    expect(finding.message).toBe("The Puffer belongs in a tank of its own species, and this one also holds the Tetra.");
  });

  it("won't work with two of a fish that fights its own kind, and with look-alike rivals", () => {
    const shark = fish("Shark", { facts: { ownKindAggression: true, rivalGroup: "labeo sharks" } });
    const other = fish("Other shark", { facts: { rivalGroup: "labeo sharks" } });
    expect(only(check([entry(shark, 2)]), "own-kind").message).toContain("fights others of its own kind");
    expect(only(check([entry(shark), entry(other)]), "rivals").severity).toBe("wont-work");
    expect(byRule(check([entry(shark), entry(fish("Tetra"), 6)]), "rivals")).toHaveLength(0);
  });

  it("asks for the sex ratio a species' facts give, and at most its males per tank", () => {
    const livebearer = fish("Livebearer", { facts: { sexRatio: { femalesPerMale: 2, maxMalesPerTank: 2 } } });
    expect(only(check([entry(livebearer, 2, "male"), entry(livebearer, 2, "female")]), "sex-ratio").numbers).toEqual({
      males: 2,
      females: 2,
      femalesPerMale: 2,
    });
    expect(byRule(check([entry(livebearer, 1, "male"), entry(livebearer, 2, "female")]), "sex-ratio")).toHaveLength(0);
    expect(only(check([entry(livebearer, 3, "male"), entry(livebearer, 9, "female")]), "sex-ratio").severity).toBe("wont-work");
    // Unknown sexes are not guessed.
    expect(byRule(check([entry(livebearer, 6)]), "sex-ratio")).toHaveLength(0);
  });

  it("says nothing of males kept without females, unless the species' males fight one another", () => {
    // A tank of male guppies: no female to chase.
    const livebearer = fish("Livebearer", { facts: { sexRatio: { femalesPerMale: 2 } } });
    expect(byRule(check([entry(livebearer, 4, "male")]), "sex-ratio")).toHaveLength(0);
    expect(byRule(check([entry(livebearer, 1, "male")]), "sex-ratio")).toHaveLength(0);
    // Fish of unknown sex beside the males may be females: the ratio is short only if it is with all of them female.
    expect(only(check([entry(livebearer, 3, "male"), entry(livebearer, 2)]), "sex-ratio").message).toBe(
      "3 males and 0 females (and 2 of unknown sex) of the Livebearer: aim for one male to 2 or more females, so no female is chased all day.",
    );
    expect(byRule(check([entry(livebearer, 3, "male"), entry(livebearer, 6)]), "sex-ratio")).toHaveLength(0);
    expect(byRule(check([entry(livebearer, 3, "male"), entry(livebearer, 2, "female"), entry(livebearer, 4)]), "sex-ratio")).toHaveLength(
      0,
    );

    const fighter = fish("Fighter", { facts: { sexRatio: { femalesPerMale: 2, malesFight: true } } });
    const males = only(check([entry(fighter, 3, "male")]), "sex-ratio");
    expect(males.severity).toBe("caution");
    expect(males.message).toBe(
      "3 male Fighters and no females: the males of this species fight one another. Keep one male to 2 or more females.",
    );
    const panchax = fish("Blue Panchax", { facts: { sexRatio: { femalesPerMale: 2, malesFight: true } } });
    expect(only(check([entry(panchax, 2, "male")]), "sex-ratio").message).toMatch(/^2 male Blue Panchaxes and no females/);
    expect(byRule(check([entry(fighter, 1, "male")]), "sex-ratio")).toHaveLength(0);
    expect(byRule(check([entry(fighter, 2, "male"), entry(fighter, 4, "female")]), "sex-ratio")).toHaveLength(0);
    expect(only(check([entry(fighter, 2, "male"), entry(fighter, 1, "female")]), "sex-ratio").message).toContain("so no female is chased");
  });

  it("won't work with two of a fish whose profile names its own species", () => {
    const shark = fish("Red Tail Shark", { incompatibleWith: ["Red Tail Shark"] });
    expect(only(check([entry(shark, 2)]), "own-kind").severity).toBe("wont-work");
    expect(byRule(check([entry(shark, 1)]), "own-kind")).toHaveLength(0);
  });

  it("cautions a bully with a peaceful fish of similar or smaller size in the same zone", () => {
    const bully = fish("Bully", { temperament: "Aggressive", facts: { adultLengthCm: 10, lengthType: "TL", swimZone: "middle" } });
    const similar = fish("Similar", { facts: { adultLengthCm: 12, lengthType: "TL", swimZone: "middle" } });
    const bigger = fish("Bigger", { facts: { adultLengthCm: 12.1, lengthType: "TL", swimZone: "middle" } });
    const elsewhere = fish("Elsewhere", { facts: { adultLengthCm: 4, lengthType: "TL", swimZone: "bottom" } });
    const unknownZone = fish("Unknown zone", { facts: { adultLengthCm: 4, lengthType: "TL" } });
    expect(only(check([entry(bully), entry(similar)]), "aggression").severity).toBe("caution");
    expect(byRule(check([entry(bully), entry(bigger)]), "aggression")).toHaveLength(0);
    expect(byRule(check([entry(bully), entry(elsewhere)]), "aggression")).toHaveLength(0);
    const note = only(check([entry(bully), entry(unknownZone)]), "aggression");
    expect(note.severity).toBe("note");
    expect(note.message).toContain("not recorded");
    // A shrimp is called a shrimp, not a fish.
    const shrimp = fish("Shrimp", { fishType: "Shrimp", facts: { adultLengthCm: 3, lengthType: "TL", swimZone: "middle" } });
    expect(only(check([entry(bully), entry(shrimp, 10)]), "aggression").message).toContain("the Shrimp, a peaceful shrimp of 3 cm");
    expect(only(check([entry(bully), entry(similar)]), "aggression").message).toContain("a peaceful fish of 12 cm");
  });

  /** A territorial fish of the middle of the tank, as the aggression rules read it. */
  const territorialFish = (name: string, fishType: string, temperament: string, adultLengthCm: number, overrides: Overrides = {}) =>
    fish(name, {
      fishType,
      temperament,
      ...overrides,
      facts: { swimZone: "middle", lengthType: "TL", adultLengthCm, territorial: true, ...overrides.facts },
    });
  const roomy = { lengthCm: 100, widthCm: 40, heightCm: 50 };

  it("lets a shoal live with a cichlid or labyrinth fish that guards where it spawns: a note, not a caution", () => {
    const middle = { swimZone: "middle" as const, lengthType: "TL" as const };
    const angel = territorialFish("Angel", "Cichlid", "Semi-Aggressive", 15, { minTankSizeGal: 20, facts: { minTankLengthCm: 76 } });
    const tetra = fish("Tetra", { facts: { ...middle, adultLengthCm: 5, minGroupSize: 6 } });
    const pair = fish("Gourami", { facts: { ...middle, adultLengthCm: 10, minGroupSize: 2 } });

    const shoal = only(check([entry(angel), entry(tetra, 8)], roomy), "aggression");
    expect(shoal.severity).toBe("note");
    expect(shoal.numbers.shoalCount).toBe(8);
    expect(shoal.message).toContain(
      "The Angel is territorial, above all when it spawns, and will drive the Tetra (5 cm against its 15 cm)",
    );
    expect(shoal.message).toContain("A shoal of 8 moves off together");
    // Fewer than the shoal's own group: the few left are singled out.
    expect(only(check([entry(angel), entry(tetra, 4)], roomy), "aggression").severity).toBe("caution");
    // A fish kept alone or in pairs takes all the chasing.
    expect(only(check([entry(angel), entry(pair, 2)], roomy), "aggression").severity).toBe("caution");
    // A tank shorter than the angel's own minimum leaves the shoal nowhere to go.
    expect(only(check([entry(angel), entry(tetra, 8)], { ...roomy, lengthCm: 60 }), "aggression").severity).toBe("caution");
    // A labyrinth fish is judged the same way; a territorial fish of another kind (a shark minnow holds its patch all
    // year, not only to spawn), an Aggressive cichlid and a mbuna are not.
    const betta = territorialFish("Betta", "Labyrinth", "Semi-Aggressive", 6.5);
    expect(only(check([entry(betta), entry(tetra, 8)], roomy), "aggression").severity).toBe("note");
    const shark = territorialFish("Shark", "Bottom Dweller", "Semi-Aggressive", 15);
    expect(only(check([entry(shark), entry(tetra, 8)], roomy), "aggression").severity).toBe("caution");
    const convict = territorialFish("Convict", "Cichlid", "Aggressive", 12);
    expect(only(check([entry(convict), entry(tetra, 8)], roomy), "aggression").severity).toBe("caution");
    const mbuna = territorialFish("Yellow Lab", "Cichlid", "Semi-Aggressive", 10, { scientificName: "Labidochromis caeruleus" });
    expect(only(check([entry(mbuna), entry(tetra, 8)], roomy), "aggression").severity).toBe("caution");
  });

  it("lets a fish of about its own size live with a breeding-site guard: seen off, not hurt, a note", () => {
    const middle = { swimZone: "middle" as const, lengthType: "TL" as const };
    const angel = territorialFish("Angel", "Cichlid", "Semi-Aggressive", 15, { minTankSizeGal: 20 });
    // 12 cm is 80% of 15: about its size.
    const gourami = fish("Gourami", { facts: { ...middle, adultLengthCm: 12, minGroupSize: 2 } });
    const about = only(check([entry(angel), entry(gourami, 2)], roomy), "aggression");
    expect(about.severity).toBe("note");
    expect(about.numbers.aboutItsSizeRatio).toBe(0.8);
    expect(about.message).toContain("A fish of about its own size is seen off, not hurt");
    // 11.9 cm is under 80%: a smaller fish alone takes the chasing.
    const smaller = fish("Smaller", { facts: { ...middle, adultLengthCm: 11.9, minGroupSize: 2 } });
    expect(only(check([entry(angel), entry(smaller, 2)], roomy), "aggression").severity).toBe("caution");
    // An Aggressive fish hurts a fish of its own size.
    const convict = territorialFish("Convict", "Cichlid", "Aggressive", 15);
    expect(only(check([entry(convict), entry(gourami, 2)], roomy), "aggression").severity).toBe("caution");
  });

  it("never calls a snail chased: it shuts its shell, and snail-eaters have their own rule", () => {
    const crayfish = fish("Crayfish", {
      fishType: "Crayfish",
      temperament: "Semi-Aggressive",
      facts: { swimZone: "bottom", adultLengthCm: 4, lengthType: "TL", territorial: true },
    });
    const snail = fish("Snail", { fishType: "Snail", facts: { swimZone: "bottom", adultLengthCm: 3, lengthType: "TL" } });
    expect(byRule(check([entry(crayfish), entry(snail, 3)]), "aggression")).toHaveLength(0);
  });

  it("lets a shoal's note cover a profile's category listing, as a caution would", () => {
    const betta = fish("Betta", {
      fishType: "Labyrinth",
      temperament: "Semi-Aggressive",
      facts: { swimZone: "middle", adultLengthCm: 6.5, lengthType: "TL", territorial: true },
    });
    const ember = fish("Ember", {
      incompatibleWith: ["large fish"],
      facts: { swimZone: "middle", adultLengthCm: 2, lengthType: "TL", minGroupSize: 6 },
    });
    const report = check([entry(betta), entry(ember, 8)], { lengthCm: 60, widthCm: 30, heightCm: 36 });
    expect(only(report, "aggression").severity).toBe("note");
    expect(byRule(report, "listed-category")).toHaveLength(0);
    expect(report.verdict).toBe("fine");
    // Where no rule weighed the pair (a Betta not known to be territorial), the listing speaks.
    const calm = fish("Calm Betta", {
      fishType: "Labyrinth",
      temperament: "Semi-Aggressive",
      facts: { swimZone: "middle", adultLengthCm: 6.5, lengthType: "TL" },
    });
    expect(only(check([entry(calm), entry(ember, 8)], { lengthCm: 60, widthCm: 30, heightCm: 36 }), "listed-category").severity).toBe(
      "caution",
    );
  });

  it("counts a territorial fish as a bully unless it is peaceful itself", () => {
    const zone = { swimZone: "bottom" as const, adultLengthCm: 12, lengthType: "TL" as const };
    const cory = fish("Cory", { facts: { swimZone: "bottom", adultLengthCm: 6, lengthType: "SL" } });
    const shark = fish("Shark", { temperament: "Semi-Aggressive", facts: { ...zone, territorial: true } });
    const pleco = fish("Pleco", { temperament: "Peaceful", facts: { ...zone, territorial: true } });
    const semi = fish("Semi", { temperament: "Semi-Aggressive", facts: { ...zone, territorial: false } });
    expect(only(check([entry(shark), entry(cory, 6)]), "aggression").severity).toBe("caution");
    expect(byRule(check([entry(pleco), entry(cory, 6)]), "aggression")).toHaveLength(0);
    expect(byRule(check([entry(semi), entry(cory, 6)]), "aggression")).toHaveLength(0);
  });
});

describe("space", () => {
  it("cautions below the minimum volume, allowing 5% for rounded tank sizes", () => {
    // 100 × 40 × 40 = 160 L; 45 US gal = 170 L (160 is 94%), 44 US gal = 166.6 L (96%).
    expect(only(check([entry(fish("Big", { minTankSizeGal: 45 }))]), "tank-volume").severity).toBe("caution");
    expect(byRule(check([entry(fish("Fits", { minTankSizeGal: 44 }))]), "tank-volume")).toHaveLength(0);
  });

  it("says won't work when the tank holds less than half the minimum volume", () => {
    // 160 L is 50.5% of 84 US gal (318 L) and 49.9% of 85 US gal (321.8 L).
    expect(only(check([entry(fish("Half", { minTankSizeGal: 84 }))]), "tank-volume").severity).toBe("caution");
    const under = only(check([entry(fish("Under half", { minTankSizeGal: 85 }))]), "tank-volume");
    expect(under.severity).toBe("wont-work");
    expect(under.message).toContain("this one is about 160 L, less than half of that: too small to keep it in.");
  });

  it("judges a standard tank by the volume it is sold as: a 29 gallon meets 'at least 30 gallons'", () => {
    const thirty = fish("Thirty", { minTankSizeGal: 30 });
    // 30 × 12 × 18 in holds 106.2 L gross, under 95% of 30 US gal (107.9 L); sold as 29 US gal, 109.8 L.
    const box = { lengthCm: 76.2, widthCm: 30.48, heightCm: 45.72 };
    expect(only(check([entry(thirty)], box), "tank-volume").severity).toBe("caution");
    expect(byRule(check([entry(thirty)], { ...box, nominalVolumeL: 109.78 }), "tank-volume")).toHaveLength(0);
  });

  it("cautions below the minimum tank length, and not at it or within the 2% that separates metric and foot tank sizes", () => {
    // 100 cm meets 102 cm (2% of 102 is 2.04 cm), not 103.
    expect(only(check([entry(fish("Long", { facts: { minTankLengthCm: 103 } }))]), "tank-length").numbers).toEqual({
      tankLengthCm: 100,
      minTankLengthCm: 103,
    });
    expect(byRule(check([entry(fish("Long", { facts: { minTankLengthCm: 102 } }))]), "tank-length")).toHaveLength(0);
    expect(byRule(check([entry(fish("Long", { facts: { minTankLengthCm: 100 } }))]), "tank-length")).toHaveLength(0);
    // The metric 120 and 180 cm tanks meet a 4 and a 6 foot minimum (122 and 183 cm); a 24 inch tank meets 61 cm.
    const fourFoot = fish("Four foot", { facts: { minTankLengthCm: 122 } });
    const sixFoot = fish("Six foot", { facts: { minTankLengthCm: 183 } });
    expect(byRule(check([entry(fourFoot)], { lengthCm: 120 }), "tank-length")).toHaveLength(0);
    expect(byRule(check([entry(sixFoot)], { lengthCm: 180 }), "tank-length")).toHaveLength(0);
    expect(byRule(check([entry(fish("Two foot", { facts: { minTankLengthCm: 61 } }))], { lengthCm: 60.96 }), "tank-length")).toHaveLength(
      0,
    );
    expect(only(check([entry(sixFoot)], { lengthCm: 150 }), "tank-length").severity).toBe("caution");
  });

  it("won't work when the tank is shorter than 3 adult lengths or narrower than one, and cautions under 1.5 wide", () => {
    const sized = (cm: number) => fish(`${cm} cm fish`, { facts: { adultLengthCm: cm, lengthType: "TL" } });
    // 100 × 40 cm: 33.3 cm is the longest fish that can swim; 40 the widest that can turn; 26.7 turns with ease.
    expect(only(check([entry(sized(34))]), "swimming-room").severity).toBe("wont-work");
    // Cramped (under 1.5 lengths wide) is a caution only outside the fish's own recommended tank.
    const sizedBig = (cm: number) => fish(`${cm} cm fish`, { minTankSizeGal: 150, facts: { adultLengthCm: cm, lengthType: "TL" } });
    expect(only(check([entry(sizedBig(30))], { lengthCm: 200 }), "swimming-room").severity).toBe("caution");
    expect(byRule(check([entry(sized(30))], { lengthCm: 200 }), "swimming-room")).toHaveLength(0);
    expect(only(check([entry(sized(41))], { lengthCm: 200 }), "swimming-room").severity).toBe("wont-work");
    expect(byRule(check([entry(sized(26.6))]), "swimming-room")).toHaveLength(0);
    // A length its own references set wins over three of its lengths: a 91 cm fish in its own 8 ft (244 cm) tank.
    const arowana = fish("Arowana", { minTankSizeGal: 275, facts: { adultLengthCm: 91, lengthType: "TL", minTankLengthCm: 244 } });
    expect(byRule(check([entry(arowana)], { lengthCm: 244, widthCm: 91, heightCm: 47 }), "swimming-room")).toHaveLength(0);
    expect(only(check([entry(arowana)], { lengthCm: 244, widthCm: 80, heightCm: 54 }), "swimming-room").message).toContain(
      "wide to turn at all",
    );
  });

  it("judges eel-shaped fish by the room they need to lie straight and bend, not three lengths", () => {
    const eel = fish("Eel", { minTankSizeGal: 55, facts: { eelShaped: true, adultLengthCm: 37, lengthType: "TL", minTankLengthCm: 122 } });
    // A 55 US gal tank, 122 × 33 cm: a 37 cm eel lies straight and turns in 9.25 cm; a 37 cm fish of ordinary shape could not turn.
    expect(byRule(check([entry(eel)], { lengthCm: 122, widthCm: 33, heightCm: 53 }), "swimming-room")).toHaveLength(0);
    const ordinary = fish("Ordinary", { minTankSizeGal: 55, facts: { adultLengthCm: 37, lengthType: "TL" } });
    expect(only(check([entry(ordinary)], { lengthCm: 122, widthCm: 33, heightCm: 53 }), "swimming-room").severity).toBe("wont-work");
    expect(only(check([entry(eel)], { lengthCm: 36, widthCm: 30, heightCm: 30 }), "swimming-room").severity).toBe("wont-work");
  });

  it("never tells a fish in its own recommended tank that it will outgrow it", () => {
    const oscar = fish("Oscar", { minTankSizeGal: 75, facts: { adultLengthCm: 35, lengthType: "TL", minTankLengthCm: 120 } });
    const gal75 = { lengthCm: 122, widthCm: 46, heightCm: 53 };
    expect(byRule(check([entry(oscar)], gal75), "outgrow")).toHaveLength(0);
    expect(byRule(check([entry(oscar)], gal75), "swimming-room")).toHaveLength(0);
  });

  it("makes an active swimmer far short of its tank length won't work", () => {
    const danio = fish("Danio", { facts: { activeSwimmer: true, minTankLengthCm: 60 } });
    expect(only(check([entry(danio, 6)], { lengthCm: 50 }), "tank-length").severity).toBe("caution");
    // Three quarters of it is a tank the lower references accept: short, not impossible. Under two thirds, won't work.
    expect(only(check([entry(danio, 6)], { lengthCm: 45 }), "tank-length").severity).toBe("caution");
    expect(only(check([entry(danio, 6)], { lengthCm: 39 }), "tank-length").severity).toBe("wont-work");
    expect(only(check([entry(fish("Calm", { facts: { minTankLengthCm: 60 } }), 6)], { lengthCm: 39 }), "tank-length").severity).toBe(
      "caution",
    );
  });

  it("gives an active swimmer with no room to swim one length to aim for, its references', and still says how wide it must be", () => {
    // A 25 cm goldfish needs 111 cm by its references and 75 cm by three of its lengths: in a 61 × 30 cm tank the
    // tank-length finding already says won't work with 111 cm; the room finding keeps only the width (1.5 × 25 cm).
    const goldfish = fish("Goldfish", {
      minTankSizeGal: 53,
      facts: { activeSwimmer: true, adultLengthCm: 25, lengthType: "TL", minTankLengthCm: 111 },
    });
    const report = check([entry(goldfish, 3)], { lengthCm: 61, widthCm: 30, heightCm: 40 });
    expect(only(report, "tank-length").severity).toBe("wont-work");
    expect(only(report, "tank-length").message).toContain("at least 111 cm long");
    const room = only(report, "swimming-room");
    expect(room.severity).toBe("caution");
    expect(room.message).toBe(
      "The Goldfish grows to about 25 cm and needs a tank at least about 38 cm wide to turn with ease; this one is 61 cm by 30 cm.",
    );
    // A calm fish of the same size, whose own length is not the one that fails it, is told three lengths.
    const calm = fish("Calm", { minTankSizeGal: 53, facts: { adultLengthCm: 25, lengthType: "TL", minTankLengthCm: 111 } });
    expect(only(check([entry(calm, 3)], { lengthCm: 61, widthCm: 30, heightCm: 40 }), "swimming-room").message).toContain(
      "75 cm long (3 adult lengths) to swim",
    );
  });

  it("judges by the largest fish only, and notes that it will outgrow a tank that fits it young", () => {
    const big = fish("Big", { minTankSizeGal: 100, facts: { adultLengthCm: 35, lengthType: "SL" } });
    const report = check([entry(fish("Small")), entry(big)]);
    expect(only(report, "swimming-room").fishIds).toEqual([big.id]);
    expect(only(report, "outgrow").message).toBe(
      "The Big will outgrow this tank as it grows to about 35 cm: it fits while young, not as an adult.",
    );
    // Too small even for a young one (a half-grown 40 cm fish needs 60 cm): no outgrow note.
    expect(
      byRule(
        check([entry(fish("Huge", { minTankSizeGal: 300, facts: { adultLengthCm: 80, lengthType: "TL" } }))], { lengthCm: 100 }),
        "outgrow",
      ),
    ).toHaveLength(0);
  });
});

describe("keeping and heating", () => {
  it("notes soft water with under 2 dKH, and says nothing of the heater's setting in a tank without one", () => {
    expect(only(check([entry(fish("Tetra"), 6)], { khDkh: 1 }), "low-kh").severity).toBe("note");
    expect(byRule(check([entry(fish("Tetra"), 6)], { khDkh: 4 }), "low-kh")).toHaveLength(0);
    const cool = fish("Cool", { minTemperatureF: 64, maxTemperatureF: 77 });
    expect(byRule(check([entry(cool)], { heater: false }), "heater-setting")).toHaveLength(0);
    expect(byRule(check([entry(cool)], { heater: false }), "no-heater")).toHaveLength(0);
  });

  it("asks for a heater for a tropical fish whose minimum is a room's 20 °C, not for a subtropical one", () => {
    // 68-80 °F (20-26.7 °C), kept best at its middle, 23.3 °C: a room holds it at its limit every night.
    const tropical = fish("Neon-like", { minTemperatureF: 68, maxTemperatureF: 80 });
    expect(only(check([entry(tropical, 8)], { heater: false }), "no-heater").severity).toBe("wont-work");
    expect(byRule(check([entry(tropical, 8)], { heater: false, temperatureC: 23 }), "no-heater")).toHaveLength(0);
    // A shrimp or snail is named for what it is, not called a fish.
    const shrimp = fish("Warm shrimp", { fishType: "Shrimp", minTemperatureF: 72, maxTemperatureF: 82 });
    expect(only(check([entry(shrimp, 6)], { heater: false }), "no-heater").message).toContain("is a tropical shrimp that needs");
    expect(only(check([entry(shrimp, 6), entry(tropical, 8)], { heater: false }), "no-heater").message).toContain(
      "are tropical animals that need",
    );
    expect(only(check([entry(shrimp, 6), entry(tropical, 8)]), "heater-setting").message).toContain("they share (");
    expect(only(check([entry(fish("Tetra"), 6), entry(tropical, 8)]), "heater-setting").message).toContain("these fish share (");
    // 68-75 °F (20-23.9 °C), kept best at 21.9 °C: room temperature suits it.
    const subtropical = fish("Hillstream-like", { minTemperatureF: 68, maxTemperatureF: 75 });
    expect(byRule(check([entry(subtropical, 6)], { heater: false }), "no-heater")).toHaveLength(0);
    // A coldwater fish with the tropical one: part them; with the subtropical one, no such finding.
    const coldwater = fish("Coldwater", { fishType: "Goldfish", minTemperatureF: 65, maxTemperatureF: 75 });
    expect(only(check([entry(coldwater, 2), entry(tropical, 8)]), "coldwater-tropical").severity).toBe("wont-work");
    expect(byRule(check([entry(coldwater, 2), entry(subtropical, 6)]), "coldwater-tropical")).toHaveLength(0);
  });

  // 60-75 °F is 15.6-23.9 °C; 70-79 °F is 21.1-26.1 °C.
  const goldfish = fish("Goldie", { fishType: "Goldfish", minTemperatureF: 60, maxTemperatureF: 75 });

  it("gives the temperatures coldwater and tropical fish share, and no heater setting for them", () => {
    const report = check([entry(goldfish, 2), entry(fish("Tetra", { minTemperatureF: 70, maxTemperatureF: 79 }), 6)]);
    const apart = only(report, "coldwater-tropical");
    expect(apart.severity).toBe("wont-work");
    expect(apart.message).toContain("they share only 21.1-23.9 °C, the warm end of what the coldwater fish takes");
    expect(apart.message).toContain("Keep them in separate tanks.");
    expect(apart.numbers.sharedMinC).toBeCloseTo(21.11, 2);
    expect(apart.numbers.sharedMaxC).toBeCloseTo(23.89, 2);
    // A setting for both would contradict the advice to part them, and the shared range is said once.
    expect(byRule(report, "heater-setting")).toHaveLength(0);
    expect(byRule(report, "water-temperature")).toHaveLength(0);
    const tooWarm = fish("Discus-like", { minTemperatureF: 82, maxTemperatureF: 86 });
    expect(only(check([entry(goldfish, 2), entry(tooWarm, 6)]), "coldwater-tropical").message).toContain(
      "they share no temperature at all",
    );
  });

  it("tells a keeper of fish that live at room temperature that no heater is needed, unless the tank has one", () => {
    const alone = only(check([entry(goldfish, 2)]), "heater-setting");
    expect(alone.message).toContain("The Goldie takes 15.6-23.9 °C: no heater is needed");
    expect(alone.message).not.toContain("Set the heater");
    const minnow = fish("Minnow", { minTemperatureF: 64, maxTemperatureF: 72 });
    expect(only(check([entry(goldfish, 2), entry(minnow, 6)]), "heater-setting").message).toContain(
      "The Goldie and the Minnow both take 17.8-22.2 °C: no heater is needed",
    );
    expect(only(check([entry(goldfish, 2)], { heater: true }), "heater-setting").message).toContain("Set the heater to about 19.5 °C");
    // A measured temperature replaces the room's usual one: inside the range, warmer, or so cold a heater is needed.
    expect(only(check([entry(goldfish, 2)], { temperatureC: 20 }), "heater-setting").message).toBe(
      "The Goldie takes 15.6-23.9 °C: no heater is needed, and the water, at 20 °C, is within it. Keep it out of direct sun and away from radiators.",
    );
    expect(only(check([entry(goldfish, 2)], { temperatureC: 27 }), "heater-setting").message).toContain(
      "no heater is needed, but the water is 27 °C, warmer than that.",
    );
    expect(only(check([entry(goldfish, 2)], { temperatureC: 12 }), "heater-setting").message).toContain("Set the heater to about 19.5 °C");
  });

  it("reads a tank as still cycling for six weeks unless it is said to be cycled", () => {
    expect(only(check([entry(fish("Tetra"), 6)], { ageWeeks: 3 }), "tank-cycle").severity).toBe("caution");
    expect(byRule(check([entry(fish("Tetra"), 6)], { ageWeeks: 3, cycled: true }), "tank-cycle")).toHaveLength(0);
    expect(byRule(check([entry(fish("Tetra"), 6)], { ageWeeks: 6 }), "tank-cycle")).toHaveLength(0);
    expect(byRule(check([entry(fish("Tetra"), 6)]), "tank-cycle")).toHaveLength(0);
  });
});

describe("breeding", () => {
  const platy = fish("Platy", { fishType: "Livebearer", facts: { breedsReadily: true } });

  it("notes once that livebearers which breed readily fill the tank, when both sexes may be there", () => {
    const guppy = fish("Guppy", { fishType: "Livebearer", facts: { breedsReadily: true } });
    const note = only(check([entry(platy, 1, "male"), entry(platy, 3, "female"), entry(guppy, 6)]), "breeding");
    expect(note.severity).toBe("note");
    expect(note.fishIds).toEqual([platy.id, guppy.id]);
    expect(note.message).toBe(
      "The Platy and the Guppy breed readily: with males and females together, expect young every month or two and a tank " +
        "that fills up. Plan for them: dense plants where a few grow up, a shop or club that takes the surplus, or males alone.",
    );
  });

  it("notes that snails which breed readily multiply with the food, unless a snail-eater is there", () => {
    const ramshorn = fish("Ramshorn", { fishType: "Snail", facts: { breedsReadily: true } });
    const nerite = fish("Nerite", { fishType: "Snail", facts: { breedsReadily: false } });
    const note = only(check([entry(ramshorn), entry(nerite, 2)]), "breeding");
    expect(note.fishIds).toEqual([ramshorn.id]);
    expect(note.message).toBe(
      "The Ramshorn multiplies with the food it finds: feed the tank sparingly and lift out the surplus, or the snails soon cover the glass.",
    );
    expect(byRule(check([entry(nerite, 2)]), "breeding")).toHaveLength(0);
    const loach = fish("Loach", { facts: { eatsSnails: true } });
    expect(byRule(check([entry(ramshorn, 3), entry(loach, 5)]), "breeding")).toHaveLength(0);
  });

  it("says nothing of males alone, females alone, one fish, or a livebearer that breeds slowly", () => {
    const goodeid = fish("Goodeid", { fishType: "Livebearer", facts: { breedsReadily: false } });
    expect(byRule(check([entry(platy, 4, "male")]), "breeding")).toHaveLength(0);
    expect(byRule(check([entry(platy, 4, "female")]), "breeding")).toHaveLength(0);
    expect(byRule(check([entry(platy, 1)]), "breeding")).toHaveLength(0);
    expect(byRule(check([entry(goodeid, 6)]), "breeding")).toHaveLength(0);
    // Where males kept alone fight, males alone are not offered as the way out.
    const sword = fish("Sword", {
      fishType: "Livebearer",
      facts: { breedsReadily: true, sexRatio: { femalesPerMale: 2, malesFight: true } },
    });
    expect(only(check([entry(sword, 6)]), "breeding").message).toMatch(
      /dense plants where a few grow up, or a shop or club that takes the surplus\.$/,
    );
  });
});

describe("current", () => {
  const loach = fish("Loach", { fishType: "Bottom Dweller", facts: { flow: "strong" } });
  const betta = fish("Betta", { fishType: "Labyrinth", facts: { flow: "gentle" } });

  it("cautions when a fish that needs a strong current shares the tank with one that wants calm water", () => {
    const caution = only(check([entry(loach, 5), entry(betta)]), "current");
    expect(caution.severity).toBe("caution");
    expect(caution.fishIds).toEqual([loach.id, betta.id]);
    expect(caution.factsUsed).toEqual({ [loach.id]: ["flow"], [betta.id]: ["flow"] });
    expect(caution.message).toBe(
      "The Loach needs a strong current, and the Betta wants calm water: a flow strong enough for the one wears the other " +
        "out. Keep them in separate tanks, or give this one a calm end (the outflow along one side, plants and rock breaking " +
        "the flow) and watch that the Betta is not pushed about.",
    );
    const goldfish = fish("Goldfish", { fishType: "Goldfish", facts: { flow: "gentle" } });
    expect(only(check([entry(loach, 5), entry(betta), entry(goldfish, 2)]), "current").message).toMatch(
      /^The Loach needs a strong current, and the Betta and the Goldfish want calm water: .* watch that the Betta and the Goldfish are not pushed about\.$/,
    );
  });

  it("notes what a stream fish needs when no calm-water fish swims in the open beside it, and says nothing without one", () => {
    const danio = fish("Danio", { facts: { flow: "moderate" } });
    const shrimp = fish("Shrimp", { fishType: "Shrimp", facts: { flow: "gentle" } });
    const kuhli = fish("Kuhli", { facts: { flow: "gentle", swimZone: "bottom" } });
    const note = only(check([entry(loach, 5), entry(danio, 6), entry(shrimp, 10), entry(kuhli, 6)]), "current");
    expect(note.severity).toBe("note");
    expect(note.fishIds).toEqual([loach.id]);
    // The plain tank is 160 L: eight turnovers an hour are 1280 L.
    expect(note.message).toBe(
      "The Loach needs a strong current and the oxygen it brings: at least 8 times the tank's volume an hour (1280 L), " +
        "ideally 10, from a filter rated well above the tank or an added powerhead.",
    );
    expect(byRule(check([entry(betta), entry(danio, 6)]), "current")).toHaveLength(0);
    // With the filter's flow known: below eight turnovers an hour a caution with the figures, at or above it nothing.
    const weak = only(check([entry(loach, 5)], { filterFlowLph: 640 }), "current");
    expect(weak.severity).toBe("caution");
    expect(weak.message).toBe(
      "The Loach needs a strong current and the oxygen it brings: keepers of stream fish move at least 8 times the " +
        "tank's volume an hour (1280 L), ideally 10, and this filter moves about 4 times. Add a powerhead or a stronger filter.",
    );
    expect(byRule(check([entry(loach, 5)], { filterFlowLph: 1280 }), "current")).toHaveLength(0);
    // A calm-water fish the stream fish's profile names as a tankmate (or that names it) is no clash.
    const tetra = fish("Tetra", { compatibleWith: ["Loach"], facts: { flow: "gentle" } });
    expect(only(check([entry(loach, 5), entry(tetra, 6)]), "current").severity).toBe("note");
    expect(only(check([entry(loach, 5), entry(tetra, 6), entry(betta)]), "current").message).toMatch(
      /^The Loach needs a strong current, and the Betta wants calm water: /,
    );
    expect(byRule(check([entry(fish("Unknown"), 6), entry(betta)]), "current")).toHaveLength(0);
  });
});

describe("stocking", () => {
  // 0.15 L per cm² of adult length: a 10 cm fish needs 15 L.
  const tenCm = fish("Ten", { facts: { adultLengthCm: 10, lengthType: "TL" } });

  it("estimates the bioload from adult length squared, rounded to 10%", () => {
    const finding = only(check([entry(tenCm, 5)], { volumeL: 100 }), "bioload");
    expect(finding.severity).toBe("fine");
    expect(finding.numbers.loadL).toBeCloseTo(75, 5);
    expect(finding.message).toContain("about 80% of this tank's capacity");
  });

  it("says a load too small to round to 10% is less than 5%, not about 0%", () => {
    // One 10 cm fish: 15 L in 400 L is 3.75%.
    const finding = only(check([entry(tenCm, 1)], { volumeL: 400 }), "bioload");
    expect(finding.message).toContain("would use less than 5% of this tank's capacity");
  });

  it("cautions above 100% as shown, and says won't work above 200%", () => {
    // 7 × 15 = 105 L: 105% of 100 L reads "about 110%"; in 101 L it is 104%, "about 100%".
    expect(only(check([entry(tenCm, 7)], { volumeL: 100 }), "bioload").severity).toBe("caution");
    expect(only(check([entry(tenCm, 7)], { volumeL: 101 }), "bioload").message).toContain("about 100%");
    expect(only(check([entry(tenCm, 7)], { volumeL: 101 }), "bioload").severity).toBe("fine");
    // 13 × 15 = 195 L reads "about 200%": still a caution; 14 × 15 = 210 L reads "about 210%".
    expect(only(check([entry(tenCm, 13)], { volumeL: 100 }), "bioload").severity).toBe("caution");
    expect(only(check([entry(tenCm, 14)], { volumeL: 100 }), "bioload").severity).toBe("wont-work");
  });

  it("weighs each species' waste: high counts 1.3 times, low half", () => {
    const messy = fish("Messy", { facts: { adultLengthCm: 10, lengthType: "TL", bioload: "high" } });
    const clean = fish("Clean", { facts: { adultLengthCm: 10, lengthType: "TL", bioload: "low" } });
    expect(only(check([entry(messy, 2)], { volumeL: 100 }), "bioload").numbers.loadL).toBeCloseTo(39, 5);
    expect(only(check([entry(clean, 2)], { volumeL: 100 }), "bioload").numbers.loadL).toBeCloseTo(15, 5);
  });

  it("never counts a species' own minimum group as over its own minimum tank, nor goldfish over their references' rule", () => {
    // Six 15 cm fish of high waste: by length 6 × 1.3 × 0.15 × 15² = 263 L, but their references keep six in 55 US gal.
    const colony = fish("Colony", { minTankSizeGal: 55, facts: { adultLengthCm: 15, lengthType: "TL", bioload: "high", minGroupSize: 6 } });
    const ownMinimum = { volumeL: 55 * 3.785411784 * 0.85 };
    const atMinimum = only(check([entry(colony, 6)], ownMinimum), "bioload");
    expect(atMinimum.numbers.loadL).toBeCloseTo(ownMinimum.volumeL, 5);
    expect(atMinimum.severity).toBe("fine");
    expect(atMinimum.factsUsed?.[colony.id]).toEqual(["adultLengthCm", "bioload", "minTankSize", "minGroupSize"]);
    // Twice the group in the same tank is twice the load: their share does not stretch.
    expect(only(check([entry(colony, 12)], ownMinimum), "bioload").severity).toBe("caution");
    // A small fish's length model stays under its share, and counts as before.
    const small = fish("Small", { minTankSizeGal: 10, facts: { adultLengthCm: 4, lengthType: "TL", minGroupSize: 6 } });
    expect(only(check([entry(small, 6)], { volumeL: 100 }), "bioload").numbers.loadL).toBeCloseTo(6 * 0.15 * 16, 5);
    // A goldfish's minimum is for the first fish, and half as much again for each further one: two 20 cm goldfish
    // (120 L by length) whose first needs a 20 US gal tank count as that tank's water and half again.
    const goldfish = fish("Goldfish", {
      fishType: "Goldfish",
      minTankSizeGal: 20,
      facts: { adultLengthCm: 20, lengthType: "TL", minGroupSize: 2 },
    });
    const firstFishL = 20 * 3.785411784 * 0.85;
    const pair = only(check([entry(goldfish, 2)], { volumeL: firstFishL * 1.5 }), "bioload");
    expect(pair.numbers.loadL).toBeCloseTo(firstFishL * 1.5, 5);
    expect(pair.severity).toBe("fine");
    expect(pair.factsUsed?.[goldfish.id]).toEqual(["adultLengthCm", "minTankSize"]);
    // In the first fish's tank alone, the pair is over.
    expect(only(check([entry(goldfish, 2)], { volumeL: firstFishL }), "bioload").severity).toBe("caution");
  });

  it("counts a long-tailed fish's body, not its tail, where the species states a body length", () => {
    const fantail = fish("Fantail", {
      fishType: "Goldfish",
      minTankSizeGal: 30,
      facts: { adultLengthCm: 20, lengthType: "TL", bodyLengthCm: 15, bioload: "high" },
    });
    const finding = only(check([entry(fantail, 2)], { volumeL: 100 }), "bioload");
    // 2 × 1.3 × 0.15 × 15², where the 20 cm with the tail would be 156 L.
    expect(finding.numbers.loadL).toBeCloseTo(87.75, 5);
    expect(finding.factsUsed?.[fantail.id]).toEqual(["bodyLengthCm", "bioload"]);
  });

  it("uses 85% of the gross volume as water when no volume is given", () => {
    expect(only(check([entry(tenCm, 1)]), "bioload").numbers.waterVolumeL).toBeCloseTo(136, 5);
  });

  it("cautions a filter rated under the tank's volume, or turning it over fewer than 4 times an hour", () => {
    const stock = [entry(fish("Tetra"), 6)];
    expect(only(check(stock, { filterRatedVolumeL: 100 }), "filter-capacity").severity).toBe("caution");
    expect(byRule(check(stock, { filterRatedVolumeL: 160 }), "filter-capacity")).toHaveLength(0);
    expect(only(check(stock, { filterFlowLph: 639 }), "filter-flow").numbers.minTurnoverPerHour).toBe(4);
    expect(byRule(check(stock, { filterFlowLph: 640 }), "filter-flow")).toHaveLength(0);
  });
});

describe("suggestions", () => {
  const tetra = fish("Tetra", { minTemperatureF: 72, maxTemperatureF: 80, facts: { minGroupSize: 6 } });

  it("offers at most three unstocked species that break no won't-work rule, peaceful and centred first, in a fixed order", () => {
    const candidates = [
      tetra,
      fish("Predator", { facts: { piscivore: true, adultLengthCm: 30, lengthType: "TL" } }),
      fish("Cold", { minTemperatureF: 55, maxTemperatureF: 68 }),
      fish("Bully", { temperament: "Semi-Aggressive" }),
      fish("Zeta", { minTemperatureF: 72, maxTemperatureF: 80 }),
      fish("Alpha", { minTemperatureF: 72, maxTemperatureF: 80 }),
      fish("Off-centre", { minTemperatureF: 64, maxTemperatureF: 80 }),
    ];
    const report = check([entry(tetra, 8)], {}, candidates);
    expect(report.suggestions.map((s) => s.name)).toEqual(["Alpha", "Zeta", "Off-centre"]);
    expect(check([entry(tetra, 8)], {}, [...candidates].reverse()).suggestions).toEqual(report.suggestions);
  });

  it("prefers tankmates the stock's profiles name, then no jumpers, a new part of the tank, and the easier to keep", () => {
    const named = fish("Named", { minTemperatureF: 64, maxTemperatureF: 80 });
    const stock = { ...tetra, compatibleWith: ["Named"], facts: { ...tetra.facts, swimZone: "middle" as const } };
    const jumper = fish("Jumper", { facts: { jumper: true, swimZone: "bottom" } });
    const bottom = fish("Bottom", { minTemperatureF: 64, maxTemperatureF: 80, facts: { swimZone: "bottom" } });
    const middle = fish("Middle", { facts: { swimZone: "middle" } });
    const hard = fish("Hard", { difficulty: "Advanced" });
    const easy = fish("Easy", { difficulty: "Beginner", minTemperatureF: 60, maxTemperatureF: 90 });
    const candidates = [hard, easy, middle, bottom, jumper, named];
    const names = (tankOverrides = {}) => check([entry(stock, 8)], tankOverrides, candidates).suggestions.map((s) => s.name);
    // Named by the tetra's profile though off-centre; then a bottom fish that needs no lid; then the easier one.
    expect(names()).toEqual(["Named", "Bottom", "Easy"]);
    // With a lid, the jumper is as good as the others of the bottom, and centred.
    expect(names({ lid: true })).toEqual(["Named", "Jumper", "Bottom"]);
    // Each says why, where a profile or the room it fills ranked it.
    const reasons = check([entry(stock, 8)], {}, candidates).suggestions.map((s) => s.reason);
    expect(reasons).toEqual(["the Tetra's profile names it as a tankmate", "it lives on the bottom, where no fish here does", undefined]);
  });

  it("leaves out species that do not suit the tank's measured water", () => {
    const warm = fish("Warm", { minTemperatureF: 76, maxTemperatureF: 86 });
    expect(check([entry(tetra, 8)], { temperatureC: 23 }, [warm]).suggestions).toEqual([]);
    expect(check([entry(tetra, 8)], {}, [warm]).suggestions).toEqual([
      { fishId: warm.id, name: "Warm", count: 1, completesGroup: false, improves: false },
    ]);
  });

  it("leaves out species that would cross with one already in the tank", () => {
    const guppy = fish("Guppy", { scientificName: "Poecilia reticulata", fishType: "Livebearer" });
    const endler = fish("Endler", { scientificName: "Poecilia wingei", fishType: "Livebearer" });
    const platy = fish("Platy", { scientificName: "Xiphophorus maculatus", fishType: "Livebearer" });
    expect(check([entry(guppy, 6)], {}, [endler, platy]).suggestions.map((s) => s.name)).toEqual(["Platy"]);
  });

  it("completes a group that is too small first, and offers nothing when the tank won't work", () => {
    const other = fish("Other", { minTemperatureF: 72, maxTemperatureF: 80 });
    const short = check([entry(tetra, 4)], {}, [other]);
    expect(short.suggestions[0]).toEqual({ fishId: tetra.id, name: "Tetra", count: 2, completesGroup: true, improves: true });
    const pike = fish("Pike", { facts: { piscivore: true, adultLengthCm: 30, lengthType: "TL" } });
    const doomed = check([entry(pike), entry(tetra, 8)], {}, [other]);
    expect(doomed.verdict).toBe("wont-work");
    expect(doomed.suggestions).toEqual([]);
  });

  it("offers no new species for a tank over its capacity", () => {
    const ten = fish("Ten", { minTemperatureF: 72, maxTemperatureF: 80, facts: { adultLengthCm: 10, lengthType: "TL" } });
    const other = fish("Other", { minTemperatureF: 72, maxTemperatureF: 80 });
    expect(check([entry(ten, 8)], { volumeL: 100 }, [other]).suggestions).toEqual([]);
  });
});

describe("upsize", () => {
  it("gives the tank that clears space and stocking problems, rounded up to 10 L", () => {
    const big = fish("Big", { minTankSizeGal: 75, facts: { adultLengthCm: 30, lengthType: "TL", minTankLengthCm: 120 } });
    // Length max(3 × 30, 120) = 120 cm, width 1.5 × 30 = 45 cm, 40 cm high: 216 L; 75 US gal is 283.9 L.
    expect(check([entry(big)]).upsize).toEqual({ volumeL: 290, lengthCm: 120, widthCm: 45 });
  });

  it("grows the tank for the bioload, counting the same share of water", () => {
    const ten = fish("Ten", { facts: { adultLengthCm: 10, lengthType: "TL" } });
    // 20 × 15 = 300 L of bioload; 136 of 160 L is water, so 300 / 0.85 = 353 L gross.
    expect(check([entry(ten, 20)]).upsize).toEqual({ volumeL: 360, lengthCm: 100, widthCm: 40 });
  });

  it("is null with no problem, with only filter problems, or with any other kind of problem", () => {
    expect(check([entry(fish("Tetra"), 6)]).upsize).toBeNull();
    expect(check([entry(fish("Tetra"), 6)], { filterFlowLph: 100 }).upsize).toBeNull();
    const big = fish("Big", { minTankSizeGal: 75, facts: { minGroupSize: 3 } });
    expect(check([entry(big, 2)]).upsize).toBeNull();
  });
});

describe("interbreeding", () => {
  const platy = fish("Platy", { scientificName: "Xiphophorus maculatus", fishType: "Livebearer" });
  const swordtail = fish("Swordtail", { scientificName: "Xiphophorus hellerii", fishType: "Livebearer" });
  const variatus = fish("Variatus", { scientificName: "xiphophorus variatus ", fishType: "Livebearer" });
  const guppy = fish("Guppy", { scientificName: "Poecilia reticulata", fishType: "Livebearer" });

  it("notes species that cross in a tank, naming every one of the set present", () => {
    const note = only(check([entry(platy, 3), entry(swordtail, 3)]), "interbreeding");
    expect(note.severity).toBe("note");
    expect(note.message).toBe(
      "The Platy and the Swordtail interbreed, and their young are fertile hybrids: if you want young that breed true, keep only one of them, or males alone.",
    );
    expect(only(check([entry(platy, 3), entry(swordtail, 3), entry(variatus, 3)]), "interbreeding").fishIds).toEqual([
      platy.id,
      swordtail.id,
      variatus.id,
    ]);
  });

  it("does not tell a keeper of fighting fish or dwarf shrimp to keep males alone", () => {
    const betta = fish("Betta", { scientificName: "Betta splendens", fishType: "Labyrinth" });
    const imbellis = fish("Imbellis", { scientificName: "Betta imbellis", fishType: "Labyrinth" });
    expect(only(check([entry(betta), entry(imbellis)]), "interbreeding").message).toMatch(/keep only one of them\.$/);
  });

  it("says nothing of species from different sets, or of one species alone", () => {
    expect(byRule(check([entry(platy, 3), entry(guppy, 3)]), "interbreeding")).toHaveLength(0);
    expect(byRule(check([entry(platy, 6)]), "interbreeding")).toHaveLength(0);
    expect(byRule(check([entry(fish("No binomial"), 3), entry(fish("Another"), 3)]), "interbreeding")).toHaveLength(0);
  });
});
