import { randomBytes } from "node:crypto";

/**
 * The security baseline every response carries. Kept as plain functions of plain values so the HTTP server
 * can apply them before Remix runs, and tests can check them without a server.
 */

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export type CspOptions = {
  /** Per-request nonce for rendered pages. */
  nonce?: string;
  /** Script hashes, for stored pages served to many visitors (a nonce must never be reused). */
  scriptSources?: string[];
  /** Extra origins the browser may send uploads to (an S3 bucket on another origin). */
  connectOrigins?: string[];
  /** Vite's dev server needs websockets and inline module preambles. */
  development?: boolean;
  /** Tell browsers to use https only (production, which is always served over https). */
  hsts?: boolean;
};

/**
 * The only outside origins a page may load from: YouTube's privacy-enhanced embed and Vimeo's player, framed
 * only once a visitor presses play.
 * Every image is served by Shoal itself: uploads, drawings, and copies of the providers' video thumbnails.
 */
export const PLAYER_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

export function contentSecurityPolicy({ nonce, scriptSources = [], connectOrigins = [], development = false }: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptSources, "'strict-dynamic'"],
    // Tailwind ships as a stylesheet; style attributes (progress bars, image sizes) need inline styles.
    "style-src": ["'self'", "'unsafe-inline'"],
    // blob: is the preview of a picture chosen for upload, before it is sent.
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...connectOrigins, ...(development ? ["ws:", "wss:"] : [])],
    // Video files are watched through their link, never played in the page.
    "media-src": ["'none'"],
    "frame-src": [...PLAYER_FRAME_ORIGINS],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Two years, the value preload lists ask for; subdomains included because the site owns its whole name. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    ...(options.hsts ? { "Strict-Transport-Security": HSTS_VALUE } : {}),
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type OriginCheck = {
  method: string;
  /** The Origin header, when the client sent one. */
  origin?: string | null;
  /** Sec-Fetch-Site, which browsers send even where they omit Origin. */
  fetchSite?: string | null;
  /** Origins this site answers on: APP_URL's, or the one the request came to. */
  allowedOrigins: string[];
};

/**
 * Refuses a state change that a page on another origin asked a browser to make. Browsers always say where a
 * POST, PUT or DELETE came from; clients without a browser (scripts, curl) send neither header, hold no
 * victim's cookie, and are let through to the usual authorization checks.
 */
export function isCrossOriginMutation({ method, origin, fetchSite, allowedOrigins }: OriginCheck): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (origin && origin !== "null") return !allowedOrigins.includes(origin);
  if (origin === "null") return true;
  if (fetchSite) return fetchSite === "cross-site" || fetchSite === "same-site";
  return false;
}
