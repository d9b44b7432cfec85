/** Tiny real images and impostors for upload tests: bytes, never files on disk. */

/** A valid 1x1 PNG. */
export const PNG_1X1 = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
);

/** A valid 1x1 baseline JPEG. */
export const JPEG_1X1 = Uint8Array.from(
  Buffer.from(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////" +
      "////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
    "base64",
  ),
);

export const HTML_PAGE = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
export const TEXT_FILE = new TextEncoder().encode("just some notes about my tank\n");

/** A PNG followed by padding up to `size` bytes: a real image by its magic bytes, of any size. */
export function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_1X1);
  return bytes;
}
