/**
 * The community gallery: its categories, predefined tags, limits and words,
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
/** A card shows at most this many tags, then '+N'. */
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
  uploadFailed: {
    title: "Upload Failed",
    description: "Something went wrong during upload. Please try again.",
    variant: "destructive" as const,
  },
  uploadUrlFailed: { title: "Upload Error", description: "Failed to get upload URL. Please try again.", variant: "destructive" as const },
  posted: { title: "Image Posted!", description: "Your image has been submitted and is pending approval." },
  postFailed: { title: "Post Failed", description: "Failed to post your image. Please try again.", variant: "destructive" as const },
  likeFailed: { title: "Error", description: "Failed to like image. Please try again.", variant: "destructive" as const },
  deleted: { title: "Image deleted", description: "Your image has been removed." },
  deleteFailed: { title: "Error", description: "Failed to delete image.", variant: "destructive" as const },
  reported: { title: "Report sent", description: "Thank you. An admin will look at this image." },
  reportFailed: { title: "Error", description: "Failed to report image. Please try again.", variant: "destructive" as const },
};

/**
 * Why a member reports an image. Every report puts an approved image in the admins' queue; REPORTS_TO_HIDE
 * reports from established members (see `countsTowardHiding`) also hide it until an admin looks again.
 */
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
/** How long someone must have been a member before their report can help hide an image: one day. */
export const REPORTER_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** What the report form tells the member about what their report does. */
export const REPORT_HELP =
  `An admin looks at every report. An image is hidden before that only when ${REPORTS_TO_HIDE} members have reported it ` +
  "who joined at least a day ago and have had a photo approved; reports from newer members wait for the admin.";

/** What the rule needs to know of a member who reported an image. */
export type Reporter = {
  /** When they became a member (ISO-8601, as the database stores it). */
  createdAt: string;
  /** Their approved contributions: approved gallery images and approved fish photos. */
  approvedContributions: number;
};

/**
 * Whether a member's report counts toward hiding an image on its own: they have been a member for a day or
 * more and have at least one approved contribution. Anyone else's report (an account made a minute ago, or one
 * that never had a photo approved) still puts the image in the admins' queue, but can never hide it, so a
 * handful of new accounts cannot take down someone's photo.
 */
export function countsTowardHiding(reporter: Reporter, now: Date): boolean {
  const joined = Date.parse(reporter.createdAt);
  if (Number.isNaN(joined)) return false;
  return now.getTime() - joined >= REPORTER_MIN_AGE_MS && reporter.approvedContributions > 0;
}

/** Whether an approved image's reports hide it: REPORTS_TO_HIDE of them come from established members. */
export function reportsHideImage(reporters: readonly Reporter[], now: Date): boolean {
  return reporters.filter((reporter) => countsTowardHiding(reporter, now)).length >= REPORTS_TO_HIDE;
}

/** The upload form's own page: where it posts, and where it is without JavaScript. */
export const GALLERY_UPLOAD_PATH = "/community-gallery/new";
/** The gallery's grid shows this many images a page (four rows of three on a wide screen). */
export const GALLERY_PAGE_SIZE = 12;
/** The placeholders shown while the script waits for the next page of the grid. */
export const GALLERY_SKELETON_COUNT = 6;
/** Gallery images naming a species that its fish page lists. */
export const FISH_GALLERY_SHOWN = 6;
/** The gallery page's query parameters: the category chip, and the image the shown page starts after. */
export const GALLERY_CATEGORY_PARAM = "category";
export const GALLERY_BEFORE_PARAM = "before";
/** The no-JavaScript confirmation step of deleting an image: /community-gallery/{id}?confirmDelete=1. */
export const GALLERY_CONFIRM_DELETE_PARAM = "confirmDelete";
export const GALLERY_DELETE_CONFIRM = "Are you sure you want to delete this image?";

/** Words of the gallery that are our own choice. */
export const GALLERY_NOTICES = {
  pending: "Pending approval",
  rejected: "Not approved",
  alreadyReported: { title: "Already reported", description: "You have reported this image already." },
  ownImage: { title: "Error", description: "You cannot report your own image.", variant: "destructive" as const },
  signIn: { title: "Please sign in", description: "Sign in to use the community gallery.", variant: "destructive" as const },
  tooLarge: { title: "Upload Failed", description: "Please choose a JPG or PNG image smaller than 10MB.", variant: "destructive" as const },
  wrongType: { title: "Upload Failed", description: "Please choose a JPG or PNG image.", variant: "destructive" as const },
};

/** What the gallery asks of photos: true of how Shoal treats them (moderation, metadata, limits). */
export const PHOTO_GUIDELINES = [
  "Share photos you took yourself, of your own tank, fish or equipment.",
  "JPG or PNG, up to 10MB. Location and camera details are removed before anything is shown.",
  "Pick the category that fits best and add the tags that describe the tank.",
  "Name the species when one fish is the subject: the photo then also appears on that fish's page.",
  "Every photo is reviewed by an admin before other members can see it.",
  "Keep it about fishkeeping: no advertising, people's faces or anything unkind.",
] as const;

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === "string" && (REPORT_REASONS as readonly string[]).includes(value);
}

/** The category's label, or the value itself for anything unknown. */
export function categoryLabel(value: string): string {
  return isGalleryCategory(value) ? GALLERY_CATEGORY_LABELS[value] : value;
}

/** A UTC calendar day, "2024-05-31": the unit in which a member's views of an image are counted. */
export function utcDay(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

export function isGalleryCategory(value: unknown): value is GalleryCategory {
  return typeof value === "string" && (GALLERY_CATEGORIES as readonly string[]).includes(value);
}

/** The tags a card shows, and how many more there are ('+N'). */
export function cardTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, CARD_TAGS_SHOWN), more: Math.max(0, tags.length - CARD_TAGS_SHOWN) };
}
