import type { Finding } from "./types";
import {
  capitalise,
  celsius,
  dgh,
  finding,
  isColdwater,
  listNames,
  needsHeater,
  ph,
  temperatureRangeC,
  the,
  type Context,
  type Group,
} from "./measure";

/**
 * Water: the temperature, pH and hardness every species can live in. The shared range is the highest minimum
 * to the lowest maximum. None shared: won't work. A shared range narrower than these is a caution, because a
 * heater's swing (±0.5-1 °C), a planted tank's daily pH drift (a few tenths) or the difference between two
 * batches of tap water (1-2 dGH) would push one species out of its range. See docs/decisions/026.
 */
export const NARROW_TEMPERATURE_C = 2;
/** A heater holds ±0.5 °C: from 1 °C to the narrow width, a note to keep it at the middle; below, a caution. */
export const TIGHT_TEMPERATURE_C = 1;
export const NARROW_PH = 0.5;
export const NARROW_HARDNESS_DGH = 2;
/**
 * Measured water this far outside a species' range is not an edge a fish tolerates for a while but water it
 * cannot live in (discus at 20 °C): won't work. Closer, it is a caution to correct. See docs/decisions/047.
 */
export const WIDE_TEMPERATURE_C = 3;
export const WIDE_PH = 1;
export const WIDE_HARDNESS_DGH = 8;

/** Floating-point slack for comparing ranges built from decimal data. */
const EPSILON = 1e-9;

type Measure = {
  key: "temperature" | "ph" | "hardness";
  rule: string;
  label: string;
  unit: "C" | "Ph" | "Dgh";
  narrow: number;
  wide: number;
  facts: string[];
  range: (group: Group) => [number, number] | null;
  show: (value: number) => string;
  current: (ctx: Context) => number | undefined;
};

const MEASURES: Measure[] = [
  {
    key: "temperature",
    rule: "water-temperature",
    label: "temperature",
    unit: "C",
    narrow: NARROW_TEMPERATURE_C,
    wide: WIDE_TEMPERATURE_C,
    facts: ["minTemperature", "maxTemperature"],
    range: (group) => temperatureRangeC(group.species),
    show: celsius,
    current: (ctx) => ctx.tank.temperatureC,
  },
  {
    key: "ph",
    rule: "water-ph",
    label: "pH",
    unit: "Ph",
    narrow: NARROW_PH,
    wide: WIDE_PH,
    facts: ["minPh", "maxPh"],
    range: (group) => [group.species.minPh, group.species.maxPh],
    show: (value) => `pH ${ph(value)}`,
    current: (ctx) => ctx.tank.ph,
  },
  {
    key: "hardness",
    rule: "water-hardness",
    label: "hardness",
    unit: "Dgh",
    narrow: NARROW_HARDNESS_DGH,
    wide: WIDE_HARDNESS_DGH,
    facts: ["minGh", "maxGh"],
    range: ({ species: { facts } }) => (facts.minGh != null && facts.maxGh != null ? [facts.minGh, facts.maxGh] : null),
    show: dgh,
    current: (ctx) => ctx.tank.ghDgh,
  },
];

export type Shared = { min: number; max: number; highestMin: Group; lowestMax: Group; known: Group[] };

/** The range every species with a known range shares (min > max when there is none), or null if none is known. */
function sharedRange(groups: Group[], measure: Measure): Shared | null {
  const known = groups.filter((group) => measure.range(group) !== null);
  if (known.length === 0) return null;
  let highestMin = known[0];
  let lowestMax = known[0];
  for (const group of known) {
    if (measure.range(group)![0] > measure.range(highestMin)![0]) highestMin = group;
    if (measure.range(group)![1] < measure.range(lowestMax)![1]) lowestMax = group;
  }
  return { min: measure.range(highestMin)![0], max: measure.range(lowestMax)![1], highestMin, lowestMax, known };
}

function rangeText(measure: Measure, [min, max]: [number, number]): string {
  if (measure.show(min) === measure.show(max)) return measure.show(min);
  return measure.key === "ph" ? `pH ${ph(min)}-${ph(max)}` : `${measure.show(min).replace(/ .*/, "")}-${measure.show(max)}`;
}

/** The temperature every species with a known range shares, in °C, and how it reads ("22.2-25 °C"). */
export function sharedTemperature(groups: Group[]): { shared: Shared; text: string } | null {
  const shared = sharedRange(groups, MEASURES[0]);
  return shared ? { shared, text: rangeText(MEASURES[0], [shared.min, shared.max]) } : null;
}

/** Coldwater fish with tropical ones: the coldwater rule gives the temperatures they share and says to part them. */
export function mixesColdAndTropical(ctx: Context): boolean {
  const species = ctx.groups.map((group) => group.species);
  return species.some(isColdwater) && species.some(needsHeater);
}

function measureFindings(ctx: Context, measure: Measure): Finding[] {
  const shared = sharedRange(ctx.groups, measure);
  const findings: Finding[] = [];
  // The shared temperature is said once: by the coldwater rule, when it judges the stock.
  const saidByColdwater = measure.key === MEASURES[0].key && mixesColdAndTropical(ctx);
  if (shared && !saidByColdwater) findings.push(...sharedFindings(measure, shared));
  const current = measure.current(ctx);
  if (current !== undefined) findings.push(...currentFindings(ctx, measure, current));
  return findings;
}

