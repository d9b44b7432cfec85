import type { LoaderFunctionArgs } from "@remix-run/node";
import { isVideoIllustrationCategory, renderVideoIllustration } from "~/illustrations/videos";
import { svgImageResponse, svgNotFound } from "~/services/svg-image.server";
import { readOnly } from "~/services/api.server";

/**
 * GET /illustrations/videos/:category (beginner-setup, fish-care, plant-maintenance, aquascaping,
 * equipment-reviews, youtube): the category's generated video thumbnail as SVG (see videoIllustrationUrl for its
 * ?v=). Nothing is read from the database.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  if (!isVideoIllustrationCategory(params.category)) return svgNotFound();
  return svgImageResponse(request, renderVideoIllustration(params.category));
}

/** Only reads are answered here. */
export const action = readOnly;
