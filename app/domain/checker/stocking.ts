import type { Finding } from "./types";
import {
  aboutPercent,
  adultLengthCm,
  finding,
  lengthSource,
  listNames,
  litres,
  minTankLitres,
  nominalVolumeL,
  roundTo,
  the,
  waterVolumeL,
  type Context,
  type Group,
  VOLUME_TOLERANCE,
  WATER_FRACTION,
} from "./measure";

/**
 * Stocking: how much of the tank's capacity the fish use, and whether the filter is big enough. Over the
 * capacity is a caution; past about twice it no filter or water-change routine keeps up, and the verdict is
 * won't work. The model is an estimate and says so: shares are rounded to 10% and never shown finer.
 *
 * The bioload model: each adult fish needs LITRES_PER_SQUARE_CM × (adult length in cm)² litres of water.
 * Waste follows metabolic rate, which grows with body mass to about the 0.8 power in teleost fish, and mass
 * with length cubed: so a fish's waste grows a little faster than the square of its length (about L^2.4),
 * and much faster than the "one inch per gallon" rule's straight line. The square keeps the model simple and
 * fits the hobby's own anchor stockings (ten neons and six panda corydoras in 60 L of water come to about 75%,
 * one Oscar in a standard 75 US gal tank about 70%); a steeper power would fail tanks the references recommend. At 0.15 L/cm² the model agrees with "one inch per gallon"
 * at a 10 cm fish, asks less of smaller fish and much more of larger ones. See docs/decisions/026.
 */
export const LITRES_PER_SQUARE_CM = 0.15;
/** Above this share of the capacity (after rounding to 10%), stocking is a caution... */
export const FULL_STOCKING = 1;
/** ...and above this share, won't work. */
export const FAR_OVERSTOCKED = 2;
/**
 * Waste for size: a species whose facts say "high" (plecos, goldfish, large cichlids) counts as this many fish of
 * its length, one that says "low" (dwarf shrimp, snails) as a fraction of one. See docs/decisions/047.
 */
export const BIOLOAD_FACTORS = { low: 0.5, normal: 1, high: 1.3 } as const;
/**
 * An eel-shaped fish weighs a fraction of a deep-bodied fish of its length (a 37 cm ropefish is as thick as a
 * finger), and its waste follows its weight: it counts as half a fish of its length.
 */
export const EEL_BIOLOAD_FACTOR = 0.5;
/**
 * The length the waste estimate counts: the body, where a species states one because a long display tail makes
 * up much of its total length (a fantail's tail fin is about a third the length of its body, the goldfish
 * show standard says, and adds fin, not flesh); else the adult length. Without it, two fantails in a 40 US gal
 * tank would be "poor water between changes", where the goldfish references' usual rule allows two 30 gal.
 */
export function wasteLengthCm(species: Group["species"]): number {
  return species.facts.bodyLengthCm ?? adultLengthCm(species);
}

/** A filter should turn the tank's volume over at least this many times an hour. */
export const MIN_TURNOVER_PER_HOUR = 4;

/**
 * Goldfish references give the tank for the first fish and add about half of it for each further one (20 US gal and
 * 10 more for a fancy goldfish; 40-50 and 20-30 more for a single-tailed one), where other species' references give
 * the tank for their smallest group. See docs/decisions/071.
 */
export const GOLDFISH_FURTHER_FISH_SHARE = 0.5;

/** Whether a species' references give its minimum tank for the first fish, adding to it per further fish. */
export function tankGivenPerFish(fishType: string): boolean {
  return fishType === "Goldfish";
}

/**
 * The most water a group of a species is counted as needing, from its own references' minimum tank: that tank's
 * water for its minimum group, shared out per fish; for goldfish, the first fish's tank and half as much again for
 * each further fish. The references that set the minimum judged the group's waste in it (a frontosa colony in
 * 126 US gal, five clown loaches in 85), and the length model, fitted to small community fish, asks up to three
 * times that of large fish: so a species' own minimum stocking is never counted as over. See docs/decisions/071.
 */
function ownMinimumLoadL(species: Group["species"], count: number): number {
  const water = minTankLitres(species) * WATER_FRACTION;
  if (tankGivenPerFish(species.fishType)) return water * (1 + (count - 1) * GOLDFISH_FURTHER_FISH_SHARE);
  return (water * count) / Math.max(1, species.facts.minGroupSize ?? 1);
}

/** The water (litres) one adult of a species needs by its length and waste. */
function byLengthL(species: Group["species"]): number {
  const factor = BIOLOAD_FACTORS[species.facts.bioload ?? "normal"] * (species.facts.eelShaped === true ? EEL_BIOLOAD_FACTOR : 1);
  return factor * LITRES_PER_SQUARE_CM * wasteLengthCm(species) ** 2;
}

