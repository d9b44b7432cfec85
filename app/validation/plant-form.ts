import { z } from "zod";
import { listOfNames } from "~/domain/fish-form-rules";
import { cleanMemberText } from "~/domain/member-text";
import {
  isHeightCm,
  isPh,
  isTemperatureC,
  PLANT_FORM_MESSAGES,
  PLANT_LONG_TEXT_MAX,
  PLANT_SYNONYMS_MAX,
  PLANT_TEXT_MAX,
  typedNumber,
} from "~/domain/plant-form-rules";
import {
  PLANT_CO2,
  PLANT_COLOURS,
  PLANT_DIFFICULTIES,
  PLANT_GROWTH_RATES,
  PLANT_LEAF_SHAPES,
  PLANT_LIGHT,
  PLANT_PLACEMENTS,
  PLANT_TYPES,
} from "~/domain/plants";

/** Text as stored: control characters dropped, trimmed, and required (Conform turns an empty field into undefined). */
const required = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? cleanMemberText(value).trim() : value),
    z.string({ error: message }).min(1, message).max(max, `must be at most ${max} characters`),
  );

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of ${values.join(", ")}` });

/** A drawing hint: one of its values, or nothing (empty, null or left out) for what the plant's type draws. */
const hint = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), oneOf(field, values).nullable());

const measured = (check: (value: number) => boolean, message: string) =>
  z.preprocess(typedNumber, z.number({ error: message }).refine(check, message));

/** Checkboxes post one value per ticked box (a string for one, a list for more); JSON sends a list. */
const placement = z.preprocess(
  (value) => (value === undefined || value === null ? [] : typeof value === "string" ? [value] : value),
  z
    .array(oneOf("placement", PLANT_PLACEMENTS))
    .min(1, PLANT_FORM_MESSAGES.placementRequired)
    .transform((places) => [...new Set(places)]),
);

const synonyms = z.preprocess(
  (value) => listOfNames(value),
  z
    .array(z.string().max(PLANT_TEXT_MAX, `each synonym must be at most ${PLANT_TEXT_MAX} characters`))
    .max(PLANT_SYNONYMS_MAX, `at most ${PLANT_SYNONYMS_MAX} synonyms`),
);

/** Both ends of a range read, so whether they are in order can be asked (otherwise each end has said what is wrong). */
const bothRead = (check: (value: number) => boolean, min: string, max: string) => (payload: { value: unknown }) => {
  const value = payload.value as Record<string, unknown> | null;
  return typeof value === "object" && value !== null && check(value[min] as number) && check(value[max] as number);
};

/**
 * Every fact of a plant a keeper reads, for the admin form and POST/PUT /api/admin/plants, under the names
 * GET /api/plants/{id} answers with (metric, each named with its unit). Lists take arrays or one name per line;
 * an empty max height is a floating plant's (no height); the drawing hints may be left out. The references and
 * their notes are the plant files' and are not edited here: an edit keeps them, a new plant has none.
 */
export const plantFormSchema = z
  .object(
    {
      name: required(PLANT_FORM_MESSAGES.nameRequired, PLANT_TEXT_MAX),
      scientificName: required(PLANT_FORM_MESSAGES.scientificNameRequired, PLANT_TEXT_MAX),
      synonyms,
      type: oneOf("type", PLANT_TYPES),
      placement,
      light: oneOf("light", PLANT_LIGHT),
      co2: oneOf("co2", PLANT_CO2),
      growthRate: oneOf("growthRate", PLANT_GROWTH_RATES),
      difficulty: oneOf("difficulty", PLANT_DIFFICULTIES),
      minTemperatureC: measured(isTemperatureC, PLANT_FORM_MESSAGES.temperature),
      maxTemperatureC: measured(isTemperatureC, PLANT_FORM_MESSAGES.temperature),
      minPh: measured(isPh, PLANT_FORM_MESSAGES.ph),
      maxPh: measured(isPh, PLANT_FORM_MESSAGES.ph),
      maxHeightCm: z.preprocess(
        (value) => (value === undefined || value === null || value === "" ? null : typedNumber(value)),
        z.number({ error: PLANT_FORM_MESSAGES.height }).refine(isHeightCm, PLANT_FORM_MESSAGES.height).nullable(),
      ),
      propagation: required(PLANT_FORM_MESSAGES.propagationRequired, PLANT_TEXT_MAX),
      description: required(PLANT_FORM_MESSAGES.descriptionRequired, PLANT_LONG_TEXT_MAX),
      care: required(PLANT_FORM_MESSAGES.careRequired, PLANT_LONG_TEXT_MAX),
      colour: hint("colour", PLANT_COLOURS),
      leafShape: hint("leafShape", PLANT_LEAF_SHAPES),
    },
    { error: "Expected an object with the plant's fields" },
  )
  // Checked even when other fields failed, so a range the wrong way round is named with everything else.
  .refine((plant) => plant.minTemperatureC <= plant.maxTemperatureC, {
    message: PLANT_FORM_MESSAGES.temperatureOrder,
    path: ["maxTemperatureC"],
    when: bothRead(isTemperatureC, "minTemperatureC", "maxTemperatureC"),
  })
  .refine((plant) => plant.minPh <= plant.maxPh, {
    message: PLANT_FORM_MESSAGES.phOrder,
    path: ["maxPh"],
    when: bothRead(isPh, "minPh", "maxPh"),
  });

export type PlantFormValues = z.output<typeof plantFormSchema>;
