import { expect, test, type Page } from "./test";
import { analyzeAccessibility } from "./accessibility";

// The server seeds the real guide files (db/seed/aquascapes) at start. These tests name the guides they look for
// and never count the whole list, so guides can be added without touching them.

const main = (page: Page) => page.getByRole("main");
const card = (page: Page, title: string) => main(page).getByRole("article", { name: title });
const levels = (page: Page) => page.getByRole("navigation", { name: "Difficulty levels" });
const searchForm = (page: Page) => main(page).getByRole("search", { name: "Aquascaping guide search" });

test("guides are cards with a picture, style, difficulty, 3 tools and 2 plants, then '+N more'", async ({ page }) => {
  await page.goto("/aquascaping");
  await expect(page).toHaveTitle(/Aquascaping Guides/);
  await expect(page.getByRole("heading", { level: 1, name: "Aquascaping Guides" })).toBeVisible();

  const iwagumi = card(page, "Iwagumi Stone Layout");
  await expect(iwagumi).toBeVisible();
  await expect(iwagumi).toContainText("Iwagumi");
  await expect(iwagumi).toContainText("Advanced");
  await expect(iwagumi).toContainText("oyaishi");
  for (const tool of ["Spring scissors", "Curved scissors", "Straight tweezers"])
    await expect(iwagumi.getByText(tool, { exact: true })).toBeVisible();
  for (const plant of ["Eleocharis acicularis 'Mini'", "Hemianthus callitrichoides 'Cuba'"]) {
    await expect(iwagumi.getByText(plant, { exact: true })).toBeVisible();
  }
  const moreTools = iwagumi.locator("summary", { hasText: "+4 more" });
  const morePlants = iwagumi.locator("summary", { hasText: "+2 more" });
  await expect(moreTools).toBeVisible();
  await expect(morePlants).toBeVisible();
  await expect(iwagumi.getByText("Algae scraper", { exact: true })).toBeHidden();

  // '+N more' opens to the rest of the list, with or without JavaScript.
  await moreTools.click();
  await expect(iwagumi.getByText("Algae scraper", { exact: true })).toBeVisible();
  await morePlants.click();
  await expect(iwagumi.getByText("Glossostigma elatinoides", { exact: true })).toBeVisible();

  const image = iwagumi.getByRole("img", { name: "Illustration of the Iwagumi Stone Layout aquascape" });
  await expect(image).toHaveAttribute("width", "320");
  await expect(image).toHaveAttribute("height", "200");
  await expect(image).toHaveAttribute("src", /^\/illustrations\/aquascapes\/iwagumi\?v=/);
});

test(
  "the first row of pictures loads at once, the rest lazily, and every picture is a cacheable SVG",
  { tag: "@pictures" },
  async ({ page, request }) => {
    await page.goto("/aquascaping");
    const images = main(page).getByRole("article").getByRole("img");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.last()).toHaveAttribute("loading", "lazy");
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);

    const src = (await card(page, "Dutch Stem Plant Garden").getByRole("img").getAttribute("src"))!;
    const response = await request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  },
);

test("a level link filters the guides and keeps the address shareable", async ({ page }) => {
  await page.goto("/aquascaping");
  await expect(levels(page).getByRole("link")).toHaveCount(4);
  await expect(levels(page).getByRole("link", { name: "All Levels" })).toHaveAttribute("aria-current", "true");

  await levels(page).getByRole("link", { name: "Beginner" }).click();
  await expect(page).toHaveURL(/\/aquascaping\?level=beginner$/);
  await expect(levels(page).getByRole("link", { name: "Beginner" })).toHaveAttribute("aria-current", "true");
  await expect(card(page, "Low-Maintenance Jungle")).toBeVisible();
  await expect(card(page, "Walstad Natural Planted Tank")).toBeVisible();
  await expect(card(page, "Iwagumi Stone Layout")).toHaveCount(0);

  await levels(page).getByRole("link", { name: "Advanced" }).click();
  await expect(page).toHaveURL(/\/aquascaping\?level=advanced$/);
  await expect(card(page, "Iwagumi Stone Layout")).toBeVisible();
  await expect(card(page, "Dutch Stem Plant Garden")).toBeVisible();
  await expect(card(page, "Low-Maintenance Jungle")).toHaveCount(0);

  await levels(page).getByRole("link", { name: "All Levels" }).click();
  await expect(page).toHaveURL(/\/aquascaping$/);
  await expect(card(page, "Low-Maintenance Jungle")).toBeVisible();
  await expect(card(page, "Iwagumi Stone Layout")).toBeVisible();
});

