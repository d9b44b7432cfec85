import { z } from "zod";
import { COLLECTION_TYPES, DEFAULT_COLLECTION_TYPE, NOTES_MAX_LENGTH, NOTES_TOO_LONG_MESSAGE } from "~/domain/collection-rules";
import { cleanMemberText } from "~/domain/member-text";
import { recordIdSchema } from "./record-id";

export * from "~/domain/collection-rules";

/** A collection type; missing, null or empty means the default, liked. */
export const collectionTypeSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? DEFAULT_COLLECTION_TYPE : value),
  z.enum(COLLECTION_TYPES, { error: `collectionType must be one of ${COLLECTION_TYPES.join(", ")}` }),
);

/** POST /api/my-fish {fishId, collectionType, notes}: collectionType defaults to liked; empty notes are none. */
export const addToCollectionSchema = z.object(
  {
    fishId: recordIdSchema("fishId"),
    collectionType: collectionTypeSchema,
    notes: z
      .string({ error: "notes must be text" })
      .trim()
      .max(NOTES_MAX_LENGTH, `notes must be at most ${NOTES_MAX_LENGTH} characters`)
      .nullish()
      .transform((notes) => notes || null),
  },
  { error: "Expected a JSON object with fishId" },
);

/** The save / unsave form of a fish or plant page: only the collection is chosen there. */
export const saveToCollectionFormSchema = z.object({ collectionType: collectionTypeSchema });

export const collectionTypeMessage = `collectionType must be one of ${COLLECTION_TYPES.join(", ")}`;

/**
 * PATCH /api/my-fish/{fishId}/{collectionType} {notes?, collectionType?}: new notes (null or empty clears
 * them) and/or the collection to move the entry to. At least one of the two.
 */
export const updateCollectionEntrySchema = z
  .object(
    {
      notes: z
        .string({ error: "notes must be text" })
        .transform(cleanMemberText)
        .pipe(z.string().trim().max(NOTES_MAX_LENGTH, `notes must be at most ${NOTES_MAX_LENGTH} characters`))
        .nullish()
        .transform((notes) => (notes === undefined ? undefined : notes || null)),
      collectionType: z.enum(COLLECTION_TYPES, { error: collectionTypeMessage }).optional(),
    },
    { error: "Expected a JSON object with notes or collectionType" },
  )
  .refine((body) => body.notes !== undefined || body.collectionType !== undefined, {
    error: "Nothing to change: send notes or collectionType",
  });

/** Which entry a /my-fish form acts on: the member's fish in one of their collections. */
const entryFields = {
  fishId: recordIdSchema("fishId"),
  collectionType: z.enum(COLLECTION_TYPES, { error: collectionTypeMessage }),
};

/** /my-fish's notes form; an empty box clears the notes (Conform reads an empty field as missing). */
export const collectionNotesFormSchema = z.object({
  ...entryFields,
  notes: z
    .string()
    .transform(cleanMemberText)
    .pipe(z.string().trim().max(NOTES_MAX_LENGTH, NOTES_TOO_LONG_MESSAGE))
    .optional()
    .transform((notes) => notes || null),
});

/** /my-fish's move form: the collection the entry goes to. */
export const collectionMoveFormSchema = z.object({
  ...entryFields,
  moveTo: z.enum(COLLECTION_TYPES, { error: "Choose a collection to move it to" }),
});

/** /my-fish's remove form. */
export const collectionEntryFormSchema = z.object(entryFields);
