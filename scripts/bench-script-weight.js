// The JavaScript a page makes a browser load on a first visit, gzipped: every module the page's HTML names
// (module scripts, modulepreload links, and the modules its inline scripts import), read from the build the
// server serves, each counted once.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Addresses of the page's own scripts under /assets/. */
export function scriptAddresses(html) {
  const found = new Set();
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/<script\b[^>]*src="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) found.add(match[1]);
  return [...found].filter((address) => address.startsWith("/assets/"));
}

/** Gzipped bytes of the scripts `html` names, from `clientDir` (build/client). */
export function scriptWeight(html, clientDir) {
  let bytes = 0;
  const addresses = scriptAddresses(html);
  for (const address of addresses) {
    const file = path.join(clientDir, address);
    bytes += gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return { bytes, files: addresses.length };
}
