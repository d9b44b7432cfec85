import { type AquascapeScene } from "../domain/aquascapes";
import { H, W } from "./aquascapes/canvas";
import { SCENES } from "./aquascapes/scenes";
import { seededRandom } from "./aquascapes/seeded-random";
import { clipToCard, shortHash, svgDocument } from "./svg";

/**
 * Generated aquascape illustrations: a flat vector drawing of a planted tank in one style family, in the same
 * manner as the fish illustrations (flat fills, darker outlines, no gradients, no text but the title). Pure and
 * isomorphic; the route /illustrations/aquascapes/:scene serves it and the aquascape seed points a guide's
 * imageUrl at that route. Every scene is a 320 x 200 card.
 */

/** The SVG's own title: what the picture shows (pages give the <img> an alt naming the guide). */
export const SCENE_TITLES: Record<AquascapeScene, string> = {
  nature: "Nature Aquarium aquascape with driftwood and moss",
  iwagumi: "Iwagumi aquascape of stones on a carpet",
  dutch: "Dutch aquascape of stem plant terraces",
  jungle: "Jungle aquascape of tall, dense plants",
  blackwater: "Amazon blackwater biotope with roots and leaf litter",
  stream: "Southeast Asian stream biotope with river pebbles",
  walstad: "Walstad soil tank with floating plants",
  mountain: "Mountain valley aquascape",
  island: "Island layout aquascape",
  triangle: "Triangular composition aquascape",
  nano: "Nano shrimp tank",
  paludarium: "Paludarium with land and water",
};

/** Width and height of every scene, for the <img> that shows it. */
export const AQUASCAPE_ILLUSTRATION_SIZE = { width: W, height: H } as const;

/**
 * A standalone SVG of the scene, titled with what it shows. Meant to be served as an image (`<img src>`), where
 * its ids cannot clash with a page's.
 */
export function renderAquascapeIllustration(scene: AquascapeScene): string {
  const draw = SCENES[scene] ?? SCENES.nature;
  const title = SCENE_TITLES[scene] ?? SCENE_TITLES.nature;
  return svgDocument(AQUASCAPE_ILLUSTRATION_SIZE, title, clipToCard(AQUASCAPE_ILLUSTRATION_SIZE, draw(seededRandom(scene))));
}

/** Path prefix of the generated aquascape pictures. */
export const AQUASCAPE_ILLUSTRATION_PREFIX = "/illustrations/aquascapes/";

/**
 * Where a scene's illustration is served. The version query is a fingerprint of the drawing itself, so any
 * change to a drawing gives it a new address and the response can be cached for good.
 */
export function aquascapeIllustrationUrl(scene: AquascapeScene): string {
  return `${AQUASCAPE_ILLUSTRATION_PREFIX}${scene}?v=${shortHash(renderAquascapeIllustration(scene))}`;
}
