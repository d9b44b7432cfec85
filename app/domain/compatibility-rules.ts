import type { CompatibilityGroup } from "./compatibility-groups";
import type { FishFilterId } from "./fish-filters";
import type { SpeciesFacts } from "./species-facts";
import { CM_PER_INCH, inchesToCm } from "./units";

/**
 * What each compatibility group means, as a rule over species: "aggressive fish" is every fish listed as
 * Aggressive, "small fish" every fish small enough for the naming species to swallow. A group named in a
 * species' list so resolves to actual species, and the species data tests can check every list against both
 * profiles. The descriptions in compatibility-groups.ts say the same in words, and must change with a rule. Each rule reads the checker's facts where they are stated and falls back to the profile's own
 * fields where a fact is unknown; a flag nobody stated never selects a species, since a guess would put a fish
 * in a group it may not belong to.
 */

/** What the rules read of a species: the profile's fields and its facts (missing or null when unknown). */
export type CompatibilityProfile = {
  name: string;
  scientificName: string;
  fishType: string;
  temperament: string;
  /** Adult size in the aquarium, in inches. */
  maxSizeIn: number;
  schoolingFish: boolean;
  diet: string;
  minPh: number;
  maxPh: number;
  facts: { [K in keyof SpeciesFacts]?: SpeciesFacts[K] | null };
};

/**
 * Whether `candidate` belongs to the group as `owner` (the species whose list names the group) means it. Most
 * groups do not depend on the owner; "small fish" and "large fish" are relative to its size.
 */
export type GroupRule = (candidate: CompatibilityProfile, owner: CompatibilityProfile) => boolean;

/**
 * "Large cichlids" are the big cichlids that bully or eat their tankmates: Aggressive ones from 15 cm,
 * Semi-Aggressive ones from 25 cm. Peaceful giants (discus, uaru, eartheaters) and angelfish-sized
 * semi-aggressive cichlids are kept with community fish and are not in the group.
 */
export const LARGE_AGGRESSIVE_CICHLID_MIN_CM = 15;
export const LARGE_CICHLID_MIN_CM = 25;
/** "Small" tetras and peaceful fish stay at or under about 2 inches. */
export const SMALL_FISH_MAX_CM = 2 * CM_PER_INCH;
/**
 * A fish-eater (piscivore) swallows prey up to this fraction of its own length when its facts do not say: an
 * angelfish takes a neon, not a cardinal; a ropefish not the gouramis and bushfish it is kept with.
 */
export const FISH_EATER_PREY_RATIO = 0.3;
/**
 * Any other fish that eats fish at all takes only those that fit its mouth easily; so does an eel, whose length
 * is mostly body and whose mouth is small for it.
 */
export const OPPORTUNIST_PREY_RATIO = 0.2;
/** "Peaceful community fish" share a typical community tank: adults of at most about 4 inches. */
export const COMMUNITY_FISH_MAX_CM = 4 * CM_PER_INCH;
/** The pH of a typical tropical community tank. */
export const COMMUNITY_PH = 7;
/** A non-peaceful fish this many times the length of another bullies it even when it cannot swallow it. */
export const BULLY_LENGTH_RATIO = 2.5;

/** Danios and rainbowfish from these sizes are fast enough to outcompete slow feeders. */
export const FAST_DANIO_MIN_CM = 5;
export const FAST_RAINBOWFISH_MIN_CM = 7;

const CALM_TEMPERAMENTS = new Set(["Peaceful", "Community"]);
/** The fish types of the "shrimp" and "snails" groups (the types of the Invertebrates chip on /fish). */
export const SHRIMP_FISH_TYPE = "Shrimp";
export const SNAIL_FISH_TYPE = "Snail";
const BOTTOM_FISH_TYPES = new Set(["Catfish", "Bottom Dweller", "Algae Eater"]);

