import { randomUUID } from "node:crypto";
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from "~/domain/responsive-image";

/**
 * Object keys are `uploads/<uuid>`, chosen by the server. Checking every key against this exact shape is what
 * keeps `..`, slashes and member-chosen names out of file paths and bucket keys.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const KEY_PATTERN = new RegExp(`^uploads/${UUID}$`);
/**
 * A published image's smaller copies sit beside it: `uploads/<uuid>-w320` is the 320 px wide one. Only the
 * server writes them (never an upload address), and they share the main image's record and audience.
 */
const VARIANT_KEY_PATTERN = new RegExp(`^(uploads/${UUID})-w(${IMAGE_VARIANT_WIDTHS.join("|")})$`);
const ADDRESS_TAIL = new RegExp(`/uploads/(${UUID})$`, "i");

export function newObjectKey(): string {
  return `uploads/${randomUUID()}`;
}

export function isObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key) || VARIANT_KEY_PATTERN.test(key);
}

export function variantKeyOf(key: string, width: ImageVariantWidth): string {
  return `${key}-w${width}`;
}

/** The main image a key belongs to: itself, or the image a copy was made from; null for a key not of ours. */
export function mainKeyOf(key: string): string | null {
  if (KEY_PATTERN.test(key)) return key;
  return VARIANT_KEY_PATTERN.exec(key)?.[1] ?? null;
}

/**
 * The key for the `:key` segment of /objects/uploads/:key when it may name a published image's variant:
 * the object to serve, and the main image whose record says who may see it.
 */
export function imageKeysFromParam(param: string | undefined): { key: string; mainKey: string } | null {
  const key = `uploads/${param ?? ""}`;
  if (KEY_PATTERN.test(key)) return { key, mainKey: key };
  const variant = VARIANT_KEY_PATTERN.exec(key);
  return variant ? { key, mainKey: variant[1] } : null;
}

/** The key for the `:key` segment of /objects/uploads/:key, or null when it is not one of ours. */
export function keyFromUuid(uuid: string | undefined): string | null {
  const key = `uploads/${uuid ?? ""}`;
  return KEY_PATTERN.test(key) ? key : null;
}

/**
 * The key behind an address a client was given or shown: the local upload URL, a presigned bucket URL
 * (`/<bucket>/uploads/<uuid>`) or the public URL. Query and fragment are ignored.
 */
export function keyFromAddress(address: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address, "http://placeholder.invalid").pathname;
  } catch {
    return null;
  }
  const match = ADDRESS_TAIL.exec(pathname);
  return match ? `uploads/${match[1].toLowerCase()}` : null;
}

/** Where the app serves an object, on its own origin in both drivers (path only). */
export function publicUrlOf(key: string): string {
  return `/objects/${key}`;
}
