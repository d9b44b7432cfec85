import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import * as policies from "~/services/http-cache.server";

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

const sources = [...sourcesUnder(path.join(root, "app")), path.join(root, "server.js")].filter((file) => file !== POLICY_MODULE);
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
    const server = read(path.join(root, "server.js"));
    expect(server).not.toMatch(/\bmaxAge\s*:/);
    expect(server).not.toMatch(/\bimmutable\s*:/);
  });

  test("each policy the server names is one the app's build hands it", () => {
    const server = read(path.join(root, "server.js"));
    const entry = read(path.join(root, "app/entry.server.tsx"));
    const named = [...new Set([...server.matchAll(/\bapp\.([A-Z_]+_CACHE_CONTROL)\b/g)].map((m) => m[1]))];
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) {
      expect(policies).toHaveProperty(name, expect.stringMatching(/\S/));
      expect(entry).toMatch(new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from "\\./services/http-cache\\.server"`));
    }
  });
});
