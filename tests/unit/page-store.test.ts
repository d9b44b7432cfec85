import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import {
  inlineScriptHashes,
  isCacheableRequest,
  notModified,
  PageStore,
  pickEncoding,
  toStoredPage,
  type StoreInput,
} from "~/services/page-store.server";

const html = (extra = "") =>
  Buffer.from(
    `<!DOCTYPE html><html><body>${"<p>fish</p>".repeat(200)}<script nonce="abc">window.__x = 1;</script>` +
      `<script type="module" src="/assets/a.js"></script>${extra}</body></html>`,
  );

const publicHeaders = { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=60" };

/** A finished render of /fish as the store is offered it. */
const rendered = (overrides: Partial<StoreInput> = {}) =>
  toStoredPage({ url: "/fish", requestHeaders: {}, status: 200, headers: publicHeaders, body: html(), nonce: "abc", ...overrides });

describe("which requests may be answered from the cache", () => {
  test("reads by visitors", () => {
    expect(isCacheableRequest("GET", undefined)).toBe(true);
    expect(isCacheableRequest("HEAD", "theme=dark")).toBe(true);
  });
  test("not members, not writes", () => {
    expect(isCacheableRequest("GET", "a=1; __shoal_session=xyz")).toBe(false);
    expect(isCacheableRequest("POST", undefined)).toBe(false);
  });
});

describe("which responses are stored", () => {
  test("a public page is stored with an ETag, and compressed only when a client first asks for an encoding", () => {
    const { page: entry, ttlMs } = rendered()!;
    expect(entry.etag).toMatch(/^"[\w-]+"$/);
    expect(ttlMs).toBe(60_000);
    expect(entry.gzip).toBeNull();
    expect(entry.br).toBeNull();
    const cache = new PageStore();
    cache.set("/fish", entry, ttlMs);
    const gzipped = cache.bodyFor("/fish", entry, "gzip");
    expect(gunzipSync(gzipped).equals(entry.body)).toBe(true);
    expect(cache.bodyFor("/fish", entry, "gzip")).toBe(gzipped);
    expect(cache.bodyFor("/fish", entry, "br").length).toBeLessThan(entry.body.length);
    expect(cache.bodyFor("/fish", entry, null)).toBe(entry.body);
  });
  test("nothing private, nothing with a cookie, nothing but 200", () => {
    expect(rendered({ headers: { ...publicHeaders, "cache-control": "private, no-store" } })).toBeNull();
    expect(rendered({ headers: { ...publicHeaders, "set-cookie": "a=b" } })).toBeNull();
    expect(rendered({ status: 404 })).toBeNull();
    expect(rendered({ headers: { "content-type": "text/html" } })).toBeNull();
    // Public, but for no time at all: nothing to keep.
    expect(rendered({ headers: { ...publicHeaders, "cache-control": "public, max-age=0" } })).toBeNull();
  });
  test("a shared cache's lifetime wins, and revalidation windows do not lengthen it", () => {
    expect(rendered({ headers: { ...publicHeaders, "cache-control": "public, max-age=0, s-maxage=60" } })!.ttlMs).toBe(60_000);
    expect(rendered({ headers: { ...publicHeaders, "cache-control": "public, max-age=60, stale-while-revalidate=300" } })!.ttlMs).toBe(
      60_000,
    );
  });
  test("a stored page's CSP allows exactly its own inline scripts, not a nonce", () => {
    const entry = rendered()!.page;
    const csp = entry.headers["content-security-policy"];
    const expected = createHash("sha256").update("window.__x = 1;").digest("base64");
    expect(csp).toContain(`'sha256-${expected}'`);
    expect(csp).not.toContain("nonce-");
    expect(inlineScriptHashes(html().toString(), "abc")).toHaveLength(1);
  });
  test("a script without this render's nonce gets no hash, so a stored page cannot run markup a member wrote", () => {
    const injected = html('<script>steal()</script><script nonce="guess">steal()</script>');
    const entry = rendered({ body: injected })!.page;
    const forged = createHash("sha256").update("steal()").digest("base64");
    expect(entry.headers["content-security-policy"]).not.toContain(forged);
    expect(inlineScriptHashes(injected.toString(), "abc")).toHaveLength(1);
    expect(inlineScriptHashes(injected.toString(), "")).toHaveLength(0);
  });
});

describe("conditional requests and encodings", () => {
  const entry = rendered()!.page;
  test("If-None-Match with the same ETag (weak or strong) matches, unless the client asks for no-cache", () => {
    expect(notModified({ "if-none-match": entry.etag }, entry.etag)).toBe(true);
    expect(notModified({ "if-none-match": `W/${entry.etag}, "other"` }, entry.etag)).toBe(true);
    expect(notModified({ "if-none-match": '"other"' }, entry.etag)).toBe(false);
    expect(notModified({}, entry.etag)).toBe(false);
    expect(notModified({ "if-none-match": entry.etag, "cache-control": "no-cache" }, entry.etag)).toBe(false);
  });
  test("brotli when accepted, else gzip, else the plain body", () => {
    expect(pickEncoding(entry, "gzip, deflate, br")).toBe("br");
    expect(pickEncoding(entry, "gzip")).toBe("gzip");
    expect(pickEncoding(entry, undefined)).toBeNull();
    expect(pickEncoding(entry, "br;q=0.5, gzip")).toBe("gzip");
    expect(pickEncoding(entry, "identity")).toBeNull();
  });
});

describe("the store", () => {
  const entry = () => rendered()!.page;
  test("expires entries after their lifetime", () => {
    let now = 1_000;
    const cache = new PageStore({ now: () => now });
    cache.set("/fish", entry(), 60_000);
    now += 59_000;
    expect(cache.get("/fish")).toBeDefined();
    now += 1_001;
    expect(cache.get("/fish")).toBeUndefined();
  });
  test("drops the least recently used beyond its bounds", () => {
    const cache = new PageStore({ maxEntries: 2 });
    cache.set("/a", entry(), 60_000);
    cache.set("/b", entry(), 60_000);
    cache.get("/a");
    cache.set("/c", entry(), 60_000);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.size).toBe(2);
  });
  test("keeps a page with its compressed copies within its size, and nothing larger than a quarter of it", () => {
    const page = entry();
    const cache = new PageStore({ maxBytes: page.body.length * 8 });
    cache.set("/a", page, 60_000);
    cache.set("/b", entry(), 60_000);
    const gzipped = cache.bodyFor("/a", page, "gzip");
    expect(cache.get("/a")?.gzip).toBe(gzipped);
    expect(cache.size).toBe(2);
    const small = new PageStore({ maxBytes: page.body.length * 2 });
    small.set("/a", entry(), 60_000);
    expect(small.get("/a")).toBeUndefined();
  });
  test("clear empties it", () => {
    const cache = new PageStore();
    cache.set("/a", entry(), 60_000);
    cache.clear();
    expect(cache.get("/a")).toBeUndefined();
  });
});

