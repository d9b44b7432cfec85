import { expect, test } from "./test";
import { analyzeAccessibility } from "./accessibility";

test("an unknown path is the 404 screen with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Fish Database" })).toBeVisible();
});

test("the header highlights the current section and the footer has its links", async ({ page }) => {
  await page.goto("/videos");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Videos" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Fish Database" })).not.toHaveAttribute("aria-current", "page");
  // The tools a newcomer looks for first are one click away.
  await expect(nav.getByRole("link", { name: "Tank Checker" })).toHaveAttribute("href", "/checker");
  await expect(nav.getByRole("link", { name: "Product Reviews" })).toHaveAttribute("href", "/products");
  const footer = page.getByRole("contentinfo");
  for (const label of ["Fish Database", "Product Reviews", "Aquascaping Guides", "Video Tutorials", "Join Our Community", "Sign In"]) {
    await expect(footer.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(footer.getByText("Fish Care Tips")).toBeVisible();
  await expect(footer.getByText(/© 2024/)).toBeVisible();
});

test("the header search goes to the fish database", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("searchbox", { name: "Search fish" }).first().fill("tetra");
  await page.getByRole("banner").getByRole("searchbox", { name: "Search fish" }).first().press("Enter");
  await expect(page).toHaveURL(/\/fish\?q=tetra/);
});

test("/fish-database leads to the fish database", async ({ page }) => {
  await page.goto("/fish-database");
  await expect(page).toHaveURL(/\/fish$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the menu opens and leads to a section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByLabel("Menu").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const label of ["Fish Database", "Tank Checker", "Product Reviews", "Videos"])
      await expect(menu.getByRole("link", { name: label })).toBeVisible();
    await menu.getByRole("link", { name: "Aquascaping" }).click();
    await expect(page).toHaveURL(/\/aquascaping$/);
  });
});

// axe runs as page script, so it needs JavaScript: the no-js project leaves out @js-only tests (the HTML is the same).
test("pages that exist have no accessibility violations @js-only", async ({ page }) => {
  // Four full pages through axe: room for a busy machine.
  test.setTimeout(120_000);
  // /api/login lands on the development provider's sign-in page, which a visitor meets at every members' page.
  // The home page and the fish list have theirs in home.spec.ts and fish-database.spec.ts (the whole list page,
  // with the header's results open).
  for (const path of ["/signup", "/api/login", "/videos", "/no-such-page"]) {
    await page.goto(path);
    const results = await analyzeAccessibility(page);
    expect(results.violations.map((v) => `${path}: ${v.id}: ${v.help}`)).toEqual([]);
  }
});
