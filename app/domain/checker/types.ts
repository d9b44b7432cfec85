import type { PlantCo2, PlantColour, PlantDifficulty, PlantLight, PlantPlacement, PlantType } from "../plants";
import type { SpeciesFacts } from "../species-facts";

/**
 * What the compatibility and stocking checker reads and answers. The checker is pure: no database, no request.
 * Every measurement is metric here (cm, litres, °C, dGH, litres per hour); callers convert the reader's units
 * at the edge (app/domain/units.ts) and convert the numbers of a finding back when they show them.
 */

/** A species as the checker knows it: the profile's fields (in the stored units) and its facts. */
export type CheckerSpecies = {
  id: number;
  name: string;
  /** The binomial, where known: it tells a Betta splendens from other bettas whatever the profile is called. */
  scientificName?: string;
  fishType: string;
  temperament: string;
  diet: string;
  /** Adult size from the profile (as stored); facts.adultLengthCm wins where stated. */
  maxSizeIn: number;
  /** Minimum tank volume from the profile. */
  minTankSizeGal: number;
  /** Temperature range from the profile. */
  minTemperatureF: number;
  maxTemperatureF: number;
  minPh: number;
  maxPh: number;
  schoolingFish: boolean;
  /** Names of species and compatibility groups this species should not be kept with. */
  incompatibleWith: string[];
  /** Names of species and groups its references give as tankmates. */
  compatibleWith: string[];
  /** The profile's level (Beginner, Moderate, Advanced): the suggestions offer the easier first. */
  difficulty?: string;
  facts: SpeciesFacts;
};

/** A plant as the checker knows it: what kind it is and what it needs, in °C. */
export type CheckerPlant = {
  id: number;
  name: string;
  type: PlantType;
  placement: readonly PlantPlacement[];
  light: PlantLight;
  co2: PlantCo2;
  difficulty: PlantDifficulty;
  minTemperatureC: number;
  maxTemperatureC: number;
  minPh: number;
  maxPh: number;
  /** The leaves' colour where it is not green (red, pink, bronze...); unknown or green otherwise. */
  colour?: PlantColour | null;
};

export type Sex = "male" | "female" | "mixed";

export type StockEntry = { species: CheckerSpecies; count: number; sex?: Sex };

/** A tank's inner dimensions and what is known of its kit and water, all metric. */
export type CheckerTank = {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** Water volume in litres; about 85% of the gross volume when not given. */
  volumeL?: number;
  /** For a standard tank, the volume it is sold as (a "29 gallon" is 109.8 L though its box holds 106 L). */
  nominalVolumeL?: number;
  filterRatedVolumeL?: number;
  filterFlowLph?: number;
  /** Whether a heater runs; unknown when not said (a tropical species without one is judged by the water's temperature). */
  heater?: boolean;
  planted?: boolean;
  /** Whether the tank has a lid or cover that stops a fish jumping out. */
  lid?: boolean;
  /** Weeks since the tank was set up with water. */
  ageWeeks?: number;
  /** Whether the filter is cycled (ammonia and nitrite read zero with fish or a fishless cycle done). */
  cycled?: boolean;
  /** The water as measured. */
  temperatureC?: number;
  ph?: number;
  ghDgh?: number;
  /** Carbonate hardness, in dKH: what holds the pH steady. */
  khDkh?: number;
  /** How much light the tank's lamp gives plants, as plant guides rate it. */
  light?: PlantLight;
  /** Whether CO2 is added to the water. */
  co2?: boolean;
};

export type Severity = "wont-work" | "caution" | "note" | "fine";
export type Verdict = "wont-work" | "caution" | "fine";

/** One finding: which rule, how bad, the numbers it compared, the species it is about, and a sentence. */
export type Finding = {
  rule: string;
  severity: Severity;
  message: string;
  /** The numbers the rule compared, named, in metric units (e.g. { sharedMinC: 24, sharedMaxC: 26 }). */
  numbers: Record<string, number>;
  fishIds: number[];
  /** The plants the finding is about, when it is about plants. */
  plantIds?: number[];
  /**
   * The facts the rule read, by species id (e.g. { 12: ["adultLengthCm", "piscivore"] }), named as the API names
   * a species' fields (a profile's minimum tank is "minTankSize"; see fish-fields.ts), since reports are answers.
   */
  factsUsed?: Record<number, string[]>;
};

/**
 * A species to add: first the ones that complete a group that is too small (`completesGroup`), then others that
 * leave the verdict no worse. `count` is how many to add; `improves` says whether adding them removes a problem;
 * `reason`, where one ranked it, says why it is offered ("the Neon Tetra's profile names it as a tankmate").
 */
export type Suggestion = { fishId: number; name: string; count: number; completesGroup: boolean; improves: boolean; reason?: string };

/** A plant that suits the tank: its light, CO2 and water, and the fish in it. */
export type PlantSuggestion = { plantId: number; name: string };

export type Report = {
  /** Which version of the rules judged this tank: findings may change when the rules do. */
  rulesVersion: string;
  verdict: Verdict;
  findings: Finding[];
  /** None when the tank won't work: what to fix comes first. */
  suggestions: Suggestion[];
  /** Plants that would suit this tank, when plants to choose from were given. */
  plantSuggestions: PlantSuggestion[];
  /**
   * When space or stocking is the only problem: the gross volume (litres, rounded up to 10 L) of a tank that
   * would fit, and the inner length and width (cm) it needs at least, else null.
   */
  upsize: { volumeL: number; lengthCm?: number; widthCm?: number } | null;
};

/**
 * Whether species `a` lists `b` as one to avoid: `{ by: "name" }` when its list names `b`, `{ by: "group", group }`
 * when `b` falls in a compatibility group the list names ("large fish"), else null. The two are reported
 * differently: a profile that names a category has not said anything about this particular species.
 */
export type AvoidReason = { by: "name" } | { by: "group"; group: string };
export type AvoidsFn = (a: CheckerSpecies, b: CheckerSpecies) => AvoidReason | null;
