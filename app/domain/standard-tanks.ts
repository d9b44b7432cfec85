import { inchesToCm, usGallonsToLitres, type UnitSystem } from "./units";

/**
 * The tanks shops sell by name, with their sizes as sold: US all-glass tanks by gallons, rimless metric tanks by
 * length (the P series are 60 × 30 × 36, 90 × 45 × 45 and 120 × 45 × 45 cm), UK tanks by feet. Species' minimums
 * ("a 30 gallon", "a 60 cm tank") mean a tank as sold, so a standard tank is judged by its nominal volume and its
 * listed size, not by what is left after the glass. See docs/decisions/049.
 */
export type StandardTank = {
  id: string;
  /** How shops name it: "29 gallon", "60P", "3 ft". */
  name: string;
  /** Which readers it is offered to first: US gallons, metric or UK sizes. */
  system: "us" | "metric" | "uk";
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** The volume it is sold as, in litres: a "29 gallon" is 109.8 L though its box holds 106 L. */
  nominalVolumeL: number;
};

function us(id: string, gallons: number, name: string, [l, w, h]: [number, number, number]): StandardTank {
  return {
    id,
    name,
    system: "us",
    lengthCm: inchesToCm(l),
    widthCm: inchesToCm(w),
    heightCm: inchesToCm(h),
    nominalVolumeL: usGallonsToLitres(gallons),
  };
}

function metric(id: string, name: string, system: "metric" | "uk", [l, w, h]: [number, number, number]): StandardTank {
  return { id, name, system, lengthCm: l, widthCm: w, heightCm: h, nominalVolumeL: (l * w * h) / 1000 };
}

export const STANDARD_TANKS: readonly StandardTank[] = [
  us("us-5", 5, "5 gallon", [16, 8, 10]),
  us("us-10", 10, "10 gallon", [20, 10, 12]),
  us("us-20h", 20, "20 gallon high", [24, 12, 16]),
  us("us-20l", 20, "20 gallon long", [30, 12, 12]),
  us("us-29", 29, "29 gallon", [30, 12, 18]),
  us("us-40b", 40, "40 gallon breeder", [36, 18, 16]),
  us("us-55", 55, "55 gallon", [48, 13, 21]),
  us("us-75", 75, "75 gallon", [48, 18, 21]),
  us("us-90", 90, "90 gallon", [48, 18, 24]),
  us("us-125", 125, "125 gallon", [72, 18, 21]),
  metric("cube-30", "30 cm cube", "metric", [30, 30, 30]),
  metric("cube-45", "45 cm cube", "metric", [45, 45, 45]),
  metric("cube-60", "60 cm cube", "metric", [60, 60, 60]),
  metric("p-45", "45P", "metric", [45, 27, 30]),
  metric("p-60", "60P", "metric", [60, 30, 36]),
  metric("p-90", "90P", "metric", [90, 45, 45]),
  metric("p-120", "120P", "metric", [120, 45, 45]),
  metric("cm-80", "80 cm", "metric", [80, 35, 40]),
  metric("cm-100", "100 cm", "metric", [100, 40, 50]),
  metric("cm-150", "150 cm", "metric", [150, 50, 50]),
  metric("uk-2ft", "2 ft", "uk", [60, 30, 38]),
  metric("uk-3ft", "3 ft", "uk", [90, 30, 38]),
  metric("uk-4ft", "4 ft", "uk", [120, 30, 45]),
  metric("uk-5ft", "5 ft", "uk", [150, 45, 50]),
];

const BY_ID = new Map(STANDARD_TANKS.map((tank) => [tank.id, tank]));

export function findStandardTank(id: string | null | undefined): StandardTank | null {
  return (id && BY_ID.get(id.trim())) || null;
}

/** The standard tanks in the order a reader looks for them: their own system's first. */
export function standardTanksFor(units: UnitSystem): { label: string; tanks: StandardTank[] }[] {
  const groups = [
    { system: "us" as const, label: "US tanks" },
    { system: "metric" as const, label: "Metric tanks" },
    { system: "uk" as const, label: "UK tanks" },
  ].map(({ system, label }) => ({ system, label, tanks: STANDARD_TANKS.filter((tank) => tank.system === system) }));
  const own = units === "us" ? "us" : units === "uk" ? "uk" : "metric";
  return [...groups.filter((group) => group.system === own), ...groups.filter((group) => group.system !== own)].map(({ label, tanks }) => ({
    label,
    tanks,
  }));
}
