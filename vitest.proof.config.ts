import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * The proof suites (fuzz, authorization matrix, durability, backup and restore) drive the production build
 * over HTTP, so they run after `npm run build` (each file starts its own servers).
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/proof/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Two files at a time: each drives its own server process on its own port and database, and one Node
    // server uses about one core, so two suites keep both cores of a small machine busy.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
