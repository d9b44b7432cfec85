import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * The proof suites (fuzz, authorization matrix, durability, backup and restore) drive the production build
 * over HTTP, so they run after `npm run build`, one file at a time (each starts its own servers).
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/proof/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
