import type { CheckerSpecies, Finding } from "./types";
import { capitalise, finding, listNames, the, type Context } from "./measure";

/**
 * Keeping: what the tank's age, lid and plants mean for this stock, and who goes hungry at feeding time.
 * See docs/decisions/047 for where each threshold comes from.
 */

/**
 * A tank younger than this has not built the biofilm, algae and stable water that sensitive species need
 * (otocinclus graze biofilm; dwarf shrimp and discus suffer from the swings of a new tank). Keepers and shops
 * say "two to three months"; eight weeks is the lower end.
 */
export const MATURE_WEEKS = 8;
/** A filter takes about four to six weeks to cycle; a tank younger than this is taken as still cycling unless said. */
export const CYCLING_WEEKS = 6;

function ageText(ctx: Context): string {
  const { ageWeeks, cycled } = ctx.tank;
  if (cycled === false) return "is not cycled yet";
  const weeks = Math.max(0, Math.round(ageWeeks ?? 0));
  return weeks === 0 ? "was set up this week" : `was set up ${weeks} ${weeks === 1 ? "week" : "weeks"} ago`;
}

function isYoung(ctx: Context): boolean {
  const { ageWeeks, cycled } = ctx.tank;
  return cycled === false || (ageWeeks !== undefined && ageWeeks < MATURE_WEEKS);
}

/** Sensitive species in a young or uncycled tank: won't work, with what to do instead. */
function maturity(ctx: Context): Finding[] {
  if (!isYoung(ctx)) return [];
  return ctx.groups
    .filter((group) => group.species.facts.needsMatureTank === true)
    .map(({ species }) =>
      finding(
        "tank-maturity",
        "wont-work",
        `${capitalise(the(species))} needs a mature tank, and this one ${ageText(ctx)}. Wait until it has run about ` +
          `${MATURE_WEEKS} weeks or more with ammonia and nitrite at zero, then add ${the(species)}; start with hardier fish.`,
        {
          ageWeeks: ctx.tank.ageWeeks ?? -1,
          cycled: ctx.tank.cycled === undefined ? -1 : Number(ctx.tank.cycled),
          matureWeeks: MATURE_WEEKS,
        },
        [species],
        [[species, ["needsMatureTank"]]],
      ),
    );
}

/** Any fish in a tank that is not cycled (said, or young and not said to be cycled): ammonia and nitrite will rise. */
function cycling(ctx: Context): Finding[] {
  const { ageWeeks, cycled } = ctx.tank;
  const uncycled = cycled === false || (cycled === undefined && ageWeeks !== undefined && ageWeeks < CYCLING_WEEKS);
  if (!uncycled || ctx.groups.length === 0) return [];
  return [
    finding(
      "tank-cycle",
      "caution",
      `This tank ${ageText(ctx)}${cycled === undefined ? " and is not said to be cycled" : ""}: until its filter is cycled, ` +
        `the fish's waste builds up as ammonia and nitrite. Cycle it first (about ${CYCLING_WEEKS} weeks without fish), or ` +
        `add a few hardy fish, feed lightly and test the water every day.`,
      { ageWeeks: ageWeeks ?? -1, cycled: cycled === undefined ? -1 : Number(cycled), cyclingWeeks: CYCLING_WEEKS },
      [],
    ),
  ];
}

/** Jumpers in a tank said to have no lid. */
function jumpers(ctx: Context): Finding[] {
  if (ctx.tank.lid !== false) return [];
  const species = ctx.groups.filter((group) => group.species.facts.jumper === true).map((group) => group.species);
  if (species.length === 0) return [];
  return [
    finding(
      "jumper",
      "caution",
      `${capitalise(listNames(species))} ${species.length === 1 ? "jumps" : "jump"}, and this tank has no lid: cover it, ` +
        `leaving no gap a fish could get through.`,
      { jumpers: species.length },
      species,
      species.map((s) => [s, ["jumper"]]),
    ),
  ];
}

/**
 * Plant-eaters in a tank said to be planted, when its plants are not named: tough plants such as anubias and
 * java fern are usually left alone. With the plants named, the plant rules say which are at risk.
 */
function plantEaters(ctx: Context): Finding[] {
  if (ctx.tank.planted !== true || ctx.plants.length > 0) return [];
  const species = ctx.groups.filter((group) => group.species.facts.eatsPlants === true).map((group) => group.species);
  if (species.length === 0) return [];
  return [
    finding(
      "eats-plants",
      "caution",
      `${capitalise(listNames(species))} ${species.length === 1 ? "eats or uproots" : "eat or uproot"} plants, and this tank is ` +
        `planted: soft and fine-leaved plants will suffer. Tough plants such as anubias and java fern are usually spared.`,
      { plantEaters: species.length },
      species,
      species.map((s) => [s, ["eatsPlants"]]),
    ),
  ];
}

/** Slow or shy feeders beside fast, active eaters: a note on how to feed. */
function feeding(ctx: Context): Finding[] {
  const slow = ctx.groups.filter((group) => group.species.facts.slowFeeder === true).map((group) => group.species);
  const fast = ctx.groups
    .filter((group) => group.species.facts.activeSwimmer === true && group.species.facts.slowFeeder !== true)
    .map((group) => group.species);
  if (slow.length === 0 || fast.length === 0) return [];
  const used: [CheckerSpecies, string[]][] = [...slow.map((s): [CheckerSpecies, string[]] => [s, ["slowFeeder"]])];
  for (const s of fast) used.push([s, ["activeSwimmer"]]);
  return [
    finding(
      "feeding",
      "note",
      `${capitalise(listNames(slow))} ${slow.length === 1 ? "feeds" : "feed"} slowly, and ${listNames(fast)} ` +
        `${fast.length === 1 ? "is a fast eater that takes" : "are fast eaters that take"} the food first: feed where the slow ` +
        `ones wait (sinking food, or at lights out) and check that they eat.`,
      { slowFeeders: slow.length, fastEaters: fast.length },
      [...slow, ...fast],
      used,
    ),
  ];
}

export function keepingRules(ctx: Context): Finding[] {
  return [...maturity(ctx), ...cycling(ctx), ...jumpers(ctx), ...plantEaters(ctx), ...feeding(ctx)];
}
