import { shortHash } from "~/illustrations/svg";
import { IMMUTABLE_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from "./http-cache.server";

/**
 * Answers for generated illustrations. Their addresses carry a fingerprint of the drawing (?v=), so a changed
 * drawing has a new address and each answer may be cached for good.
 */

export function svgNotFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE_CACHE_CONTROL },
  });
}

export function svgImageResponse(request: Request, svg: string): Response {
  // Weak: the bytes on the wire differ once compression encodes them, the picture does not.
  const etag = `W/"${shortHash(svg)}-${svg.length.toString(36)}"`;
  const headers = new Headers({
    "Cache-Control": IMMUTABLE_CACHE_CONTROL,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    // An SVG opened on its own is a document: it may run nothing and reach nothing.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", "image/svg+xml; charset=utf-8");
  return new Response(svg, { status: 200, headers });
}

/** If-None-Match with weak comparison (RFC 9110): any listed tag, or "*", that names the same picture. */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
