import type { CheckerSpecies, Finding } from "./types";
import {
  adultLengthCm,
  capitalise,
  cm,
  finding,
  isPeaceful,
  kindNoun,
  lengthSource,
  listNames,
  longEnough,
  meetsOwnMinimum,
  pairsOf,
  the,
  type Context,
  type Group,
} from "./measure";

/**
 * Aggression: two fighters over the same part of the tank, and a bully with a peaceful fish no bigger than
 * itself where it swims.
 */

/** A peaceful fish up to this many times a bully's adult length counts as "similar or smaller". */
export const SIMILAR_SIZE_RATIO = 1.2;

/**
 * The rock-dwelling cichlids of Lake Malawi (mbuna), by genus: the most aggressive community fish there is,
 * kept by their own practice rather than the ordinary rules of room per fish.
 */
const MBUNA_GENERA = new Set([
  "chindongo",
  "cyathochromis",
  "cynotilapia",
  "genyochromis",
  "gephyrochromis",
  "iodotropheus",
  "labeotropheus",
  "labidochromis",
  "maylandia",
  "melanochromis",
  "metriaclima",
  "petrotilapia",
  "pseudotropheus",
  "tropheops",
]);

export function isMbuna(species: CheckerSpecies): boolean {
  const genus = (species.scientificName ?? "").trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  return MBUNA_GENERA.has(genus);
}

/** An Aggressive fish, or a territorial one that is not itself peaceful (a peaceful pleco guards its cave only from its own kind). */
function isBully(species: CheckerSpecies): boolean {
  return species.temperament === "Aggressive" || (species.facts.territorial === true && !isPeaceful(species));
}

/**
 * Two aggressive or territorial species that share a part of the tank fight over it: a caution with what keepers
 * do (rockwork and caves, broken lines of sight). With too little room, shorter than the longer of their own
 * minimum lengths, there is nowhere to claim: won't work. Mbuna get their own practice as the sentence.
 */
function rivalsForSpace(ctx: Context): Finding[] {
  return pairsOf(ctx.groups).flatMap(([a, b]) => {
    if (!isBully(a.species) || !isBully(b.species)) return [];
    const zoneA = a.species.facts.swimZone;
    const zoneB = b.species.facts.swimZone;
    if (zoneA && zoneB && zoneA !== zoneB) return [];
    const needCm = Math.max(a.species.facts.minTankLengthCm ?? 0, b.species.facts.minTankLengthCm ?? 0);
    const cramped = needCm > 0 && !longEnough(ctx.tank, needCm);
    const mbuna = isMbuna(a.species) && isMbuna(b.species);
    const advice = mbuna
      ? `Mbuna are kept by their own practice: a tank of at least 120 cm, crowded on purpose so no one fish is singled out, ` +
        `one male to three or more females of each species, species of different colours and patterns, and rockwork to the surface.`
      : `Give each its own territory: rockwork, caves and plants that break the lines of sight.`;
    return [
      finding(
        "territory",
        cramped ? "wont-work" : "caution",
        `${capitalise(listNames([a.species, b.species]))} are both ${a.species.temperament === "Aggressive" && b.species.temperament === "Aggressive" ? "aggressive" : "aggressive or territorial"} ` +
          `and will fight over space${cramped ? `, and this tank is ${cm(ctx.tank.lengthCm)} long where they need ${cm(needCm)}: there is no room for two territories` : ""}. ${advice}`,
        { tankLengthCm: ctx.tank.lengthCm, minTankLengthCm: needCm },
        [a.species, b.species],
        [
          [a.species, ["temperament", "territorial", "swimZone", "minTankLengthCm"]],
          [b.species, ["temperament", "territorial", "swimZone", "minTankLengthCm"]],
        ],
      ),
    ];
  });
}

/**
 * A fish whose territory is a breeding site: a cichlid or a labyrinth fish that is territorial but not Aggressive
 * (angelfish, dwarf cichlids, kribensis, bettas, gouramis). Its keepers' references describe it driving others from
 * the spot where it spawns, with the chasing shared out among a shoal of tankmates. Mbuna are excluded: their
 * aggression is their own practice (see rivalsForSpace).
 */
function guardsBreedingSite(species: CheckerSpecies): boolean {
  return (
    species.temperament !== "Aggressive" &&
    species.facts.territorial === true &&
    (species.fishType === "Cichlid" || species.fishType === "Labyrinth") &&
    !isMbuna(species)
  );
}

/** A shoaling species (a smallest group of five or more) kept in at least that group. */
const SHOAL_MIN_GROUP = 5;
function keptAsShoal(group: { species: CheckerSpecies; count: number }): boolean {
  const min = group.species.facts.minGroupSize;
  return min != null && min >= SHOAL_MIN_GROUP && group.count >= min;
}

