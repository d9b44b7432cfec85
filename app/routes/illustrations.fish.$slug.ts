import type { LoaderFunctionArgs } from "@remix-run/node";
import { renderFishIllustration } from "~/illustrations/fish";
import { findFishIllustration } from "~/models/fish.server";
import { svgImageResponse, svgNotFound } from "~/services/svg-image.server";
import { readOnly } from "~/services/api.server";

/**
 * GET /illustrations/fish/:slug: a species' generated illustration as SVG (see illustrationUrl for its ?v=).
 * Fish added by admins have no slug and keep the picture they were given.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const found = params.slug ? findFishIllustration(params.slug) : undefined;
  if (!found?.illustration) return svgNotFound();
  return svgImageResponse(request, renderFishIllustration({ name: found.name, ...found.illustration }));
}

/** Only reads are answered here. */
export const action = readOnly;
