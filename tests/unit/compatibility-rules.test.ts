import { describe, expect, it } from "vitest";
import {
  COMPATIBILITY_GROUP_DESCRIPTIONS,
  COMPATIBILITY_GROUPS,
  findCompatibilityGroup,
  type CompatibilityGroup,
} from "~/domain/compatibility-groups";
import { adultLengthCm, COMPATIBILITY_GROUP_CHIPS, isInGroup, largestPreyCm, speciesInGroup } from "~/domain/compatibility-rules";
import { matchesFilter } from "~/domain/fish-filters";
import { loadSpecies } from "../../db/seed/seed";

// Each rule on the real reference species: the classic cases every keeper knows, and the edges the thresholds draw.
const species = loadSpecies();
const byName = new Map(species.map((entry) => [entry.name, entry]));

function named(name: string) {
  const found = byName.get(name);
  if (!found) throw new Error(`No species named ${name}`);
  return found;
}

/** A copy of a species with some facts replaced (`undefined`: not stated), for the rules' fallbacks. */
function withFacts(name: string, facts: Partial<ReturnType<typeof named>["facts"]>) {
  const entry = named(name);
  return { ...entry, name: `${entry.name} (copy)`, facts: { ...entry.facts, ...facts } };
}

/** A copy of a species with another fish type. */
function withType(name: string, fishType: string) {
  const entry = named(name);
  return { ...entry, name: `${entry.name} (copy)`, fishType };
}

/** The names a group holds as `ownerName` means it (most groups do not depend on the owner). */
function members(group: CompatibilityGroup, ownerName = "Neon Tetra"): string[] {
  return speciesInGroup(group, named(ownerName), species).map((entry) => entry.name);
}

describe("adult length and prey size", () => {
  it("read the stated adult length, else the profile's maximum size in inches", () => {
    expect(adultLengthCm(named("Oscar"))).toBe(35);
    // The Neon Tetra's file states its adult length (3.9 cm TL, the median of its references' upper figures), so
    // the fallback is shown on a copy without it.
    expect(adultLengthCm(named("Neon Tetra"))).toBe(3.9);
    expect(adultLengthCm(withFacts("Neon Tetra", { adultLengthCm: undefined }))).toBeCloseTo(1.5 * 2.54);
  });

  it("give a fish-eater a third of its length, others and eels a fifth, unless its ratio is stated", () => {
    expect(largestPreyCm(named("Oscar"))).toBeCloseTo(35 * 0.3);
    // Not a fish-eater (piscivore: false), no ratio stated: a fifth.
    expect(named("Clown Loach").facts.piscivore).toBe(false);
    expect(largestPreyCm(named("Clown Loach"))).toBeCloseTo(30 * 0.2);
    // An eel that eats fish, with no ratio stated: a fifth of its (58 cm aquarium) length.
    expect(largestPreyCm(withFacts("Fire Eel", { maxPreyRatio: undefined }))).toBeCloseTo(58 * 0.2);
    // A stated ratio wins: the files now give the Bala Shark 0.1 (a neon-sized fish of its 35 cm) and the Fire Eel
    // 0.15 of its 58 cm, not the defaults.
    expect(largestPreyCm(named("Bala Shark"))).toBeCloseTo(35 * 0.1);
    expect(largestPreyCm(named("Fire Eel"))).toBeCloseTo(58 * 0.15);
  });
});

