import { z } from "zod";
import { NOTES_MAX_LENGTH } from "~/domain/collection-rules";
import { collectionEntryFormSchema, collectionMoveFormSchema, collectionNotesFormSchema, collectionTypeSchema } from "./collection";
import { recordIdSchema } from "./record-id";

/**
 * The plant collection's forms and JSON bodies: the fish collection's (./collection.ts) with `plantId` where
 * those have `fishId`, so both keep the same rules and messages. PATCH bodies and the save form name no
 * record, so plants use the fish ones as they are.
 */

const plantId = recordIdSchema("plantId");

/** POST /api/my-plants {plantId, collectionType, notes}: collectionType defaults to liked; empty notes are none. */
export const addPlantToCollectionSchema = z.object(
  {
    plantId,
    collectionType: collectionTypeSchema,
    notes: z
      .string({ error: "notes must be text" })
      .trim()
      .max(NOTES_MAX_LENGTH, `notes must be at most ${NOTES_MAX_LENGTH} characters`)
      .nullish()
      .transform((notes) => notes || null),
  },
  { error: "Expected a JSON object with plantId" },
);

/** /my-plants's notes form. */
export const plantNotesFormSchema = collectionNotesFormSchema.omit({ fishId: true }).extend({ plantId });

/** /my-plants's move form. */
export const plantMoveFormSchema = collectionMoveFormSchema.omit({ fishId: true }).extend({ plantId });

/** /my-plants's remove form: which of the member's plants, in which collection. */
export const plantEntryFormSchema = collectionEntryFormSchema.omit({ fishId: true }).extend({ plantId });
