/**
 * Aquarium plants as the encyclopedia and, later, the checker read them: what kind of plant it is, where it goes
 * in a tank, and what it needs. Measurements are metric (°C, cm) like the checker's; pages show the reader's units.
 */

export const PLANT_TYPES = ["stem", "rosette", "rhizome", "carpeting", "moss", "floating", "bulb"] as const;

export const PLANT_PLACEMENTS = ["foreground", "midground", "background", "floating", "epiphyte"] as const;

export const PLANT_LIGHT = ["low", "medium", "high"] as const;

/** Whether added CO2 is not needed, helps, or is needed for healthy growth. */
export const PLANT_CO2 = ["not needed", "helps", "needed"] as const;

export const PLANT_GROWTH_RATES = ["slow", "moderate", "fast"] as const;

export const PLANT_DIFFICULTIES = ["easy", "moderate", "demanding"] as const;

/** The facts of a plant a source can be cited for. */
export const PLANT_FACT_KEYS = [
  "type",
  "placement",
  "light",
  "co2",
  "growthRate",
  "difficulty",
  "temperature",
  "ph",
  "maxHeightCm",
  "propagation",
] as const;

/**
 * Drawing hints a plant file gives: the leaf colour where it is not green (bronze is the olive to coppery brown of
 * many crypts under water, gold the yellow-green of golden forms), and the leaf shape where the type's own would
 * draw it wrongly (see app/illustrations/plants.ts). A shape is read by the types it fits and ignored by the rest:
 * the first five change most types' leaves; the others each draw one kind of plant its type alone cannot show
 * (floating threads, rosettes, tiny fronds, heart-shaped or hairy leaves; flat, upright or hanging moss; lobed,
 * fan-shaped, star-shaped or single leaves on a stem; twisted leaves; net or crinkled ribbon leaves from a bulb).
 */
export const PLANT_COLOURS = ["green", "red", "pink", "bronze", "purple", "gold"] as const;
export const PLANT_LEAF_SHAPES = [
  "sword",
  "strap",
  "round",
  "fine",
  "grass",
  // floating
  "thread",
  "rosette",
  "tiny",
  "heart",
  "hairy",
  // moss (and "lobed" on a stem)
  "lobed",
  "upright",
  "hanging",
  // stem
  "fan",
  "star",
  "vine",
  // rosette
  "spiral",
  // bulb
  "net",
  "ribbon",
] as const;

export type PlantType = (typeof PLANT_TYPES)[number];
export type PlantPlacement = (typeof PLANT_PLACEMENTS)[number];
export type PlantLight = (typeof PLANT_LIGHT)[number];
export type PlantCo2 = (typeof PLANT_CO2)[number];
export type PlantDifficulty = (typeof PLANT_DIFFICULTIES)[number];
export type PlantFactKey = (typeof PLANT_FACT_KEYS)[number];
export type PlantColour = (typeof PLANT_COLOURS)[number];
export type PlantLeafShape = (typeof PLANT_LEAF_SHAPES)[number];

/** What a plant's drawing is made from: its facts, and the hints its file gives. */
export type PlantDrawing = {
  type: PlantType;
  colour: PlantColour | null;
  leafShape: PlantLeafShape | null;
  /** Left out for floating plants, whose spread is not a height. */
  maxHeightCm: number | null;
};

/** A reference a plant's page cites, with the facts it supports. */
export type PlantSource = { title: string; url: string; facts: PlantFactKey[] };

/** How the facts a source is cited for read under "Sources". */
const PLANT_FACT_LABELS: Record<PlantFactKey, string> = {
  type: "type",
  placement: "placement",
  light: "light",
  co2: "CO2",
  growthRate: "growth",
  difficulty: "difficulty",
  temperature: "temperature",
  ph: "pH",
  maxHeightCm: "height",
  propagation: "propagation",
};

export function plantFactsInWords(facts: readonly PlantFactKey[]): string {
  return [...new Set(facts.map((fact) => PLANT_FACT_LABELS[fact]))].join(", ");
}

/** How the page names each fact's note (factNotes), in the order the facts are shown. */
export function plantFactLabel(fact: PlantFactKey): string {
  const label = PLANT_FACT_LABELS[fact];
  return label === "CO2" || label === "pH" ? label : `${label[0].toUpperCase()}${label.slice(1)}`;
}
