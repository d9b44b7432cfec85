import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import {
  etagMatches,
  inlineScriptHashes,
  isCacheableRequest,
  pickEncoding,
  ResponseCache,
  toCacheEntry,
} from "~/services/response-cache.server";

const html = (extra = "") =>
  Buffer.from(
    `<!DOCTYPE html><html><body>${"<p>fish</p>".repeat(200)}<script nonce="abc">window.__x = 1;</script>` +
      `<script type="module" src="/assets/a.js"></script>${extra}</body></html>`,
  );

const publicHeaders = { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=60" };

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
    const entry = toCacheEntry({ status: 200, headers: publicHeaders, body: html(), now: 0, nonce: "abc" })!;
    expect(entry.etag).toMatch(/^"[\w-]+"$/);
    expect(entry.expiresAt).toBe(60_000);
    expect(entry.gzip).toBeNull();
    expect(entry.br).toBeNull();
    const cache = new ResponseCache();
    cache.set("/fish", entry);
    const gzipped = cache.bodyFor("/fish", entry, "gzip");
    expect(gunzipSync(gzipped).equals(entry.body)).toBe(true);
    expect(cache.bodyFor("/fish", entry, "gzip")).toBe(gzipped);
    expect(cache.bodyFor("/fish", entry, "br").length).toBeLessThan(entry.body.length);
    expect(cache.bodyFor("/fish", entry, null)).toBe(entry.body);
  });
  test("nothing private, nothing with a cookie, nothing but 200", () => {
    expect(toCacheEntry({ status: 200, headers: { ...publicHeaders, "cache-control": "private, no-store" }, body: html(), now: 0, nonce: "abc" })).toBeNull();
    expect(toCacheEntry({ status: 200, headers: { ...publicHeaders, "set-cookie": "a=b" }, body: html(), now: 0, nonce: "abc" })).toBeNull();
    expect(toCacheEntry({ status: 404, headers: publicHeaders, body: html(), now: 0, nonce: "abc" })).toBeNull();
    expect(toCacheEntry({ status: 200, headers: { "content-type": "text/html" }, body: html(), now: 0, nonce: "abc" })).toBeNull();
  });
  test("a stored page's CSP allows exactly its own inline scripts, not a nonce", () => {
    const entry = toCacheEntry({ status: 200, headers: publicHeaders, body: html(), now: 0, nonce: "abc" })!;
    const csp = entry.headers["content-security-policy"];
    const expected = createHash("sha256").update("window.__x = 1;").digest("base64");
    expect(csp).toContain(`'sha256-${expected}'`);
    expect(csp).not.toContain("nonce-");
    expect(inlineScriptHashes(html().toString(), "abc")).toHaveLength(1);
  });
  test("a script without this render's nonce gets no hash, so a stored page cannot run markup a member wrote", () => {
    const injected = html('<script>steal()</script><script nonce="guess">steal()</script>');
    const entry = toCacheEntry({ status: 200, headers: publicHeaders, body: injected, now: 0, nonce: "abc" })!;
    const forged = createHash("sha256").update("steal()").digest("base64");
    expect(entry.headers["content-security-policy"]).not.toContain(forged);
    expect(inlineScriptHashes(injected.toString(), "abc")).toHaveLength(1);
    expect(inlineScriptHashes(injected.toString(), "")).toHaveLength(0);
  });
});

describe("conditional requests and encodings", () => {
  const entry = toCacheEntry({ status: 200, headers: publicHeaders, body: html(), now: 0, nonce: "abc" })!;
  test("If-None-Match with the same ETag (weak or strong) matches", () => {
    expect(etagMatches(entry.etag, entry.etag)).toBe(true);
    expect(etagMatches(`W/${entry.etag}, "other"`, entry.etag)).toBe(true);
    expect(etagMatches('"other"', entry.etag)).toBe(false);
    expect(etagMatches(undefined, entry.etag)).toBe(false);
  });
  test("brotli when accepted, else gzip, else the plain body", () => {
    expect(pickEncoding(entry, "gzip, deflate, br")).toBe("br");
    expect(pickEncoding(entry, "gzip")).toBe("gzip");
    expect(pickEncoding(entry, undefined)).toBeNull();
  });
});

describe("the store", () => {
  const entry = (now = 0) => toCacheEntry({ status: 200, headers: publicHeaders, body: html(), now, nonce: "abc" })!;
  test("expires entries after their max-age", () => {
    const cache = new ResponseCache();
    cache.set("/fish", entry(0));
    expect(cache.get("/fish", 59_000)).toBeDefined();
    expect(cache.get("/fish", 60_000)).toBeUndefined();
  });
  test("drops the least recently used beyond its bounds", () => {
    const cache = new ResponseCache(2);
    cache.set("/a", entry());
    cache.set("/b", entry());
    cache.get("/a", 1);
    cache.set("/c", entry());
    expect(cache.get("/b", 1)).toBeUndefined();
    expect(cache.get("/a", 1)).toBeDefined();
    expect(cache.size).toBe(2);
  });
  test("clear empties it", () => {
    const cache = new ResponseCache();
    cache.set("/a", entry());
    cache.clear();
    expect(cache.get("/a", 1)).toBeUndefined();
  });
});

describe("the address a page is filed under", () => {
  test("once a page has said which parameters it reads, any other parameter leaves its address as it is", () => {
    const cache = new ResponseCache();
    expect(cache.pageAddress("/fish/1?utm_source=x")).toBe("/fish/1?utm_source=x");
    expect(cache.mayStore("/fish/1", "before collection")).toBe(true);
    expect(cache.pageAddress("/fish/1?utm_source=x")).toBe("/fish/1");
    expect(cache.pageAddress("/fish/1?x=1&before=20&y=2")).toBe("/fish/1?before=20");
    expect(cache.pageAddress("/fish/1?before=20")).toBe("/fish/1?before=20");
  });
  test("only a render of exactly its filed address is stored, so no copy shows another address's stray parameters", () => {
    const cache = new ResponseCache();
    expect(cache.mayStore("/fish?q=neon&zzz=1", "q page")).toBe(false);
    expect(cache.mayStore("/fish?q=neon", "q page")).toBe(true);
  });
  test("client navigations (.data) and pages that said nothing keep their whole address", () => {
    const cache = new ResponseCache();
    expect(cache.mayStore("/fish.data?q=neon&_routes=routes/fish._index", "q")).toBe(true);
    expect(cache.pageAddress("/fish.data?q=neon&_routes=routes/fish._index")).toBe("/fish.data?q=neon&_routes=routes/fish._index");
    expect(cache.mayStore("/videos?q=x&y=1", undefined)).toBe(true);
    expect(cache.pageAddress("/videos?q=x&y=1")).toBe("/videos?q=x&y=1");
  });
});
