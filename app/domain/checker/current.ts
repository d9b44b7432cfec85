import type { CheckerSpecies, Finding } from "./types";
import { capitalise, finding, listNames, litres, namesSpecies, nominalVolumeL, roundTo, type Context } from "./measure";
import { isInvertebrate } from "./predation";

/**
 * Current: the water movement each species wants (its `flow` fact). A fish of fast streams that needs a strong
 * current (hillstream loaches) and a fish that wants calm water (bettas, fancy goldfish) ask opposite things of
 * the same filter: a caution. Shrimp, snails, crabs and bottom fish are left out of the calm side: they hold on to
 * or shelter in the bottom and the decor, where the current is weakest, and the references give the invertebrates
 * as tankmates for the stream fish. So is a fish whose profile, or the stream fish's, names the other as a tankmate.
 * See docs/decisions/047.
 */

/**
 * A tank for stream fish turns its water over at least this many times an hour, and ideally ten (Neale Monks,
 * "Life in the fast lane: hillstream fishes", Tropical Fish Finder; Aquarays asks 10-20 times for the zebra loach).
 */
export const STREAM_MIN_TURNOVER_PER_HOUR = 8;
export const STREAM_IDEAL_TURNOVER_PER_HOUR = 10;

export function currentRules(ctx: Context): Finding[] {
  const strong = withFlow(ctx, "strong");
  if (strong.length === 0) return [];
  const calm = withFlow(ctx, "gentle").filter((species) => !isInvertebrate(species) && species.facts.swimZone !== "bottom");
  // A pair where either profile names the other as a tankmate: the references that list it keep the two together.
  const clashes = (a: CheckerSpecies, b: CheckerSpecies) => !namesSpecies(a.compatibleWith, b) && !namesSpecies(b.compatibleWith, a);
  const strongClashing = strong.filter((s) => calm.some((c) => clashes(s, c)));
  const calmClashing = calm.filter((c) => strong.some((s) => clashes(s, c)));
  if (strongClashing.length > 0) return [clash(strongClashing, calmClashing)];
  return filterCurrent(ctx, strong);
}

function withFlow(ctx: Context, flow: CheckerSpecies["facts"]["flow"]): CheckerSpecies[] {
  return ctx.groups.filter((group) => group.species.facts.flow === flow).map((group) => group.species);
}

function clash(strong: CheckerSpecies[], calm: CheckerSpecies[]): Finding {
  const [needs, want] = [strong.length === 1 ? "needs" : "need", calm.length === 1 ? "wants" : "want"];
  return finding(
    "current",
    "caution",
    `${capitalise(listNames(strong))} ${needs} a strong current, and ${listNames(calm)} ${want} calm water: a flow strong ` +
      `enough for the one wears the other out. Keep them in separate tanks, or give this one a calm end (the outflow ` +
      `along one side, plants and rock breaking the flow) and watch that ${listNames(calm)} ${calm.length === 1 ? "is" : "are"} ` +
      `not pushed about.`,
    { strongFlow: strong.length, gentleFlow: calm.length },
    [...strong, ...calm],
    [...strong, ...calm].map((species) => [species, ["flow"]]),
  );
}

/**
 * Stream fish with no calm-water fish beside them, judged by the filter where its flow is known: below the
 * stream keepers' minimum turnover, a caution; at or above it, nothing. Unknown, a note with the figures.
 */
function filterCurrent(ctx: Context, strong: CheckerSpecies[]): Finding[] {
  const volume = nominalVolumeL(ctx.tank);
  const flow = ctx.tank.filterFlowLph;
  if (flow !== undefined && flow >= STREAM_MIN_TURNOVER_PER_HOUR * volume) return [];
  const subject = `${capitalise(listNames(strong))} ${strong.length === 1 ? "needs" : "need"} a strong current and the oxygen it brings`;
  const aim =
    `at least ${STREAM_MIN_TURNOVER_PER_HOUR} times the tank's volume an hour (${litres(STREAM_MIN_TURNOVER_PER_HOUR * volume)}), ` +
    `ideally ${STREAM_IDEAL_TURNOVER_PER_HOUR}`;
  const numbers = { strongFlow: strong.length, tankVolumeL: volume, minTurnoverPerHour: STREAM_MIN_TURNOVER_PER_HOUR };
  const used: [CheckerSpecies, string[]][] = strong.map((species) => [species, ["flow"]]);
  if (flow === undefined) {
    return [
      finding(
        "current",
        "note",
        `${subject}: ${aim}, from a filter rated well above the tank or an added powerhead.`,
        numbers,
        strong,
        used,
      ),
    ];
  }
  return [
    finding(
      "current",
      "caution",
      `${subject}: keepers of stream fish move ${aim}, and this filter moves about ${roundTo(flow / volume, 0.5)} times. ` +
        `Add a powerhead or a stronger filter.`,
      { ...numbers, filterFlowLph: flow, turnoverPerHour: flow / volume },
      strong,
      used,
    ),
  ];
}
