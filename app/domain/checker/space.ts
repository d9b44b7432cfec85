import type { Finding } from "./types";
import {
  adultLengthCm,
  capitalise,
  cm,
  finding,
  lengthSource,
  litres,
  minTankLitres,
  nominalVolumeL,
  the,
  type Context,
  type Group,
} from "./measure";

/**
 * Space: the profile's minimum tank volume and the facts' minimum tank length (cautions), and room for the
 * largest fish to swim and turn as an adult (won't work, or a caution when it can turn but barely).
 */

/** Tanks are sold by rounded nominal sizes: a "20 gallon" tank holds 75.5 L gross, not 75.7. */
export const VOLUME_TOLERANCE = 0.05;
/** The tank should be at least this many adult lengths of its largest fish long... */
export const SWIM_LENGTH_FACTOR = 3;
/** ...and this many wide, or the fish cannot turn without touching both panes (won't work)... */
export const TURN_WIDTH_FACTOR = 1;
/** ...and this many wide to turn with ease (a caution below). */
export const COMFORT_WIDTH_FACTOR = 1.5;
/** The size a young fish is usually sold at, as a fraction of its adult length, for the "will outgrow" note. */
export const JUVENILE_FRACTION = 0.5;

function tankVolume(ctx: Context): Finding[] {
  const volume = nominalVolumeL(ctx.tank);
  return ctx.groups
    .filter(({ species }) => volume < minTankLitres(species) * (1 - VOLUME_TOLERANCE))
    .map(({ species }) =>
      finding(
        "tank-volume",
        "caution",
        `${capitalise(the(species))} needs a tank of at least ${litres(minTankLitres(species))} (${species.minTankSizeGal} US gal); ` +
          `this one is about ${litres(volume)}.`,
        { tankVolumeL: volume, minVolumeL: minTankLitres(species) },
        [species],
        [[species, ["minTankSize"]]],
      ),
    );
}

function tankLength(ctx: Context): Finding[] {
  return ctx.groups.flatMap(({ species }) => {
    const min = species.facts.minTankLengthCm;
    if (min == null || ctx.tank.lengthCm >= min) return [];
    return [
      finding(
        "tank-length",
        "caution",
        `${capitalise(the(species))} needs a tank at least ${cm(min)} long to swim; this one is ${cm(ctx.tank.lengthCm)}.`,
        { tankLengthCm: ctx.tank.lengthCm, minTankLengthCm: min },
        [species],
        [[species, ["minTankLengthCm"]]],
      ),
    ];
  });
}

/** The species with the longest adults (the first given, on a tie). */
export function largestGroup(groups: Group[]): Group | null {
  return groups.reduce<Group | null>(
    (largest, group) => (!largest || adultLengthCm(group.species) > adultLengthCm(largest.species) ? group : largest),
    null,
  );
}

/** What a fish of this length needs: the shortest tank, and the narrowest it can turn in, and turn in easily. */
export function roomFor(lengthCm: number) {
  return {
    lengthCm: SWIM_LENGTH_FACTOR * lengthCm,
    turnWidthCm: TURN_WIDTH_FACTOR * lengthCm,
    comfortWidthCm: COMFORT_WIDTH_FACTOR * lengthCm,
  };
}

function swimmingRoom(ctx: Context): Finding[] {
  const largest = largestGroup(ctx.groups);
  if (!largest) return [];
  const { species } = largest;
  const adultCm = adultLengthCm(species);
  const need = roomFor(adultCm);
  const { lengthCm, widthCm } = ctx.tank;
  const short = lengthCm < need.lengthCm;
  const narrow = widthCm < need.turnWidthCm;
  const tight = widthCm < need.comfortWidthCm;
  if (!short && !tight) return [];
  const numbers = {
    adultLengthCm: adultCm,
    tankLengthCm: lengthCm,
    tankWidthCm: widthCm,
    minLengthCm: need.lengthCm,
    minWidthCm: need.turnWidthCm,
    comfortWidthCm: need.comfortWidthCm,
  };
  const facts: [typeof species, string[]][] = [[species, [lengthSource(species)]]];
  const problems = [
    short ? `${cm(need.lengthCm)} long (${SWIM_LENGTH_FACTOR} adult lengths) to swim` : null,
    narrow ? `${cm(need.turnWidthCm)} wide to turn at all` : tight ? `about ${cm(need.comfortWidthCm)} wide to turn with ease` : null,
  ].filter((problem): problem is string => problem !== null);
  const findings: Finding[] = [
    finding(
      "swimming-room",
      short || narrow ? "wont-work" : "caution",
      `${capitalise(the(species))} grows to about ${cm(adultCm)} and needs a tank at least ${problems.join(" and at least ")}; ` +
        `this one is ${cm(lengthCm)} by ${cm(widthCm)}.`,
      numbers,
      [species],
      facts,
    ),
  ];
  const young = roomFor(adultCm * JUVENILE_FRACTION);
  if (lengthCm >= young.lengthCm && widthCm >= young.comfortWidthCm) {
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
