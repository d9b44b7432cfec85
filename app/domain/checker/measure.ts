import { cubicCmToLitres, fahrenheitToCelsius, inchesToCm, usGallonsToLitres } from "../units";
import type { AvoidsFn, CheckerPlant, CheckerSpecies, CheckerTank, Finding, Severity, StockEntry } from "./types";

/**
 * What every rule file shares: a species' adult length, the tank's volumes, the stock grouped by species, and
 * the wording of numbers ("about 80%", "3.8 cm"). Pure and browser-safe.
 */

/** The water a tank holds when its volume is not given: glass, substrate and the gap under the lid take the rest. */
export const WATER_FRACTION = 0.85;

/** Adult length in cm: the stated fact, else the profile's size (inches). */
export function adultLengthCm(species: CheckerSpecies): number {
  return species.facts.adultLengthCm ?? inchesToCm(species.maxSizeIn);
}

/** The field the adult length came from, for a finding's `factsUsed`. */
export function lengthSource(species: CheckerSpecies): string {
  return species.facts.adultLengthCm != null ? "adultLengthCm" : "maxSize";
}

/**
 * The tank's volume as sold: a standard tank's nominal volume, else the gross volume of its dimensions. What size
 * guides mean by "a 30 gallon tank".
 */
export function nominalVolumeL(tank: CheckerTank): number {
  return tank.nominalVolumeL ?? cubicCmToLitres(tank.lengthCm, tank.widthCm, tank.heightCm);
}

/** The water the fish live in: as given, else about 85% of the gross volume. */
export function waterVolumeL(tank: CheckerTank): number {
  return tank.volumeL ?? nominalVolumeL(tank) * WATER_FRACTION;
}

export function minTankLitres(species: CheckerSpecies): number {
  return usGallonsToLitres(species.minTankSizeGal);
}

export function temperatureRangeC(species: CheckerSpecies): [number, number] {
  return [fahrenheitToCelsius(species.minTemperatureF), fahrenheitToCelsius(species.maxTemperatureF)];
}

/**
 * Without a heater a tank's water follows the room: about 18-22 °C in a heated home, cooler at night and in
 * winter. A species whose minimum is above 20 °C (68 °F) needs a heater. So does a tropical species whose minimum
 * is 20 °C itself, kept best (the middle of its range) at 23.3 °C (74 °F) or more, such as the Neon Tetra at
 * 20-26.5 °C: an unheated room holds it at its limit every night. A subtropical species with the same minimum
 * (a hillstream loach at 20-24 °C) lives at room temperature. A coldwater species is a goldfish, or one whose
 * range ends by 22 °C (72 °F), such as the White Cloud, and never needs a heater: kept with fish that need one,
 * one of them always lives at the edge of its range. See docs/decisions/047.
 */
export const UNHEATED_MAX_MIN_F = 68;
export const TROPICAL_MIDDLE_F = 74;
export const COLDWATER_MAX_F = 72;

export function needsHeater(species: CheckerSpecies): boolean {
  if (isColdwater(species)) return false;
  const min = species.minTemperatureF;
  const middle = (min + species.maxTemperatureF) / 2;
  return min > UNHEATED_MAX_MIN_F || (min === UNHEATED_MAX_MIN_F && middle >= TROPICAL_MIDDLE_F);
}

export function isColdwater(species: CheckerSpecies): boolean {
  return species.fishType === "Goldfish" || species.maxTemperatureF <= COLDWATER_MAX_F;
}

/** Tanks are sold by rounded nominal sizes: a "20 gallon" tank holds 75.5 L gross, not 75.7. */
export const VOLUME_TOLERANCE = 0.05;
/** ...and lengths: a "24 inch" tank is 60.96 cm, which meets a 61 cm minimum. */
export const LENGTH_TOLERANCE_CM = 1;
/**
 * Metric tanks are sold in lengths of 60, 90, 120, 150 and 180 cm, each within 2% of the 2, 3, 4, 5 and 6 foot
 * tanks (61-183 cm) that references name: the 120 cm tank is the metric "four foot", and meets a 122 cm minimum.
 */
export const LENGTH_TOLERANCE_SHARE = 0.02;

/** Whether the tank is at least `minCm` long, as tank sizes are sold. */
export function longEnough(tank: CheckerTank, minCm: number): boolean {
  return tank.lengthCm + Math.max(LENGTH_TOLERANCE_CM, LENGTH_TOLERANCE_SHARE * minCm) >= minCm;
}

/**
 * Whether the tank meets the species' own stated minimum: its volume (within the tolerance of rounded tank
 * sizes) and, where known, its length. A species is never told it will outgrow, or cannot turn in, the tank its
 * own profile recommends.
 */
export function meetsOwnMinimum(species: CheckerSpecies, tank: CheckerTank): boolean {
  const volumeOk = nominalVolumeL(tank) >= usGallonsToLitres(species.minTankSizeGal) * (1 - VOLUME_TOLERANCE);
  const lengthOk = species.facts.minTankLengthCm == null || longEnough(tank, species.facts.minTankLengthCm);
  return volumeOk && lengthOk;
}

