import type { CheckerSpecies, Finding } from "./types";
import {
  adultLengthCm,
  capitalise,
  cm,
  finding,
  joinWords,
  lengthSource,
  listNames,
  pairsOf,
  roundTo,
  the,
  type Context,
  type Group,
} from "./measure";
import { snailEaters } from "./snail-eaters";

/**
 * Predation: a pair a profile says not to keep together, a fish small enough for another to eat, and the
 * invertebrates: shrimp and snails with the fish that eat them, crayfish and crabs with fish that rest on the bottom.
 */

/**
 * A piscivore swallows fish up to this fraction of its own adult length, unless its facts state their own.
 * A conservative hobby consensus, not a measured gape: see docs/decisions/026.
 */
export const DEFAULT_PREY_RATIO = 0.4;
/**
 * Prey up to this many times the prey ratio is "near the limit": a big adult predator, or prey that is still
 * young when added, can close the gap. A caution, where prey within the ratio is certain to be eaten.
 */
export const NEAR_PREY_FACTOR = 1.25;
/** A shrimp up to this fraction of a shrimp-eater's length is eaten; a larger one is only harassed (a caution). */
export const SHRIMP_PREY_RATIO = 0.5;

const INVERTEBRATE_TYPES = new Set(["Shrimp", "Snail", "Crayfish", "Crab"]);

export function isInvertebrate(species: CheckerSpecies): boolean {
  return INVERTEBRATE_TYPES.has(species.fishType);
}

/**
 * A profile that names the other species: won't work, in the profile's words. A profile that names a category the
 * other species falls in ("large fish"): a caution that names the category, since the profile said nothing about
 * this species itself; the rules for eating, nipping and bullying judge the pair on their own facts.
 */
function listedPairs(ctx: Context): Finding[] {
  return pairsOf(ctx.groups).flatMap(([a, b]) => {
    const aWhy = ctx.avoids(a.species, b.species);
    const bWhy = ctx.avoids(b.species, a.species);
    if (!aWhy && !bWhy) return [];
    const byName = [aWhy?.by === "name" ? a : null, bWhy?.by === "name" ? b : null].filter((g): g is Group => g !== null);
    const used: [CheckerSpecies, string[]][] = [];
    if (aWhy) used.push([a.species, ["incompatibleWith"]]);
    if (bWhy) used.push([b.species, ["incompatibleWith"]]);
    const numbers = { aAvoidsB: Number(Boolean(aWhy)), bAvoidsA: Number(Boolean(bWhy)) };
    if (byName.length === 2) {
      return [
        finding(
          "listed-incompatible",
          "wont-work",
          `The profiles of ${listNames([a.species, b.species])} each say not to keep the other with it.`,
          numbers,
          [a.species, b.species],
          used,
        ),
      ];
    }
    if (byName.length === 1) {
      const owner = byName[0].species;
      const other = owner === a.species ? b.species : a.species;
      return [
        finding(
          "listed-incompatible",
          "wont-work",
          `${capitalise(the(owner))}'s profile says not to keep it with ${the(other)}.`,
          numbers,
          [owner, other],
          used,
        ),
      ];
    }
    const [owner, other, why] = aWhy?.by === "group" ? [a.species, b.species, aWhy] : [b.species, a.species, bWhy!];
    const group = why.by === "group" ? why.group : "";
    return [
      finding(
        "listed-category",
        "caution",
        `${capitalise(the(owner))}'s profile advises against ${group}, and ${the(other)} falls in that group by Shoal's rule ` +
          `for it: its profile does not name ${the(other)} itself. Watch them together.`,
        numbers,
        [owner, other],
        used,
      ),
    ];
  });
}

type Eater = { group: Group; ratio: number; certain: boolean };

/** The fish that eat other fish: true piscivores (certain) and fish that take a small one now and then. */
function fishEaters(ctx: Context): Eater[] {
  return ctx.groups.flatMap((group): Eater[] => {
    const { facts } = group.species;
    if (facts.piscivore === true) return [{ group, ratio: facts.maxPreyRatio ?? DEFAULT_PREY_RATIO, certain: true }];
    if (facts.takesSmallFish === true && facts.maxPreyRatio != null) return [{ group, ratio: facts.maxPreyRatio, certain: false }];
    return [];
  });
}

