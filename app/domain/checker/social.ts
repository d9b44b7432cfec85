import { pluralName } from "../plural-name";
import type { CheckerSpecies, Finding } from "./types";
import { shrimpIsEaten } from "./predation";
import { capitalise, finding, isBettaSplendens, listNames, pairsOf, sexCounts, the, type Context } from "./measure";

/**
 * Social: too small a group, a species-only fish with others, a fish that must live alone kept with its own kind,
 * look-alike rivals and the balance of the sexes. Fights over space are in aggression.ts.
 */

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

/**
 * A fish whose references keep it in a tank of its own species, with others: won't work. Their reason is other
 * fish ("not a community fish"). Shrimp and snails the predation rules settle are not counted again: those the
 * fish's facts say it leaves alone, and those it eats outright (a pea puffer's keepers add snails for it to eat).
 * Shrimp too big to be eaten, which it still harasses, crabs, crayfish and invertebrates whose fate is not known
 * count as company.
 */
function speciesOnly(ctx: Context): Finding[] {
  if (ctx.groups.length < 2) return [];
  return ctx.groups
    .filter((group) => group.species.facts.speciesOnly === true)
    .flatMap(({ species }) => {
      const { eatsSnails, eatsShrimp } = species.facts;
      const judgedByDiet = (other: CheckerSpecies) =>
        (other.fishType === "Snail" && eatsSnails != null) ||
        (other.fishType === "Shrimp" && (eatsShrimp === false || (eatsShrimp === true && shrimpIsEaten(other, species))));
      const others = ctx.groups.map((group) => group.species).filter((other) => other !== species && !judgedByDiet(other));
      if (others.length === 0) return [];
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

/**
 * A species that fights its own kind whatever their sex (its facts say so, or its profile names itself as one to
 * avoid): keep one. Male Bettas have their own, sex-aware rule.
 */
function ownKind(ctx: Context): Finding[] {
  return ctx.groups
    .filter(
      ({ species, count }) =>
        count > 1 &&
        !isBettaSplendens(species) &&
        (species.facts.ownKindAggression === true || species.incompatibleWith.includes(species.name)),
    )
    .map(({ species, count }) =>
      finding(
        "own-kind",
        "wont-work",
        species.facts.ownKindAggression === true
          ? `${capitalise(the(species))} fights others of its own kind, and ${count} are planned: keep one per tank.`
          : `${capitalise(the(species))}'s profile says not to keep it with its own kind, and ${count} are planned: keep one.`,
        { count },
        [species],
        [[species, species.facts.ownKindAggression === true ? ["ownKindAggression"] : ["incompatibleWith"]]],
      ),
    );
}

/** Look-alike rivals (a red-tail shark and a rainbow shark) fight each other as they would their own kind. */
function rivals(ctx: Context): Finding[] {
  return pairsOf(ctx.groups).flatMap(([a, b]) => {
    const key = a.species.facts.rivalGroup;
    if (!key || key !== b.species.facts.rivalGroup) return [];
    return [
      finding(
        "rivals",
        "wont-work",
        `${capitalise(listNames([a.species, b.species]))} look alike (${key}) and fight each other on sight, as they fight their ` +
          `own kind: keep only one of them.`,
        { rivals: 2 },
        [a.species, b.species],
        [
          [a.species, ["rivalGroup"]],
          [b.species, ["rivalGroup"]],
        ],
      ),
    ];
  });
}

/**
 * The sex ratio a species' facts ask for, where the member said the sexes: too few females for the males
 * (a caution: males chase a lone female to exhaustion), or more males than one tank holds (won't work).
 * Males alone have no female to chase: a tank of male guppies is how many keepers avoid fry, so it is fine,
 * unless the references say the species' males fight one another (`malesFight`), which a group of males alone
 * then does (a caution). Fish of unknown sex may be females: the ratio is short only if it would be with all of
 * them female. Male Bettas have their own rule, which also counts fish of unknown sex.
 */
function sexRatio(ctx: Context): Finding[] {
  return ctx.groups.flatMap((group) => {
    const ratio = group.species.facts.sexRatio;
    if (!ratio || isBettaSplendens(group.species)) return [];
    const { males, females, unknown } = sexCounts(group.entries);
    const { species } = group;
    const findings: Finding[] = [];
    const malesAlone = females === 0 && unknown === 0;
    if (ratio.maxMalesPerTank !== undefined && males > ratio.maxMalesPerTank) {
      findings.push(
        finding(
          "sex-ratio",
          "wont-work",
          `${males} male ${pluralName(species.name)} are planned, and males fight: keep at most ${ratio.maxMalesPerTank} per tank.`,
          { males, maxMalesPerTank: ratio.maxMalesPerTank },
          [species],
          [[species, ["sexRatio"]]],
        ),
      );
    } else if (ratio.femalesPerMale !== undefined && malesAlone && males >= 2 && ratio.malesFight) {
      findings.push(
        finding(
          "sex-ratio",
          "caution",
          `${males} male ${pluralName(species.name)} and no females: the males of this species fight one another. ` +
            `Keep one male to ${ratio.femalesPerMale} or more females.`,
          { males, females, femalesPerMale: ratio.femalesPerMale },
          [species],
          [[species, ["sexRatio"]]],
        ),
      );
    } else if (ratio.femalesPerMale !== undefined && !malesAlone && males > 0 && females + unknown < males * ratio.femalesPerMale) {
      // Fish of unknown sex are counted as females: the ratio is short whatever they turn out to be.
      const unsexed = unknown > 0 ? ` (and ${unknown} of unknown sex)` : "";
      findings.push(
        finding(
          "sex-ratio",
          "caution",
          `${males} ${males === 1 ? "male" : "males"} and ${females} ${females === 1 ? "female" : "females"}${unsexed} of ${the(species)}: ` +
            `aim for one male to ${ratio.femalesPerMale} or more females, so no female is chased all day.`,
          { males, females, femalesPerMale: ratio.femalesPerMale },
          [species],
          [[species, ["sexRatio"]]],
        ),
      );
    }
    return findings;
  });
}

export function socialRules(ctx: Context): Finding[] {
  return [...groupSize(ctx), ...speciesOnly(ctx), ...ownKind(ctx), ...rivals(ctx), ...sexRatio(ctx)];
}
