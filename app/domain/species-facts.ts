/**
 * The facts a compatibility checker needs, as numbers and flags. Each is either taken from consensus references
 * (SeriouslyFish, FishBase, PlanetCatfish, Aquarium Glaser and the like) or unknown (null): never guessed.
 * Stored in metric units (cm, dGH) and shown in the reader's units like every other measurement.
 */

export const LENGTH_TYPES = ["SL", "TL"] as const;
export type LengthType = (typeof LENGTH_TYPES)[number];
export const SWIM_ZONES = ["top", "middle", "bottom"] as const;
export type SwimZone = (typeof SWIM_ZONES)[number];

export type SpeciesFacts = {
  /** Adult length, in cm, as the reference gives it. */
  adultLengthCm: number | null;
  /** Standard length (snout to the base of the tail) or total length (to the tip of the tail). */
  lengthType: LengthType | null;
  /** The smallest group the species should be kept in (1 for a fish kept singly or in a pair). */
  minGroupSize: number | null;
  /** General hardness range, in dGH. */
  minGh: number | null;
  maxGh: number | null;
  swimZone: SwimZone | null;
  /** The shortest tank the species should be kept in, in cm of inner length. */
  minTankLengthCm: number | null;
  finNipper: boolean | null;
  longFinned: boolean | null;
  piscivore: boolean | null;
  /** For a piscivore: the largest prey it takes, as a fraction of its own length. */
  maxPreyRatio: number | null;
  eatsShrimp: boolean | null;
  speciesOnly: boolean | null;
  territorial: boolean | null;
  jumper: boolean | null;
};

export const SPECIES_FACT_KEYS = [
  "adultLengthCm",
  "lengthType",
  "minGroupSize",
  "minGh",
  "maxGh",
  "swimZone",
  "minTankLengthCm",
  "finNipper",
  "longFinned",
  "piscivore",
  "maxPreyRatio",
  "eatsShrimp",
  "speciesOnly",
  "territorial",
  "jumper",
] as const satisfies readonly (keyof SpeciesFacts)[];

/** What a species file states, with everything it leaves out as unknown. */
export function completeFacts(stated: Partial<SpeciesFacts> | null | undefined): SpeciesFacts {
  const facts = {} as Record<keyof SpeciesFacts, unknown>;
  for (const key of SPECIES_FACT_KEYS) facts[key] = stated?.[key] ?? null;
  return facts as SpeciesFacts;
}
