import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { contentSecurityPolicy } from "./security.server";
import { SESSION_COOKIE_NAME } from "./session-cookie.server";

/**
 * What every visitor sees the same is rendered once and served from memory: the fish pages and the fish list
 * for people who are not signed in. A response is kept only when its route declared it public, it sets no
 * cookie, and the request carried no session. A change to what visitors see (publicContentChanged: a comment,
 * a deleted photo, an admin's edit) empties the cache, so a visitor never sees a page older than that change.
 */

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml))/;

export type CachedResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Whether the body is worth compressing; each encoding is made when a client first asks for it. */
  compressible: boolean;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  expiresAt: number;
};

/** A request may be answered from the cache: a read, by someone without a session. */
export function isCacheableRequest(method: string, cookieHeader: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (!cookieHeader) return true;
  return !cookieHeader.split(";").some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

function maxAgeSeconds(cacheControl: string): number | null {
  const directives = cacheControl.toLowerCase().split(",").map((d) => d.trim());
  if (!directives.includes("public")) return null;
  if (directives.some((d) => d === "private" || d === "no-store")) return null;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const maxAge = directives.find((d) => d.startsWith("max-age="));
  const value = Number((sMaxAge ?? maxAge)?.split("=")[1]);
  return Number.isFinite(value) && value > 0 ? value : null;
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
    if (!nonce || !hasNonce(match[1], nonce)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function hasNonce(attributes: string, nonce: string): boolean {
  return attributes.match(/\bnonce\s*=\s*"([^"]*)"/)?.[1] === nonce;
}

export type StoreInput = {
  /** The nonce this render's own scripts carry. */
  nonce: string;
  status: number;
  /** The response's headers; `body` is always the uncompressed bytes the app wrote. */
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
  now: number;
  connectOrigins?: string[];
};

/** Turns a finished response into a cache entry, or null when it must not be shared. */
export function toCacheEntry({ status, headers, body, now, connectOrigins, nonce }: StoreInput): CachedResponse | null {
  if (status !== 200) return null;
  if (headers["set-cookie"] !== undefined) return null;
  const cacheControl = String(headers["cache-control"] ?? "");
  const ttl = maxAgeSeconds(cacheControl);
  if (ttl === null) return null;
  const contentType = String(headers["content-type"] ?? "");

  const kept: Record<string, string> = {};
  // A route's own policy (an image's sandbox, say) is kept; only pages get theirs rebuilt from script hashes.
  for (const name of [
    "content-type",
    "cache-control",
    "vary",
    "content-language",
    "x-remix-response",
    "content-security-policy",
    "x-content-type-options",
  ]) {
    const value = headers[name];
    if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  if (contentType.startsWith("text/html")) {
    kept["content-security-policy"] = contentSecurityPolicy({
      scriptSources: inlineScriptHashes(body.toString("utf8"), nonce),
      connectOrigins,
    });
  }
  return {
    status,
    headers: kept,
    body,
    // Compressed later, once per encoding a client asks for: an address asked for once (a script's unique query
    // string) costs no compression at all.
    compressible: COMPRESSIBLE.test(contentType) && body.length > 1024,
    gzip: null,
    br: null,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    expiresAt: now + ttl * 1000,
  };
}

/** If-None-Match says the client already has this version. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The best encoding the client accepts, for an entry worth compressing. */
export function pickEncoding(entry: CachedResponse, acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!entry.compressible) return null;
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
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

/** A bounded, least-recently-used store of responses. */
export class ResponseCache {
  private entries = new Map<string, CachedResponse>();
  private bytes = 0;
  /** Per page path (documents only), the query parameters it said it reads. */
  private pageParams = new Map<string, string[]>();

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string, now: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Re-insert to mark it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedResponse) {
    this.delete(key);
    const size = sizeOf(entry);
    if (size > this.maxBytes / 4) return;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /**
   * The address a page is filed under: its path and only the parameters it reads, once it has said which.
   * `.data` requests (client navigations) and pages that said nothing keep their whole address.
   */
  pageAddress(url: string): string {
    const [pathname, query = ""] = splitAddress(url);
    const reads = this.pageParams.get(pathname);
    if (!reads || !query) return url;
    const all = new URLSearchParams(query);
    const kept = new URLSearchParams();
    for (const [name, value] of all) if (reads.includes(name)) kept.append(name, value);
    const filtered = kept.toString();
    return filtered ? `${pathname}?${filtered}` : pathname;
  }

  /**
   * Learns what a rendered page reads (from its header) and says whether its copy may be stored: only a render
   * of exactly the address it is filed under, so a copy never shows another address's stray parameters.
   */
  mayStore(url: string, declared: string | undefined): boolean {
    const [pathname] = splitAddress(url);
    if (declared !== undefined && !pathname.endsWith(".data")) {
      this.pageParams.set(pathname, declared.split(" ").filter(Boolean));
      if (this.pageParams.size > this.maxEntries) this.pageParams.delete(this.pageParams.keys().next().value!);
    }
    return this.pageAddress(url) === url;
  }

  /** The entry's body in `encoding` (or as stored), compressing it the first time and keeping the result. */
  bodyFor(key: string, entry: CachedResponse, encoding: "br" | "gzip" | null): Buffer {
    if (!encoding) return entry.body;
    const kept = entry[encoding];
    if (kept) return kept;
    const made = compress(entry.body, encoding);
    entry[encoding] = made;
    if (this.entries.get(key) === entry) this.bytes += made.length;
    return made;
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }
}

function splitAddress(url: string): [string, string | undefined] {
  const at = url.indexOf("?");
  return at < 0 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

function sizeOf(entry: CachedResponse) {
  return entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
}
