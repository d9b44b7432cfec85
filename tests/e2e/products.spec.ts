import { expect, test, type Page } from "./test";
import { analyzeAccessibility } from "./accessibility";
import { usesJavaScript } from "./support";

// The server seeds the real product files at start. These tests name the products they look for and never
// count a whole category, so reviews can be added without breaking them.

const categories = (page: Page) => page.getByRole("navigation", { name: "Product categories" });
const searchForm = (page: Page) => page.getByRole("main").getByRole("search", { name: "Search product reviews" });
const review = (page: Page, name: string) => page.getByRole("main").getByRole("article", { name });

/** With JavaScript, wait until the app has hydrated so links and the form navigate on the client. */
async function ready(page: Page, javaScript: boolean) {
  if (javaScript) await page.waitForFunction(() => Boolean((window as unknown as { __remixContext?: unknown }).__remixContext));
}

test("tanks are shown first, each review with its stars, price and date", { tag: "@pictures" }, async ({ page }, testInfo) => {
  await page.goto("/products");
  await ready(page, usesJavaScript(testInfo));
  await expect(page.getByRole("heading", { level: 1, name: "Product Reviews" })).toBeVisible();
  await expect(categories(page).getByRole("link")).toHaveCount(6);
  await expect(categories(page).getByRole("link", { name: /^Aquarium Tanks \d+ reviews$/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2, name: "Aquarium Tanks" })).toBeVisible();

  const flex = review(page, "Flex 15 Gallon Aquarium Kit");
  await expect(flex).toBeVisible();
  await expect(flex).toContainText("Fluval");
  await expect(flex.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expect(flex).toContainText("Typical price $179.99");
  await expect(flex).toContainText("Mar 4, 2025");
  const picture = flex.getByRole("img", { name: /Fluval Flex 15 Gallon Aquarium Kit/ });
  await expect(picture).toHaveAttribute("width", "240");
  await expect(picture).toHaveAttribute("height", "140");
  // The drawing really loads.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test("a category link shows that category's reviews at its own address", async ({ page }, testInfo) => {
  await page.goto("/products");
  await ready(page, usesJavaScript(testInfo));
  await categories(page)
    .getByRole("link", { name: /^Filtration Systems/ })
    .click();
  await expect(page).toHaveURL(/\/products\?category=Filter$/);
  await expect(page.getByRole("heading", { level: 2, name: "Filtration Systems" })).toBeVisible();
  await expect(categories(page).getByRole("link", { name: /^Filtration Systems/ })).toHaveAttribute("aria-current", "page");
  await expect(review(page, "Classic 2217 Canister Filter")).toBeVisible();
  await expect(review(page, "Classic 2217 Canister Filter").getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
  await expect(review(page, "Flex 15 Gallon Aquarium Kit")).toHaveCount(0);
});

test("the search looks within the chosen category, and nonsense finds nothing", async ({ page }, testInfo) => {
  await page.goto("/products?category=Filter");
  await ready(page, usesJavaScript(testInfo));
  const box = searchForm(page).getByRole("searchbox", { name: "Search reviews" });
  await box.fill("seachem");
  await searchForm(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/products\?category=Filter&q=seachem$/);
  await expect(review(page, "Tidal 55 Power Filter")).toBeVisible();
  // Seachem's Prime is an accessory: not found under filters.
  await expect(review(page, "Prime (500 mL)")).toHaveCount(0);
  await expect(page.getByText(/^1 of \d+ reviews matching "seachem"$/)).toBeVisible();

  await searchForm(page).getByRole("searchbox", { name: "Search reviews" }).fill("qwxzy nonsense");
  await searchForm(page).getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No Reviews Found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);

  await page.getByRole("link", { name: "Clear Search" }).click();
  await expect(page).toHaveURL(/\/products\?category=Filter$/);
  await expect(review(page, "Tidal 55 Power Filter")).toBeVisible();
  await expect(searchForm(page).getByRole("searchbox", { name: "Search reviews" })).toHaveValue("");
});

test("an unknown category shows tanks", async ({ page }) => {
  await page.goto("/products?category=Heaters");
  await expect(page.getByRole("heading", { level: 2, name: "Aquarium Tanks" })).toBeVisible();
  await expect(review(page, "Spec V 5 Gallon Aquarium Kit")).toBeVisible();
});

test("the list of reviews is JSON at /api/products", async ({ request }) => {
  const response = await request.get("/api/products");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=300");
  const body = (await response.json()) as Array<{ name: string; category: string; rating: number }>;
  expect(body.find((product) => product.name === "Prime (500 mL)")).toMatchObject({ category: "Accessories", rating: 5 });
});

test("the reviews page and its empty state have no accessibility violations @js-only", async ({ page }) => {
  await page.goto("/products?category=Substrate");
  await expect(review(page, "Flourite (7 kg)")).toBeVisible();
  const list = await analyzeAccessibility(page);
  expect(list.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.goto("/products?category=Substrate&q=qwxzy");
  await expect(page.getByRole("heading", { name: "No Reviews Found" })).toBeVisible();
  const empty = await analyzeAccessibility(page);
  expect(empty.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
