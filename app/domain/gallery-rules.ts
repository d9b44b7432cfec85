/**
 * The community gallery (SPEC sections 2, 3, 5 and 8): its categories, predefined tags, limits and words,
 * defined once for the upload form's script, the server's validation and the pages.
 */

export const GALLERY_CATEGORIES = ["setup", "fish", "aquascape", "equipment", "before-after"] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const GALLERY_CATEGORY_LABELS: Record<GalleryCategory, string> = {
  setup: "Aquarium Setup",
  fish: "Fish Close-ups",
  aquascape: "Aquascaping",
  equipment: "Equipment",
  "before-after": "Before & After",
};

export const GALLERY_TAGS = [
  "freshwater",
  "planted",
  "cichlid",
  "community-tank",
  "nano-tank",
  "beginner-friendly",
  "driftwood",
  "live-plants",
  "filtration",
  "lighting",
] as const;
export type GalleryTag = (typeof GALLERY_TAGS)[number];

export const TANK_SPEC_FIELDS = [
  { key: "size", label: "Tank size", placeholder: "e.g. 20 gallons (75 L)" },
  { key: "lighting", label: "Lighting", placeholder: "e.g. 30 W LED, 8 hours a day" },
  { key: "filtration", label: "Filtration", placeholder: "e.g. hang-on-back rated for 30 gallons" },
  { key: "substrate", label: "Substrate", placeholder: "e.g. aqua soil under fine sand" },
  { key: "plants", label: "Plants", placeholder: "e.g. java fern, anubias, cryptocoryne" },
] as const;
export type TankSpecKey = (typeof TANK_SPEC_FIELDS)[number]["key"];

export const GALLERY_TITLE_MAX = 100;
export const GALLERY_DESCRIPTION_MAX = 1000;
export const TANK_SPEC_MAX = 200;
/** A card shows at most this many tags, then '+N' (SPEC section 9). */
export const CARD_TAGS_SHOWN = 3;
export const GALLERY_MAX_BYTES = 10485760;
export const GALLERY_ACCEPTED_TYPES = ["image/jpeg", "image/png"] as const;

export const GALLERY_TOASTS = {
  missingImage: { title: "Missing Image", description: "Please upload an image first.", variant: "destructive" as const },
  missingInformation: {
    title: "Missing Information",
    description: "Please provide a title and select a category.",
    variant: "destructive" as const,
  },
  uploadSuccessful: { title: "Upload Successful", description: "Your image is ready to post." },
  uploadFailed: { title: "Upload Failed", description: "Something went wrong during upload. Please try again.", variant: "destructive" as const },
  uploadUrlFailed: { title: "Upload Error", description: "Failed to get upload URL. Please try again.", variant: "destructive" as const },
  posted: { title: "Image Posted!", description: "Your image has been submitted and is pending approval." },
  postFailed: { title: "Post Failed", description: "Failed to post your image. Please try again.", variant: "destructive" as const },
  likeFailed: { title: "Error", description: "Failed to like image. Please try again.", variant: "destructive" as const },
  deleted: { title: "Image deleted", description: "Your image has been removed." },
  deleteFailed: { title: "Error", description: "Failed to delete image.", variant: "destructive" as const },
  reported: { title: "Report sent", description: "Thank you. An admin will look at this image." },
  reportFailed: { title: "Error", description: "Failed to report image. Please try again.", variant: "destructive" as const },
};

/** Why a member reports an image; three reports from different members hide it until an admin looks again. */
export const REPORT_REASONS = ["spam", "not-theirs", "inappropriate", "wrong-species", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  "not-theirs": "Not the uploader's own photo",
  inappropriate: "Inappropriate",
  "wrong-species": "Wrong species named",
  other: "Something else",
};
export const REPORTS_TO_HIDE = 3;

export function isGalleryCategory(value: unknown): value is GalleryCategory {
  return typeof value === "string" && (GALLERY_CATEGORIES as readonly string[]).includes(value);
}

/** The tags a card shows, and how many more there are ('+N'). */
export function cardTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, CARD_TAGS_SHOWN), more: Math.max(0, tags.length - CARD_TAGS_SHOWN) };
}
