import { test as base } from "@playwright/test";
import { chromiumLaunchOptions } from "./browser";

/**
 * `test` for the specs that look at pictures: the browser loads them (tests/e2e/browser.ts). A browser's launch
 * options are a worker's, and Playwright gives each place they are set its own workers: set here once, every such
 * spec shares the same workers and browsers, where a `test.use` in each spec started a worker and a browser per spec.
 */
export const test = base.extend({
  launchOptions: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => use(chromiumLaunchOptions({ images: true })),
    { scope: "worker" },
  ],
});
