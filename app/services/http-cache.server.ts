import type { HeadersFunction } from "@remix-run/node";
import { PAGE_PARAMS_HEADER } from "./page-store.server";

/**
 * Cache rules for pages. A page that is the same for every visitor may be shared for a minute (and served
 * stale while it revalidates); anything shown to a signed-in member is private to them.
 */
/** A page every visitor sees the same: shared for a minute, served stale while it revalidates. */
export const VISITOR_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";
/** Anything shown to one person: a member's page or answer, or a page carrying a toast. */
export const MEMBER_CACHE_CONTROL = "private, no-store";
/** Never kept anywhere: sign-in steps, refusals, health checks, tokens. */
export const NO_STORE_CACHE_CONTROL = "no-store";
/** Kept, but asked about again each time: pages that do not opt in to sharing, error pages. */
export const REVALIDATE_CACHE_CONTROL = "no-cache";
/** Reference data as JSON (catalogue lists, the search index): shared for five minutes. */
export const REFERENCE_DATA_CACHE_CONTROL = "public, max-age=300";
/** Public JSON that members' posts change (a fish with its photos): shared for a minute. */
export const PUBLIC_DATA_CACHE_CONTROL = "public, max-age=60";
/** Browsers ask again each time (a re-fetch after posting is fresh); shared caches may keep it a minute. */
export const SHARED_ONLY_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
/** Files whose address changes when they do (fingerprinted build output and drawings, published images). */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Files in public/ that keep their name when they change (the icon, the logo): a change reaches everyone within an hour. */
export const STATIC_FILE_CACHE_CONTROL = "public, max-age=3600";

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
    headers.set("Cache-Control", REVALIDATE_CACHE_CONTROL);
  } else if (fromRoot && /private|no-store/.test(fromRoot)) {
    headers.set("Cache-Control", fromRoot);
  } else {
    headers.set("Cache-Control", loaderHeaders.get("Cache-Control") ?? VISITOR_CACHE_CONTROL);
  }
  // Which query parameters the page reads, for the visitors' store (page-store.server.ts).
  const reads = loaderHeaders.get(PAGE_PARAMS_HEADER);
  if (reads !== null) headers.set(PAGE_PARAMS_HEADER, reads);
  return headers;
};

/**
 * The `headers` export of a list page that visitors share (/fish, /plants): the loader's caching and the query
 * parameters it reads, unless a parent sets a cookie (a flash toast), which makes the answer one person's.
 */
export const listPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  if (parentHeaders.has("Set-Cookie")) return { "Cache-Control": MEMBER_CACHE_CONTROL };
  const passed = new Headers();
  for (const name of ["Cache-Control", "Vary", PAGE_PARAMS_HEADER]) {
    const value = loaderHeaders.get(name);
    if (value) passed.set(name, value);
  }
  return passed;
};
