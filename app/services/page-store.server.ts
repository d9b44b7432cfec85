import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { parse as parseCookies } from "cookie";
import fresh from "fresh";
import CachePolicy from "http-cache-semantics";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { contentSecurityPolicy } from "./security.server";
import { SESSION_COOKIE_NAME } from "./session-cookie.server";

/**
 * The visitors' page store: what every visitor sees the same (the fish pages and lists, the guides, the reviews,
 * for people who are not signed in) is rendered once and served from memory. A response is kept only when HTTP
 * says a shared cache may keep it, it sets no cookie, and the request carried no session. The server files every
 * page under the public content version (which triggers on the public tables raise), so a change to what
 * visitors see is never served stale, whoever made it.
 */

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml))/;

export type StoredPage = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Whether the body is worth compressing; each encoding is made when a client first asks for it. */
  compressible: boolean;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
};

/** A request may be answered from the store: a read, by someone without a session. */
export function isCacheableRequest(method: string, cookieHeader: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (!cookieHeader) return true;
  return parseCookies(cookieHeader)[SESSION_COOKIE_NAME] === undefined;
}

/**
 * CSP hashes of the page's own inline scripts, so a stored page needs no per-request nonce (a nonce must never
 * repeat). Only scripts that carry this render's nonce are the page's own: a script tag that came from anywhere
 * else (markup a member managed to write) gets no hash, so browsers refuse to run it from the store too.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(match[1])) continue;
    if (!nonce || match[1].match(/\bnonce\s*=\s*"([^"]*)"/)?.[1] !== nonce) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export type StoreInput = {
  /** The address asked for and the request's headers (HTTP's rules for a shared cache read both). */
  url: string;
  requestHeaders: Record<string, string | string[] | undefined>;
  status: number;
  /** The route's own headers (lower-case names), without the per-request baseline. */
  headers: Record<string, string>;
  /** The uncompressed bytes the app wrote. */
  body: Buffer;
  /** The nonce this render's own scripts carry. */
  nonce: string;
  connectOrigins?: string[];
};

/** The headers a stored answer keeps: a route's own policy (an image's sandbox, say) stays with it. */
const KEPT_HEADERS = [
  "content-type",
  "cache-control",
  "vary",
  "content-language",
  "x-remix-response",
  "content-security-policy",
  "x-content-type-options",
];

/** A finished response as a stored page with how long it may be served (ms), or null when it must not be shared. */
export function toStoredPage(input: StoreInput): { page: StoredPage; ttlMs: number } | null {
  const { status, headers, body } = input;
  if (status !== 200 || headers["set-cookie"] !== undefined) return null;
  // Only what the route declared public: a shared cache's own heuristics (a 200 without a lifetime) do not count.
  if (!/\bpublic\b/i.test(headers["cache-control"] ?? "")) return null;
  const policy = new CachePolicy({ method: "GET", url: input.url, headers: input.requestHeaders }, { status, headers }, { shared: true });
  // The freshness lifetime alone: the store never revalidates in the background, so it never serves stale.
  const ttlMs = policy.storable() ? policy.maxAge() * 1000 : 0;
  if (ttlMs <= 0) return null;

  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) if (headers[name] !== undefined) kept[name] = headers[name];
  const contentType = headers["content-type"] ?? "";
  if (contentType.startsWith("text/html")) {
    kept["content-security-policy"] = contentSecurityPolicy({
      scriptSources: inlineScriptHashes(body.toString("utf8"), input.nonce),
      connectOrigins: input.connectOrigins,
    });
  }
  const page: StoredPage = {
    status,
    headers: kept,
    body,
    // Compressed later, once per encoding a client asks for: an address asked for once costs no compression.
    compressible: COMPRESSIBLE.test(contentType) && body.length > 1024,
    gzip: null,
    br: null,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
  };
  return { page, ttlMs };
}

/** The client already holds this version (If-None-Match, weak or strong, unless it asked for no-cache). */
export function notModified(requestHeaders: Record<string, string | string[] | undefined>, etag: string): boolean {
  return fresh(requestHeaders, { etag });
}

