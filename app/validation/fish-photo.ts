import { z } from "zod";
import { FISH_PHOTO_CAPTION_MAX } from "~/domain/fish-photo-rules";
import { cleanMemberText, isVisiblyEmpty } from "~/domain/member-text";

export * from "~/domain/fish-photo-rules";

/** Optional, trimmed, without control characters, and absent when empty (or only invisible characters). */
export const captionSchema = z
  .string({ error: "Caption must be text" })
  .transform((value) => cleanMemberText(value).trim())
  .pipe(z.string().max(FISH_PHOTO_CAPTION_MAX, `Caption must be at most ${FISH_PHOTO_CAPTION_MAX} characters`))
  .nullish()
  .transform((value) => (value && !isVisiblyEmpty(value) ? value : undefined));

/** POST /api/fish/{id}/images: the upload address (its query is ignored) and an optional caption. */
export const registerFishPhotoSchema = z.object({
  imageUrl: z.string({ error: "imageUrl is required" }).trim().min(1, "imageUrl is required").max(2048, "imageUrl is too long"),
  caption: captionSchema,
});
