import { z } from "zod";
import { listOfNames } from "~/domain/fish-form-rules";
import {
  AQUASCAPE_DIFFICULTIES,
  DEFAULT_GUIDE_SCENE,
  GUIDE_DESCRIPTION_MAX,
  GUIDE_FORM_MESSAGES,
  GUIDE_LIST_MAX_ITEMS,
  GUIDE_TEXT_MAX,
} from "~/domain/guide-form-rules";
import { isCatalogueImageUrl } from "~/domain/product-form-rules";
import { checkbox } from "./product-form";
import { cleanMemberText } from "~/domain/member-text";
import { AQUASCAPE_SCENES } from "~/domain/aquascapes";

export * from "~/domain/guide-form-rules";

const required = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? cleanMemberText(value).trim() : value),
    z.string({ error: message }).min(1, message).max(max, `must be at most ${max} characters`),
  );

/** A list: an array of names, or one name per line (a textarea). Blank lines and repeats go. */
const names = (message: string) =>
  z.preprocess(
    (value) => listOfNames(value),
    z
      .array(z.string().max(GUIDE_TEXT_MAX, `each entry at most ${GUIDE_TEXT_MAX} characters`))
      .min(1, message)
      .max(GUIDE_LIST_MAX_ITEMS, `at most ${GUIDE_LIST_MAX_ITEMS} entries`),
  );

/**
 * Every field of an aquascaping guide, for the admin form and POST/PUT /api/admin/aquascapes. An empty
 * image address means "the generated scene", any other is a path on this site (pictures are uploaded, never
 * linked); `scene` picks which scene (the nature scene when not said).
 */
export const guideFormSchema = z.object(
  {
    title: required(GUIDE_FORM_MESSAGES.titleRequired, GUIDE_TEXT_MAX),
    style: required(GUIDE_FORM_MESSAGES.styleRequired, GUIDE_TEXT_MAX),
    description: required(GUIDE_FORM_MESSAGES.descriptionRequired, GUIDE_DESCRIPTION_MAX),
    difficulty: z.enum(AQUASCAPE_DIFFICULTIES, { error: `difficulty must be one of ${AQUASCAPE_DIFFICULTIES.join(", ")}` }),
    imageUrl: z
      .string({ error: GUIDE_FORM_MESSAGES.imageUrlInvalid })
      .max(GUIDE_TEXT_MAX, `must be at most ${GUIDE_TEXT_MAX} characters`)
      .nullish()
      .transform((value) => (value ?? "").trim())
      .refine((value) => value === "" || isCatalogueImageUrl(value), GUIDE_FORM_MESSAGES.imageUrlInvalid),
    scene: z
      .enum(AQUASCAPE_SCENES, { error: `scene must be one of ${AQUASCAPE_SCENES.join(", ")}` })
      .nullish()
      .transform((value) => value ?? DEFAULT_GUIDE_SCENE),
    tools: names(GUIDE_FORM_MESSAGES.toolsRequired),
    plants: names(GUIDE_FORM_MESSAGES.plantsRequired),
  },
  { error: "Expected an object with the guide's fields" },
);

export type GuideFormValues = z.output<typeof guideFormSchema>;

/** The admin page's form: the guide's fields, and "Use the drawing instead" for a guide with a picture of its own. */
export const guidePageFormSchema = guideFormSchema.extend({ useDrawing: checkbox });
