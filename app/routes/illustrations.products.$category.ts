import type { LoaderFunctionArgs } from "@remix-run/node";
import { categoryFromIllustrationSlug, renderProductIllustration } from "~/illustrations/products";
import { svgImageResponse, svgNotFound } from "~/services/svg-image.server";
import { readOnly } from "~/services/api.server";

/**
 * GET /illustrations/products/:category (tank, filter, lighting, substrate, plants, accessories): the category's
 * generated drawing as SVG (see productIllustrationUrl for its ?v=).
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const category = categoryFromIllustrationSlug(params.category);
  if (!category) return svgNotFound();
  return svgImageResponse(request, renderProductIllustration(category));
}

/** Only reads are answered here. */
export const action = readOnly;
