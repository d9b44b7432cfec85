import { temperatureRangeC } from "../checker/measure";
import type { CheckerSpecies } from "../checker/types";
import type { WaterRanges } from "./warnings";

/**
 * The water every species in a tank can live in, as the checker's water rule computes it: the highest minimum to
 * the lowest maximum of each measure (temperature in °C, pH, GH in dGH). Null where no species has a known range;
 * min above max when there is no water they share.
 */
export function sharedWaterRanges(species: readonly CheckerSpecies[]): WaterRanges {
  const shared = (ranges: ([number, number] | null)[]): [number, number] | null => {
    const known = ranges.filter((range): range is [number, number] => range !== null);
    if (known.length === 0) return null;
    return [Math.max(...known.map((range) => range[0])), Math.min(...known.map((range) => range[1]))];
  };
  return {
    temperature: shared(species.map(temperatureRangeC)),
    ph: shared(species.map((entry) => [entry.minPh, entry.maxPh])),
    gh: shared(species.map(({ facts }) => (facts.minGh != null && facts.maxGh != null ? [facts.minGh, facts.maxGh] : null))),
  };
}
