import { z } from "zod";
import { cleanMemberText } from "~/domain/member-text";
import {
  isCalendarDate,
  isCatalogueImageUrl,
  isHalfStarRating,
  isPrice,
  PRODUCT_CATEGORY_IDS,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_FORM_MESSAGES,
  PRODUCT_REVIEW_MAX,
  PRODUCT_TEXT_MAX,
} from "~/domain/product-form-rules";

export * from "~/domain/product-form-rules";

/** Text as stored: control characters dropped, trimmed, and required (Conform turns an empty field into undefined). */
const required = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? cleanMemberText(value).trim() : value),
    z.string({ error: message }).min(1, message).max(max, `must be at most ${max} characters`),
  );

/** A number typed in a form or sent as JSON; anything else is NaN, which the checks below refuse. */
const toNumber = (value: unknown) => (typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN);

/**
 * Every field of a product review, for the admin form and POST/PUT /api/admin/products. An empty
 * image address means "the category's drawing", any other is a path on this site (pictures are uploaded, never
 * linked); an empty price means "no typical price given".
 */
export const productFormSchema = z.object(
  {
    name: required(PRODUCT_FORM_MESSAGES.nameRequired, PRODUCT_TEXT_MAX),
    brand: required(PRODUCT_FORM_MESSAGES.brandRequired, PRODUCT_TEXT_MAX),
    description: required(PRODUCT_FORM_MESSAGES.descriptionRequired, PRODUCT_DESCRIPTION_MAX),
    category: z.enum(PRODUCT_CATEGORY_IDS, { error: `category must be one of ${PRODUCT_CATEGORY_IDS.join(", ")}` }),
    imageUrl: z
      .string({ error: PRODUCT_FORM_MESSAGES.imageUrlInvalid })
      .max(PRODUCT_TEXT_MAX, `must be at most ${PRODUCT_TEXT_MAX} characters`)
      .nullish()
      .transform((value) => (value ?? "").trim())
      .refine((value) => value === "" || isCatalogueImageUrl(value), PRODUCT_FORM_MESSAGES.imageUrlInvalid),
    rating: z.preprocess(
      toNumber,
      z.number({ error: PRODUCT_FORM_MESSAGES.ratingInvalid }).refine(isHalfStarRating, PRODUCT_FORM_MESSAGES.ratingInvalid),
    ),
    reviewText: required(PRODUCT_FORM_MESSAGES.reviewTextRequired, PRODUCT_REVIEW_MAX),
    price: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? null : toNumber(value)),
      z.number({ error: PRODUCT_FORM_MESSAGES.priceInvalid }).refine(isPrice, PRODUCT_FORM_MESSAGES.priceInvalid).nullable(),
    ),
    reviewDate: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z.string({ error: PRODUCT_FORM_MESSAGES.reviewDateInvalid }).refine(isCalendarDate, PRODUCT_FORM_MESSAGES.reviewDateInvalid),
    ),
  },
  { error: "Expected an object with the product review's fields" },
);

export type ProductFormValues = z.output<typeof productFormSchema>;

/** A checkbox as a browser posts it ("on", or nothing when unticked). */
export const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/**
 * The admin page's form: the review's fields, and "Use the drawing instead" for a review with a picture of its
 * own. The picture's file is read apart from the fields (see admin-image-form.server.ts).
 */
export const productPageFormSchema = productFormSchema.extend({ useDrawing: checkbox });
