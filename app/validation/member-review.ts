import { z } from "zod";
import {
  REVIEW_RATING_MESSAGE,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TOO_LONG_MESSAGE,
  REVIEW_TOO_SHORT_MESSAGE,
  cleanReviewText,
  parseReviewRating,
} from "~/domain/review-rules";
import { isVisiblyEmpty } from "~/domain/member-text";

export * from "~/domain/review-rules";

/**
 * A member's review of a product: a rating of 0.5 to 5 in halves (a JSON number, or the text a form's radio
 * sends) and 20 to 2000 characters of text after control characters are dropped and the ends trimmed. Shared
 * by the product page's forms and the JSON API.
 */
export const memberReviewSchema = z.object(
  {
    rating: z.preprocess((value) => parseReviewRating(value) ?? Number.NaN, z.number({ error: REVIEW_RATING_MESSAGE })),
    text: z
      // Conform turns an empty field into undefined: that is a review too short, not a type error.
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REVIEW_TOO_SHORT_MESSAGE : "text must be text") })
      .transform(cleanReviewText)
      .pipe(
        z
          .string()
          .min(REVIEW_TEXT_MIN, REVIEW_TOO_SHORT_MESSAGE)
          // Twenty zero-width spaces say nothing.
          .refine((text) => !isVisiblyEmpty(text), REVIEW_TOO_SHORT_MESSAGE)
          .pipe(z.string().max(REVIEW_TEXT_MAX, REVIEW_TOO_LONG_MESSAGE)),
      ),
  },
  { error: "Expected a JSON object with rating and text" },
);
