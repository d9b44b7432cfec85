import type { Toast } from "~/domain/toast";
import { GALLERY_ACCEPTED_TYPES, GALLERY_MAX_BYTES, GALLERY_NOTICES, GALLERY_TOASTS, TANK_SPEC_FIELDS } from "~/domain/gallery-rules";

/** What a check says when it refuses a file: a toast with its reason. */
type Message = Toast & { description: string };

/** Checks a chosen file before anything is sent; the server checks the bytes again. */
export function checkGalleryFile(file: File | undefined | null): Message | null {
  if (!file || file.size === 0) return GALLERY_TOASTS.missingImage;
  if (file.size > GALLERY_MAX_BYTES) return GALLERY_NOTICES.tooLarge;
  if (file.type && !(GALLERY_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return GALLERY_NOTICES.wrongType;
  return null;
}

/** The member's message for a refused upload or post, by HTTP status. */
export function refusal(status: number, otherwise: Message): Message {
  if (status === 413) return GALLERY_NOTICES.tooLarge;
  if (status === 415) return GALLERY_NOTICES.wrongType;
  return otherwise;
}

/**
 * The JSON body of POST /api/community-images from the form: description left out when empty, tank
 * specifications only when one is filled in, the species only when chosen.
 */
export function postBody(form: FormData, imageUrl: string): Record<string, unknown> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const tankSpecs = Object.fromEntries(
    TANK_SPEC_FIELDS.map(({ key }) => [key, text(`tankSpecs.${key}`)]).filter(([, value]) => value !== ""),
  );
  const description = text("description");
  const fishId = text("fishId");
  return {
    title: text("title"),
    ...(description ? { description } : {}),
    category: text("category"),
    imageUrl,
    tags: [...new Set(form.getAll("tags").map(String))],
    ...(Object.keys(tankSpecs).length > 0 ? { tankSpecs } : {}),
    ...(fishId ? { fishId: Number(fishId) } : {}),
  };
}
