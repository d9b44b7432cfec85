import type { LoaderFunctionArgs } from "@remix-run/node";
import { renderPlantIllustration } from "~/illustrations/plants";
import { findPlantDrawing } from "~/models/plant.server";
import { svgImageResponse, svgNotFound } from "~/services/svg-image.server";
import { readOnly } from "~/services/api.server";

/** GET /illustrations/plants/:slug: a plant's drawing, made from its facts, as SVG (see plantIllustrationUrl for its ?v=). */
export function loader({ request, params }: LoaderFunctionArgs) {
  const found = params.slug ? findPlantDrawing(params.slug) : undefined;
  if (!found) return svgNotFound();
  return svgImageResponse(request, renderPlantIllustration(found));
}

/** Only reads are answered here. */
export const action = readOnly;
