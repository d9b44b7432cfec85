/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    tailwindcss(),
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
  },
  test: {
    environment: "node",
    setupFiles: ["tests/integration/setup-env.ts"],
    // Worker threads start faster than forked processes; each file still gets its own module state and its own
    // copy of the environment (tests/integration/setup-env.ts points it at the file's database).
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
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false },
      },
      {
        extends: true,
        // Each file has its own database and module state (tests/integration/setup-env.ts).
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"] },
      },
    ],
  },
});
