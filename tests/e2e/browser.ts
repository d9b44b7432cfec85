import fs from "node:fs";

/**
 * How the browser tests start Chromium. Debian's headless shell (package chromium-headless-shell) is the same
 * engine without the desktop browser around it and costs about half the processor time per page on two shared
 * cores; the full browser (package chromium) is used where the shell is not installed.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * Playwright's own Blink settings (a mouse, as on a desktop), which one --blink-settings switch must repeat, since
 * Chromium reads only the last.
 */
const POINTER_SETTINGS = "primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4";

/**
 * Launch options, started the way this machine allows: no sandbox as root, no background networking. Pictures
 * are off unless a test asks for them: loading and decoding every drawing costs about a fifth of the suite's
 * time, and only the tests of pictures look at them: those are tagged @pictures and run in projects of their own
 * (playwright.config.ts).
 */
export function chromiumLaunchOptions({ images = false }: { images?: boolean } = {}) {
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--blink-settings=${POINTER_SETTINGS}${images ? "" : ",imagesEnabled=false"}`,
      // The compositor runs in the browser process rather than a GPU process of its own (there is no GPU here),
      // and V8 runs the pages' scripts without its optimizing compilers: a test page lives a few seconds, too short
      // for optimized code to repay compiling it. Together about 8% less time for the same 43 tests, in five
      // paired runs on this machine.
      "--in-process-gpu",
      "--js-flags=--lite-mode",
      // Pages of one site share a renderer. A reused page (playwright.config.ts) is reset to about:blank between
      // tests, and each test's first visit then started a new renderer for the site; with this, it goes back to
      // the site's own. About 8% less processor time and wall time for the whole browser suite, in two paired
      // runs on this machine (docs/decisions/072).
      "--process-per-site",
    ],
  };
}
