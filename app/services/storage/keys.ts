import { randomUUID } from "node:crypto";

/**
 * Object keys are `uploads/<uuid>`, chosen by the server. Checking every key against this exact shape is what
 * keeps `..`, slashes and member-chosen names out of file paths and bucket keys.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const KEY_PATTERN = new RegExp(`^uploads/${UUID}$`);
const ADDRESS_TAIL = new RegExp(`/uploads/(${UUID})$`, "i");

export function newObjectKey(): string {
  return `uploads/${randomUUID()}`;
}

export function isObjectKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The key for the `:key` segment of /objects/uploads/:key, or null when it is not one of ours. */
export function keyFromUuid(uuid: string | undefined): string | null {
  const key = `uploads/${uuid ?? ""}`;
  return isObjectKey(key) ? key : null;
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