describe("the address a page is filed under", () => {
  test("once a page has said which parameters it reads, any other parameter leaves its address as it is", () => {
    const cache = new PageStore();
    expect(cache.pageAddress("/fish/1?utm_source=x")).toBe("/fish/1?utm_source=x");
    expect(cache.mayStore("/fish/1", "before collection")).toBe(true);
    expect(cache.pageAddress("/fish/1?utm_source=x")).toBe("/fish/1");
    expect(cache.pageAddress("/fish/1?x=1&before=20&y=2")).toBe("/fish/1?before=20");
    expect(cache.pageAddress("/fish/1?before=20")).toBe("/fish/1?before=20");
  });
  test("only a render of exactly its filed address is stored, so no copy shows another address's stray parameters", () => {
    const cache = new PageStore();
    expect(cache.mayStore("/fish?q=neon&zzz=1", "q page")).toBe(false);
    expect(cache.mayStore("/fish?q=neon", "q page")).toBe(true);
  });
  test("client navigations (.data) and pages that said nothing keep their whole address", () => {
    const cache = new PageStore();
    expect(cache.mayStore("/fish.data?q=neon&_routes=routes/fish._index", "q")).toBe(true);
    expect(cache.pageAddress("/fish.data?q=neon&_routes=routes/fish._index")).toBe("/fish.data?q=neon&_routes=routes/fish._index");
    expect(cache.mayStore("/videos?q=x&y=1", undefined)).toBe(true);
    expect(cache.pageAddress("/videos?q=x&y=1")).toBe("/videos?q=x&y=1");
  });
});
