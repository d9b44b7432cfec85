/**
 * Members' images are stored IMAGE_MAX_WIDTH px wide, with smaller copies for phones and grids. The copies' addresses follow from the main address, so a page needs nothing but the image's URL
 * to offer them all (`srcset`), and the browser picks the one that fits the slot (`sizes`).
 */

/** The long side of the stored main image: as large as any page shows it. */
export const IMAGE_MAX_WIDTH = 1280;

/** The widths of the smaller copies. */
export const IMAGE_VARIANT_WIDTHS = [320, 640] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Addresses of images the server published itself; anything else (drawings, seeded URLs) has no copies. */
const PUBLISHED_IMAGE_ADDRESS = /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function imageVariantUrl(url: string, width: ImageVariantWidth): string {
  return `${url}-w${width}`;
}

/**
 * The `srcset` for a published image, or undefined for any other URL. The main image is IMAGE_MAX_WIDTH wide
 * and each copy its own width (images stored before copies were made are answered by the main image).
 */
export function responsiveSrcSet(url: string): string | undefined {
  if (!PUBLISHED_IMAGE_ADDRESS.test(url)) return undefined;
  return [...IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`), `${url} ${IMAGE_MAX_WIDTH}w`].join(", ");
}

/**
 * `sizes` for the common slots. A card in the site's grids (one column on phones, two from 640 px, three from
 * 1024 px, inside a page at most about 1200 px wide), or a full-width image.
 */
export const IMAGE_SIZES = {
  gridCard: "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  fullWidth: "(min-width: 1280px) 1280px, 100vw",
  /** The fish page's main image: beside the facts from 1024 px, at most 600 px wide. */
  fishProfile: "(min-width: 1024px) 600px, 100vw",
} as const;
