import { z } from "zod";
import {
  GALLERY_CATEGORIES,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_TAGS,
  GALLERY_TITLE_MAX,
  GALLERY_TOASTS,
  REPORT_REASONS,
  TANK_SPEC_FIELDS,
  TANK_SPEC_MAX,
  type TankSpecKey,
} from "~/domain/gallery-rules";
import { cleanMemberText, isVisiblyEmpty } from "~/domain/member-text";
import { parseRecordId } from "./record-id";

export * from "~/domain/gallery-rules";

/**
 * One set of rules for a gallery image, shared by the upload page's form (without JavaScript), the page's
 * JSON-backed dialog and POST /api/community-images. Categories and tags are the lists of gallery-rules.ts only.
 */

const MISSING_INFORMATION = GALLERY_TOASTS.missingInformation.description;

/** Trimmed text without control characters; empty (or only invisible characters) becomes undefined. */
function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .transform((value) => cleanMemberText(value).trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .nullish()
    .transform((value) => (value && !isVisiblyEmpty(value) ? value : undefined));
}

export const galleryTitleSchema = z
  .string({ error: MISSING_INFORMATION })
  .transform((value) => cleanMemberText(value).trim())
  .pipe(
    z
      .string()
      .refine((value) => !isVisiblyEmpty(value), MISSING_INFORMATION)
      .pipe(z.string().max(GALLERY_TITLE_MAX, `Title must be at most ${GALLERY_TITLE_MAX} characters`)),
  );

export const galleryCategorySchema = z.enum(GALLERY_CATEGORIES, {
  error: `category must be one of: ${GALLERY_CATEGORIES.join(", ")}`,
});

/** The predefined tags only, each once, in the order the member chose them. */
export const galleryTagsSchema = z
  .array(z.enum(GALLERY_TAGS, { error: `tags must be among: ${GALLERY_TAGS.join(", ")}` }), { error: "tags must be a list" })
  .max(GALLERY_TAGS.length, "Too many tags")
  .nullish()
  .transform((tags) => [...new Set(tags ?? [])]);

const tankSpecShape = Object.fromEntries(TANK_SPEC_FIELDS.map(({ key, label }) => [key, optionalText(TANK_SPEC_MAX, label)])) as Record<
  TankSpecKey,
  ReturnType<typeof optionalText>
>;

/** The optional tank specifications: stored only when at least one is filled in, with the empty ones left out. */
export const tankSpecsSchema = z
  .object(tankSpecShape, { error: "tankSpecs must be an object" })
  .nullish()
  .transform((specs) => {
    if (!specs) return undefined;
    const filled = Object.fromEntries(Object.entries(specs).filter(([, value]) => value !== undefined)) as Partial<
      Record<TankSpecKey, string>
    >;
    return Object.keys(filled).length > 0 ? filled : undefined;
  });

const fishIdSchema = z
  .union([z.string(), z.number()], { error: "fishId must be the id of a fish" })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return undefined;
    const id = parseRecordId(value);
    if (id === null) {
      ctx.addIssue({ code: "custom", message: "fishId must be the id of a fish" });
      return z.NEVER;
    }
    return id;
  });

/** What describes an image, whichever way it was sent. */
export const galleryFieldsSchema = z.object({
  title: galleryTitleSchema,
  description: optionalText(GALLERY_DESCRIPTION_MAX, "Description"),
  category: galleryCategorySchema,
  tags: galleryTagsSchema,
  tankSpecs: tankSpecsSchema,
  fishId: fishIdSchema,
});
export type GalleryFields = z.infer<typeof galleryFieldsSchema>;

/** POST /api/community-images: the fields, and the upload address the member sent the image to. */
export const postGalleryImageSchema = galleryFieldsSchema.extend({
  imageUrl: z.string({ error: "imageUrl is required" }).trim().min(1, "imageUrl is required").max(2048, "imageUrl is too long"),
});

/** POST /api/community-images/{id}/report and the report form. */
export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of: ${REPORT_REASONS.join(", ")}` }),
});
