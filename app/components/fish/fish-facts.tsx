import { useUnitPreferences } from "~/components/units/use-unit-preferences";
import {
  cmToInches,
  formatHardnessRange,
  formatLength,
  formatLengthWithOther,
  formatTemperatureRange,
  formatTemperatureRangeWithOther,
  formatVolume,
  formatVolumeWithOther,
  type UnitPreferences,
} from "~/domain/units";
import type { Flow, SwimZone } from "~/domain/species-facts";

/**
 * The quick facts under a fish's name: lifespan, water, size and tank, in the reader's units with the other
 * system in brackets. In US units the main value reads as stored ("70-79 °F", "1.5 inches").
 */

export type FishFactsData = {
  lifespan: string;
  minTemperatureF: number;
  maxTemperatureF: number;
  minPh: number;
  maxPh: number;
  maxSizeIn: number;
  minTankSizeGal: number;
  /** Where the minimum tank is the first fish's (goldfish): the US gallons each further fish adds. */
  furtherFishTankGal?: number | null;
  /** Sourced facts, shown only where known. */
  facts?: {
    adultLengthCm: number | null;
    lengthType: "SL" | "TL" | null;
    /** Without the tail fin: stated only for fish whose long display tail makes up much of their length. */
    bodyLengthCm: number | null;
    minGh: number | null;
    maxGh: number | null;
    minGroupSize: number | null;
    swimZone: SwimZone | null;
    flow: Flow | null;
  };
};

const LENGTH_TYPE_NAMES = { SL: "standard length", TL: "total length" } as const;
const ZONE_NAMES: Record<SwimZone, string> = { top: "Top", middle: "Middle", bottom: "Bottom" };
const FLOW_NAMES: Record<Flow, string> = { gentle: "Gentle", moderate: "Moderate", strong: "Strong" };

/** The facts a reference states, each in the reader's units with the other system in brackets. */
function statedFacts(facts: NonNullable<FishFactsData["facts"]>, preferences: UnitPreferences): { label: string; value: string }[] {
  const shown: { label: string; value: string }[] = [];
  if (facts.adultLengthCm !== null && facts.lengthType) {
    const inches = cmToInches(facts.adultLengthCm);
    shown.push({ label: `Adult Length (${LENGTH_TYPE_NAMES[facts.lengthType]})`, value: formatLengthWithOther(inches, preferences) });
  }
  if (facts.bodyLengthCm !== null) {
    shown.push({ label: "Body Length (without the tail)", value: formatLengthWithOther(cmToInches(facts.bodyLengthCm), preferences) });
  }
  if (facts.minGh !== null && facts.maxGh !== null) {
    const other: UnitPreferences = { ...preferences, hardness: preferences.hardness === "dgh" ? "ppm" : "dgh" };
    shown.push({
      label: "Hardness",
      value: `${formatHardnessRange(facts.minGh, facts.maxGh, preferences)} (${formatHardnessRange(facts.minGh, facts.maxGh, other)})`,
    });
  }
  if (facts.minGroupSize !== null)
    shown.push({ label: "Group", value: facts.minGroupSize === 1 ? "Can be kept alone" : `${facts.minGroupSize} or more` });
  if (facts.swimZone !== null) shown.push({ label: "Swim Zone", value: ZONE_NAMES[facts.swimZone] });
  if (facts.flow !== null) shown.push({ label: "Water Current", value: FLOW_NAMES[facts.flow] });
  return shown;
}

const METRIC: UnitPreferences = { units: "metric", hardness: "dgh" };
const formatPh = (value: number) => value.toFixed(1);
const plural = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

function temperature(fish: FishFactsData, preferences: UnitPreferences): string {
  if (preferences.units !== "us") return formatTemperatureRangeWithOther(fish.minTemperatureF, fish.maxTemperatureF, preferences);
  return `${fish.minTemperatureF}-${fish.maxTemperatureF} °F (${formatTemperatureRange(fish.minTemperatureF, fish.maxTemperatureF, METRIC)})`;
}

function size(fish: FishFactsData, preferences: UnitPreferences): string {
  const metric = formatLength(fish.maxSizeIn, METRIC);
  if (preferences.units === "us") return `${plural(fish.maxSizeIn, "inch", "inches")} (${metric})`;
  return `${metric} (${fish.maxSizeIn} in)`;
}

function tank(fish: FishFactsData, preferences: UnitPreferences): string {
  const first =
    preferences.units === "us"
      ? `${plural(fish.minTankSizeGal, "gallon", "gallons")} (${formatVolume(fish.minTankSizeGal, METRIC)})`
      : // UK readers see UK gallons beside the litres; the stored US figure stays in brackets.
        formatVolumeWithOther(fish.minTankSizeGal, preferences);
  // Goldfish references give the tank for the first fish and add to it for each further one.
  if (!fish.furtherFishTankGal) return first;
  return `${first} for the first fish, ${formatVolume(fish.furtherFishTankGal, preferences)} more for each other`;
}

export function fishFacts(fish: FishFactsData, preferences: UnitPreferences): { label: string; value: string }[] {
  return [
    { label: "Lifespan", value: fish.lifespan },
    { label: "Temperature", value: temperature(fish, preferences) },
    { label: "pH Range", value: `${formatPh(fish.minPh)}-${formatPh(fish.maxPh)}` },
    { label: "Max Size", value: size(fish, preferences) },
    { label: "Min Tank Size", value: tank(fish, preferences) },
    ...(fish.facts ? statedFacts(fish.facts, preferences) : []),
  ];
}

export function FishFacts({ fish }: { fish: FishFactsData }) {
  const preferences = useUnitPreferences();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {fishFacts(fish, preferences).map((fact) => (
        <div key={fact.label} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{fact.label}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
