import type { CheckerSpecies, Finding } from "./types";
import {
  adultLengthCm,
  capitalise,
  cm,
  finding,
  isBettaSplendens,
  isPeaceful,
  kindNoun,
  lengthSource,
  listNames,
  longEnough,
  pairsOf,
  sexCounts,
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
 * Male Bettas have their own rule, which also counts fish of unknown sex.
 */
function sexRatio(ctx: Context): Finding[] {
  return ctx.groups.flatMap((group) => {
    const ratio = group.species.facts.sexRatio;
    if (!ratio || isBettaSplendens(group.species)) return [];
    const { males, females } = sexCounts(group.entries);
    const { species } = group;
    const findings: Finding[] = [];
    if (ratio.maxMalesPerTank !== undefined && males > ratio.maxMalesPerTank) {
      findings.push(
        finding(
          "sex-ratio",
          "wont-work",
          `${males} male ${species.name}s are planned, and males fight: keep at most ${ratio.maxMalesPerTank} per tank.`,
          { males, maxMalesPerTank: ratio.maxMalesPerTank },
          [species],
          [[species, ["sexRatio"]]],
        ),
      );
    } else if (ratio.femalesPerMale !== undefined && males > 0 && females < males * ratio.femalesPerMale) {
      findings.push(
        finding(
          "sex-ratio",
          "caution",
          `${males} ${males === 1 ? "male" : "males"} and ${females} ${females === 1 ? "female" : "females"} of ${the(species)}: ` +
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
                `a peaceful ${kindNoun(target.species)} of ${cm(targetCm)} against its ${cm(bullyCm)}: expect it to be chased.`
            : `${capitalise(the(bully.species))} is ${what} and ${the(target.species)} is a peaceful ${kindNoun(target.species)} of ${cm(targetCm)} against ` +
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
  return [
    ...groupSize(ctx),
    ...speciesOnly(ctx),
    ...ownKind(ctx),
    ...rivals(ctx),
    ...sexRatio(ctx),
    ...rivalsForSpace(ctx),
    ...aggression(ctx),
  ];
}