/**
 * Prey within a piscivore's ratio is food: won't work. Prey near the limit, or within reach of a fish that only
 * sometimes takes small fish (angelfish and small tetras), is a risk to manage: a caution with what keepers do.
 */
function swallowable(ctx: Context): Finding[] {
  const findings: Finding[] = [];
  for (const { group: predator, ratio, certain } of fishEaters(ctx)) {
    const predatorCm = adultLengthCm(predator.species);
    for (const prey of ctx.groups) {
      if (prey === predator || isInvertebrate(prey.species)) continue;
      const preyCm = adultLengthCm(prey.species);
      const share = preyCm / predatorCm;
      if (share > ratio * NEAR_PREY_FACTOR + 1e-9) continue;
      const within = share <= ratio + 1e-9;
      const sizes =
        `${the(prey.species)} (about ${cm(preyCm)} as an adult) is about ${roundTo(share * 100, 5)}% of its ${cm(predatorCm)}; ` +
        `it takes fish up to about ${roundTo(ratio * 100, 5)}% of its length`;
      const message =
        certain && within
          ? `${capitalise(the(predator.species))} eats fish, and ${sizes}: small enough to be eaten.`
          : certain
            ? `${capitalise(the(predator.species))} eats fish, and ${sizes}: near the limit, so a large adult may still eat it. ` +
              `Add ${the(prey.species)} fully grown, and watch.`
            : `${capitalise(the(predator.species))} is not a fish-eater but takes a small fish now and then, and ${sizes}` +
              `${within ? ": a real risk" : ": near the limit"}. Keepers add the small fish first and fully grown, with the ` +
              `${predator.species.name} young, and keep them well fed; some are still lost.`;
      findings.push(
        finding(
          "predation",
          certain && within ? "wont-work" : "caution",
          message,
          { predatorLengthCm: predatorCm, preyLengthCm: preyCm, preyRatio: share, maxPreyRatio: ratio, nearPreyFactor: NEAR_PREY_FACTOR },
          [predator.species, prey.species],
          [
            [
              predator.species,
              [
                certain ? "piscivore" : "takesSmallFish",
                lengthSource(predator.species),
                ...(predator.species.facts.maxPreyRatio != null ? ["maxPreyRatio"] : []),
              ],
            ],
            [prey.species, [lengthSource(prey.species)]],
          ],
        ),
      );
    }
  }
  return findings;
}

/** Whether a shrimp's young hatch in the tank: unknown counts as yes; no where the larvae need brackish water. */
function hasYoungInTank(species: CheckerSpecies): boolean {
  return species.facts.breedsInFreshWater !== false;
}

/** The facts a sentence about a shrimp's young rests on: whether it breeds in fresh water, where stated. */
function youngSource(species: CheckerSpecies): string[] {
  return species.facts.breedsInFreshWater != null ? ["breedsInFreshWater"] : [];
}

/** Whether a shrimp is small enough for a shrimp-eater to eat as an adult, not only harass. */
export function shrimpIsEaten(prey: CheckerSpecies, eater: CheckerSpecies): boolean {
  return adultLengthCm(prey) / adultLengthCm(eater) <= SHRIMP_PREY_RATIO;
}

/** Shrimp with fish that eat shrimp: eaten when small beside the eater, harassed when larger. */
function shrimp(ctx: Context): Finding[] {
  const shrimps = ctx.groups.filter((group) => group.species.fishType === "Shrimp");
  const eaters = ctx.groups.filter((group) => group.species.facts.eatsShrimp === true && !shrimps.includes(group));
  return eaters.flatMap((eater) =>
    shrimps.map((prey) => {
      const eaten = shrimpIsEaten(prey.species, eater.species);
      const young = hasYoungInTank(prey.species);
      return finding(
        "eats-shrimp",
        eaten ? "wont-work" : "caution",
        eaten
          ? `${capitalise(the(eater.species))} eats shrimp, and ${the(prey.species)} (${cm(adultLengthCm(prey.species))}) is small enough to be eaten` +
              (young ? `; its young certainly will be.` : `.`)
          : `${capitalise(the(eater.species))} eats shrimp; ${the(prey.species)} is large enough that adults are usually only chased, ` +
              `but moulting shrimp${young ? " and young" : ""} are eaten. Give them dense cover.`,
        { shrimpLengthCm: adultLengthCm(prey.species), eaterLengthCm: adultLengthCm(eater.species), shrimpPreyRatio: SHRIMP_PREY_RATIO },
        [eater.species, prey.species],
        [
          [eater.species, ["eatsShrimp", lengthSource(eater.species)]],
          [prey.species, [lengthSource(prey.species), ...youngSource(prey.species)]],
        ],
      );
    }),
  );
}

