import type { CheckerSpecies, Finding } from "./types";
import {
  adultLengthCm,
  capitalise,
  cm,
  finding,
  lengthSource,
  litres,
  longEnough,
  meetsOwnMinimum,
  minTankLitres,
  nominalVolumeL,
  the,
  VOLUME_TOLERANCE,
  type Context,
  type Group,
} from "./measure";

/**
 * Space: the profile's minimum tank volume and the facts' minimum tank length (cautions, or won't work when far short),
 * and room for the largest fish to swim and turn as an adult (won't work, or a caution when it can turn but barely).
 */

/** The tank should be at least this many adult lengths of its largest fish long... */
export const SWIM_LENGTH_FACTOR = 3;
/** ...and this many wide, or the fish cannot turn without touching both panes (won't work)... */
export const TURN_WIDTH_FACTOR = 1;
/** ...and this many wide to turn with ease (a caution below). */
export const COMFORT_WIDTH_FACTOR = 1.5;
/**
 * An eel-shaped fish does not swim in straight runs and turn end over end: it bends into a U. It needs a tank at
 * least as long as itself to lie straight (won't work below), about one and a half lengths to move freely, and a
 * width of about a third of its length to turn (a quarter at the very least). See docs/decisions/047.
 */
export const EEL_LENGTH_FACTOR = 1;
export const EEL_COMFORT_LENGTH_FACTOR = 1.5;
export const EEL_TURN_WIDTH_FACTOR = 0.25;
export const EEL_COMFORT_WIDTH_FACTOR = 1 / 3;
/**
 * An active swimmer in a tank shorter than this share of its minimum length has no room to swim at all. The minimum
 * is the median of the references' minimums, and the lowest of them sit up to a quarter below it (the Zebra Danio:
 * 60 cm against 80), so "no room at all" starts below what any of them accepts. See docs/decisions/047.
 */
export const ACTIVE_SWIMMER_SHORT = 2 / 3;
/** The size a young fish is usually sold at, as a fraction of its adult length, for the "will outgrow" note. */
export const JUVENILE_FRACTION = 0.5;

/**
 * A tank under half a species' minimum volume is not a matter of degree: every reference's minimum is above it (their
 * spread is seldom wider than two to one), and the water fouls and swings faster than the fish can bear. Won't work.
 */
export const FAR_TOO_SMALL_VOLUME = 0.5;

function tankVolume(ctx: Context): Finding[] {
  const volume = nominalVolumeL(ctx.tank);
  return ctx.groups
    .filter(({ species }) => volume < minTankLitres(species) * (1 - VOLUME_TOLERANCE))
    .map(({ species }) => {
      const far = volume < minTankLitres(species) * FAR_TOO_SMALL_VOLUME;
      return finding(
        "tank-volume",
        far ? "wont-work" : "caution",
        `${capitalise(the(species))} needs a tank of at least ${litres(minTankLitres(species))} (${species.minTankSizeGal} US gal); ` +
          `this one is about ${litres(volume)}${far ? ", less than half of that: too small to keep it in" : ""}.`,
        { tankVolumeL: volume, minVolumeL: minTankLitres(species), ...(far ? { farTooSmallShare: FAR_TOO_SMALL_VOLUME } : {}) },
        [species],
        [[species, ["minTankSize"]]],
      );
    });
}

/** An active swimmer in a tank far shorter than its references' minimum length: no room to swim at all. */
function noRoomToSwim(species: CheckerSpecies, tankLengthCm: number): boolean {
  const min = species.facts.minTankLengthCm;
  return min != null && species.facts.activeSwimmer === true && tankLengthCm < ACTIVE_SWIMMER_SHORT * min;
}

/** Short of a species' minimum length: a caution; for an active swimmer far short of it, won't work. */
function tankLength(ctx: Context): Finding[] {
  return ctx.groups.flatMap(({ species }) => {
    const min = species.facts.minTankLengthCm;
    if (min == null || longEnough(ctx.tank, min)) return [];
    const active = species.facts.activeSwimmer === true;
    const far = noRoomToSwim(species, ctx.tank.lengthCm);
    return [
      finding(
        "tank-length",
        far ? "wont-work" : "caution",
        active
          ? `${capitalise(the(species))} is an active swimmer and needs a tank at least ${cm(min)} long to swim; this one is ` +
              `${cm(ctx.tank.lengthCm)}${far ? ": far too short for it to swim at all" : ""}.`
          : `${capitalise(the(species))} needs a tank at least ${cm(min)} long to swim; this one is ${cm(ctx.tank.lengthCm)}.`,
        { tankLengthCm: ctx.tank.lengthCm, minTankLengthCm: min, ...(active ? { activeSwimmerShort: ACTIVE_SWIMMER_SHORT } : {}) },
        [species],
        [[species, active ? ["minTankLengthCm", "activeSwimmer"] : ["minTankLengthCm"]]],
      ),
    ];
  });
}

export type Room = { lengthCm: number; comfortLengthCm: number; turnWidthCm: number; comfortWidthCm: number; eel: boolean };

