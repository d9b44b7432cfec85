import type { CareRequirements } from "./species";

/**
 * The care card of a fish page: which care requirements it shows, in which order, under which
 * labels. Only those a profile actually states are shown; the diet is shown apart, always.
 */

/** The care card's rows in the order shown, with their labels. */
export const CARE_FIELDS: ReadonlyArray<{ key: keyof CareRequirements; label: string }> = [
  { key: "feeding", label: "Feeding" },
  { key: "waterChanges", label: "Water Changes" },
  { key: "filtration", label: "Filtration" },
  { key: "heating", label: "Heating" },
  { key: "schoolSize", label: "School Size" },
  { key: "plantedTank", label: "Environment" },
  { key: "tankHeight", label: "Tank Requirements" },
  { key: "breeding", label: "Breeding" },
];

export type CareItem = { key: keyof CareRequirements; label: string; value: string };

/** Only the care requirements a profile actually states; empty or missing ones are left out. */
export function careItems(care: CareRequirements | null | undefined): CareItem[] {
  const items: CareItem[] = [];
  for (const { key, label } of CARE_FIELDS) {
    const value = care?.[key];
    if (typeof value === "string" && value.trim() !== "") items.push({ key, label, value: value.trim() });
  }
  return items;
}
