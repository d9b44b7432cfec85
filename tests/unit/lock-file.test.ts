import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * The lock file is complete: every platform package that a dependency lists as optional (rollup's, esbuild's,
 * sharp's native binaries...) has its entry, so `npm ci` on another platform (an arm64 Mac, an arm64 image)
 * installs its own binary. An `npm install` that pruned the other platforms' entries would fail here.
 */

type LockEntry = { optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[] };
const lock = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../package-lock.json"), "utf8")) as {
  packages: Record<string, LockEntry>;
};

/** Where npm would look for `name` required from the package at `from` (nested first, then hoisted). */
function resolves(from: string, name: string): boolean {
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const at = base.lastIndexOf("/node_modules/");
    base = at < 0 ? "" : base.slice(0, at);
  }
}

test("every optional platform package has its entry in package-lock.json", () => {
  const missing: string[] = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolves(where, name)) missing.push(`${where || "(root)"} -> ${name}`);
    }
  }
  expect(missing).toEqual([]);
});

test("the native builds for Linux and macOS on arm64 and x64 are all in it", () => {
  const platforms = Object.values(lock.packages).filter((entry) => entry.os && entry.cpu);
  for (const [os, cpu] of [
    ["linux", "x64"],
    ["linux", "arm64"],
    ["darwin", "arm64"],
    ["darwin", "x64"],
  ]) {
    expect(
      platforms.some((entry) => entry.os!.includes(os) && entry.cpu!.includes(cpu)),
      `${os}/${cpu}`,
    ).toBe(true);
  }
});
