import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/browser";
import { E2E_BASE_URL as baseURL, E2E_DATABASE_PATH, E2E_PORT as PORT, E2E_SESSION_SECRET } from "./tests/e2e/server-settings";

/** The stand-in video provider of tests/e2e/global-setup.ts. */
const PROVIDER_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PROVIDER_PORT ?? 3199)}`;

const desktop = devices["Desktop Chrome"];
const plainBrowser = chromiumLaunchOptions();
const picturesBrowser = chromiumLaunchOptions({ images: true });

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Tests, not whole spec files, are shared out between the workers, so no long spec leaves one worker running it
  // alone at the end of a phase (every test makes its own people and names, and none waits for another).
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: "list",
  // A limit, not a measure: two workers share two cores with the server and the browsers.
  timeout: 60_000,
  // Ten seconds for a page to show what a step expects: the default five were once exceeded on a busy clean
  // machine by a form post and its redirect, with nothing wrong in the page.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace costs about half again as much browser time on every test, kept or not: ask for one
    // when a failure needs it (E2E_TRACE=retain-on-failure npx playwright test ...).
    trace: process.env.E2E_TRACE === "retain-on-failure" || process.env.E2E_TRACE === "on" ? process.env.E2E_TRACE : "off",
    // Each worker keeps one browser context and page, which Playwright resets between tests (cookies, cache,
    // storage, routes, extra headers, viewport; every test still gets its own page object). A fresh context
    // starts a new renderer process for its page and another for the page's first visit, about half a second of
    // processor time per test on two shared cores: docs/decisions/072. A test that sets another time zone (or
    // any option a reset cannot apply) gets a fresh context of its own.
    reuseContext: true,
  },
  // Tests tagged @pictures look at pictures, so their browsers load them (tests/e2e/browser.ts); the rest never
  // do. Launch options belong to a worker, and Playwright starts a new worker and browser whenever the next test in
  // its queue needs other ones: as projects of their own, the picture tests switch browsers once per project,
  // where mixed into their specs they switched them at every such test, in both workers.
  projects: [
    { name: "js", grepInvert: /@pictures/, use: { ...desktop, launchOptions: plainBrowser } },
    { name: "no-js", grepInvert: /@js-only|@pictures/, use: { ...desktop, launchOptions: plainBrowser, javaScriptEnabled: false } },
    { name: "js-pictures", grep: /@pictures/, use: { ...desktop, launchOptions: picturesBrowser } },
    {
      name: "no-js-pictures",
      grep: /@pictures/,
      grepInvert: /@js-only/,
      use: { ...desktop, launchOptions: picturesBrowser, javaScriptEnabled: false },
    },
  ],
  webServer: {
    // The production build, on its own database, with the development sign-in: exactly what `npm start` serves.
    command: "node scripts/e2e-server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "localhost",
      DATABASE_PATH: E2E_DATABASE_PATH,
      // Known to the tests, which start signed in with a cookie signed the way the server signs it.
      SESSION_SECRET: E2E_SESSION_SECRET,
      UPLOADS_DIR: "data/e2e/uploads",
      ADMIN_EMAILS: "admin@example.com",
      NODE_ENV: "development",
      // Tests that act as several people at once give each their own address; the rest share the connection's.
      CLIENT_IP_HEADER: "x-client-ip",
      // Every person these tests play is on this one machine: one address may carry many members' allowances.
      RATE_LIMIT_ADDRESS_FACTOR: "50",
      YOUTUBE_THUMBNAIL_ORIGIN: PROVIDER_ORIGIN,
      VIMEO_OEMBED_URL: `${PROVIDER_ORIGIN}/api/oembed.json`,
    },
  },
});
