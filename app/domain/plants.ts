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

export type PlantType = (typeof PLANT_TYPES)[number];
export type PlantPlacement = (typeof PLANT_PLACEMENTS)[number];
export type PlantLight = (typeof PLANT_LIGHT)[number];
export type PlantCo2 = (typeof PLANT_CO2)[number];
export type PlantDifficulty = (typeof PLANT_DIFFICULTIES)[number];
