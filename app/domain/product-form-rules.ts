import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_IDS } from "./products";

/**
 * The admin product review form: every field of a product review. The picture is optional (the
 * category's drawing shows when there is none); the rating goes 0 to 5 in halves; the price may be left out.
 * Without a schema library, so the browser can use the same rules.
 */

export const PRODUCT_TEXT_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 500;
export const PRODUCT_REVIEW_MAX = 4000;
export const PRODUCT_PRICE_MAX = 100_000;

/**
 * Pictures are served from this site only (the Content-Security-Policy allows no other image origin), so an
 * address elsewhere would show as a broken image: the admin uploads the picture instead.
 */
export const SAME_ORIGIN_IMAGE_MESSAGE =
  "Image URL must be a path on this site (/…): upload the picture instead of linking to another site";

/** The largest picture an admin may upload for a review or a guide (the image pipeline's "catalogue" limit). */
export const CATALOGUE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** What the image field of the review and guide forms says when a picture cannot be used. */
export const CATALOGUE_IMAGE_MESSAGES = {
  tooLarge: "The picture is over 10 MB.",
  tooManyPixels: "The picture has too many pixels to be resized; please choose a smaller one.",
  notAnImage: "That file is not a picture Shoal can read (JPG, PNG or WebP).",
  notStored: "The picture could not be stored. Please try again.",
} as const;

/** The ratings an admin can give: 0, 0.5, … 5. */
export const RATING_CHOICES = Array.from({ length: 11 }, (_, i) => i / 2);

export const PRODUCT_FORM_MESSAGES = {
  nameRequired: "Name is required",
  brandRequired: "Brand is required",
  descriptionRequired: "Description is required",
  reviewTextRequired: "Review text is required",
  ratingInvalid: "Rating must be 0 to 5 in halves",
  priceInvalid: "Price must be a positive amount in dollars and cents, or empty",
  reviewDateInvalid: "Review date must be a real date like 2025-03-04",
  imageUrlInvalid: SAME_ORIGIN_IMAGE_MESSAGE,
  nameTaken: "A review of this brand's product with this name already exists",
} as const;

export const PRODUCT_FORM_TOASTS = {
  created: { title: "Success", description: "Product review created successfully" },
  updated: { title: "Success", description: "Product review updated successfully" },
  deleted: { title: "Success", description: "Product review deleted successfully" },
  createFailed: { title: "Error", description: "Failed to create product review", variant: "destructive" as const },
  updateFailed: { title: "Error", description: "Failed to update product review", variant: "destructive" as const },
  deleteFailed: { title: "Error", description: "Failed to delete product review", variant: "destructive" as const },
};

/** Whether a rating is one the stars can draw exactly: 0 to 5 in halves. */
export function isHalfStarRating(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 5 && Number.isInteger(value * 2);
}

/** A price in whole cents, above zero. */
export function isPrice(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= PRODUCT_PRICE_MAX && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** A calendar date, YYYY-MM-DD, that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * An image address an admin may give: a path on this site. Not "//host/…" nor "/\host/…", which browsers
 * read as an address on another host.
 */
export function isCatalogueImageUrl(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]+$/.test(value);
}

export { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_IDS };
