import type { CheckerSpecies, Finding } from "./types";
import {
  adultLengthCm,
  capitalise,
  cm,
  finding,
  isBettaSplendens,
  isPeaceful,
  lengthSource,
  listNames,
  the,
  type Context,
} from "./measure";

/**
 * Social: too small a group, a species-only fish with others, a fish that must live alone kept with its own kind,
 * and a bully with a peaceful fish no bigger than itself in the same part of the tank.
 */

/** A peaceful fish up to this many times a bully's adult length counts as "similar or smaller". */
export const SIMILAR_SIZE_RATIO = 1.2;

function groupSize(ctx: Context): Finding[] {
  return ctx.groups.flatMap(({ species, count }) => {
    const min = species.facts.minGroupSize;
    if (min != null && count < min) {
      return [
        finding(
          "group-size",
          "caution",
          `${capitalise(the(species))} needs a group of at least ${min}; ${count} ${count === 1 ? "is" : "are"} planned. ` +
            `Too few live stressed and hide.`,
          { count, minGroupSize: min },
          [species],
          [[species, ["minGroupSize"]]],
        ),
      ];
    }
    if (min == null && species.schoolingFish && count === 1) {
      return [
        finding(
          "group-size",
          "note",
          `${capitalise(the(species))} is a schooling fish kept alone; its smallest group is not known here, but it belongs in one.`,
          { count },
          [species],
          [[species, ["schoolingFish", "minGroupSize"]]],
        ),
      ];
    }
    return [];
  });
}

function speciesOnly(ctx: Context): Finding[] {
  if (ctx.groups.length < 2) return [];
  return ctx.groups
    .filter((group) => group.species.facts.speciesOnly === true)
    .map(({ species }) => {
      const others = ctx.groups.map((group) => group.species).filter((other) => other !== species);
      return finding(
        "species-only",
        "wont-work",
        `${capitalise(the(species))} belongs in a tank of its own species, and this one also holds ${listNames(others)}.`,
        { otherSpecies: others.length },
        [species, ...others],
        [[species, ["speciesOnly"]]],
      );
    });
}

/** A profile that names its own species as one to avoid: keep one. (Male Bettas have their own, sex-aware rule.) */
function ownKind(ctx: Context): Finding[] {
  return ctx.groups
    .filter(({ species, count }) => count > 1 && species.incompatibleWith.includes(species.name) && !isBettaSplendens(species))
    .map(({ species, count }) =>
      finding(
        "own-kind",
        "wont-work",
        `${capitalise(the(species))}'s profile says not to keep it with its own kind, and ${count} are planned: keep one.`,
        { count },
        [species],
        [[species, ["incompatibleWith"]]],
      ),
    );
}

/** An Aggressive fish, or a territorial one that is not itself peaceful (a peaceful pleco guards its cave only from its own kind). */
function isBully(species: CheckerSpecies): boolean {
  return species.temperament === "Aggressive" || (species.facts.territorial === true && !isPeaceful(species));
}

function aggression(ctx: Context): Finding[] {
  const findings: Finding[] = [];
  for (const bully of ctx.groups) {
    if (!isBully(bully.species)) continue;
    const bullyCm = adultLengthCm(bully.species);
    for (const target of ctx.groups) {
      if (target === bully || !isPeaceful(target.species)) continue;
      const targetCm = adultLengthCm(target.species);
      if (targetCm > SIMILAR_SIZE_RATIO * bullyCm) continue;
      const bullyZone = bully.species.facts.swimZone;
      const targetZone = target.species.facts.swimZone;
      if (bullyZone && targetZone && bullyZone !== targetZone) continue;
      const known = bullyZone != null && targetZone != null;
      const what = bully.species.temperament === "Aggressive" ? "aggressive" : "territorial";
      const unknownOf = [bully.species, target.species].filter((s) => s.facts.swimZone == null);
      findings.push(
        finding(
          "aggression",
          known ? "caution" : "note",
          known
            ? `${capitalise(the(bully.species))} is ${what} and shares the ${bullyZone} of the tank with ${the(target.species)}, ` +
                `a peaceful fish of ${cm(targetCm)} against its ${cm(bullyCm)}: expect it to be chased.`
            : `${capitalise(the(bully.species))} is ${what} and ${the(target.species)} is a peaceful fish of ${cm(targetCm)} against ` +
                `its ${cm(bullyCm)}; whether they share a part of the tank is not known, since the swim zone of ` +
                `${listNames(unknownOf)} is not recorded.`,
          { bullyLengthCm: bullyCm, targetLengthCm: targetCm, similarSizeRatio: SIMILAR_SIZE_RATIO },
          [bully.species, target.species],
          [
            [bully.species, ["temperament", "territorial", "swimZone", lengthSource(bully.species)]],
            [target.species, ["temperament", "swimZone", lengthSource(target.species)]],
          ],
        ),
      );
    }
  }
  return findings;
}

export function socialRules(ctx: Context): Finding[] {
  return [...groupSize(ctx), ...speciesOnly(ctx), ...ownKind(ctx), ...aggression(ctx)];
}
