import { test as base, type Browser } from "@playwright/test";

/**
 * What the browser specs import instead of `@playwright/test`: the same API, with a worker's browser that is
 * started again when its first start fails.
 *
 * Once in many runs on a busy two-core machine, Chromium's headless shell died of a segmentation fault while a
 * worker started it, before any page existed; the test that worker was about to run then failed with nothing wrong
 * in the site. A failed start is retried here (a failed test never is: retries stay 0 in playwright.config.ts).
 */
export * from "@playwright/test";

const LAUNCH_ATTEMPTS = 3;

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ playwright, browserName, launchOptions, headless }, use) => {
      const browserType = playwright[browserName];
      let browser: Browser | undefined;
      for (let attempt = 1; !browser; attempt += 1) {
        try {
          browser = await browserType.launch({ ...launchOptions, headless });
        } catch (error) {
          if (attempt >= LAUNCH_ATTEMPTS) throw error;
          console.warn(`The browser did not start (attempt ${attempt} of ${LAUNCH_ATTEMPTS}), starting it again: ${String(error)}`);
        }
      }
      await use(browser);
      await browser.close({ reason: "Test ended." });
    },
    { scope: "worker", timeout: 0 },
  ],
});