function sharedFindings(measure: Measure, shared: Shared): Finding[] {
  const { min, max, highestMin, lowestMax, known } = shared;
  const width = max - min;
  const bounds = [highestMin.species, lowestMax.species];
  const facts: [Group["species"], string[]][] = bounds.map((species) => [species, measure.facts]);
  const numbers = { [`sharedMin${measure.unit}`]: min, [`sharedMax${measure.unit}`]: max, [`sharedWidth${measure.unit}`]: width };
  if (width < -EPSILON) {
    return [
      finding(
        measure.rule,
        "wont-work",
        `${capitalise(the(lowestMax.species))} needs ${rangeText(measure, measure.range(lowestMax)!)} and ${the(highestMin.species)} ` +
          `${rangeText(measure, measure.range(highestMin)!)}: there is no ${measure.label} both can live in.`,
        numbers,
        bounds,
        facts,
      ),
    ];
  }
  if (known.length < 2 || width >= measure.narrow - EPSILON) return [];
  // Tankmates that take all of one species' own narrow range do not narrow it: as for the species alone, no caution.
  const ownRange = (group: Group) => measure.range(group)![0] >= min - EPSILON && measure.range(group)![1] <= max + EPSILON;
  if (known.some(ownRange)) return [];
  const between = capitalise(listNames(bounds));
  if (measure.key === "temperature" && width >= TIGHT_TEMPERATURE_C - EPSILON) {
    return [
      finding(
        measure.rule,
        "note",
        `${between} share only ${rangeText(measure, [min, max])}, enough for a heater set at its middle: ` +
          `check it against a thermometer, since a drift to either end of it takes one of them out of its own range.`,
        { ...numbers, narrowBelow: measure.narrow, tightBelow: TIGHT_TEMPERATURE_C },
        bounds,
        facts,
      ),
    ];
  }
  // Below what a heater can hold, for temperature; below the narrow width, for pH and hardness.
  const cautionBelow = measure.key === "temperature" ? TIGHT_TEMPERATURE_C : measure.narrow;
  const narrowText = measure.key === "ph" ? `${cautionBelow} pH` : measure.show(cautionBelow);
  return [
    finding(
      measure.rule,
      "caution",
      (width < EPSILON
        ? `${between} can share only one ${measure.label}, ${measure.show(min)}`
        : `${between} share only ${rangeText(measure, [min, max])}, less than ${narrowText} wide`) +
        `: an ordinary swing would take one of them out of its range.`,
      { ...numbers, narrowBelow: cautionBelow },
      bounds,
      facts,
    ),
  ];
}

/** How far a value lies outside a range (0 inside it). */
function distanceOutside(value: number, [min, max]: [number, number]): number {
  return value < min ? min - value : value > max ? value - max : 0;
}

/**
 * The tank's water as measured, against each species' own range: it names exactly the fish it does not suit.
 * Far outside (by the measure's wide margin) is water the fish cannot live in: won't work; nearer, a caution.
 */
function currentFindings(ctx: Context, measure: Measure, current: number): Finding[] {
  const off = ctx.groups
    .map((group) => ({ group, range: measure.range(group) }))
    .filter((entry): entry is { group: Group; range: [number, number] } => entry.range !== null)
    .map((entry) => ({ ...entry, distance: distanceOutside(current, entry.range) }))
    .filter((entry) => entry.distance > EPSILON);
  const far = off.filter((entry) => entry.distance > measure.wide + EPSILON);
  const near = off.filter((entry) => entry.distance <= measure.wide + EPSILON);
  const wideText = measure.key === "ph" ? `${measure.wide} pH` : measure.show(measure.wide);
  const make = (entries: typeof off, severity: "wont-work" | "caution") => {
    if (entries.length === 0) return [];
    const species = entries.map((entry) => entry.group.species);
    const needs = `${species.length === 1 ? "needs" : "need"} (${entries.map((entry) => rangeText(measure, entry.range)).join("; ")})`;
    return [
      finding(
        "tank-water",
        severity,
        severity === "wont-work"
          ? `The tank's ${measure.label} now (${measure.show(current)}) is more than ${wideText} outside what ${listNames(species)} ` +
              `${needs}: water ${species.length === 1 ? "it" : "they"} cannot live in. Bring it into range before adding them.`
          : `The tank's ${measure.label} now (${measure.show(current)}) is outside what ${listNames(species)} ${needs}.`,
        { [`current${measure.unit}`]: current, [`wideMargin${measure.unit}`]: measure.wide },
        species,
        species.map((s) => [s, measure.facts]),
      ),
    ];
  };
  return [...make(far, "wont-work"), ...make(near, "caution")];
}

/** Hardness is known for few species: say which were checked, never imply the others were. */
function hardnessCoverage(ctx: Context): Finding[] {
  const unknown = ctx.groups.filter((group) => MEASURES[2].range(group) === null);
  if (unknown.length === 0 || ctx.groups.length === 0) return [];
  const knownCount = ctx.groups.length - unknown.length;
  const species = unknown.map((group) => group.species);
  const ranges = `${species.length === 1 ? "range" : "ranges"} of ${listNames(species)} ${species.length === 1 ? "is" : "are"} not known here`;
  return [
    finding(
      "water-hardness",
      "note",
      knownCount === 0
        ? `Hardness was not checked: the hardness ${ranges}.`
        : `Hardness was checked for ${knownCount} of ${ctx.groups.length} species only: the hardness ${ranges}.`,
      { knownSpecies: knownCount, species: ctx.groups.length },
      species,
      species.map((s) => [s, ["minGh", "maxGh"]]),
    ),
  ];
}

export function waterRules(ctx: Context): Finding[] {
  if (ctx.groups.length === 0) return [];
  return [...MEASURES.flatMap((measure) => measureFindings(ctx, measure)), ...hardnessCoverage(ctx)];
}
