import { z } from "zod";
import { COLLECTION_TYPES, DEFAULT_COLLECTION_TYPE, NOTES_MAX_LENGTH } from "~/domain/collection-rules";
import { recordIdSchema } from "./record-id";

export * from "~/domain/collection-rules";

/** A collection type; missing, null or empty means the default, liked. */
const collectionTypeSchema = z.preprocess(
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

/** The save / unsave form of the fish page: only the collection is chosen there. */
export const saveFishFormSchema = z.object({ collectionType: collectionTypeSchema });
