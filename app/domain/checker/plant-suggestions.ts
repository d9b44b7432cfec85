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
 * floating cover over fish that breathe at the surface. Easiest first, and varied: one of each kind (a rhizome,
 * a rosette, a stem plant, a moss...) before a second of any, kinds the tank has not got first, so a keeper is
 * not offered three epiphytes with the same needs.
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
  const ordered = candidates
    .filter(suits)
    .sort((a, b) => DIFFICULTY_RANK[a.difficulty] - DIFFICULTY_RANK[b.difficulty] || a.name.localeCompare(b.name, "en") || a.id - b.id);
  return varied(ordered, new Set(ctx.plants.map((plant) => plant.type)))
    .slice(0, PLANT_SUGGESTIONS)
    .map((plant) => ({ plantId: plant.id, name: plant.name }));
}

/**
 * The plants in rounds, keeping their order within each: first the best of each kind the tank has not got, then
 * the best of the kinds it has, then the second of each kind, and so on.
 */
function varied(ordered: readonly CheckerPlant[], kindsInTank: ReadonlySet<CheckerPlant["type"]>): CheckerPlant[] {
  const seen = new Map<CheckerPlant["type"], number>();
  const round = (plant: CheckerPlant) => {
    const earlier = seen.get(plant.type) ?? 0;
    seen.set(plant.type, earlier + 1);
    return 2 * earlier + (kindsInTank.has(plant.type) ? 1 : 0);
  };
  return ordered
    .map((plant, index) => ({ plant, index, round: round(plant) }))
    .sort((a, b) => a.round - b.round || a.index - b.index)
    .map(({ plant }) => plant);
}