test("the search form finds guides by plant, and the level links keep the search", async ({ page }) => {
  await page.goto("/aquascaping");
  await searchForm(page).getByRole("searchbox", { name: "Search guides" }).fill("cryptocoryne");
  await searchForm(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/aquascaping\?q=cryptocoryne$/);
  await expect(card(page, "Low-Maintenance Jungle")).toBeVisible();
  await expect(card(page, "Southeast Asian Forest Stream")).toBeVisible();
  await expect(card(page, "Iwagumi Stone Layout")).toHaveCount(0);

  await levels(page).getByRole("link", { name: "Beginner" }).click();
  await expect(page).toHaveURL(/\/aquascaping\?q=cryptocoryne&level=beginner$/);
  await expect(card(page, "Low-Maintenance Jungle")).toBeVisible();
  await expect(card(page, "Southeast Asian Forest Stream")).toHaveCount(0);
  await expect(searchForm(page).getByRole("searchbox", { name: "Search guides" })).toHaveValue("cryptocoryne");

  // A new search keeps the chosen level.
  await searchForm(page).getByRole("searchbox", { name: "Search guides" }).fill("vallisneria");
  await searchForm(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/aquascaping\?q=vallisneria&level=beginner$/);
  await expect(card(page, "Low-Maintenance Jungle")).toBeVisible();
  await expect(card(page, "Walstad Natural Planted Tank")).toBeVisible();
});

test("a search with no match offers Clear Filters, which resets the search and the level", async ({ page }) => {
  await page.goto("/aquascaping?level=moderate");
  await searchForm(page).getByRole("searchbox", { name: "Search guides" }).fill("zzqx flibbertigibbet");
  await searchForm(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/aquascaping\?q=zzqx\+flibbertigibbet&level=moderate$/);
  await expect(page.getByRole("heading", { name: "No Guides Found" })).toBeVisible();
  await expect(main(page)).toContainText('No aquascaping guides match "zzqx flibbertigibbet" at the Moderate level.');
  await expect(main(page).getByRole("article")).toHaveCount(0);

  await main(page).getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/aquascaping$/);
  await expect(page.getByRole("heading", { name: "No Guides Found" })).toHaveCount(0);
  await expect(card(page, "Iwagumi Stone Layout")).toBeVisible();
  await expect(card(page, "Low-Maintenance Jungle")).toBeVisible();
  await expect(searchForm(page).getByRole("searchbox", { name: "Search guides" })).toHaveValue("");
  await expect(levels(page).getByRole("link", { name: "All Levels" })).toHaveAttribute("aria-current", "true");
});

test("the block of four essential tools is shown, also when nothing matches", async ({ page }) => {
  for (const path of ["/aquascaping", "/aquascaping?q=zzqx"]) {
    await page.goto(path);
    const block = page.getByRole("region", { name: "Essential Aquascaping Tools" });
    await expect(block).toBeVisible();
    await expect(block.getByRole("listitem")).toHaveCount(4);
    for (const name of ["Aquascaping Scissors", "Tweezers", "Substrate Leveler", "Plant Weights"]) {
      await expect(block.getByRole("heading", { name, exact: true })).toBeVisible();
    }
  }
});

// axe runs as page script, so it needs JavaScript: the no-js project leaves out @js-only tests (the HTML is the same).
test("the guides and the empty result have no accessibility violations @js-only", async ({ page }) => {
  for (const path of ["/aquascaping", "/aquascaping?q=zzqx&level=advanced"]) {
    await page.goto(path);
    const results = await analyzeAccessibility(page);
    expect(results.violations.map((v) => `${path}: ${v.id}: ${v.help}`)).toEqual([]);
  }
});

test("'Read the guide' opens the guide's own page with every tool and plant, and its JSON twin", async ({ page, request }) => {
  await page.goto("/aquascaping?q=iwagumi");
  await card(page, "Iwagumi Stone Layout").getByRole("link", { name: "Read the guide: Iwagumi Stone Layout" }).click();
  await expect(page).toHaveURL(/\/aquascaping\/\d+$/);
  await expect(page).toHaveTitle("Iwagumi Stone Layout | Shoal Aquascaping");
  await expect(page.getByRole("heading", { level: 1, name: "Iwagumi Stone Layout" })).toBeVisible();
  await expect(main(page)).toContainText("oyaishi");
  const tools = main(page).getByRole("region", { name: "Tools" });
  const plants = main(page).getByRole("region", { name: "Plants" });
  // Every entry, not the card's first few.
  await expect(tools.getByRole("listitem")).toHaveText([
    "Spring scissors",
    "Curved scissors",
    "Straight tweezers",
    "Substrate spatula",
    "CO2 system with drop checker",
    "Spray bottle",
    "Algae scraper",
  ]);
  await expect(plants.getByRole("listitem")).toHaveCount(4);
  await expect(plants).toContainText("Micranthemum tweediei 'Monte Carlo'");

  const id = new URL(page.url()).pathname.split("/").pop();
  const json = await request.get(`/api/aquascapes/${id}`);
  expect(json.status()).toBe(200);
  expect(await json.json()).toMatchObject({ title: "Iwagumi Stone Layout", tools: expect.arrayContaining(["Algae scraper"]) });

  await main(page).getByRole("link", { name: "Back to Aquascaping Guides" }).click();
  await expect(page).toHaveURL(/\/aquascaping$/);
});

test("an unknown guide is a 404 page that leads back to the guides", async ({ page }) => {
  const response = await page.goto("/aquascaping/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Guide Not Found" })).toBeVisible();
  await main(page).getByRole("link", { name: "Back to Aquascaping Guides" }).click();
  await expect(page).toHaveURL(/\/aquascaping$/);
});