/**
 * Shrimplets: a fish known to leave adult shrimp alone (eatsShrimp false) still eats the young it finds, a few
 * millimetres long, so a colony grows only where the young can hide. One note for the tank, never a problem: the
 * adults are safe. Shrimp whose larvae need brackish or sea water (Amano, bamboo) have no young in the tank, so
 * the note leaves them out. Grazers (a Herbivore diet, such as otocinclus) are the exception keepers name; the note
 * speaks of fish, so snails, shrimp and crabs (the filter-feeding micro crab) are left out too. See
 * docs/decisions/070.
 */
function shrimplets(ctx: Context): Finding[] {
  const shrimps = ctx.groups.filter((group) => group.species.fishType === "Shrimp" && hasYoungInTank(group.species));
  const sparing = ctx.groups.filter(
    (group) => !isInvertebrate(group.species) && group.species.diet !== "Herbivore" && group.species.facts.eatsShrimp === false,
  );
  if (shrimps.length === 0 || sparing.length === 0) return [];
  const fish = sparing.map((group) => group.species);
  const young = shrimps.map((group) => group.species);
  const adults = joinWords(young.map((species) => species.name));
  return [
    finding(
      "shrimplets",
      "note",
      `${capitalise(listNames(fish))} ${fish.length > 1 ? "leave" : "leaves"} adult ${adults} alone as a rule, but most fish eat the young shrimp they find: ` +
        `where shrimp breed, give the young moss or dense plants to hide in.`,
      {},
      [...fish, ...young],
      [
        ...fish.map((species): [CheckerSpecies, string[]] => [species, ["eatsShrimp", "diet"]]),
        ...young
          .filter((species) => youngSource(species).length > 0)
          .map((species): [CheckerSpecies, string[]] => [species, youngSource(species)]),
      ],
    ),
  ];
}

/** A crayfish or crab at least this fraction of a bottom fish's length can catch it. */
export const CRUSTACEAN_REACH = 0.5;

/**
 * Crayfish and crabs catch fish that rest on the bottom at night, if they are not too small to hold them. One
 * whose references say it leaves even dwarf shrimp alone (eatsShrimp false, such as the filter-feeding Thai micro
 * crab) catches no fish either.
 */
function crustaceans(ctx: Context): Finding[] {
  const catchers = ctx.groups.filter(
    (group) => (group.species.fishType === "Crayfish" || group.species.fishType === "Crab") && group.species.facts.eatsShrimp !== false,
  );
  const resting = ctx.groups.filter((group) => !isInvertebrate(group.species) && group.species.facts.swimZone === "bottom");
  return catchers.flatMap((catcher) =>
    resting
      .filter((fish) => adultLengthCm(catcher.species) >= CRUSTACEAN_REACH * adultLengthCm(fish.species))
      .map((fish) =>
        finding(
          "crustacean",
          "caution",
          `${capitalise(the(catcher.species))} hunts on the bottom at night and catches fish resting there, such as ${the(fish.species)}: ` +
            `give the fish caves it alone can enter, or keep them apart.`,
          { catcherLengthCm: adultLengthCm(catcher.species), fishLengthCm: adultLengthCm(fish.species), crustaceanReach: CRUSTACEAN_REACH },
          [catcher.species, fish.species],
          [
            [catcher.species, [lengthSource(catcher.species), ...(catcher.species.facts.eatsShrimp != null ? ["eatsShrimp"] : [])]],
            [fish.species, ["swimZone", lengthSource(fish.species)]],
          ],
        ),
      ),
  );
}

export function predationRules(ctx: Context): Finding[] {
  return [...listedPairs(ctx), ...swallowable(ctx), ...shrimp(ctx), ...shrimplets(ctx), ...snailEaters(ctx), ...crustaceans(ctx)];
}