/** What a species needs as an adult: the shortest tank, the narrowest it can turn in, and turn in easily. */
export function roomFor(species: CheckerSpecies): Room {
  const length = adultLengthCm(species);
  if (species.facts.eelShaped === true) {
    return {
      lengthCm: EEL_LENGTH_FACTOR * length,
      comfortLengthCm: EEL_COMFORT_LENGTH_FACTOR * length,
      turnWidthCm: EEL_TURN_WIDTH_FACTOR * length,
      comfortWidthCm: EEL_COMFORT_WIDTH_FACTOR * length,
      eel: true,
    };
  }
  return {
    lengthCm: SWIM_LENGTH_FACTOR * length,
    comfortLengthCm: SWIM_LENGTH_FACTOR * length,
    turnWidthCm: TURN_WIDTH_FACTOR * length,
    comfortWidthCm: COMFORT_WIDTH_FACTOR * length,
    eel: false,
  };
}

/** The species whose adults need the longest tank (the first given, on a tie). */
export function mostDemanding(groups: Group[]): Group | null {
  return groups.reduce<Group | null>(
    (most, group) => (!most || roomFor(group.species).lengthCm > roomFor(most.species).lengthCm ? group : most),
    null,
  );
}

function swimmingRoom(ctx: Context): Finding[] {
  const group = mostDemanding(ctx.groups);
  if (!group) return [];
  const { species } = group;
  const adultCm = adultLengthCm(species);
  const need = roomFor(species);
  const { lengthCm, widthCm } = ctx.tank;
  // In the tank its own profile recommends, a fish is not told it is cramped, nor short of room where its references
  // set that length for it (a silver arowana's 8 ft is under three of its lengths): only that it cannot turn at all.
  const ownMinimum = meetsOwnMinimum(species, ctx.tank);
  // An active swimmer with no room to swim at all is already told so by the tank-length finding, with its references'
  // longer figure and the same verdict: a second, shorter "needs at least" would only read as a contradiction.
  const lengthTold = !need.eel && noRoomToSwim(species, ctx.tank.lengthCm) && (species.facts.minTankLengthCm ?? 0) >= need.lengthCm;
  const short = !lengthTold && lengthCm < need.lengthCm && !(ownMinimum && species.facts.minTankLengthCm != null);
  const narrow = widthCm < need.turnWidthCm;
  const cramped = !ownMinimum && (widthCm < need.comfortWidthCm || (!lengthTold && lengthCm < need.comfortLengthCm));
  if (!short && !narrow && !cramped) return [];
  const numbers = {
    adultLengthCm: adultCm,
    tankLengthCm: lengthCm,
    tankWidthCm: widthCm,
    minLengthCm: need.lengthCm,
    minWidthCm: need.turnWidthCm,
    comfortWidthCm: need.comfortWidthCm,
    comfortLengthCm: need.comfortLengthCm,
  };
  const facts: [CheckerSpecies, string[]][] = [[species, need.eel ? [lengthSource(species), "eelShaped"] : [lengthSource(species)]]];
  const lengthWords = need.eel ? "to lie straight" : `(${SWIM_LENGTH_FACTOR} adult lengths) to swim`;
  const problems = [
    short
      ? `${cm(need.lengthCm)} long ${lengthWords}`
      : cramped && !lengthTold && lengthCm < need.comfortLengthCm
        ? `about ${cm(need.comfortLengthCm)} long to move freely`
        : null,
    narrow
      ? `${cm(need.turnWidthCm)} wide to turn at all`
      : cramped && widthCm < need.comfortWidthCm
        ? `about ${cm(need.comfortWidthCm)} wide to turn with ease`
        : null,
  ].filter((problem): problem is string => problem !== null);
  const shape = need.eel ? " and, being eel-shaped, bends to turn; it needs" : " and needs";
  const findings: Finding[] = [
    finding(
      "swimming-room",
      short || narrow ? "wont-work" : "caution",
      `${capitalise(the(species))} grows to about ${cm(adultCm)}${shape} a tank at least ${problems.join(" and at least ")}; ` +
        `this one is ${cm(lengthCm)} by ${cm(widthCm)}.`,
      numbers,
      [species],
      facts,
    ),
  ];
  const young = roomFor({ ...species, facts: { ...species.facts, adultLengthCm: adultCm * JUVENILE_FRACTION } });
  if (!ownMinimum && lengthCm >= young.lengthCm && widthCm >= young.comfortWidthCm) {
    findings.push(
      finding(
        "outgrow",
        "note",
        `${capitalise(the(species))} will outgrow this tank as it grows to about ${cm(adultCm)}: it fits while young, not as an adult.`,
        { adultLengthCm: adultCm, juvenileLengthCm: adultCm * JUVENILE_FRACTION },
        [species],
        facts,
      ),
    );
  }
  return findings;
}

export function spaceRules(ctx: Context): Finding[] {
  return [...tankVolume(ctx), ...tankLength(ctx), ...swimmingRoom(ctx)];
}
