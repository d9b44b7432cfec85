import type { Toast } from "~/domain/toast";
import { FISH_PHOTO_ACCEPTED_TYPES, FISH_PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "~/domain/fish-photo-rules";

/** What a check says when it refuses a file: a toast with its reason. */
type Message = Toast & { description: string };

/** Checks a chosen file before anything is sent; the server checks the bytes again. */
export function checkPhotoFile(file: File | undefined | null): Message | null {
  if (!file || file.size === 0) return PHOTO_MESSAGES.noFile;
  if (file.size > FISH_PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  // An empty type means the browser does not know it; the server decides by the bytes.
  if (file.type && !(FISH_PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.notAnImage;
  return null;
}

/** The member's message for a refused step of the upload, by HTTP status. */
export function uploadFailure(status: number): Message {
  if (status === 413) return PHOTO_MESSAGES.tooLarge;
  if (status === 415) return PHOTO_MESSAGES.notAnImage;
  return PHOTO_MESSAGES.uploadFailed;
}
