import { aquascapeIllustrationUrl } from "./aquascapes";
import { ILLUSTRATION_PATH_PREFIX, illustrationUrl } from "./fish";
import { plantIllustrationUrl } from "./plants";
import { productIllustrationUrl } from "./products";
import { videoIllustrationUrl } from "./videos";

/** The addresses of the drawings the seed stores on reference records (db/seed/drawings.ts). */
export const DRAWING_ADDRESSES = {
  fish: illustrationUrl,
  fishPrefix: ILLUSTRATION_PATH_PREFIX,
  product: productIllustrationUrl,
  video: videoIllustrationUrl,
  aquascape: aquascapeIllustrationUrl,
  plant: plantIllustrationUrl,
};