/** Cichlid genera of each rift lake: neither water chemistry nor the facts tell the two lakes apart. */
const MALAWI_GENERA = new Set([
  "Aulonocara",
  "Chindongo",
  "Copadichromis",
  "Cynotilapia",
  "Cyrtocara",
  "Dimidiochromis",
  "Iodotropheus",
  "Labeotropheus",
  "Labidochromis",
  "Maylandia",
  "Melanochromis",
  "Metriaclima",
  "Nimbochromis",
  "Placidochromis",
  "Protomelas",
  "Pseudotropheus",
  "Sciaenochromis",
  "Tropheops",
]);
const TANGANYIKA_GENERA = new Set([
  "Altolamprologus",
  "Cyphotilapia",
  "Cyprichromis",
  "Enantiopus",
  "Julidochromis",
  "Lamprologus",
  "Neolamprologus",
  "Ophthalmotilapia",
  "Paracyprichromis",
  "Telmatochromis",
  "Tropheus",
  "Xenotilapia",
]);

/**
 * Adult length in cm: the facts' adultLengthCm when stated, else the profile's maxSizeIn. Standard and
 * total lengths are compared as they are: the tail's share (about a fifth) is within every threshold's margin.
 */
export function adultLengthCm(species: CompatibilityProfile): number {
  return species.facts.adultLengthCm ?? inchesToCm(species.maxSizeIn);
}

/** The largest prey a species takes, in cm: its maxPreyRatio (else the default) of its adult length. */
export function largestPreyCm(species: CompatibilityProfile): number {
  const fishEater = species.facts.piscivore === true && !/\beel\b/i.test(species.fishType);
  const ratio = species.facts.maxPreyRatio ?? (fishEater ? FISH_EATER_PREY_RATIO : OPPORTUNIST_PREY_RATIO);
  return ratio * adultLengthCm(species);
}

/** Reads piscivore, else diet: a fish not known to eat fish may still, unless it is a herbivore. */
function eatsFish(species: CompatibilityProfile): boolean {
  return species.facts.piscivore ?? species.diet !== "Herbivore";
}

const isCichlid = (species: CompatibilityProfile) => species.fishType === "Cichlid";
/** The fish type compared whole, ignoring letter case and surrounding spaces, as the /fish chips compare it. */
const hasFishType = (species: CompatibilityProfile, type: string) => species.fishType.trim().toLowerCase() === type.toLowerCase();
const isCalm = (species: CompatibilityProfile) => CALM_TEMPERAMENTS.has(species.temperament);
const genus = (species: CompatibilityProfile) => species.scientificName.split(" ")[0] ?? "";

/** Reads swimZone; when unknown, the fish types that live on the bottom. */
function isBottomDweller(species: CompatibilityProfile): boolean {
  const zone = species.facts.swimZone;
  return zone ? zone === "bottom" : BOTTOM_FISH_TYPES.has(species.fishType);
}

/**
 * Reads fishType, temperament and longFinned: bettas and peaceful gouramis (labyrinth fish that are long-finned
 * or Peaceful) and fancy guppies (long-finned livebearers). Long fins alone do not slow an active schooling
 * fish such as a Congo tetra, and the big semi-aggressive gouramis hold their own.
 */
function isSlowSwimmer(species: CompatibilityProfile): boolean {
  if (species.fishType === "Labyrinth") return species.facts.longFinned === true || isCalm(species);
  return species.fishType === "Livebearer" && species.facts.longFinned === true;
}

/**
 * Reads name, fishType, longFinned and adult length: danios and devarios from 5 cm, rainbowfish from 7 cm
 * (the blue-eyes and dwarf rainbows below that are gentle), long fins excepted.
 */
function isFastSwimmer(species: CompatibilityProfile): boolean {
  if (species.facts.longFinned === true) return false;
  const length = adultLengthCm(species);
  if (/\b(danio|devario)\b/i.test(species.name)) return length >= FAST_DANIO_MIN_CM;
  return species.fishType === "Rainbowfish" && length >= FAST_RAINBOWFISH_MIN_CM;
}