/** One species in the tank, with all its entries (a male and some females are two entries, one group). */
export type Group = { species: CheckerSpecies; count: number; entries: StockEntry[] };

/**
 * How many males and females an entry list holds. An entry of unknown sex counts as neither; a "mixed" entry as
 * at least one of each.
 */
export function sexCounts(entries: readonly StockEntry[]): { males: number; females: number; unknown: number } {
  let males = 0;
  let females = 0;
  let unknown = 0;
  for (const entry of entries) {
    if (entry.sex === "male") males += entry.count;
    else if (entry.sex === "female") females += entry.count;
    else if (entry.sex === "mixed") {
      males += 1;
      females += Math.max(0, entry.count - 1);
    } else unknown += entry.count;
  }
  return { males, females, unknown };
}

/** The stock by species, in the order first given; entries of no fish are left out. */
export function groupStock(stock: StockEntry[]): Group[] {
  const groups = new Map<number, Group>();
  for (const entry of stock) {
    if (!(entry.count > 0)) continue;
    const seen = groups.get(entry.species.id);
    if (seen) {
      seen.count += entry.count;
      seen.entries.push(entry);
    } else {
      groups.set(entry.species.id, { species: entry.species, count: entry.count, entries: [entry] });
    }
  }
  return [...groups.values()];
}

/** Every two different species, once each, in stock order. */
export function pairsOf(groups: Group[]): [Group, Group][] {
  const pairs: [Group, Group][] = [];
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j < groups.length; j++) pairs.push([groups[i], groups[j]]);
  }
  return pairs;
}

/** What every rule reads. */
export type Context = {
  tank: CheckerTank;
  groups: Group[];
  avoids: AvoidsFn;
  /** The tank's plants; none when not said. */
  plants: readonly CheckerPlant[];
};

export function isPeaceful(species: CheckerSpecies): boolean {
  return species.temperament === "Peaceful" || species.temperament === "Community";
}

/** The Siamese fighting fish, whatever the profile is called: the one species whose males must be kept alone. */
export function isBettaSplendens(species: CheckerSpecies): boolean {
  if (species.scientificName) return species.scientificName.trim().toLowerCase() === "betta splendens";
  return species.name.trim().toLowerCase() === "betta" || species.fishType.trim().toLowerCase() === "betta";
}

export function finding(
  rule: string,
  severity: Severity,
  message: string,
  numbers: Record<string, number>,
  about: CheckerSpecies[],
  factsUsed: [CheckerSpecies, string[]][] = [],
): Finding {
  const used: Record<number, string[]> = {};
  for (const [species, keys] of factsUsed) used[species.id] = [...new Set([...(used[species.id] ?? []), ...keys])];
  return { rule, severity, message, numbers, fishIds: [...new Set(about.map((species) => species.id))], factsUsed: used };
}

// ---- words -------------------------------------------------------------------------------------------------

/** Rounds to a step and never shows "-0" or float dust: roundTo(0.83, 0.1) is 0.8. */
export function roundTo(value: number, step: number): number {
  const rounded = Math.round(value / step) * step;
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  return Number(rounded.toFixed(decimals)) + 0;
}

/** "3.8 cm" under 10 cm, "35 cm" above: a small fish is not rounded to a whole centimetre. */
export const cm = (value: number) => `${value < 10 ? roundTo(value, 0.1) : Math.round(value)} cm`;
export const litres = (value: number) => `${Math.round(value)} L`;
export const celsius = (value: number) => `${roundTo(value, 0.1)} °C`;
export const ph = (value: number) => roundTo(value, 0.1).toFixed(1);
export const dgh = (value: number) => `${roundTo(value, 0.5)} dGH`;
/** A percentage to the nearest 10, said as an estimate: "about 80%". */
/** A share in words, to the nearest `step` percent; a share too small to round to one step says so, not "about 0%". */
export function aboutPercent(fraction: number, step = 10): string {
  const rounded = roundTo(fraction * 100, step);
  return rounded === 0 && fraction > 0 ? `less than ${step / 2}%` : `about ${rounded}%`;
}

/** Whether a profile's list ("compatible with", "avoid") names the species itself, ignoring case and spaces. */
export function namesSpecies(list: readonly string[], species: CheckerSpecies): boolean {
  const name = species.name.trim().toLowerCase();
  return list.some((entry) => entry.trim().toLowerCase() === name);
}

export function the(species: CheckerSpecies): string {
  return `the ${species.name}`;
}

/** What a species is, in a sentence about it: "shrimp", "snail", "crayfish", "crab" or "frog", else "fish". */
export function kindNoun(species: CheckerSpecies): string {
  return ["Shrimp", "Snail", "Crayfish", "Crab", "Frog"].includes(species.fishType) ? species.fishType.toLowerCase() : "fish";
}

/** "A", "A and B", "A, B and C". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "the Neon Tetra", "the Neon Tetra and the Guppy", "the A, the B and the C". */
export function listNames(species: CheckerSpecies[]): string {
  return joinWords(species.map(the));
}

export function capitalise(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
