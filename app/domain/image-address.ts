/**
 * The only picture addresses Shoal stores for others to see. A browser fetches whatever an `<img>` names, with
 * the reader's cookies: an address such as /api/logout or another site's tracker would act on every reader. So
 * a stored picture is one of three exact shapes, read here, and a model then checks that a published image
 * really is one Shoal made for that member (app/models/image-address.server.ts).
 */

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** An image the pipeline published: /objects/uploads/<uuid>, with nothing after it. */
const PUBLISHED = new RegExp(`^/objects/(uploads/${UUID})$`);
/** A drawing Shoal generates from data: /illustrations/<kind>/<slug>, optionally ?v=<fingerprint>. */
const DRAWING = /^\/illustrations\/(?:fish|products|aquascapes|videos)\/[a-z0-9][a-z0-9-]*(?:\?v=[0-9a-z]+)?$/;
/** A picture shipped with the site in public/images. */
const SITE_PICTURE = /^\/images\/[a-z0-9][a-z0-9-]*\.(?:svg|png|webp|jpg)$/;

export type ImageAddress = { kind: "published"; key: string } | { kind: "drawing" } | { kind: "site-picture" };

/** What an address is, or null when it is none of the shapes a stored picture may have. */
export function readImageAddress(value: string): ImageAddress | null {
  const published = PUBLISHED.exec(value);
  if (published) return { kind: "published", key: published[1] };
  if (DRAWING.test(value)) return { kind: "drawing" };
  if (SITE_PICTURE.test(value)) return { kind: "site-picture" };
  return null;
}

/** The message every refused picture address gets (the profile form's words). */
export const IMAGE_ADDRESS_REFUSED = "Invalid image URL";