const ENCODINGS = ["br", "gzip", "identity"];
/** Negotiator 1's `preferred` option (ties go to the smaller encoding) is newer than its published types. */
type EncodingNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };

/** The best encoding the client accepts, for a page worth compressing. */
export function pickEncoding(page: StoredPage, acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!page.compressible) return null;
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as unknown as EncodingNegotiator;
  const best = negotiator.encoding(ENCODINGS, { preferred: ENCODINGS });
  return best === "br" || best === "gzip" ? best : null;
}

/**
 * Mid-level settings: nearly the size of the highest levels for a page of HTML, at a fraction of the time, so
 * filling the store never costs more than rendering did.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

function compress(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * A page names the query parameters it reads in this header (space-separated). The store then files every
 * address of that page under its path and those parameters alone: `/fish/1?utm=…` or a script's unique
 * `?x=123` is answered from the copy of `/fish/1` instead of rendering and storing a copy of its own.
 */
export const PAGE_PARAMS_HEADER = "x-page-params";

/** The header a page's loader sends to say which query parameters it reads. */
export function pageParamsHeader(names: readonly string[]): Record<string, string> {
  return { [PAGE_PARAMS_HEADER]: names.join(" ") };
}

const sizeOf = (page: StoredPage) => page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0);

/** A bounded, least-recently-used store of pages, each kept for its own lifetime. */
export class PageStore {
  private readonly pages: LRUCache<string, StoredPage>;
  /** Per page path (documents only), the query parameters it said it reads. */
  private readonly pageParams: LRUCache<string, string[]>;

  constructor({
    maxEntries = 2000,
    maxBytes = 64 * 1024 * 1024,
    now,
  }: { maxEntries?: number; maxBytes?: number; now?: () => number } = {}) {
    // A clock of the caller's (tests) is read each time, not cached for a millisecond as the real one is.
    const clock = now ? { perf: { now }, ttlResolution: 0 } : {};
    this.pages = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      maxEntrySize: Math.floor(maxBytes / 4),
      sizeCalculation: sizeOf,
      ...clock,
    });
    this.pageParams = new LRUCache({ max: maxEntries });
  }

  get(key: string): StoredPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: StoredPage, ttlMs: number) {
    this.pages.set(key, page, { ttl: ttlMs });
  }

  /**
   * The address a page is filed under: its path and only the parameters it reads, once it has said which.
   * `.data` requests (client navigations) and pages that said nothing keep their whole address.
   */
  pageAddress(url: string): string {
    const [pathname, query = ""] = splitAddress(url);
    const reads = this.pageParams.get(pathname);
    if (!reads || !query) return url;
    const kept = new URLSearchParams();
    for (const [name, value] of new URLSearchParams(query)) if (reads.includes(name)) kept.append(name, value);
    const filtered = kept.toString();
    return filtered ? `${pathname}?${filtered}` : pathname;
  }

  /**
   * Learns what a rendered page reads (from its header) and says whether its copy may be stored: only a render
   * of exactly the address it is filed under, so a copy never shows another address's stray parameters.
   */
  mayStore(url: string, declared: string | undefined): boolean {
    const [pathname] = splitAddress(url);
    if (declared !== undefined && !pathname.endsWith(".data")) this.pageParams.set(pathname, declared.split(" ").filter(Boolean));
    return this.pageAddress(url) === url;
  }

  /** The page's body in `encoding` (or as stored), compressing it the first time and keeping the result. */
  bodyFor(key: string, page: StoredPage, encoding: "br" | "gzip" | null): Buffer {
    if (!encoding) return page.body;
    const kept = page[encoding];
    if (kept) return kept;
    const made = compress(page.body, encoding);
    page[encoding] = made;
    // Set again so the store counts the compressed copy against its size, keeping the page's lifetime.
    if (this.pages.peek(key) === page) this.pages.set(key, page, { noUpdateTTL: true });
    return made;
  }

  clear() {
    this.pages.clear();
  }

  get size() {
    return this.pages.size;
  }
}

function splitAddress(url: string): [string, string | undefined] {
  const at = url.indexOf("?");
  return at < 0 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}
