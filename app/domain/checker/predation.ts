import type { Finding } from "./types";
import { adultLengthCm, capitalise, cm, finding, lengthSource, listNames, pairsOf, roundTo, the, type Context } from "./measure";

/**
 * Predation: a pair a profile says not to keep together, a fish small enough for a fish-eater to swallow, and
 * shrimp-eaters (a note, since dwarf shrimp are not in the species data and so cannot be stocked here).
 */

/**
 * A piscivore swallows fish up to this fraction of its own adult length, unless its facts state their own.
 * A conservative hobby consensus, not a measured gape: see docs/decisions/026.
 */
export const DEFAULT_PREY_RATIO = 0.4;

/** The profile of one species names the other as a fish to avoid (options.avoids, either way round). */
function listedPairs(ctx: Context): Finding[] {
  return pairsOf(ctx.groups).flatMap(([a, b]) => {
    const aAvoidsB = ctx.avoids(a.species, b.species);
    const bAvoidsA = ctx.avoids(b.species, a.species);
    if (!aAvoidsB && !bAvoidsA) return [];
    const [owner, other] = aAvoidsB ? [a.species, b.species] : [b.species, a.species];
    const message =
      aAvoidsB && bAvoidsA
        ? `The profiles of ${listNames([a.species, b.species])} each say not to keep the other with it.`
        : `${capitalise(the(owner))}'s profile says not to keep it with ${the(other)}.`;
    const used: [typeof owner, string[]][] = [];
    if (aAvoidsB) used.push([a.species, ["incompatibleWith"]]);
    if (bAvoidsA) used.push([b.species, ["incompatibleWith"]]);
    return [
      finding(
        "listed-incompatible",
        "wont-work",
        message,
        { aAvoidsB: Number(aAvoidsB), bAvoidsA: Number(bAvoidsA) },
        [owner, other],
        used,
      ),
    ];
  });
}

/** A fish whose adult length is at most the predator's prey ratio of the predator's adult length is food. */
function swallowable(ctx: Context): Finding[] {
  const findings: Finding[] = [];
  for (const predator of ctx.groups) {
    if (predator.species.facts.piscivore !== true) continue;
    const predatorCm = adultLengthCm(predator.species);
    const ratio = predator.species.facts.maxPreyRatio ?? DEFAULT_PREY_RATIO;
    for (const prey of ctx.groups) {
      if (prey === predator) continue;
      const preyCm = adultLengthCm(prey.species);
      if (preyCm > ratio * predatorCm + 1e-9) continue;
      findings.push(
        finding(
          "predation",
          "wont-work",
          `${capitalise(the(predator.species))} eats fish, and ${the(prey.species)} (about ${cm(preyCm)} as an adult) is ` +
            `about ${roundTo((preyCm / predatorCm) * 100, 5)}% of its ${cm(predatorCm)}: small enough to be eaten ` +
            `(it takes fish up to about ${roundTo(ratio * 100, 5)}% of its length).`,
          { predatorLengthCm: predatorCm, preyLengthCm: preyCm, preyRatio: preyCm / predatorCm, maxPreyRatio: ratio },
          [predator.species, prey.species],
          [
            [
              predator.species,
              ["piscivore", lengthSource(predator.species), ...(predator.species.facts.maxPreyRatio != null ? ["maxPreyRatio"] : [])],
            ],
            [prey.species, [lengthSource(prey.species)]],
          ],
        ),
      );
    }
  }
  return findings;
}

function shrimpEaters(ctx: Context): Finding[] {
  const eaters = ctx.groups.filter((group) => group.species.facts.eatsShrimp === true).map((group) => group.species);
  if (eaters.length === 0) return [];
  return [
    finding(
      "shrimp",
      "note",
      `${capitalise(listNames(eaters))} ${eaters.length === 1 ? "eats" : "eat"} shrimp: not for a tank with dwarf shrimp.`,
      { shrimpEaters: eaters.length },
      eaters,
      eaters.map((species) => [species, ["eatsShrimp"]]),
    ),
  ];
}

export function predationRules(ctx: Context): Finding[] {
  return [...listedPairs(ctx), ...swallowable(ctx), ...shrimpEaters(ctx)];
}
