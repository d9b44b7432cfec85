import type { PlantLight } from "../plants";
import type { CheckerPlant, CheckerSpecies, Finding } from "./types";
import { capitalise, celsius, joinWords, listNames, roundTo, temperatureRangeC, type Context, type Group } from "./measure";

/**
 * Plants with the fish: which plants plant-eaters will go for, plants that cannot live at the fish's
 * temperature, plants that need more light or CO2 than the tank gives, and floating cover over fish that breathe
 * at the surface. docs/decisions/055 gives the reasoning.
 */

/**
 * Leathery rhizome plants (anubias, java fern, bucephalandra, African water fern) are the ones plant-eating
 * fish usually leave alone: keepers of goldfish, silver dollars and Buenos Aires tetras plant them for that.
 */
export function isToughPlant(plant: CheckerPlant): boolean {
  return plant.type === "rhizome";
}

/** Fish that take air at the surface: labyrinth fish (gouramis, bettas, paradise fish) and aquatic frogs. */
export function breathesAtSurface(species: CheckerSpecies): boolean {
  return species.fishType === "Labyrinth" || species.fishType === "Frog";
}

export function isFloatingPlant(plant: CheckerPlant): boolean {
  return plant.type === "floating" || plant.placement.includes("floating");
}

const LIGHT_RANK: Record<PlantLight, number> = { low: 0, medium: 1, high: 2 };

/** Whether a lamp of `given` strength meets a plant that needs `needed`. */
export function lightEnough(given: PlantLight, needed: PlantLight): boolean {
  return LIGHT_RANK[given] >= LIGHT_RANK[needed];
}

/** "Java Fern", "Java Fern and Hornwort", "A, B and C". */
export function plantNames(plants: readonly CheckerPlant[]): string {
  return joinWords(plants.map((plant) => plant.name));
}

/** The temperature every fish can live in: the highest minimum to the lowest maximum, or null with no fish. */
export function fishTemperatureC(groups: Group[]): [number, number] | null {
  if (groups.length === 0) return null;
  const ranges = groups.map((group) => temperatureRangeC(group.species));
  return [Math.max(...ranges.map(([min]) => min)), Math.min(...ranges.map(([, max]) => max))];
}

const celsiusRange = (min: number, max: number) => `${roundTo(min, 0.1)}-${roundTo(max, 0.1)} °C`;

function plantFinding(
  rule: string,
  severity: Finding["severity"],
  message: string,
  numbers: Record<string, number>,
  plants: readonly CheckerPlant[],
  species: CheckerSpecies[] = [],
  facts: string[] = [],
): Finding {
  const factsUsed: Record<number, string[]> = {};
  for (const s of species) factsUsed[s.id] = facts;
  return { rule, severity, message, numbers, fishIds: species.map((s) => s.id), plantIds: plants.map((plant) => plant.id), factsUsed };
}

/** Plant-eaters with named plants: the soft ones are at risk; the tough ones are usually spared, and it says so. */
function plantEaters(ctx: Context): Finding[] {
  const eaters = ctx.groups.filter((group) => group.species.facts.eatsPlants === true).map((group) => group.species);
  if (eaters.length === 0 || ctx.plants.length === 0) return [];
  const atRisk = ctx.plants.filter((plant) => !isToughPlant(plant));
  const tough = ctx.plants.filter(isToughPlant);
  const who = `${capitalise(listNames(eaters))} ${eaters.length === 1 ? "eats or uproots" : "eat or uproot"} plants`;
  const spared = tough.length
    ? ` ${plantNames(tough)} ${tough.length === 1 ? "is a tough, leathery plant" : "are tough, leathery plants"} that plant-eaters usually leave alone.`
    : " Tough plants such as anubias and java fern are usually spared.";
  if (atRisk.length === 0) {
    return [
      plantFinding(
        "plants-eaten",
        "note",
        `${who}, but the plants here are ones they usually leave alone.${spared}`,
        { plantsAtRisk: 0 },
        tough,
        eaters,
        ["eatsPlants"],
      ),
    ];
  }
  return [
    plantFinding(
      "plants-eaten",
      "caution",
      `${who}: ${plantNames(atRisk)} ${atRisk.length === 1 ? "is" : "are"} at risk of being eaten or pulled up.${spared}`,
      { plantsAtRisk: atRisk.length },
      atRisk,
      eaters,
      ["eatsPlants"],
    ),
  ];
}

/**
 * Plants whose temperature range does not meet the fish's shared range (or, with no fish, the water as measured):
 * a plant kept too warm or too cold stops growing and melts away.
 */
