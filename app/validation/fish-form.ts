import { z } from "zod";
import {
  AUTO_DRAWING_SHAPE,
  CARE_REQUIREMENT_KEYS,
  DIETS,
  DIFFICULTIES,
  drawingShapeFor,
  FISH_DESCRIPTION_MAX,
  FISH_FORM_MESSAGES,
  FISH_LIST_MAX_ITEMS,
  FISH_TEXT_MAX,
  isFishImageUrl,
  listOfNames,
  numberOrZero,
  TEMPERAMENTS,
} from "~/domain/fish-form-rules";
import { withOwnNames } from "~/domain/fish-fields";
import { cleanMemberText } from "~/domain/member-text";
import { ILLUSTRATION_PATTERNS, ILLUSTRATION_SHAPES } from "~/domain/species";

export * from "~/domain/fish-form-rules";

/**
 * Text as stored: control characters dropped, trimmed; missing is empty. (Conform turns an empty field into
 * undefined before the schema sees it, so missing and empty are one case.)
 */
const text = (max: number) =>
  z
    .string({ error: "must be text" })
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? cleanMemberText(value).trim() : ""));

const required = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? cleanMemberText(value).trim() : value),
    z.string({ error: message }).min(1, message).max(FISH_TEXT_MAX, `must be at most ${FISH_TEXT_MAX} characters`),
  );

const whole = z.preprocess((value) => Math.round(numberOrZero(value)), z.number());
const decimal = z.preprocess((value) => numberOrZero(value), z.number());

const names = z.preprocess(
  (value) => listOfNames(value),
  z.array(z.string().max(FISH_TEXT_MAX)).max(FISH_LIST_MAX_ITEMS, `at most ${FISH_LIST_MAX_ITEMS} names`),
);

/** A checkbox ("on"), a JSON boolean, or "true"/"false". */
const flag = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

const careRequirements = z.preprocess(
  (value) => (value && typeof value === "object" ? value : {}),
  z.object(
    Object.fromEntries(CARE_REQUIREMENT_KEYS.map((key) => [key, text(FISH_TEXT_MAX * 5)])) as Record<
      (typeof CARE_REQUIREMENT_KEYS)[number],
      ReturnType<typeof text>
    >,
  ),
);

const hexColor = z.string({ error: "a colour as #rrggbb" }).regex(/^#[0-9a-fA-F]{6}$/, "a colour as #rrggbb");

const SHAPE_CHOICES = [AUTO_DRAWING_SHAPE, ...ILLUSTRATION_SHAPES] as const;

/**
 * The generated drawing, as the seeded species have one: an outline and a pattern in three colours. Three
 * answers are kept apart: a drawing (its outline may be "auto", fitted to the fish below); no drawing (null: the
 * form's "No drawing", or `illustration: null`); and nothing said (undefined: no drawing fields at all), which
 * the model answers with a default drawing for a new fish and the current one for an edit.
 */
const illustration = z.preprocess(
  (value) => {
    if (value === undefined) return undefined;
    return value && typeof value === "object" && (value as { shape?: unknown }).shape ? value : null;
  },
  z
    .object({
      shape: z.enum(SHAPE_CHOICES, { error: `shape must be one of ${SHAPE_CHOICES.join(", ")}` }),
      pattern: z.enum(ILLUSTRATION_PATTERNS, { error: `pattern must be one of ${ILLUSTRATION_PATTERNS.join(", ")}` }),
      colors: z.object({ body: hexColor, accent: hexColor, fins: hexColor }),
    })
    .nullable()
    .optional(),
);

/**
 * Every field of a fish, for the admin form and POST/PUT /api/admin/fish, plus the optional
 * drawing. Name, scientific name and image (a path on this site, or the drawing) are required; numbers that do
 * not parse are 0; lists take arrays or one name per line; empty care requirements are left out. The form and the
 * API name the measurements without their units (`minTankSize`, in US gallons); the values come out under the
 * stored names (`minTankSizeGal`), and a problem is still reported under the field's own name.
 */
export const fishFormSchema = z
  .object(
    {
      name: required(FISH_FORM_MESSAGES.nameRequired),
      scientificName: required(FISH_FORM_MESSAGES.scientificNameRequired),
      // Required unless the species is drawn: then its image is the drawing (see the check below).
      imageUrl: text(FISH_TEXT_MAX).refine((value) => value === "" || isFishImageUrl(value), FISH_FORM_MESSAGES.imageUrlInvalid),
      illustration,
      difficulty: z.enum(DIFFICULTIES, { error: `difficulty must be one of ${DIFFICULTIES.join(", ")}` }),
      temperament: z.enum(TEMPERAMENTS, { error: `temperament must be one of ${TEMPERAMENTS.join(", ")}` }),
      fishType: text(FISH_TEXT_MAX),
      minTankSize: whole,
      maxSize: decimal,
      minTemperature: whole,
      maxTemperature: whole,
      minPh: decimal,
      maxPh: decimal,
      lifespan: text(FISH_TEXT_MAX),
      diet: z.enum(DIETS, { error: `diet must be one of ${DIETS.join(", ")}` }),
      schoolingFish: flag,
      compatibleWith: names,
      incompatibleWith: names,
      description: text(FISH_DESCRIPTION_MAX),
      careRequirements,
    },
    { error: "Expected an object with the fish's fields" },
  )
  // Checked even when other fields failed, so every missing required field is named at once. A drawing not
  // mentioned still counts: the model draws one when the fish has none.
  .refine((fish) => Boolean(fish.imageUrl) || fish.illustration !== null, {
    message: FISH_FORM_MESSAGES.imageUrlRequired,
    path: ["imageUrl"],
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  })
  .transform(({ careRequirements: care, illustration: drawing, ...fish }) => ({
    ...withOwnNames(fish),
    illustration: drawing && { ...drawing, shape: drawing.shape === AUTO_DRAWING_SHAPE ? drawingShapeFor(fish) : drawing.shape },
    careRequirements: Object.fromEntries(Object.entries(care).filter(([, value]) => value !== "")),
  }));

export type FishFormValues = z.output<typeof fishFormSchema>;
