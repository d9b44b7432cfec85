import type { HeadersFunction } from "@remix-run/node";

/**
 * Cache rules for pages. A page that is the same for every visitor may be shared for a minute (and served
 * stale while it revalidates); anything shown to a signed-in member is private to them.
 */
export const VISITOR_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";
export const MEMBER_CACHE_CONTROL = "private, no-store";

/** For loaders: the Cache-Control their answer deserves, given whether a member asked. */
export function cacheControlFor(signedIn: boolean): string {
  return signedIn ? MEMBER_CACHE_CONTROL : VISITOR_CACHE_CONTROL;
}

/**
 * The `headers` export of a page that visitors may share: the loader's Cache-Control, unless the root (which
 * knows who is signed in, and whether a toast is waiting) already made the document private.
 */
export const publicPageHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers({ Vary: "Cookie" });
  const fromRoot = parentHeaders.get("Cache-Control");
  if (errorHeaders) {
    headers.set("Cache-Control", "no-cache");
  } else if (fromRoot && /private|no-store/.test(fromRoot)) {
    headers.set("Cache-Control", fromRoot);
  } else {
    headers.set("Cache-Control", loaderHeaders.get("Cache-Control") ?? VISITOR_CACHE_CONTROL);
  }
  return headers;
};
