import { expect, test, type Page } from "./test";
import { analyzeAccessibility } from "./accessibility";
import { FISH_FILTERS } from "../../app/domain/fish-filters";
import { hydrated, usesJavaScript } from "./support";

// The server seeds the real species files at start. More species are being added, so these tests name the ones
// they look for and never count the whole list.

const grid = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("list")
    .filter({ has: page.getByRole("link", { name: /gal tank/ }) });
const card = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("link")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
/** A live-search result; its name starts with the fish's name, followed by the scientific name. */
const result = (name: string, scientificName: string) => ({ name: `${name} ${scientificName}`, exact: true });
const headerSearch = (page: Page) => page.getByRole("banner").getByRole("searchbox", { name: "Search fish" }).first();

/** The first card of the list: the best match of a search. */
const firstCard = (page: Page) => grid(page).getByRole("listitem").first().getByRole("link");

/** Follows the list's Next link until a species' card shows (plain links: the same with or without JavaScript). */
async function nextPageUntil(page: Page, name: string) {
  const next = page.getByRole("navigation", { name: "Fish list pages" }).getByRole("link", { name: "Next" });
  const position = page.getByRole("main").getByText(/page \d+ of \d+/);
  for (let i = 0; i < 20 && (await card(page, name).count()) === 0; i++) {
    const before = await position.textContent();
    await next.click();
    // The new page's own list has arrived (not only its address), before its cards are looked at; without
    // JavaScript the page streams in, so its cards are counted only once the whole document has been read.
    await expect(position).not.toHaveText(before ?? "");
    await page.waitForLoadState("domcontentloaded");
  }
  await expect(card(page, name)).toBeVisible();
}

/** With JavaScript, the search button replaces the plain form once the page is interactive. */
async function waitUntilInteractive(page: Page) {
  await expect(page.getByRole("button", { name: /open the fish search/ })).toBeVisible();
}

test("the fish database lists species as cards that open their profile", async ({ page }) => {
  await page.goto("/fish");
  await expect(page.getByRole("heading", { level: 1, name: "Fish Database" })).toBeVisible();
  for (const name of ["Angelfish", "Bronze Corydoras"]) await expect(card(page, name)).toBeVisible();
  // Later species are on later pages, one plain link away.
  await nextPageUntil(page, "Neon Tetra");
  const neon = card(page, "Neon Tetra");
  await expect(neon).toContainText("Paracheirodon innesi");
  await expect(neon).toContainText("Beginner");
  await expect(neon).toContainText("Peaceful");
  const image = neon.locator("img");
  await expect(image).toHaveAttribute("width", "240");
  await expect(image).toHaveAttribute("decoding", "async");
  await neon.click();
  await expect(page).toHaveURL(/\/fish\/\d+$/);
});

