import { readdirSync } from "node:fs";
import { expect, test, type Page, type TestInfo } from "./test";
import { analyzeAccessibility } from "./accessibility";
import { roundedDownFigure } from "../../app/domain/figures";
import { hydrated, newPerson, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

// The server seeds the real species, reviews and guides at start. The fish named here are the first by name that
// each home button's rule selects; the videos section is checked either way (empty library, or a featured video).

const main = (page: Page) => page.getByRole("main");
/** The species figure the pages show: the seeded species files, counted and rounded down as the site writes it. */
const speciesFigure = roundedDownFigure(
  readdirSync(new URL("../../db/seed/species/", import.meta.url)).filter((file) => file.endsWith(".json")).length,
);
const section = (page: Page, name: string) => main(page).getByRole("region", { name });

/** A member who joined a month ago, coming back to the home page. */
async function signInAsReturningMember(page: Page, testInfo: TestInfo, firstName: string) {
  const person = newPerson(testInfo, firstName);
  await startSignedIn(page, person, { from: "/", joinedAt: new Date(Date.now() - 30 * 24 * 3600 * 1000) });
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back to Shoal" })).toBeVisible();
}

test.describe("the landing page, for visitors", () => {
  test("offers sign-up and login through the provider, and the fish database", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Everything your freshwater fish need to thrive" })).toBeVisible();
    // Every species file is seeded: the landing page rounds down, as the site writes its figures ("250+").
    await expect(main(page)).toContainText(`Start with ${speciesFigure} species`);
    await expect(main(page).getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", /^\/api\/login/);
    await expect(main(page).getByRole("link", { name: "Log In" })).toHaveAttribute("href", /^\/api\/login/);
    await expect(main(page).getByRole("link", { name: "Create a free account" })).toHaveAttribute("href", /^\/api\/login/);
    await expect(main(page).getByRole("link", { name: "Back to the top" })).toHaveAttribute("href", "/");

    const features = section(page, "What you will find on Shoal").getByRole("listitem");
    await expect(features).toHaveCount(4);
    for (const title of ["Fish profiles", "Tank compatibility", "Your collection", "Community"]) {
      await expect(section(page, "What you will find on Shoal").getByRole("heading", { name: title })).toBeVisible();
    }

    // Nothing of the member's page.
    await expect(main(page).getByRole("region", { name: "Featured Fish" })).toHaveCount(0);
    await expect(main(page).getByRole("button", { name: "Subscribe Now" })).toHaveCount(0);

    await main(page).getByRole("link", { name: "Browse Fish", exact: true }).click();
    await expect(page).toHaveURL(/\/fish$/);
  });

  test("shows four real beginner species with their difficulty, each linking to its profile", async ({ page }) => {
    await page.goto("/");
    const samples = section(page, "Popular species").getByRole("listitem");
    await expect(samples).toHaveCount(4);
    const expected = ["Neon Tetra", "Bronze Corydoras", "Guppy", "Betta"];
    for (const [i, name] of expected.entries()) {
      await expect(samples.nth(i).getByRole("heading", { name })).toBeVisible();
      await expect(samples.nth(i)).toContainText("Beginner");
      await expect(samples.nth(i).getByRole("link")).toHaveAttribute("href", /^\/fish\/\d+$/);
      const image = samples.nth(i).locator("img");
      await expect(image).toHaveAttribute("width", "240");
      await expect(image).toHaveAttribute("height", "140");
      await expect(image).toHaveAttribute("loading", "lazy");
    }
    await samples.nth(0).getByRole("link").click();
    await expect(page).toHaveURL(/\/fish\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Neon Tetra" })).toBeVisible();
  });

  test("has no accessibility violations @js-only", async ({ page }) => {
    await page.goto("/");
    const results = await analyzeAccessibility(page);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe("the home page, for members", () => {
  test("a member who has just joined is welcomed, and pointed at the tank checker", async ({ page }, testInfo) => {
    await startSignedIn(page, newPerson(testInfo, "Nell"), { from: "/" });
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Shoal" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Explore Fish Database" })).toHaveAttribute("href", "/fish");
    await expect(main(page).getByRole("link", { name: "Check Your Tank" })).toHaveAttribute("href", "/checker");
  });

  test("shows the hero, the site's figures and a filterable set of 3 featured fish", async ({ page }, testInfo) => {
    await signInAsReturningMember(page, testInfo, "Hana");
    await expect(main(page).getByRole("link", { name: "Explore Fish Database" })).toHaveAttribute("href", "/fish");
    await expect(main(page).getByRole("link", { name: "Watch Tutorials" })).toHaveAttribute("href", "/videos");

    // Counted from what a visitor can open (every species file, 44 reviews, 12 guides), rounded down. The seeded
    // library holds recommended channels and drafts, none of them a tutorial that plays: that figure is left out
    // (another test may add a channel upload for a moment, which does play and is counted).
    const stats = section(page, "Shoal in numbers");
    const labels = await stats.locator("dt").allTextContents();
    expect([
      ["Fish Species", "Product Reviews", "Care Guides"],
      ["Fish Species", "Product Reviews", "Tutorial Videos", "Care Guides"],
    ]).toContainEqual(labels);
    const values = await stats.locator("dd").allTextContents();
    expect([values[0], values[1], values.at(-1)]).toEqual([speciesFigure, "40+", "10+"]);
    expect(values).not.toContain("0");
    if (labels.includes("Tutorial Videos")) expect(values[2]).not.toBe("10+");

    const featured = section(page, "Featured Fish");
    const filters = featured.getByRole("navigation", { name: "Featured fish filters" });
    await expect(filters.getByRole("link")).toHaveText([
      "All Fish",
      "Community Fish",
      "Aggressive Species",
      "Bottom Dwellers",
      "Schooling Fish",
    ]);
    await expect(filters.getByRole("link", { name: "All Fish" })).toHaveAttribute("aria-current", "true");
    const names = featured.getByRole("heading", { level: 3 });
    await expect(names).toHaveCount(3);
    // Chosen for variety and interest, not the first three by name.
    const all = await names.allTextContents();
    expect(all).not.toEqual(["African Butterflyfish", "African Dwarf Frog", "African Red-eye Tetra"]);

    await filters.getByRole("link", { name: "Bottom Dwellers" }).click();
    await expect(page).toHaveURL(/\/\?fish=bottom-dwellers#featured-fish$/);
    await expect(filters.getByRole("link", { name: "Bottom Dwellers" })).toHaveAttribute("aria-current", "true");
    await expect(names).toHaveCount(3);

    await filters.getByRole("link", { name: "Community Fish" }).click();
    await expect(page).toHaveURL(/\/\?fish=community#featured-fish$/);
    await expect(names).toHaveCount(3);
    // Fish for a mixed tank: peaceful, and no shrimp, snail, crab, frog or goldfish.
    for (const card of await featured.locator('a[href^="/fish/"]').all())
      await expect(card.getByText("Peaceful", { exact: true })).toBeVisible();
    for (const name of await names.allTextContents()) expect(name).not.toMatch(/shrimp|snail|crab|crayfish|frog|goldfish/i);

    await filters.getByRole("link", { name: "Aggressive Species" }).click();
    await expect(page).toHaveURL(/\/\?fish=aggressive#featured-fish$/);
    await expect(names).toHaveCount(3);
    for (const card of await featured.locator('a[href^="/fish/"]').all())
      await expect(card.getByText("Aggressive", { exact: true })).toBeVisible();

    await filters.getByRole("link", { name: "All Fish" }).click();
    await expect(page).toHaveURL(/\/#featured-fish$/);
    // Interest moves with what members keep (other tests save fish meanwhile): still three, and still varied.
    await expect(names).toHaveCount(3);
  });

  test("links the equipment categories, shows 3 reviews and 3 guides with the essential tools", async ({ page }, testInfo) => {
    await signInAsReturningMember(page, testInfo, "Ivo");
    const reviews = section(page, "Product Reviews");
    const categories = reviews.getByRole("navigation", { name: "Equipment categories" }).getByRole("link");
    await expect(categories).toHaveCount(5);
    // The seeded reviews in each category, counted exactly.
    for (const [i, [id, count]] of [
      ["Tank", 7],
      ["Filter", 8],
      ["Lighting", 7],
      ["Substrate", 7],
      ["Plants", 7],
    ].entries()) {
      await expect(categories.nth(i)).toHaveAttribute("href", `/products?category=${id}`);
      await expect(categories.nth(i)).toContainText(`${count} reviews`);
    }
    await expect(reviews.getByRole("article")).toHaveCount(3);
    for (const card of await reviews.getByRole("article").all()) {
      await expect(card.getByRole("img", { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
    }

    const aquascaping = section(page, "Aquascaping Guides");
    const guides = aquascaping.getByRole("article");
    await expect(guides).toHaveCount(3);
    for (const [i, level] of ["Beginner", "Moderate", "Advanced"].entries())
      await expect(guides.nth(i)).toContainText(`Difficulty: ${level}`);
    const tools = aquascaping.getByRole("region", { name: "Essential Aquascaping Tools" });
    for (const tool of ["Aquascaping Scissors", "Tweezers", "Substrate Leveler", "Plant Weights"]) {
      await expect(tools.getByRole("heading", { name: tool })).toBeVisible();
    }

    await categories.filter({ hasText: "Filter" }).click();
    await expect(page).toHaveURL(/\/products\?category=Filter$/);
  });

  test("links to the videos, and shows either real videos or says there are none", async ({ page }, testInfo) => {
    await signInAsReturningMember(page, testInfo, "Juno");
    const videos = section(page, "Video Tutorials");
    await expect(videos.getByRole("link", { name: /All videos/ })).toHaveAttribute("href", "/videos");
    await expect(videos.getByText("No videos have been added yet.").or(videos.getByText("Featured Video"))).toBeVisible();
    for (const link of await videos.getByRole("listitem").getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", /^(\/videos\/\d+|https:\/\/)/);
    }
  });

  test("the newsletter block subscribes an address with consent, confirms it, and says the editors send the issues", async ({
    page,
  }, testInfo) => {
    const js = usesJavaScript(testInfo);
    // Subscribing is counted per client address: this test has its own.
    await page.setExtraHTTPHeaders({ "x-client-ip": `203.0.113.${js ? 41 : 42}` });
    await signInAsReturningMember(page, testInfo, "Kai");
    const newsletter = section(page, "Stay in the Loop");
    await expect(newsletter).toContainText("The editors send each issue themselves, now and then; this site sends no mail.");
    const address = `kai-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
    if (js) await hydrated(page);
    await newsletter.getByRole("textbox", { name: "Email address" }).fill(address);

    // The consent box is required: without it, nothing is stored and the box says why.
    await newsletter.getByRole("button", { name: "Subscribe Now" }).click();
    const form = section(page, "Stay in the Loop");
    await expect(form.getByText("Please tick the box to agree, or we cannot add your address.")).toBeVisible();
    if (!js) await expect(page).toHaveURL(/\/newsletter$/);
    await expect(form.getByRole("textbox", { name: "Email address" })).toHaveValue(address);

    await form.getByRole("checkbox", { name: /I agree that Shoal's editors may e-mail me/ }).check();
    await form.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page.getByText(`${address} is on the newsletter list. The editors send each issue themselves`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    if (js) await expect(section(page, "Stay in the Loop").getByRole("status")).toHaveText(`${address} is on the newsletter list.`);
  });

  test("has no accessibility violations @js-only", async ({ page }, testInfo) => {
    await signInAsReturningMember(page, testInfo, "Lea");
    const results = await analyzeAccessibility(page);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
