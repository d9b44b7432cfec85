import type { LoaderFunctionArgs } from "@remix-run/node";
import { isAquascapeScene } from "~/domain/aquascapes";
import { renderAquascapeIllustration } from "~/illustrations/aquascapes";
import { svgImageResponse, svgNotFound } from "~/services/svg-image.server";
import { readOnly } from "~/services/api.server";

/**
 * GET /illustrations/aquascapes/:scene: the generated picture of one aquascape style family, as SVG (see
 * aquascapeIllustrationUrl for its ?v=). Nothing is read from the database.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  if (!isAquascapeScene(params.scene)) return svgNotFound();
  return svgImageResponse(request, renderAquascapeIllustration(params.scene));
}

/** Only reads are answered here. */
export const action = readOnly;
