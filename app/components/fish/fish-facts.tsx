/** The quick facts under a fish's name: lifespan, water, size and tank, in the units of SPEC section 3. */

export type FishFactsData = {
  lifespan: string;
  minTemperature: number;
  maxTemperature: number;
  minPh: number;
  maxPh: number;
  maxSize: number;
  minTankSize: number;
};

const formatPh = (value: number) => value.toFixed(1);
const plural = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

export function fishFacts(fish: FishFactsData): { label: string; value: string }[] {
  return [
    { label: "Lifespan", value: fish.lifespan },
    { label: "Temperature", value: `${fish.minTemperature}-${fish.maxTemperature}°F` },
    { label: "pH Range", value: `${formatPh(fish.minPh)}-${formatPh(fish.maxPh)}` },
    { label: "Max Size", value: plural(fish.maxSize, "inch", "inches") },
    { label: "Min Tank Size", value: plural(fish.minTankSize, "gallon", "gallons") },
  ];
}

export function FishFacts({ fish }: { fish: FishFactsData }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {fishFacts(fish).map((fact) => (
        <div key={fact.label} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{fact.label}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
