import type { CheckerPlant, PlantSuggestion } from "./types";
import { breathesAtSurface, fishTemperatureC, isFloatingPlant, isToughPlant, lightEnough } from "./plants";
import type { Context } from "./measure";

/** How many plants a report suggests. */
export const PLANT_SUGGESTIONS = 4;

const DIFFICULTY_RANK = { easy: 0, moderate: 1, demanding: 2 } as const;

/**
 * Plants that would suit the tank as it is: they grow at the temperature the fish share (the middle of their
 * range, where the heater is set) and in the water measured, the lamp is strong enough (low-light plants only
 * when the light is not said), CO2-hungry plants only with CO2, only tough plants beside plant-eaters, and no
 * floating cover over fish that breathe at the surface. Easiest first.
 */
export function plantSuggestionsFor(ctx: Context, candidates: readonly CheckerPlant[]): PlantSuggestion[] {
  const have = new Set(ctx.plants.map((plant) => plant.id));
  const fish = fishTemperatureC(ctx.groups);
  if (fish && fish[0] > fish[1]) return []; // the fish share no temperature: that comes first
  const species = ctx.groups.map((group) => group.species);
  const eaters = species.some((s) => s.facts.eatsPlants === true);
  const breathers = species.some(breathesAtSurface);
  const { light, co2, ph, temperatureC } = ctx.tank;
  const temperature = fish ? (fish[0] + fish[1]) / 2 : temperatureC;
  const suits = (plant: CheckerPlant) =>
    !have.has(plant.id) &&
    (temperature === undefined || (plant.minTemperatureC <= temperature && temperature <= plant.maxTemperatureC)) &&
    (ph === undefined || (plant.minPh <= ph && ph <= plant.maxPh)) &&
    lightEnough(light ?? "low", plant.light) &&
    (co2 === true || plant.co2 !== "needed") &&
    (!eaters || isToughPlant(plant)) &&
    (!breathers || !isFloatingPlant(plant));
  return candidates
    .filter(suits)
    .sort((a, b) => DIFFICULTY_RANK[a.difficulty] - DIFFICULTY_RANK[b.difficulty] || a.name.localeCompare(b.name, "en") || a.id - b.id)
    .slice(0, PLANT_SUGGESTIONS)
    .map((plant) => ({ plantId: plant.id, name: plant.name }));
}