function plantTemperature(ctx: Context): Finding[] {
  const fish = fishTemperatureC(ctx.groups);
  const measured = ctx.tank.temperatureC;
  const findings: Finding[] = [];
  if (fish && fish[0] <= fish[1]) {
    const off = ctx.plants.filter((plant) => plant.maxTemperatureC < fish[0] || plant.minTemperatureC > fish[1]);
    // The fish that bound the shared range: the one needing the most warmth and the one needing the least.
    const warmest = ctx.groups.find((group) => temperatureRangeC(group.species)[0] === fish[0])!.species;
    const coolest = ctx.groups.find((group) => temperatureRangeC(group.species)[1] === fish[1])!.species;
    const species = warmest === coolest ? [warmest] : [warmest, coolest];
    const who = species.length === 1 ? `${listNames(species)} needs` : `${listNames(species)} share`;
    for (const plant of off) {
      const tooCold = plant.maxTemperatureC < fish[0];
      findings.push(
        plantFinding(
          "plant-temperature",
          "caution",
          `${plant.name} grows at ${celsiusRange(plant.minTemperatureC, plant.maxTemperatureC)}, but ${who} ` +
            `${celsiusRange(fish[0], fish[1])}: kept ${tooCold ? "that warm" : "that cool"} it will stop growing and melt away.`,
          { plantMinC: plant.minTemperatureC, plantMaxC: plant.maxTemperatureC, fishMinC: fish[0], fishMaxC: fish[1] },
          [plant],
          species,
          ["minTemperature", "maxTemperature"],
        ),
      );
    }
  } else if (!fish && measured !== undefined) {
    for (const plant of ctx.plants.filter((p) => measured < p.minTemperatureC || measured > p.maxTemperatureC)) {
      findings.push(
        plantFinding(
          "plant-temperature",
          "caution",
          `${plant.name} grows at ${celsiusRange(plant.minTemperatureC, plant.maxTemperatureC)}; the tank is at ${celsius(measured)}.`,
          { plantMinC: plant.minTemperatureC, plantMaxC: plant.maxTemperatureC, currentC: measured },
          [plant],
        ),
      );
    }
  }
  return findings;
}

/** Red and pink leaves colour under strong light and turn green under a weaker one; green leaves stay green. */
function keepsColourInBrightLight(plant: CheckerPlant): boolean {
  return plant.colour === "red" || plant.colour === "pink";
}

/**
 * High-light or CO2-hungry plants in a tank without them: a note saying what will happen. A high-light plant under
 * a low light is two steps short: it does not just grow leggy but dwindles and melts, so that is a caution.
 */
function lightAndCo2(ctx: Context): Finding[] {
  const findings: Finding[] = [];
  const { light, co2 } = ctx.tank;
  if (light) {
    const dim = ctx.plants.filter((plant) => !lightEnough(light, plant.light));
    const dark = dim.filter((plant) => LIGHT_RANK[plant.light] - LIGHT_RANK[light] >= 2);
    const short = dim.filter((plant) => !dark.includes(plant));
    if (dark.length) {
      findings.push(
        plantFinding(
          "plant-light",
          "caution",
          `${plantNames(dark)} ${dark.length === 1 ? "needs" : "need"} high light; under this tank's ${light} light ` +
            `${dark.length === 1 ? "it dwindles and melts away" : "they dwindle and melt away"} within weeks. Choose low-light plants, or a stronger light.`,
          { plantsShort: dark.length },
          dark,
        ),
      );
    }
    if (short.length) {
      findings.push(
        plantFinding(
          "plant-light",
          "note",
          `${plantNames(short)} ${short.length === 1 ? "needs" : "need"} ${short.some((plant) => plant.light === "high") ? "high" : "medium"} light; ` +
            `under this tank's ${light} light ${short.length === 1 ? "it" : "they"} will grow slowly and leggy` +
            (short.some(keepsColourInBrightLight) ? ", and red leaves fade to green." : "."),
          { plantsShort: short.length },
          short,
        ),
      );
    }
  }
  if (co2 === false) {
    const needy = ctx.plants.filter((plant) => plant.co2 === "needed");
    if (needy.length) {
      findings.push(
        plantFinding(
          "plant-co2",
          "note",
          `${plantNames(needy)} ${needy.length === 1 ? "needs added CO2; without it, it tends" : "need added CO2; without it, they tend"} ` +
            `to stall, shed leaves and lose out to algae.`,
          { plantsShort: needy.length },
          needy,
        ),
      );
    }
  }
  return findings;
}

/** Floating plants spread over the surface, where labyrinth fish and frogs take their breaths. */
function floatingCover(ctx: Context): Finding[] {
  const floating = ctx.plants.filter(isFloatingPlant);
  const breathers = ctx.groups.map((group) => group.species).filter(breathesAtSurface);
  if (floating.length === 0 || breathers.length === 0) return [];
  return [
    plantFinding(
      "floating-cover",
      "note",
      `${capitalise(listNames(breathers))} ${breathers.length === 1 ? "breathes" : "breathe"} air at the surface, and ` +
        `${plantNames(floating)} ${floating.length === 1 ? "spreads" : "spread"} across it: thin ${floating.length === 1 ? "it" : "them"} ` +
        `often and keep part of the surface open.`,
      { floatingPlants: floating.length },
      floating,
      breathers,
    ),
  ];
}

export function plantRules(ctx: Context): Finding[] {
  if (ctx.plants.length === 0) return [];
  return [...plantEaters(ctx), ...plantTemperature(ctx), ...lightAndCo2(ctx), ...floatingCover(ctx)];
}
