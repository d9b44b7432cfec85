import { CARE_REQUIREMENT_KEYS, DIETS, DIFFICULTIES, TEMPERAMENTS, type Illustration, type IllustrationShape } from "./species";

/**
 * The admin fish form: name, scientific name and image are required; a number field that does
 * not parse becomes 0. Without a schema library, so the browser can use the same rules.
 */

export const FISH_TEXT_MAX = 200;
export const FISH_DESCRIPTION_MAX = 4000;
export const FISH_LIST_MAX_ITEMS = 40;

export const FISH_FORM_MESSAGES = {
  nameRequired: "Name is required",
  scientificNameRequired: "Scientific name is required",
  imageUrlRequired: "Image URL is required",
  // Pictures are served from this site only (the Content-Security-Policy allows no other image origin).
  imageUrlInvalid:
    "Image URL must be a path on this site (/…): upload the picture as a photo of the fish instead of linking to another site",
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

/** Colours a drawing starts from: a neutral blue-grey fish, for the admin to change. */
export const DEFAULT_DRAWING_COLORS: Illustration["colors"] = { body: "#8fb3c7", accent: "#2f5d78", fins: "#c4d8e3" };

/** The outline choice that means "the outline that fits the fish's name and type"; the form starts on it. */
export const AUTO_DRAWING_SHAPE = "auto";

/**
 * Words in a fish's name or type and the outline that fits them, most specific first, so "Bala Shark" (a
 * schooling fish) is drawn as a shark and "Angelfish" (a cichlid) as an angelfish. Taken from the outlines the
 * seeded species of each type use.
 */
const SHAPE_HINTS: ReadonlyArray<[RegExp, IllustrationShape]> = [
  [/\bdiscus\b/, "disc"],
  [/\b(angel ?fish|altum|scalare)\b/, "angelfish"],
  [/\bbetta\b/, "betta"],
  [/\bswordtail\b/, "swordtail"],
  [/\b(cory|corydoras|cories)\b/, "corydoras"],
  [/\b(pleco|plecostomus|otocinclus)\b/, "pleco"],
  [/\bpuffer\b/, "puffer"],
  [/\bknife ?fish\b/, "knifefish"],
  [/\bhatchet ?fish\b/, "hatchetfish"],
  [/\b(shark|algae eater)\b/, "shark"],
  [/\b(eel|kuhli)\b/, "eel"],
  [/\b(killi|aphyosemion)/, "killifish"],
  [/\brainbow ?fish\b/, "rainbowfish"],
  [/\b(gourami|labyrinth|paradise ?fish)\b/, "gourami"],
  [/\b(guppy|guppies|platy|platies|molly|mollies|endlers?|livebearers?)\b/, "livebearer"],
  [/\b(cichlid|oscar|ram|apistogramma|kribensis|convict)s?\b/, "cichlid"],
  [/\bloach(es)?\b|\bbottom dweller\b/, "loach"],
  [/\bcat ?fish\b/, "catfish"],
  [/\b(barb|silver dollar|piranha|black skirt)s?\b/, "deep"],
];

/** The outline a fish gets when the admin leaves the choice to the site; a slim torpedo when nothing fits. */
export function drawingShapeFor({ name, fishType }: { name: string; fishType: string }): IllustrationShape {
  for (const words of [name, fishType]) {
    const text = words.toLowerCase();
    const hint = SHAPE_HINTS.find(([pattern]) => pattern.test(text));
    if (hint) return hint[1];
  }
  return "torpedo";
}

/** The drawing a new fish gets when nobody chose one, so it has a picture like every seeded species. */
export function defaultDrawing(fish: { name: string; fishType: string }): Illustration {
  return { shape: drawingShapeFor(fish), pattern: "plain", colors: { ...DEFAULT_DRAWING_COLORS } };
}

/** The rule for number fields: what does not parse is 0. */
export function numberOrZero(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value !== "string") return 0;
  const parsed = Number.parseFloat(value.trim());
  return Number.isFinite(parsed) ? parsed : 0;
}

/** A list field: an array of names, or text with one name per line or comma. Blank entries and repeats go. */
export function listOfNames(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[\n,]/) : [];
  const names = items
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(names)];
}

/** A species image: a path on this site. Not "//host/…" nor "/\host/…", which browsers read as another host. */
export function isFishImageUrl(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]+$/.test(value);
}

export { CARE_REQUIREMENT_KEYS, DIETS, DIFFICULTIES, TEMPERAMENTS };