/** The rule of every group; the comment of each says which fields it reads. */
export const COMPATIBILITY_GROUP_RULES = {
  // finNipper.
  "fin-nippers": (candidate) => candidate.facts.finNipper === true,
  // longFinned.
  "long-finned fish": (candidate) => candidate.facts.longFinned === true,
  // name, adult length.
  "small tetras": (candidate) => /\btetra\b/i.test(candidate.name) && adultLengthCm(candidate) <= SMALL_FISH_MAX_CM,
  // adult length of both, the owner's maxPreyRatio and piscivore (naming the group says it eats fish).
  "small fish": (candidate, owner) => adultLengthCm(candidate) <= largestPreyCm(owner),
  // fishType: the invertebrates of the data, by their type (crayfish and crabs are in neither group).
  shrimp: (candidate) => hasFishType(candidate, SHRIMP_FISH_TYPE),
  snails: (candidate) => hasFishType(candidate, SNAIL_FISH_TYPE),
  // fishType, temperament, adult length.
  "large cichlids": (candidate) =>
    isCichlid(candidate) &&
    ((candidate.temperament === "Aggressive" && adultLengthCm(candidate) >= LARGE_AGGRESSIVE_CICHLID_MIN_CM) ||
      (!isCalm(candidate) && adultLengthCm(candidate) >= LARGE_CICHLID_MIN_CM)),
  // temperament.
  "aggressive fish": (candidate) => candidate.temperament === "Aggressive",
  // temperament, finNipper, piscivore, adult length, pH range (a typical community tank is near neutral).
  "peaceful community fish": (candidate) =>
    isCalm(candidate) &&
    candidate.minPh <= COMMUNITY_PH &&
    candidate.maxPh >= COMMUNITY_PH &&
    candidate.facts.finNipper !== true &&
    candidate.facts.piscivore !== true &&
    adultLengthCm(candidate) <= COMMUNITY_FISH_MAX_CM,
  // temperament, adult length.
  "small peaceful fish": (candidate) => isCalm(candidate) && adultLengthCm(candidate) <= SMALL_FISH_MAX_CM,
  // fishType.
  livebearers: (candidate) => candidate.fishType === "Livebearer",
  // fishType, temperament, longFinned.
  "slow-moving fish": isSlowSwimmer,
  // swimZone, else fishType.
  "bottom dwellers": isBottomDweller,
  // name, fishType, longFinned, adult length.
  "fast swimmers": isFastSwimmer,
  // fishType, scientificName.
  "Malawi cichlids": (candidate) => isCichlid(candidate) && MALAWI_GENERA.has(genus(candidate)),
  "Tanganyika cichlids": (candidate) => isCichlid(candidate) && TANGANYIKA_GENERA.has(genus(candidate)),
  // adult length of both, the candidate's maxPreyRatio, piscivore, diet and temperament: it eats fish and can
  // swallow the owner, or it is a non-peaceful fish at least 2.5 times the owner's length.
  "large fish": (candidate, owner) =>
    (eatsFish(candidate) && adultLengthCm(owner) <= largestPreyCm(candidate)) ||
    (!isCalm(candidate) && adultLengthCm(candidate) >= BULLY_LENGTH_RATIO * adultLengthCm(owner)),
  // territorial.
  "territorial fish": (candidate) => candidate.facts.territorial === true,
} satisfies Record<CompatibilityGroup, GroupRule>;

/** Whether `candidate` is in `group` as `owner` names it; a species is never in a group its own list names. */
export function isInGroup(group: CompatibilityGroup, candidate: CompatibilityProfile, owner: CompatibilityProfile): boolean {
  if (candidate.name === owner.name) return false;
  return COMPATIBILITY_GROUP_RULES[group](candidate, owner);
}

/** The species of `all` in `group` as `owner` names it, in the order given. */
export function speciesInGroup<T extends CompatibilityProfile>(
  group: CompatibilityGroup,
  owner: CompatibilityProfile,
  all: readonly T[],
): T[] {
  return all.filter((candidate) => isInGroup(group, candidate, owner));
}

/**
 * Groups whose rule is exactly a chip of /fish, so a page that shows only part of the group can link to all of
 * it. The others have no such list (a care filter reads other fields), and a page gives only their count.
 */
export const COMPATIBILITY_GROUP_CHIPS: Partial<Record<CompatibilityGroup, FishFilterId>> = {
  "aggressive fish": "aggressive",
};
