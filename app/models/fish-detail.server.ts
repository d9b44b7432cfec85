import { eq, inArray, sql } from "drizzle-orm";
import { fish, type CareRequirements } from "../../db/schema";
import { getDb } from "~/services/db.server";
import { FISH_PROFILE_COLUMNS } from "./fish.server";

/**
 * One species, as its page and GET /api/fish/{id} show it. The page also learns which names in its
 * compatibility lists are species of the database, so it can link them.
 */


export type FishProfile = {
  id: number;
  name: string;
  scientificName: string;
  imageUrl: string;
  difficulty: string;
  temperament: string;
  fishType: string;
  minTankSize: number;
  maxSize: number;
  minTemperature: number;
  maxTemperature: number;
  minPh: number;
  maxPh: number;
  lifespan: string;
  diet: string;
  schoolingFish: boolean;
  compatibleWith: string[];
  incompatibleWith: string[];
  description: string;
  careRequirements: CareRequirements;
};

/** GET /api/fish/{id}: the whole profile, or undefined when there is no such fish. */
export function getFishProfile(id: number): FishProfile | undefined {
  return getDb().select(FISH_PROFILE_COLUMNS).from(fish).where(eq(fish.id, id)).get();
}

/** Only the name, for toasts and existence checks. */
export function getFishName(id: number): { id: number; name: string } | undefined {
  return getDb().select({ id: fish.id, name: fish.name }).from(fish).where(eq(fish.id, id)).get();
}

/** A name in a compatibility list, with the id of the species it names when the database has one. */
export type SpeciesLink = { name: string; fishId: number | null };

/**
 * Links names to species by name, ignoring letter case and surrounding spaces. Names that are groups rather
 * than species ("large cichlids", "aggressive fish") stay plain text, as does the fish's own name.
 */
export function resolveSpeciesLinks(names: string[], selfId?: number): SpeciesLink[] {
  const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
  const idByName = new Map<string, number>();
  if (wanted.length > 0) {
    const rows = getDb()
      .select({ id: fish.id, key: sql<string>`lower(trim(${fish.name}))` })
      .from(fish)
      .where(inArray(sql`lower(trim(${fish.name}))`, wanted))
      .all();
    for (const row of rows) if (!idByName.has(row.key)) idByName.set(row.key, row.id);
  }
  return names.map((name) => {
    const id = idByName.get(name.trim().toLowerCase());
    return { name, fishId: id !== undefined && id !== selfId ? id : null };
  });
}

/** The care card's rows in the order shown, with the labels of SPEC section 2. */
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

export type FishDetail = Omit<FishProfile, "compatibleWith" | "incompatibleWith" | "careRequirements" | "fishType"> & {
  compatibleWith: SpeciesLink[];
  incompatibleWith: SpeciesLink[];
  care: CareItem[];
};

/** The fish page: what it shows and nothing more, with compatibility names resolved to species ids. */
export function getFishDetail(id: number): FishDetail | undefined {
  const profile = getFishProfile(id);
  if (!profile) return undefined;
  const { compatibleWith, incompatibleWith, careRequirements, fishType: _fishType, ...rest } = profile;
  return {
    ...rest,
    compatibleWith: resolveSpeciesLinks(compatibleWith ?? [], profile.id),
    incompatibleWith: resolveSpeciesLinks(incompatibleWith ?? [], profile.id),
    care: careItems(careRequirements),
  };
}
