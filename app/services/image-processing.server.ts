import sharp from "sharp";
import { detectImageType } from "~/services/image-type.server";

/**
 * Members' photos are never served as uploaded: a phone photo carries the place it was taken (GPS), the camera
 * and often the owner's name. Every photo is decoded and encoded again, which keeps only the pixels.
 */

/** The long side of the stored photo: as large as the page ever shows it, small enough to load quickly. */
export const PHOTO_MAX_DIMENSION = 1280;
/** Refuses decompression bombs before decoding: about 50 megapixels covers every phone camera's default. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;
export const PHOTO_OUTPUT_TYPE = "image/webp";
const PHOTO_QUALITY = 80;
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

/** A photo the member sent that cannot become a stored photo: 413 too many pixels, 415 not an image. */
export class ImageProcessingError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
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
  // The bytes decide, before sharp sees them: sharp would also read SVG, TIFF, HEIF or PDF.
  if (!(await detectImageType(input))) throw notAnImage();
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
      ({ format, width = 0, height = 0 } = await sharp(input, options).metadata());
    } catch (error) {
      throw refusal(error);
    }
    if (!format || !INPUT_FORMATS.has(format)) throw notAnImage();
    if (width * height > PHOTO_MAX_INPUT_PIXELS) throw tooManyPixels();

    try {
      const { data, info } = await sharp(input, options)
        .autoOrient()
        .resize({
          width: PHOTO_MAX_DIMENSION,
          height: PHOTO_MAX_DIMENSION,
          fit: "inside",
          withoutEnlargement: true,
        })
        // sharp writes no metadata unless asked (withMetadata/keepExif/keepIccProfile), and converts to sRGB.
        .webp({ quality: PHOTO_QUALITY })
        .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
        .toBuffer({ resolveWithObject: true });
      return {
        data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        contentType: PHOTO_OUTPUT_TYPE,
        width: info.width,
        height: info.height,
      };
    } catch (error) {
      throw refusal(error);
    }
  });
}

/** sharp's errors, as what the member did: too many pixels, or bytes that do not decode. */
function refusal(error: unknown) {
  return error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : notAnImage();
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
