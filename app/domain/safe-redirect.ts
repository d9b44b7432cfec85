/**
 * Keeps a return address on this site: only a local absolute path is accepted, so a crafted link can never
 * send a member to another origin after signing in ("//evil.example" and "/\evil.example" are refused).
 */
export function safeReturnTo(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value === "") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  // Re-written as the URL parser writes it: every character outside ASCII percent-encoded, so the address can
  // go into a Location header (which carries bytes, not text) and still lead to the same page.
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

const PLACEHOLDER_ORIGIN = "http://return-to.invalid";

/** The path and query of a request, to come back to after signing in. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`;
}