test("the first page stays under 100 KB, and page links reach every species without JavaScript", async ({ page, request }) => {
  const response = await request.get("/fish", { headers: { "Accept-Encoding": "identity" } });
  expect(response.status()).toBe(200);
  const html = await response.body();
  expect(html.byteLength).toBeLessThan(100_000);
  expect(html.toString()).toMatch(/\d{3,} species · page 1 of \d+/);

  await page.goto("/fish");
  const pages = page.getByRole("navigation", { name: "Fish list pages" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  // The last species by name is on the last page.
  await nextPageUntil(page, "Zebra Pleco");
  await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Page 1" }).click();
  await expect(page).toHaveURL(/\/fish$/);
  await expect(card(page, "Angelfish")).toBeVisible();

  // Page links keep the search and the chip.
  await page.goto("/fish?q=a&filter=schooling");
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/fish\?q=a&filter=schooling&page=2$/);
  await expect(page.getByRole("navigation", { name: "Fish filters" }).getByRole("link", { name: "Schooling" })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("a search forgives typos, finds trade codes, and says when a fish was found under an older name", async ({ page }) => {
  await page.goto("/fish?q=neone%20tetra");
  await expect(firstCard(page)).toHaveAccessibleName(/^Neon Tetra /);
  await page.goto("/fish?q=plecostomus");
  await expect(firstCard(page)).toHaveAccessibleName(/^Common Pleco /);
  await page.goto("/fish?q=L-046");
  await expect(firstCard(page)).toHaveAccessibleName(/^Zebra Pleco /);
  await page.goto("/fish?q=corydoras%20aeneus");
  await expect(card(page, "Bronze Corydoras")).toBeVisible();
  await expect(page.getByRole("main").getByText("Bronze Corydoras, formerly Corydoras aeneus")).toBeVisible();
});

test("a search that finds nothing asks: did you mean ...?", async ({ page }) => {
  await page.goto("/fish?q=siamese%20fighter");
  await expect(page.getByRole("heading", { name: "No Fish Found" })).toBeVisible();
  await expect(page.getByText('No fish found matching "siamese fighter"')).toBeVisible();
  await expect(page.getByRole("main").getByText(/^Did you mean/)).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Betta", exact: true }).click();
  await expect(page).toHaveURL(/\/fish\?q=Betta$/);
  await expect(firstCard(page)).toHaveAccessibleName(/^Betta /);
});

test("a chip filters the list and the address can be shared", async ({ page }) => {
  await page.goto("/fish");
  const chips = page.getByRole("navigation", { name: "Fish filters" });
  // Every chip of the filter list, in its order: the seven agreed ones, then Invertebrates and Coldwater.
  await expect(chips.getByRole("link")).toHaveText(FISH_FILTERS.map((filter) => filter.label));
  await expect(chips.getByRole("link", { name: "All Fish" })).toHaveAttribute("aria-current", "true");
  await chips.getByRole("link", { name: "Bottom Dwellers" }).click();
  await expect(page).toHaveURL(/\/fish\?filter=bottom-dwellers$/);
  await expect(chips.getByRole("link", { name: "Bottom Dwellers" })).toHaveAttribute("aria-current", "true");
  for (const name of ["Bronze Corydoras", "Kuhli Loach", "Bristlenose Pleco"]) await expect(card(page, name)).toBeVisible();
  await expect(card(page, "Neon Tetra")).toHaveCount(0);

  await page.goto("/fish?q=tetra&filter=beginner-friendly");
  await expect(page.getByRole("navigation", { name: "Fish filters" }).getByRole("link", { name: "Beginner Friendly" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(card(page, "Neon Tetra")).toBeVisible();
  await expect(card(page, "Cardinal Tetra")).toHaveCount(0);
});

test("the search form finds fish by scientific name, and a chip keeps the search", async ({ page }, testInfo) => {
  test.skip(usesJavaScript(testInfo), "with JavaScript the search is the dialog");
  await page.goto("/fish");
  const form = page.getByRole("main").getByRole("search");
  await form.getByRole("searchbox", { name: "Search fish" }).fill("paracheirodon");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/fish\?q=paracheirodon$/);
  await expect(card(page, "Neon Tetra")).toBeVisible();
  await expect(card(page, "Cardinal Tetra")).toBeVisible();
  await expect(card(page, "Angelfish")).toHaveCount(0);

  await page.getByRole("navigation", { name: "Fish filters" }).getByRole("link", { name: "Beginner Friendly" }).click();
  await expect(page).toHaveURL(/\/fish\?q=paracheirodon&filter=beginner-friendly$/);
  await expect(card(page, "Neon Tetra")).toBeVisible();
  await expect(card(page, "Cardinal Tetra")).toHaveCount(0);
});

test("the search dialog shows live results and Enter filters the list @js-only", async ({ page }) => {
  await page.goto("/fish?filter=schooling");
  await waitUntilInteractive(page);
  const trigger = page.getByRole("button", { name: /open the fish search/ });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Search Fish" });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole("searchbox", { name: "Search fish" });
  await expect(box).toBeFocused();

  await box.fill("paracheirodon");
  await expect(dialog.getByText(/Found \d+ fish/)).toBeVisible();
  await expect(dialog.getByRole("link", result("Neon Tetra", "Paracheirodon innesi"))).toBeVisible();
  await expect(dialog.getByRole("link", result("Cardinal Tetra", "Paracheirodon axelrodi"))).toBeVisible();

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // More than 8 matches: the first 8, then the notice.
  await trigger.click();
  await dialog.getByRole("searchbox", { name: "Search fish" }).fill("a");
  await expect(dialog.getByText("Showing first 8 results. Refine search to see more.")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Matching fish" }).getByRole("link")).toHaveCount(8);

  await dialog.getByRole("searchbox", { name: "Search fish" }).fill("qqqzzz");
  await expect(dialog.getByText('No fish found matching "qqqzzz"')).toBeVisible();

  // Enter puts the search in the address, next to the chip.
  await dialog.getByRole("searchbox", { name: "Search fish" }).fill("tetra");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/fish\?q=tetra&filter=schooling$/);
  await expect(card(page, "Neon Tetra")).toBeVisible();
  await expect(card(page, "Zebra Danio")).toHaveCount(0);
  await expect(trigger).toContainText("tetra");

  // A result opens the fish's profile.
  await trigger.click();
  await dialog.getByRole("searchbox", { name: "Search fish" }).fill("corydoras aeneus");
  await dialog.getByRole("link", result("Bronze Corydoras, formerly Corydoras aeneus", "Osteogaster aenea")).click();
  await expect(page).toHaveURL(/\/fish\/\d+$/);
});

test("a search with no match says so, and Clear Filters resets search and chip", async ({ page }) => {
  await page.goto("/fish?q=xyzzy");
  await expect(page.getByRole("heading", { name: "No Fish Found" })).toBeVisible();
  await expect(page.getByText('No fish found matching "xyzzy"')).toBeVisible();

  await page.goto("/fish?q=tetra&filter=bottom-dwellers");
  await expect(page.getByRole("heading", { name: "No Fish Found" })).toBeVisible();
  await expect(page.getByText('No fish found matching "tetra" in Bottom Dwellers')).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/fish$/);
  await expect(card(page, "Angelfish")).toBeVisible();
  await expect(card(page, "Bronze Corydoras")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Fish filters" }).getByRole("link", { name: "All Fish" })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("the header search without JavaScript goes to /fish?q=", async ({ page }, testInfo) => {
  test.skip(usesJavaScript(testInfo), "the live dropdown is tested with JavaScript");
  await page.goto("/videos");
  await headerSearch(page).fill("danio");
  await headerSearch(page).press("Enter");
  await expect(page).toHaveURL(/\/fish\?q=danio$/);
  await expect(card(page, "Zebra Danio")).toBeVisible();
});

test("the header search filters the fish list live @js-only", async ({ page }) => {
  await page.goto("/fish");
  await waitUntilInteractive(page);
  const box = headerSearch(page);
  const banner = page.getByRole("banner");

  await box.fill("paracheirodon");
  await expect(banner.getByText(/^Found \d+ fish$/)).toBeVisible();
  await expect(banner.getByRole("link", result("Neon Tetra", "Paracheirodon innesi"))).toBeVisible();
  await expect(banner.getByRole("link", result("Cardinal Tetra", "Paracheirodon axelrodi"))).toBeVisible();

  // A click elsewhere closes the dropdown; focusing the box with text opens it again.
  await page.mouse.click(5, 600);
  await expect(banner.getByText(/^Found \d+ fish$/)).toBeHidden();
  await box.focus();
  await expect(banner.getByText(/^Found \d+ fish$/)).toBeVisible();

  await box.fill("qqqzzz");
  await expect(banner.getByText('No fish found matching "qqqzzz"')).toBeVisible();

  await box.fill("a");
  await expect(banner.getByRole("list", { name: "Matching fish" }).getByRole("link")).toHaveCount(8);
  await expect(banner.getByRole("link", { name: /^\+\d+ more results$/ })).toBeVisible();

  // Keyboard: arrow down moves into the results, arrow up from the first one returns to the box.
  await box.fill("paracheirodon innesi");
  const neon = banner.getByRole("link", result("Neon Tetra", "Paracheirodon innesi"));
  await expect(neon).toBeVisible();
  await box.press("ArrowDown");
  await expect(neon).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(box).toBeFocused();

  // Choosing a result opens the fish's profile and clears the search.
  await neon.click();
  await expect(page).toHaveURL(/\/fish\/\d+$/);
  await expect(box).toHaveValue("");
  await expect(banner.getByText(/Found \d+ fish/)).toBeHidden();
});

test("the header search loads its results' script on first use, and says so if it cannot @js-only", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/header-search-results-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
  });
  // The script of the results never arrives: offline, or a release under way.
  await page.route(/\/header-search-results-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/videos");
  await hydrated(page);
  expect(asked).toEqual([]);

  const box = headerSearch(page);
  await box.fill("neon");
  await expect(page.getByRole("banner").getByText("Live search is unavailable. Press Enter to search.")).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/fish\?q=neon$/);
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /Neon Tetra/ })
      .first(),
  ).toBeVisible();
});

