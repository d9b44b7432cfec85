import { expect, test, type Page } from "./test";
import { analyzeAccessibility } from "./accessibility";

// The server seeds the real plant files at start. More plants are being added, so these tests name the ones they
// look for and never count the whole list.

const cards = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("link");
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
const search = (page: Page) => page.getByRole("main").getByRole("searchbox", { name: "Search plants" });

test("the header leads to the plants, and a search with a typo finds the Java Fern first", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plants" }).click();
  await expect(page).toHaveURL(/\/plants$/);
  await expect(page.getByRole("heading", { level: 1, name: "Aquarium Plants" })).toBeVisible();

  await search(page).fill("java fren");
  await search(page).press("Enter");
  await expect(page).toHaveURL(/\/plants\?q=java\+fren/);
  await expect(cards(page).first().getByRole("heading")).toHaveText("Java Fern");
  await expect(search(page)).toHaveValue("java fren");
});

test("a synonym finds its plant, and says which name matched", async ({ page }) => {
  await page.goto("/plants?q=coontail");
  const hornwort = card(page, "Hornwort");
  await expect(hornwort).toBeVisible();
  await expect(hornwort).toContainText("also called Coontail");
});

test("filtering by low light keeps only the low-light plants, as an address to share", async ({ page }) => {
  await page.goto("/plants");
  await expect(card(page, "Cabomba")).toBeVisible();
  await page.getByRole("combobox", { name: "Light" }).selectOption("low");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]light=low/);
  await expect(card(page, "Java Fern")).toBeVisible();
  await expect(card(page, "Cabomba")).toHaveCount(0);
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  await expect(cards(page).filter({ hasText: "Low light" })).toHaveCount(shown);
  await expect(page.getByRole("combobox", { name: "Light" })).toHaveValue("low");
});

test("a plant's page shows its facts and the sources behind them", async ({ page }) => {
  await page.goto("/plants?q=java+fern");
  await card(page, "Java Fern").click();
  await expect(page).toHaveURL(/\/plants\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Java Fern" })).toBeVisible();
  await expect(page.getByText("Microsorum pteropus", { exact: true })).toBeVisible();
  const facts = page.getByRole("main").getByRole("definition");
  await expect(facts.filter({ hasText: /°F/ }).first()).toBeVisible();
  const sources = page.getByRole("region", { name: "Sources" });
  await expect(sources).toBeVisible();
  await expect(sources.getByRole("link", { name: /Aquaplants: Java Fern/ })).toHaveAttribute("href", /^https?:\/\//);
  await expect(sources).toContainText("temperature");
  await expect(page.getByRole("region", { name: "Where the references differ" })).toContainText("20-28 °C");
});

test("a plant that is not there is the site's 404 page", async ({ page }) => {
  const response = await page.goto("/plants/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("an aquascaping guide links the plants it names to their pages", async ({ page }) => {
  await page.goto("/aquascaping");
  await page.getByRole("link", { name: "Read the guide: Low-Maintenance Jungle" }).click();
  const plants = page.getByRole("region", { name: "Plants" });
  await plants.getByRole("link", { name: "Microsorum pteropus (Java fern)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Java Fern" })).toBeVisible();
});

test("the plant pages have no accessibility violations @js-only", async ({ page }) => {
  for (const path of ["/plants", "/plants?q=qqqzzz", "/plants?q=java+fern"]) {
    await page.goto(path);
    const results = await analyzeAccessibility(page);
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
  }
  await cards(page).first().click();
  await expect(page.getByRole("region", { name: "Sources" })).toBeVisible();
  const plant = await analyzeAccessibility(page);
  expect(plant.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
