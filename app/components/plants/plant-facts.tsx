import { useUnitPreferences } from "~/components/units/use-unit-preferences";
import { plantValueLabel } from "~/domain/plant-filters";
import {
  celsiusToFahrenheit,
  cmToInches,
  formatLengthWithOther,
  formatTemperatureRangeWithOther,
  type UnitPreferences,
} from "~/domain/units";

/** What the quick facts of a plant's page read. */
export type PlantFactsData = {
  type: string;
  placement: readonly string[];
  light: string;
  co2: string;
  growthRate: string;
  difficulty: string;
  minTemperatureC: number;
  maxTemperatureC: number;
  minPh: number;
  maxPh: number;
  maxHeightCm: number | null;
};

const formatPh = (value: number) => value.toFixed(1);

/**
 * The facts in the reader's units with the other system in brackets: "20-28 °C (68-82 °F)", "30 cm (12 in)".
 * A floating plant has no height; it says so rather than showing nothing.
 */
export function plantFacts(plant: PlantFactsData, units: UnitPreferences): { label: string; value: string }[] {
  const { minTemperatureC: min, maxTemperatureC: max } = plant;
  return [
    { label: "Type", value: plantValueLabel(plant.type) },
    { label: "Placement", value: plant.placement.map(plantValueLabel).join(", ") },
    { label: "Light", value: plantValueLabel(plant.light) },
    { label: "CO2", value: plantValueLabel(plant.co2) },
    { label: "Growth", value: plantValueLabel(plant.growthRate) },
    { label: "Difficulty", value: plantValueLabel(plant.difficulty) },
    { label: "Temperature", value: formatTemperatureRangeWithOther(celsiusToFahrenheit(min), celsiusToFahrenheit(max), units) },
    { label: "pH Range", value: `${formatPh(plant.minPh)}-${formatPh(plant.maxPh)}` },
    {
      label: "Max Height",
      value: plant.maxHeightCm === null ? "Floats at the surface" : formatLengthWithOther(cmToInches(plant.maxHeightCm), units),
    },
  ];
}

export function PlantFacts({ plant }: { plant: PlantFactsData }) {
  const units = useUnitPreferences();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {plantFacts(plant, units).map((fact) => (
        <div key={fact.label} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{fact.label}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
