import { cleanMemberText, isVisiblyEmpty } from "./member-text";

/**
 * Members' reviews of products: the rating in half stars, the length of the text, the messages and the toasts,
 * without a schema library so the browser can apply them; app/validation/member-review.ts builds the server's
 * schema from the same limits and words.
 */

export const REVIEW_RATING_MIN = 0.5;
export const REVIEW_RATING_MAX = 5;
/** Every rating a member may give, in the order the stars are drawn: 0.5, 1, 1.5 … 5. */
export const REVIEW_RATINGS: readonly number[] = Array.from({ length: 10 }, (_, i) => (i + 1) / 2);

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;

export const REVIEW_RATING_MESSAGE = "Please choose a rating";
export const REVIEW_TOO_SHORT_MESSAGE = `Your review must be at least ${REVIEW_TEXT_MIN} characters`;
export const REVIEW_TOO_LONG_MESSAGE = `Your review can be at most ${REVIEW_TEXT_MAX} characters`;
export const REVIEW_DUPLICATE_MESSAGE = "You have already reviewed this product";
export const REVIEW_NOT_FOUND_MESSAGE = "Review not found";
export const REVIEW_NOT_YOURS_MESSAGE = "You can only change your own reviews";
export const OWN_REVIEW_HELPFUL_MESSAGE = "You cannot mark your own review as helpful";

/** True for 0.5, 1, … 5: a number of whole or half stars in range. */
export function isReviewRating(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isFinite(value) &&
    value >= REVIEW_RATING_MIN &&
    value <= REVIEW_RATING_MAX &&
    Number.isInteger(value * 2)
  );
}

/** A rating as a form or JSON client sends it ("4.5" or 4.5), or null when it is none of the allowed ones. */
export function parseReviewRating(value: unknown): number | null {
  const number = typeof value === "string" && /^\d(?:\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value;
  return isReviewRating(number) ? number : null;
}

/** How the database keeps a rating: a whole number of half stars (4.5 stars is 9). */
export function ratingToHalves(rating: number): number {
  return Math.round(rating * 2);
}

export function halvesToRating(halves: number): number {
  return halves / 2;
}

/** The text as it is stored: control characters dropped, trimmed. */
export function cleanReviewText(text: string): string {
  return cleanMemberText(text).trim();
}

/** What is wrong with the text as typed, or null when it can be posted. */
export function reviewTextProblem(text: string): string | null {
  const cleaned = cleanReviewText(text);
  if (cleaned.length < REVIEW_TEXT_MIN || isVisiblyEmpty(cleaned)) return REVIEW_TOO_SHORT_MESSAGE;
  if (cleaned.length > REVIEW_TEXT_MAX) return REVIEW_TOO_LONG_MESSAGE;
  return null;
}

/** The live counter under the text box. */
export function reviewCounterLabel(text: string): string {
  return `${text.length}/${REVIEW_TEXT_MAX} characters`;
}

/** 'Average 4.3 from 12 member reviews': one decimal, as the stars are drawn to the nearest half. */
export function formatAverageRating(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

export function memberReviewCountLabel(count: number): string {
  return `${count} member ${count === 1 ? "review" : "reviews"}`;
}

export function helpfulLabel(count: number): string {
  return `Helpful (${count})`;
}

export const DELETE_REVIEW_CONFIRMATION = "Are you sure you want to delete your review? This cannot be undone.";

const destructive = "destructive" as const;

/** The toasts of writing, editing, deleting and voting, in the words of the site's other toasts. */
export const reviewToasts = {
  created: { title: "Review posted!", description: "Thanks for sharing your experience with other fishkeepers." },
  updated: { title: "Review updated", description: "Your changes to the review are saved." },
  deleted: { title: "Review deleted", description: "Your review has been removed." },
  saveFailed: { title: "Error", description: "Failed to save your review. Please try again.", variant: destructive },
  duplicate: {
    title: "Already reviewed",
    description: "You have already reviewed this product: edit your review instead.",
    variant: destructive,
  },
  deleteFailed: { title: "Error", description: "Failed to delete review.", variant: destructive },
  helpful: { title: "Marked as helpful", description: "Thanks for telling other members this review helped you." },
  helpfulFailed: { title: "Error", description: "Failed to mark the review as helpful.", variant: destructive },
  signInRequired: { title: "Please sign in", description: "Sign in to review products.", variant: destructive },
};

/** The page's no-JavaScript steps: the member's review opened for editing, and the question before deleting it. */
export const EDIT_REVIEW_PARAM = "edit";
export const CONFIRM_DELETE_REVIEW_PARAM = "confirmDelete";
/** The page of a product's members' reviews: the review the shown page starts after. */
export const OLDER_REVIEWS_PARAM = "before";

/** Members' reviews a product page shows at once, and reviews /my-reviews shows at once. */
export const PRODUCT_REVIEW_PAGE_SIZE = 10;
export const MY_REVIEWS_PAGE_SIZE = 10;