/** Whether the group's own minimum, not its fish's lengths, sets the water it is counted as needing. */
function countedByOwnMinimum(group: Group): boolean {
  return ownMinimumLoadL(group.species, group.count) < group.count * byLengthL(group.species);
}

/** The water (litres) a group needs as adults: by its lengths, at most what its own references' minimum gives it. */
export function groupLoadL(group: Group): number {
  return Math.min(group.count * byLengthL(group.species), ownMinimumLoadL(group.species, group.count));
}

export function stockLoadL(groups: Group[]): number {
  return groups.reduce((sum, group) => sum + groupLoadL(group), 0);
}

/** Whether the share reads as over `limit` times the capacity once rounded as the sentence shows it. */
export function isOverstocked(loadL: number, waterL: number, limit = FULL_STOCKING): boolean {
  return roundTo((loadL / waterL) * 100, 10) > limit * 100;
}

/**
 * The facts the estimate read for one group: its length (or body length), its waste where stated, and its own
 * minimum tank (and group) where they set its water.
 */
function wasteFactsUsed(group: Group): string[] {
  const { species } = group;
  const length = species.facts.bodyLengthCm != null ? "bodyLengthCm" : lengthSource(species);
  const own = countedByOwnMinimum(group) ? (tankGivenPerFish(species.fishType) ? ["minTankSize"] : ["minTankSize", "minGroupSize"]) : [];
  return [length, ...(species.facts.bioload != null ? ["bioload"] : []), ...own];
}

function bioload(ctx: Context): Finding[] {
  if (ctx.groups.length === 0) return [];
  const water = waterVolumeL(ctx.tank);
  const load = stockLoadL(ctx.groups);
  const over = isOverstocked(load, water);
  const far = isOverstocked(load, water, FAR_OVERSTOCKED);
  const heaviest = [...ctx.groups].sort((a, b) => groupLoadL(b) - groupLoadL(a))[0];
  const share = aboutPercent(load / water);
  const fish = ctx.groups.map((group) => group.species);
  const opening = `As adults, ${listNames(fish)} would use ${share} of this tank's capacity (${litres(water)} of water)`;
  const most = fish.length > 1 ? `, most of it ${the(heaviest.species)}` : "";
  const estimate = "An estimate from adult lengths and each species' waste.";
  const message = far
    ? `${opening}${most}: more than twice what it can carry, so the water fouls faster than changes can keep up. ${estimate}`
    : over
      ? `${opening}${most}: expect poor water between changes. ${estimate}`
      : `${opening}. ${estimate}`;
  return [
    finding(
      "bioload",
      far ? "wont-work" : over ? "caution" : "fine",
      message,
      {
        loadL: load,
        waterVolumeL: water,
        stockingFraction: load / water,
        litresPerSquareCm: LITRES_PER_SQUARE_CM,
        fullStocking: FULL_STOCKING,
        farOverstocked: FAR_OVERSTOCKED,
      },
      ctx.groups.map((group) => group.species),
      ctx.groups.map((group) => [group.species, wasteFactsUsed(group)]),
    ),
  ];
}

function filtration(ctx: Context): Finding[] {
  const volume = nominalVolumeL(ctx.tank);
  const findings: Finding[] = [];
  const rated = ctx.tank.filterRatedVolumeL;
  if (rated !== undefined && rated < volume * (1 - VOLUME_TOLERANCE)) {
    findings.push(
      finding(
        "filter-capacity",
        "caution",
        `The filter is rated for ${litres(rated)}, and this tank is about ${litres(volume)}: choose one rated for the tank or more.`,
        { filterRatedVolumeL: rated, tankVolumeL: volume },
        [],
      ),
    );
  }
  const flow = ctx.tank.filterFlowLph;
  if (flow !== undefined && flow < MIN_TURNOVER_PER_HOUR * volume) {
    findings.push(
      finding(
        "filter-flow",
        "caution",
        `The filter moves ${litres(flow)} an hour, about ${roundTo(flow / volume, 0.5)} times this tank's volume; at least ` +
          `${MIN_TURNOVER_PER_HOUR} times (${litres(MIN_TURNOVER_PER_HOUR * volume)} an hour) keeps the water clean.`,
        { filterFlowLph: flow, tankVolumeL: volume, turnoverPerHour: flow / volume, minTurnoverPerHour: MIN_TURNOVER_PER_HOUR },
        [],
      ),
    );
  }
  return findings;
}

export function stockingRules(ctx: Context): Finding[] {
  return [...bioload(ctx), ...filtration(ctx)];
}
