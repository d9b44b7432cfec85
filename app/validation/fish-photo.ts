import { z } from "zod";
import { FISH_PHOTO_CAPTION_MAX } from "~/domain/fish-photo-rules";

export * from "~/domain/fish-photo-rules";

/** Optional, trimmed, and absent when empty. */
export const captionSchema = z
  .string({ error: "Caption must be text" })
  .trim()
  .max(FISH_PHOTO_CAPTION_MAX, `Caption must be at most ${FISH_PHOTO_CAPTION_MAX} characters`)
  .nullish()
  .transform((value) => (value ? value : undefined));

/** POST /api/fish/{id}/images: the upload address (its query is ignored) and an optional caption. */
export const registerFishPhotoSchema = z.object({
  imageUrl: z
    .string({ error: "imageUrl is required" })
    .trim()
    .min(1, "imageUrl is required")
    .max(2048, "imageUrl is too long"),
  caption: captionSchema,
});