/**
 * A peaceful fish at least this share of a breeding-site guard's length is "about its size": seen off its spot,
 * not hurt. Angelfish keepers recommend tankmates of about the angel's own size (docs/decisions/026).
 */
export const ABOUT_ITS_SIZE_RATIO = 0.8;

/** Why a breeding-site guard and a peaceful fish get on: a shoal shares out the chasing; a fish of its size shrugs it off. */
type Copes = { shoalCount: number } | { aboutItsSizeRatio: number };

function howTheyCope(ctx: Context, bully: Group, target: Group, targetCm: number, bullyCm: number): Copes | null {
  if (!guardsBreedingSite(bully.species) || !meetsOwnMinimum(bully.species, ctx.tank)) return null;
  if (keptAsShoal(target)) return { shoalCount: target.count };
  if (targetCm >= ABOUT_ITS_SIZE_RATIO * bullyCm) return { aboutItsSizeRatio: ABOUT_ITS_SIZE_RATIO };
  return null;
}

function copingSentence(bully: Group, target: Group, targetCm: number, bullyCm: number, copes: Copes): string {
  const start =
    `${capitalise(the(bully.species))} is territorial, above all when it spawns, and will drive ${the(target.species)} ` +
    `(${cm(targetCm)} against its ${cm(bullyCm)}) away from its spot. `;
  const why =
    "shoalCount" in copes
      ? `A shoal of ${copes.shoalCount} moves off together and no one fish takes all the chasing, so the two are often kept together`
      : `A fish of about its own size is seen off, not hurt, and is the kind of tankmate its keepers choose`;
  return `${start}${why}: give plants and decor that break the lines of sight.`;
}

function aggression(ctx: Context): Finding[] {
  const findings: Finding[] = [];
  for (const bully of ctx.groups) {
    if (!isBully(bully.species)) continue;
    const bullyCm = adultLengthCm(bully.species);
    for (const target of ctx.groups) {
      // A snail withdraws into its shell and is not chased; a fish that eats snails has a rule of its own.
      if (target === bully || !isPeaceful(target.species) || target.species.fishType === "Snail") continue;
      const targetCm = adultLengthCm(target.species);
      if (targetCm > SIMILAR_SIZE_RATIO * bullyCm) continue;
      const bullyZone = bully.species.facts.swimZone;
      const targetZone = target.species.facts.swimZone;
      if (bullyZone && targetZone && bullyZone !== targetZone) continue;
      const known = bullyZone != null && targetZone != null;
      const what = bully.species.temperament === "Aggressive" ? "aggressive" : "territorial";
      const unknownOf = [bully.species, target.species].filter((s) => s.facts.swimZone == null);
      // A cichlid or labyrinth fish guarding where it spawns, in a tank of its own minimum size, with a shoal kept
      // as one or a fish of about its size: keepers put such tankmates with angelfish, dwarf cichlids and bettas
      // on purpose (docs/decisions/026).
      const copes = known ? howTheyCope(ctx, bully, target, targetCm, bullyCm) : null;
      const used: [CheckerSpecies, string[]][] = [
        [bully.species, ["temperament", "territorial", "swimZone", lengthSource(bully.species)]],
        [
          target.species,
          ["temperament", "swimZone", lengthSource(target.species), ...(copes && "shoalCount" in copes ? ["minGroupSize"] : [])],
        ],
      ];
      findings.push(
        finding(
          "aggression",
          known && !copes ? "caution" : "note",
          copes
            ? copingSentence(bully, target, targetCm, bullyCm, copes)
            : known
              ? `${capitalise(the(bully.species))} is ${what} and shares the ${bullyZone} of the tank with ${the(target.species)}, ` +
                `a peaceful ${kindNoun(target.species)} of ${cm(targetCm)} against its ${cm(bullyCm)}: expect it to be chased.`
              : `${capitalise(the(bully.species))} is ${what} and ${the(target.species)} is a peaceful ${kindNoun(target.species)} of ${cm(targetCm)} against ` +
                `its ${cm(bullyCm)}; whether they share a part of the tank is not known, since the swim zone of ` +
                `${listNames(unknownOf)} is not recorded.`,
          { bullyLengthCm: bullyCm, targetLengthCm: targetCm, similarSizeRatio: SIMILAR_SIZE_RATIO, ...copes },
          [bully.species, target.species],
          used,
        ),
      );
    }
  }
  return findings;
}

export function aggressionRules(ctx: Context): Finding[] {
  return [...rivalsForSpace(ctx), ...aggression(ctx)];
}
