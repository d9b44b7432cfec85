import { fileTypeFromBuffer } from "file-type";

/** The only types Shoal stores and serves as images: what every browser shows in an <img>. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** How many leading bytes file-type needs to recognise any format it knows. */
export const IMAGE_SNIFF_BYTES = 4100;

export function isImageType(value: unknown): value is ImageType {
  return typeof value === "string" && (IMAGE_TYPES as readonly string[]).includes(value);
}

/**
 * The image type the bytes really are (magic numbers), or null. A declared Content-Type is never trusted:
 * an HTML file sent as image/png must not become a stored "image".
 */
export async function detectImageType(bytes: Uint8Array): Promise<ImageType | null> {
  if (bytes.byteLength === 0) return null;
  try {
    const result = await fileTypeFromBuffer(bytes);
    // An animated PNG is still a PNG to every browser; file-type names it separately.
    const mime = result?.mime === "image/apng" ? "image/png" : result?.mime;
    return isImageType(mime) ? mime : null;
  } catch {
    // A truncated or malformed header is simply not an image we accept.
    return null;
  }
}
