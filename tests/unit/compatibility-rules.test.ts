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

/** The names a group holds as `ownerName` means it (most groups do not depend on the owner). */
function members(group: CompatibilityGroup, ownerName = "Neon Tetra"): string[] {
  return speciesInGroup(group, named(ownerName), species).map((entry) => entry.name);
}

describe("adult length and prey size", () => {
  it("read the stated adult length, else the profile's maximum size in inches", () => {
    expect(adultLengthCm(named("Oscar"))).toBe(35);
    expect(named("Neon Tetra").facts.adultLengthCm).toBeUndefined();
    expect(adultLengthCm(named("Neon Tetra"))).toBeCloseTo(1.5 * 2.54);
  });

  it("give a fish-eater a third of its length, others and eels a fifth", () => {
    expect(largestPreyCm(named("Oscar"))).toBeCloseTo(35 * 0.3);
    expect(largestPreyCm(named("Bala Shark"))).toBeCloseTo(35 * 0.2);
    expect(largestPreyCm(named("Fire Eel"))).toBeCloseTo(100 * 0.2);
  });
});

describe("compatibility group rules", () => {
  it("fin-nippers: the stated fin-nippers only", () => {
    expect(members("fin-nippers")).toEqual(expect.arrayContaining(["Tiger Barb", "Serpae Tetra", "Red-eye Tetra"]));
    expect(members("fin-nippers")).not.toContain("Neon Tetra");
    // Not stated either way: not guessed into the group.
    expect(named("Betta").facts.finNipper).toBeUndefined();
    expect(members("fin-nippers")).not.toContain("Betta");
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

  it("shrimp and snails: invertebrates, no fish of the encyclopedia", () => {
    expect(members("shrimp")).toEqual([]);
    expect(members("snails", "Clown Loach")).toEqual([]);
  });

  it("large cichlids: Aggressive cichlids from 15 cm, Semi-Aggressive ones from 25 cm", () => {
    expect(members("large cichlids")).toEqual(expect.arrayContaining(["Oscar", "Jack Dempsey", "Texas Cichlid", "Frontosa"]));
    for (const name of ["Kribensis", "Angelfish", "Severum", "Discus", "Uaru", "Convict Cichlid", "Bala Shark"]) {
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
      expect.arrayContaining(["Neon Tetra", "Cardinal Tetra", "Bronze Corydoras", "Harlequin Rasbora"]),
    );
    for (const name of ["Dwarf Petricola Catfish", "Tiger Barb", "Angelfish", "Bala Shark"]) {
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
    expect(named("Upside-Down Catfish").facts.swimZone).toBeUndefined();
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

  it("give every group that is not an invertebrate some species of the data, and a description", () => {
    const owners = ["Oscar", "Chili Rasbora", "Frontosa", "Neon Tetra"].map(named);
    for (const group of COMPATIBILITY_GROUPS) {
      expect(COMPATIBILITY_GROUP_DESCRIPTIONS[group].length, group).toBeGreaterThan(20);
      const found = owners.some((owner) => speciesInGroup(group, owner, species).length > 0);
      expect(found, group).toBe(group !== "shrimp" && group !== "snails");
    }
  });

  it("find a group by name whatever its letter case", () => {
    expect(findCompatibilityGroup(" Large Cichlids ")).toBe("large cichlids");
    expect(findCompatibilityGroup("malawi cichlids")).toBe("Malawi cichlids");
    expect(findCompatibilityGroup("Neon Tetra")).toBeNull();
  });
});