test("the header search ranks as /fish does: typos, trade codes, and did you mean @js-only", async ({ page }) => {
  await page.goto("/fish");
  await waitUntilInteractive(page);
  const box = headerSearch(page);
  const banner = page.getByRole("banner");
  const firstResult = banner.getByRole("list", { name: "Matching fish" }).getByRole("link").first();

  await box.fill("bettta");
  await expect(firstResult).toHaveAccessibleName(result("Betta", "Betta splendens").name);
  await box.fill("kuhli");
  await expect(firstResult).toHaveAccessibleName(result("Kuhli Loach", "Pangio kuhlii").name);
  await box.fill("L 046");
  await expect(firstResult).toHaveAccessibleName(result("Zebra Pleco, trade code L046", "Hypancistrus zebra").name);
  await box.fill("corydoras aeneus");
  await expect(firstResult).toHaveAccessibleName(result("Bronze Corydoras, formerly Corydoras aeneus", "Osteogaster aenea").name);

  await box.fill("siamese fighter");
  await expect(banner.getByText('No fish found matching "siamese fighter"')).toBeVisible();
  await banner.getByRole("link", { name: "Betta", exact: true }).click();
  await expect(page).toHaveURL(/\/fish\?q=Betta$/);
  await expect(firstCard(page)).toHaveAccessibleName(/^Betta /);
});

test("Enter in the header search shows every match on /fish @js-only", async ({ page }) => {
  await page.goto("/fish");
  await waitUntilInteractive(page);
  await headerSearch(page).fill("barb");
  await headerSearch(page).press("Enter");
  await expect(page).toHaveURL(/\/fish\?q=barb$/);
  await expect(card(page, "Cherry Barb")).toBeVisible();
  await expect(page.getByRole("banner").getByText(/Found \d+ fish/)).toBeHidden();
});

test("the open search dialog and the header dropdown have no accessibility violations @js-only", async ({ page }) => {
  await page.goto("/fish");
  await waitUntilInteractive(page);
  await headerSearch(page).fill("tetra");
  await expect(page.getByRole("banner").getByText(/^Found \d+ fish$/)).toBeVisible();
  const withDropdown = await analyzeAccessibility(page);
  expect(withDropdown.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole("button", { name: /open the fish search/ }).click();
  await page.getByRole("dialog", { name: "Search Fish" }).getByRole("searchbox").fill("a");
  await expect(page.getByText("Showing first 8 results. Refine search to see more.")).toBeVisible();
  const withDialog = await analyzeAccessibility(page);
  expect(withDialog.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
