import { CARE_REQUIREMENT_KEYS, DIETS, DIFFICULTIES, TEMPERAMENTS } from "./species";

/**
 * The admin fish form (SPEC section 5): name, scientific name and image are required; a number field that does
 * not parse becomes 0. Without a schema library, so the browser can use the same rules.
 */

export const FISH_TEXT_MAX = 200;
export const FISH_DESCRIPTION_MAX = 4000;
export const FISH_LIST_MAX_ITEMS = 40;

export const FISH_FORM_MESSAGES = {
  nameRequired: "Name is required",
  scientificNameRequired: "Scientific name is required",
  imageUrlRequired: "Image URL is required",
  imageUrlInvalid: "Image URL must be a site path (/…) or an https address",
  nameTaken: "A fish with this name already exists",
} as const;

export const FISH_FORM_TOASTS = {
  created: { title: "Success", description: "Fish profile created successfully" },
  updated: { title: "Success", description: "Fish profile updated successfully" },
  deleted: { title: "Success", description: "Fish profile deleted successfully" },
  createFailed: { title: "Error", description: "Failed to create fish", variant: "destructive" as const },
  updateFailed: { title: "Error", description: "Failed to update fish", variant: "destructive" as const },
  deleteFailed: { title: "Error", description: "Failed to delete fish", variant: "destructive" as const },
};

/** The spec's rule for number fields: what does not parse is 0. */
export function numberOrZero(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value !== "string") return 0;
  const parsed = Number.parseFloat(value.trim());
  return Number.isFinite(parsed) ? parsed : 0;
}

/** A list field: an array of names, or text with one name per line or comma. Blank entries and repeats go. */
export function listOfNames(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[\n,]/) : [];
  const names = items.filter((item): item is string => typeof item === "string").map((item) => item.trim()).filter(Boolean);
  return [...new Set(names)];
}

/** A species image: a path on this site or an https address. */
export function isFishImageUrl(value: string): boolean {
  return /^(?:\/(?!\/)|https:\/\/)\S+$/.test(value);
}

export { CARE_REQUIREMENT_KEYS, DIETS, DIFFICULTIES, TEMPERAMENTS };
