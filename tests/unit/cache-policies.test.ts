import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/**
 * Every Cache-Control value is one of the named policies in http-cache.server.ts. A value written out anywhere
 * else would drift from them unnoticed, so the sources are searched for one.
 */

const root = path.resolve(__dirname, "../..");
const POLICY_MODULE = path.join(root, "app/services/http-cache.server.ts");

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

const sources = sourcesUnder(path.join(root, "app")).filter((file) => file !== POLICY_MODULE);
const HTTP_SERVER = path.join(root, "app/web/http/server.server.ts");
const read = (file: string) => fs.readFileSync(file, "utf8");
const relative = (file: string) => path.relative(root, file);

/** A quoted value with a max-age in it; HSTS has one too, and is no cache policy. */
const CACHE_LIFETIME_LITERAL = /["'`][^"'`\n]*max-age=\d[^"'`\n]*["'`]/g;
/** A Cache-Control header given a quoted value rather than a policy. */
const CACHE_CONTROL_WITH_LITERAL = /["']cache-control["']\s*[:,]\s*["'`](public|private|no-|max-age|s-maxage|must-revalidate|immutable)/gi;

describe("Cache-Control values", () => {
  test("are written out only in the policies module", () => {
    const found = sources.flatMap((file) => {
      const text = read(file);
      const lifetimes = [...text.matchAll(CACHE_LIFETIME_LITERAL)].map((m) => m[0]).filter((value) => !value.includes("includeSubDomains"));
      const headers = [...text.matchAll(CACHE_CONTROL_WITH_LITERAL)].map((m) => m[0]);
      return [...lifetimes, ...headers].map((value) => `${relative(file)}: ${value}`);
    });
    expect(found).toEqual([]);
  });

  test("static files get theirs from the policies, not from express.static's own maxAge", () => {
    const server = read(HTTP_SERVER);
    expect(server).not.toMatch(/\bmaxAge\s*:/);
    expect(server).not.toMatch(/\bimmutable\s*:/);
    expect(server).toMatch(/import \{[^}]*\bIMMUTABLE_CACHE_CONTROL\b[^}]*\} from "~\/services\/http-cache\.server"/);
  });
});
