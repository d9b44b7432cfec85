import { expect, test, type Page } from "./test";
import { startSignedIn } from "./signed-in";
import { newPerson, signIn, usesJavaScript } from "./support";

/** The Neon Tetra's page, found through the fish list's own link. */
async function openNeonTetra(page: Page) {
  await page.goto("/fish?q=Neon+Tetra");
  await followNeonTetra(page);
}

/** From the fish list searched for it, the Neon Tetra's card leads to its page. */
async function followNeonTetra(page: Page) {
  await page
    .getByRole("main")
    .getByRole("link", { name: /Neon Tetra/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Neon Tetra" })).toBeVisible();
}

// The label alone: the notes on how each fact was settled name the same facts ("Temperature: ...").
const fact = (page: Page, label: string) =>
  page
    .getByRole("main")
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd");

/** Follows the header's units control, chooses, saves, and comes back to the page it started on. */
async function chooseUnits(page: Page, system: "Metric" | "US" | "UK", hardness: "dGH" | "ppm" = "dGH") {
  const before = page.url();
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Units:/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await page.getByRole("group", { name: "Units of measure" }).getByText(system, { exact: true }).click();
  await page.getByRole("group", { name: "Water hardness" }).getByText(hardness, { exact: true }).click();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Units saved")).toBeVisible();
  await expect(page).toHaveURL(before);
}

test("a visitor switches to metric and the fish page's values change, not only their labels", async ({ page }) => {
  await openNeonTetra(page);
  await expect(fact(page, "Temperature")).toHaveText("68-80 °F (20-27 °C)");
  await expect(fact(page, "Max Size")).toHaveText("1.5 inches (3.8 cm)");

  await chooseUnits(page, "Metric");
  await expect(fact(page, "Temperature")).toHaveText("20-27 °C (68-80 °F)");
  await expect(fact(page, "Max Size")).toHaveText("3.8 cm (1.5 in)");
  await expect(fact(page, "Min Tank Size")).toHaveText("53 L (14 US gal)");
  // The header shows the scale now in use, and the fish list's cards convert too.
  await expect(page.getByRole("banner").getByRole("link", { name: /^Units: Metric/ })).toHaveText("°C");
  await page.goto("/fish?q=Neon+Tetra");
  await expect(
    page
      .getByRole("main")
      .getByText(/Up to 3\.8 cm · 53\+ L tank/)
      .first(),
  ).toBeVisible();

  // Back to US units, from the fish page the list leads to: the stored values.
  await followNeonTetra(page);
  await chooseUnits(page, "US");
  await expect(fact(page, "Temperature")).toHaveText("68-80 °F (20-27 °C)");
});

test("a member's choice is kept on their profile and shown on every device they sign in on", async ({ page, browser }, testInfo) => {
  const javaScript = usesJavaScript(testInfo);
  const person = newPerson(testInfo, "Una");
  // Signed in on the first device already, as the member the provider knows (the second device walks the provider).
  await startSignedIn(page, person, { knownToProvider: true });
  await openNeonTetra(page);
  await chooseUnits(page, "UK");
  await expect(fact(page, "Min Tank Size")).toHaveText("53 L (12 UK gal, 14 US gal)");
  await expect(fact(page, "Temperature")).toHaveText("20-27 °C (68-80 °F)");

  // Another browser, with no cookie of this choice: signing in brings it back.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: javaScript });
  const second = await other.newPage();
  await signIn(second, person);
  await openNeonTetra(second);
  await expect(fact(second, "Min Tank Size")).toHaveText("53 L (12 UK gal, 14 US gal)");
  await other.close();
});

test("a visitor filters the fish by water temperature and tank volume, and the shared link means the same in °F", async ({
  page,
  browser,
}) => {
  await page.goto("/settings");
  await page.getByRole("group", { name: "Units of measure" }).getByText("Metric", { exact: true }).click();
  await page.getByRole("button", { name: "Save settings" }).click();
  // The choice is a cookie the answer sets: leaving before it arrives would leave the default units.
  await expect(page.getByText("Units saved")).toBeVisible();
  await page.goto("/fish");
  await page.getByText("Water and tank filters").first().click();
  const form = page.getByRole("form", { name: "Water and tank filters" });
  await form.getByLabel(/Water temperature/).fill("27");
  await form.getByLabel(/Your tank/).fill("40");
  await form.getByRole("button", { name: "Apply filters" }).click();
  // The link carries the numbers and the units they are in.
  for (const part of [/[?&]temp=27(&|$)/, /[?&]tank=40(&|$)/, /[?&]units=metric(&|$)/]) await expect(page).toHaveURL(part);
  const count = page.getByText(/ of \d+ species · water and tank filters on/);
  await expect(count).toBeVisible();
  // A 40 L tank is about 10.6 US gallons: no Oscar, and every card's minimum tank fits.
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /^Oscar\b/ })).toHaveCount(0);
  for (const tank of await main.getByText(/\d+\+ L tank/).allTextContents()) {
    expect(Number(/(\d+)\+ L tank/.exec(tank)![1])).toBeLessThanOrEqual(40);
  }
  const summary = await count.textContent();

  // Someone reading °F opens the same link and sees the same fish.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const second = await other.newPage();
  await second.goto(page.url());
  await expect(second.getByText(/ of \d+ species · water and tank filters on/)).toHaveText(summary!);
  await other.close();

  // Asking for the impossible says which filter excluded the most, and offers to drop it.
  await page.goto("/fish?temp=5&tank=40&units=metric");
  await expect(page.getByText("No fish meets every water and tank filter.")).toBeVisible();
  await page.getByRole("link", { name: "Drop the temperature filter" }).click();
  await expect(page).toHaveURL(/\/fish\?tank=40&units=metric/);
  await expect(page.getByText(/ of \d+ species · water and tank filters on/)).toBeVisible();
});
