import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Whether every frame of the page is of the page's own origin (or blank). */
function framesAreSameOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    return url === "" || url === "about:blank" || url === "about:srcdoc" || new URL(url).origin === origin;
  });
}

/**
 * axe's findings on the page (or on the part `include` selects). The same rules run on the same nodes as with
 * axe's defaults; two settings only save the browser work no test reads:
 * - only violations are gathered whole: by default axe also builds a unique selector and an HTML excerpt for
 *   every node that passed, thousands on a list page;
 * - when every frame is of the page's own origin, axe runs in the page itself. Its default runs each frame on its
 *   own and then joins the results in a new blank page (a page, a renderer and axe's source loaded twice more),
 *   which only frames of another origin need.
 */
export async function analyzeAccessibility(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(framesAreSameOrigin(page));
  return (include ? builder.include(include) : builder).analyze();
}