describe("compatibility group rules", () => {
  it("fin-nippers: the stated fin-nippers only", () => {
    expect(members("fin-nippers")).toEqual(expect.arrayContaining(["Tiger Barb", "Serpae Tetra", "Red-eye Tetra"]));
    expect(members("fin-nippers")).not.toContain("Neon Tetra");
    // Stated false (the Betta's file now says so): not in the group.
    expect(named("Betta").facts.finNipper).toBe(false);
    expect(members("fin-nippers")).not.toContain("Betta");
    // A close relative of a known nipper, stated false by its references: not in the group.
    expect(named("African Red-eye Tetra").facts.finNipper).toBe(false);
    expect(members("fin-nippers")).not.toContain("African Red-eye Tetra");
    // Not stated either way: not guessed into the group.
    const unknownNipper = withFacts("Tiger Barb", { finNipper: undefined });
    expect(isInGroup("fin-nippers", unknownNipper, named("Neon Tetra"))).toBe(false);
  });

  it("long-finned fish: the stated long-finned fish", () => {
    expect(members("long-finned fish")).toEqual(expect.arrayContaining(["Betta", "Guppy", "Angelfish", "Congo Tetra"]));
    expect(members("long-finned fish")).not.toContain("Tiger Barb");
  });

  it("small tetras: tetras of at most 2 inches", () => {
    expect(members("small tetras", "Angelfish")).toEqual(expect.arrayContaining(["Neon Tetra", "Cardinal Tetra", "Ember Tetra"]));
    expect(members("small tetras", "Angelfish")).not.toContain("Congo Tetra");
    expect(members("small tetras", "Angelfish")).not.toContain("Chili Rasbora");
  });

  it("small fish: what this species can swallow", () => {
    expect(members("small fish", "Oscar")).toEqual(expect.arrayContaining(["Neon Tetra", "Cardinal Tetra", "Zebra Danio"]));
    expect(members("small fish", "Oscar")).not.toContain("Angelfish");
    // An angelfish takes a neon, not a cardinal.
    expect(members("small fish", "Angelfish")).toContain("Neon Tetra");
    expect(members("small fish", "Angelfish")).not.toContain("Cardinal Tetra");
    expect(members("small fish", "Bala Shark")).not.toContain("Bristlenose Pleco");
    expect(members("small fish", "Fire Eel")).not.toContain("Kissing Gourami");
  });

  it("shrimp and snails: the invertebrates of each type, no fish, crayfish or crab", () => {
    const shrimp = members("shrimp", "Clown Loach");
    expect(shrimp).toEqual(expect.arrayContaining(["Cherry Shrimp", "Amano Shrimp", "Crystal Red Shrimp", "Bamboo Shrimp"]));
    expect(shrimp).toEqual(species.filter((entry) => entry.fishType === "Shrimp").map((entry) => entry.name));
    for (const name of ["Nerite Snail", "CPO Crayfish", "Thai Micro Crab", "African Dwarf Frog", "Neon Tetra", "Clown Loach"]) {
      expect(shrimp, name).not.toContain(name);
    }
    const snails = members("snails", "Clown Loach");
    expect(snails).toEqual(expect.arrayContaining(["Nerite Snail", "Mystery Snail", "Ramshorn Snail", "Malaysian Trumpet Snail"]));
    expect(snails).toEqual(species.filter((entry) => entry.fishType === "Snail").map((entry) => entry.name));
    for (const name of ["Cherry Shrimp", "CPO Crayfish", "Thai Micro Crab", "Neon Tetra", "Clown Loach"]) {
      expect(snails, name).not.toContain(name);
    }
    // The type is compared whole, whatever its letter case: a "Snail" is not a shrimp, nor a "Shrimp Goby".
    expect(isInGroup("shrimp", withType("Cherry Shrimp", " shrimp "), named("Clown Loach"))).toBe(true);
    expect(isInGroup("shrimp", withType("Neon Tetra", "Shrimp Goby"), named("Clown Loach"))).toBe(false);
    // A species never holds itself: the Assassin Snail's own "snails" would not name it.
    expect(isInGroup("snails", named("Assassin Snail"), named("Assassin Snail"))).toBe(false);
  });

  it("shrimp: a species that lists shrimp under Avoid With picks up the cherry shrimp", () => {
    const avoidsShrimp = species.filter((entry) => entry.incompatibleWith.includes("shrimp"));
    expect(avoidsShrimp.length).toBeGreaterThan(0);
    for (const owner of avoidsShrimp) {
      expect(isInGroup("shrimp", named("Cherry Shrimp"), owner), owner.name).toBe(true);
      expect(isInGroup("shrimp", named("Neon Tetra"), owner), owner.name).toBe(false);
    }
  });

  it("large cichlids: Aggressive cichlids from 15 cm, Semi-Aggressive ones from 25 cm", () => {
    // The Convict Cichlid's references give its males 15 cm: an Aggressive cichlid of that size bullies like the rest.
    expect(members("large cichlids")).toEqual(
      expect.arrayContaining(["Oscar", "Jack Dempsey", "Texas Cichlid", "Frontosa", "Convict Cichlid"]),
    );
    for (const name of ["Kribensis", "Angelfish", "Severum", "Discus", "Uaru", "Bala Shark"]) {
      expect(members("large cichlids"), name).not.toContain(name);
    }
  });

  it("aggressive fish: the Aggressive temperament, the same fish as the /fish chip", () => {
    expect(members("aggressive fish")).toEqual(expect.arrayContaining(["Jack Dempsey", "Red-bellied Piranha"]));
    expect(members("aggressive fish")).not.toContain("Tiger Barb");
    expect(COMPATIBILITY_GROUP_CHIPS["aggressive fish"]).toBe("aggressive");
    const chip = species.filter((entry) => matchesFilter(entry, "aggressive")).map((entry) => entry.name);
    expect(members("aggressive fish", "Bala Shark")).toEqual(chip);
  });

  it("peaceful community fish: peaceful, up to 4 inches, near pH 7, neither nipping nor eating fish", () => {
    expect(members("peaceful community fish", "Oscar")).toEqual(
      expect.arrayContaining(["Neon Tetra", "Ember Tetra", "Bronze Corydoras", "Harlequin Rasbora"]),
    );
    // The Cardinal Tetra's references keep it at pH 4.5-6.5, short of neutral: a soft-water fish, not of this group.
    for (const name of ["Dwarf Petricola Catfish", "Tiger Barb", "Angelfish", "Bala Shark", "Cardinal Tetra"]) {
      expect(members("peaceful community fish", "Oscar"), name).not.toContain(name);
    }
  });

  it("small peaceful fish: peaceful and at most 2 inches", () => {
    expect(members("small peaceful fish", "Oscar")).toEqual(expect.arrayContaining(["Neon Tetra", "Chili Rasbora"]));
    expect(members("small peaceful fish", "Oscar")).not.toContain("Congo Tetra");
    expect(members("small peaceful fish", "Oscar")).not.toContain("Serpae Tetra");
  });

  it("livebearers: the livebearer type", () => {
    expect(members("livebearers")).toEqual(expect.arrayContaining(["Guppy", "Platy", "Molly", "Swordtail"]));
    expect(members("livebearers")).not.toContain("Neon Tetra");
  });

  it("slow-moving fish: bettas, peaceful gouramis, fancy guppies", () => {
    expect(members("slow-moving fish", "Tiger Barb")).toEqual(expect.arrayContaining(["Betta", "Dwarf Gourami", "Guppy"]));
    for (const name of ["Congo Tetra", "Three Spot Gourami", "Angelfish", "Platy"]) {
      expect(members("slow-moving fish", "Tiger Barb"), name).not.toContain(name);
    }
  });

  it("bottom dwellers: the bottom swim zone, else a bottom-dwelling type", () => {
    // The Upside-Down Catfish's file now states the bottom zone; without it, its Catfish type would place it there.
    expect(named("Upside-Down Catfish").facts.swimZone).toBe("bottom");
    expect(isInGroup("bottom dwellers", withFacts("Upside-Down Catfish", { swimZone: undefined }), named("Neon Tetra"))).toBe(true);
    expect(isInGroup("bottom dwellers", withFacts("Neon Tetra", { swimZone: undefined }), named("Oscar"))).toBe(false);
    expect(members("bottom dwellers")).toEqual(expect.arrayContaining(["Bronze Corydoras", "Kuhli Loach", "Upside-Down Catfish"]));
    // Stated as a middle swimmer, whatever its type.
    expect(members("bottom dwellers")).not.toContain("Pygmy Cory");
    expect(members("bottom dwellers")).not.toContain("Neon Tetra");
  });

  it("fast swimmers: danios from 5 cm and rainbowfish from 7 cm, long fins excepted", () => {
    expect(members("fast swimmers", "Discus")).toEqual(expect.arrayContaining(["Zebra Danio", "Giant Danio", "Boeseman's Rainbowfish"]));
    for (const name of ["Celestial Pearl Danio", "Forktail Blue-eye", "Threadfin Rainbowfish", "Neon Tetra"]) {
      expect(members("fast swimmers", "Discus"), name).not.toContain(name);
    }
  });

  it("Malawi and Tanganyika cichlids: the cichlids of each lake's genera", () => {
    expect(members("Malawi cichlids", "Frontosa")).toEqual(expect.arrayContaining(["Yellow Lab", "Demasoni", "Red Zebra Cichlid"]));
    expect(members("Malawi cichlids", "Frontosa")).not.toContain("Tropheus Moorii");
    expect(members("Tanganyika cichlids", "Yellow Lab")).toEqual(expect.arrayContaining(["Frontosa", "Tropheus Moorii", "Calvus Cichlid"]));
    expect(members("Tanganyika cichlids", "Yellow Lab")).not.toContain("Oscar");
  });

  it("large fish: fish-eaters that could swallow this one, and non-peaceful fish 2.5 times its length", () => {
    expect(members("large fish", "Chili Rasbora")).toEqual(expect.arrayContaining(["Oscar", "Angelfish", "Betta"]));
    // Big, but eats no fish (stated, or a herbivore), and peaceful.
    expect(members("large fish", "Chili Rasbora")).not.toContain("Kuhli Loach");
    expect(members("large fish", "Chili Rasbora")).not.toContain("Bristlenose Pleco");
    // Relative to the owner: a betta is no large fish to a neon.
    expect(members("large fish", "Neon Tetra")).not.toContain("Betta");
  });

  it("territorial fish: the stated territorial fish", () => {
    expect(members("territorial fish")).toEqual(expect.arrayContaining(["Kribensis", "Oscar", "Betta"]));
    expect(members("territorial fish")).not.toContain("Neon Tetra");
    expect(members("territorial fish")).not.toContain("Cuckoo Catfish");
  });

  it("never put a species in a group its own list names", () => {
    for (const group of COMPATIBILITY_GROUPS) expect(isInGroup(group, named("Oscar"), named("Oscar"))).toBe(false);
  });

  it("give every group some species of the data, and a description", () => {
    const owners = ["Oscar", "Chili Rasbora", "Frontosa", "Neon Tetra"].map(named);
    for (const group of COMPATIBILITY_GROUPS) {
      expect(COMPATIBILITY_GROUP_DESCRIPTIONS[group].length, group).toBeGreaterThan(20);
      const found = owners.some((owner) => speciesInGroup(group, owner, species).length > 0);
      expect(found, group).toBe(true);
    }
  });

  it("find a group by name whatever its letter case", () => {
    expect(findCompatibilityGroup(" Large Cichlids ")).toBe("large cichlids");
    expect(findCompatibilityGroup("malawi cichlids")).toBe("Malawi cichlids");
    expect(findCompatibilityGroup("Neon Tetra")).toBeNull();
  });
});
