import type SharpModule from "sharp";
import type { Sharp } from "sharp";
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from "~/domain/responsive-image";
import { detectImageType } from "~/services/image-type.server";

/** sharp is loaded with the first picture, not when the server starts: most processes never re-encode one. */
let sharpModule: Promise<{ default: typeof SharpModule }> | undefined;
async function loadSharp() {
  sharpModule ??= import("sharp");
  return (await sharpModule).default;
}

/**
 * Members' photos are never served as uploaded: a phone photo carries the place it was taken (GPS), the camera
 * and often the owner's name. Every photo is decoded and encoded again, which keeps only the pixels.
 */

/** The long side of the stored photo: as large as the page ever shows it, small enough to load quickly. */
export const PHOTO_MAX_DIMENSION = IMAGE_MAX_WIDTH;
/** Refuses decompression bombs before decoding: about 50 megapixels covers every phone camera's default. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;
export const PHOTO_OUTPUT_TYPE = "image/webp";
const PHOTO_QUALITY = 80;
/** Copies keep at most this height-to-width ratio, so a very tall image cannot become an enormous one. */
const MAX_ASPECT = 4;
/** A photo that takes longer than this to process is refused rather than holding a worker. */
const PROCESSING_TIMEOUT_SECONDS = 30;
/** Decoding a large photo takes a few hundred MB; at most this many run at once in one process. */
const MAX_CONCURRENT_JOBS = 2;

/** The formats accepted as input, as sharp names them (the same four the uploads accept). */
const INPUT_FORMATS = new Set(["jpeg", "png", "gif", "webp"]);

export type ProcessedPhoto = {
  data: Uint8Array;
  contentType: typeof PHOTO_OUTPUT_TYPE;
  width: number;
  height: number;
};

export type ProcessedImage = ProcessedPhoto & {
  /** Smaller copies for `srcset`, each exactly its width. */
  variants: Array<{ width: ImageVariantWidth; data: Uint8Array }>;
};

export type ImageProcessingFailureCode = "too-many-pixels" | "not-an-image";

/** A photo the member sent that cannot become a stored photo: 413 too many pixels, 415 not an image. */
export class ImageProcessingError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
    readonly code: ImageProcessingFailureCode = status === 413 ? "too-many-pixels" : "not-an-image",
  ) {
    super(message);
    this.name = "ImageProcessingError";
  }
}

/**
 * Decodes an uploaded photo, turns it upright (EXIF orientation), shrinks it to fit PHOTO_MAX_DIMENSION and
 * encodes it as WebP in sRGB with no metadata at all: no EXIF, GPS, XMP, IPTC or ICC profile.
 * Throws ImageProcessingError for anything that is not a JPEG, PNG, GIF or WebP image, or is too large to decode.
 */
export async function reencodePhoto(input: Uint8Array): Promise<ProcessedPhoto> {
  const { variants: _variants, ...main } = await processImage(input, { variants: false });
  return main;
}

/**
 * The same checks and clean re-encoding as reencodePhoto, as the images pages offer in `srcset`: the main image
 * IMAGE_MAX_WIDTH wide and a copy at each of IMAGE_VARIANT_WIDTHS, from one decode.
 */
export async function reencodeWithVariants(input: Uint8Array): Promise<ProcessedImage> {
  return processImage(input, { variants: true });
}

async function processImage(input: Uint8Array, { variants }: { variants: boolean }): Promise<ProcessedImage> {
  // The bytes decide, before sharp sees them: sharp would also read SVG, TIFF, HEIF or PDF.
  if (!(await detectImageType(input))) throw notAnImage();
  const sharp = await loadSharp();
  return withJobSlot(async () => {
    const options = {
      limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
      // Only the first frame of an animation: a photo is a still.
      pages: 1,
      failOn: "error",
    } as const;
    let format: string | undefined;
    let width = 0;
    let height = 0;
    try {
      // Reading the header decodes no pixels, so it may skip sharp's limit: the size is judged here from the
      // dimensions, since sharp's refusal carries no code, only text.
      ({ format, width = 0, height = 0 } = await sharp(input, { ...options, limitInputPixels: false }).metadata());
    } catch {
      throw notAnImage();
    }
    if (!format || !INPUT_FORMATS.has(format)) throw notAnImage();
    if (width * height > PHOTO_MAX_INPUT_PIXELS) throw tooManyPixels();

    try {
      // Turned upright once; each output is a clone of the decoded, oriented image.
      const upright = sharp(input, options).autoOrient();
      if (!variants) {
        const main = await encode(
          upright.clone().resize({ width: PHOTO_MAX_DIMENSION, height: PHOTO_MAX_DIMENSION, fit: "inside", withoutEnlargement: true }),
        );
        return { ...main, variants: [] };
      }
      // For `srcset` every copy is exactly the width it is listed at, so the browser's sums hold: the main image
      // is IMAGE_MAX_WIDTH wide and each copy its own width, a smaller photo enlarged to fit (it would be
      // stretched on the page anyway). Only an image taller than four times its width comes out narrower.
      const atWidth = (width: number) => upright.clone().resize({ width, height: width * MAX_ASPECT, fit: "inside" });
      const main = await encode(atWidth(IMAGE_MAX_WIDTH));
      const copies: ProcessedImage["variants"] = [];
      for (const variantWidth of IMAGE_VARIANT_WIDTHS) {
        copies.push({ width: variantWidth, data: (await encode(atWidth(variantWidth))).data });
      }
      return { ...main, variants: copies };
    } catch {
      // The size passed above, so sharp's own limit is only a backstop here: what fails now is the bytes.
      throw notAnImage();
    }
  });
}

/** WebP in sRGB: sharp writes no metadata unless asked (withMetadata/keepExif/keepIccProfile). */
async function encode(image: Sharp): Promise<ProcessedPhoto> {
  const { data, info } = await image
    .webp({ quality: PHOTO_QUALITY })
    .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    contentType: PHOTO_OUTPUT_TYPE,
    width: info.width,
    height: info.height,
  };
}

function notAnImage() {
  return new ImageProcessingError(415, "The file could not be read as a JPEG, PNG, GIF or WebP image");
}

function tooManyPixels() {
  return new ImageProcessingError(
    413,
    `The image has more than ${PHOTO_MAX_INPUT_PIXELS / 1_000_000} megapixels; please choose a smaller one`,
  );
}

let running = 0;
const waiting: Array<() => void> = [];

/** A small queue, so a burst of uploads cannot decode many large photos at once and exhaust memory. */
async function withJobSlot<T>(job: () => Promise<T>): Promise<T> {
  // A finishing job hands its slot straight to the next one waiting, so the count never overshoots.
  if (running >= MAX_CONCURRENT_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
