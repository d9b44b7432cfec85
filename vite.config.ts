/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Integration files that start the server's background jobs, whose timers would outlive them in a shared worker:
 * each gets a worker of its own.
 */
const OWN_WORKER = ["tests/integration/litefs-replica.test.ts"];

type ModuleInfo = (id: string) => { importedIds: readonly string[] } | null;
type ChunkMeta = { getModuleIds: () => IterableIterator<string>; getModuleInfo: ModuleInfo };

/** Per build (Rollup gives each build its own `getModuleInfo`): the chunk of each module every page loads. */
const alwaysLoadedByBuild = new WeakMap<ModuleInfo, Map<string, string>>();

/**
 * Every page loads the document shell (root.tsx and the client entry) and everything they import statically, so
 * that code gains nothing from being split by which routes share it: left to Rollup, it came as some twenty chunks
 * of a few hundred bytes each, every one a request of its own. It is gathered into two chunks: the libraries
 * (which change seldom, so a returning visitor's cache keeps them across releases) and the shell's own code.
 * What only some routes import, and what the shell imports on demand (member parts), is left to Rollup.
 */
function shellChunks(id: string, { getModuleIds, getModuleInfo }: ChunkMeta): string | undefined {
  let alwaysLoaded = alwaysLoadedByBuild.get(getModuleInfo);
  if (!alwaysLoaded) {
    alwaysLoaded = new Map();
    alwaysLoadedByBuild.set(getModuleInfo, alwaysLoaded);
    const entries = [...getModuleIds()].filter((moduleId) =>
      /app\/root\.tsx\?__remix-build-client-route$|\/entry\.client\.tsx$/.test(moduleId),
    );
    // The entries themselves stay entries; what they import is gathered.
    const queue = entries.flatMap((entry) => getModuleInfo(entry)?.importedIds ?? []);
    while (queue.length) {
      const next = queue.pop()!;
      if (alwaysLoaded.has(next)) continue;
      alwaysLoaded.set(next, next.includes("/node_modules/") || next.startsWith("\0") ? "framework" : "shell");
      queue.push(...(getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return alwaysLoaded.get(id);
}

/**
 * The browser's files, also written brotli- and gzip-compressed at their highest levels, which the server sends
 * as they are (app/web/http/server.server.ts): smaller than the server's on-the-fly gzip, at no cost per request.
 * The server build is never sent to a browser.
 */
const precompressed: Plugin = {
  ...compression({ algorithms: ["brotliCompress", "gzip"], include: /(?:^|\/)assets\/[^/]+\.(?:js|css)$/ }),
  apply: (_, env) => env.command === "build" && !env.isSsrBuild,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    precompressed,
    !process.env.VITEST &&
      remix({
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
        },
      }),
    tsconfigPaths(),
  ],
  build: {
    // The server bundle keeps its dependencies external; the client bundle is what visitors download.
    target: "es2022",
    // The browser's scripts: Terser rather than esbuild, which makes every page's about 3.5 KB (gzipped) smaller,
    // most of it in the framework chunk, for some seven seconds more of build (docs/decisions/075). The server's
    // build stays readable, as Vite leaves it by default: its names show in stack traces and profiles.
    minify: isSsrBuild ? false : "terser",
    rollupOptions: { output: { manualChunks: shellChunks } },
  },
  test: {
    environment: "node",
    // Worker threads start faster than forked processes; each integration file still gets its own app modules and
    // environment (tests/integration/fresh-app-per-file.ts), and setup-env.ts points it at its own database.
    pool: "threads",
    // Vitest's default of one worker fewer than the cores leaves one worker on two cores, while integration
    // files spend much of their time waiting on SQLite files and image work.
    maxWorkers: 3,
    testTimeout: 20000,
    hookTimeout: 30000,
    projects: [
      {
        extends: true,
        // Pure functions: one module graph serves every file, saving a fresh import of the app per file.
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false, setupFiles: ["tests/integration/setup-env.ts"] },
      },
      {
        extends: true,
        // Each file has its own database and imports the app afresh, in a worker whose libraries are already
        // loaded (tests/integration/fresh-app-per-file.ts, then setup-env.ts).
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: OWN_WORKER,
          isolate: false,
          setupFiles: ["tests/integration/fresh-app-per-file.ts", "tests/integration/setup-env.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration-own-worker",
          include: OWN_WORKER,
          setupFiles: ["tests/integration/setup-env.ts"],
        },
      },
    ],
  },
}));
