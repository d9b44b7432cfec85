import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { analyzeAccessibility } from "./accessibility";
import { hydrated, newPerson, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

/** A plant's id by its name, from the plant list. */
async function plantIdByName(request: APIRequestContext, name: string): Promise<number> {
  const answer = (await (await request.get(`/api/plants?q=${encodeURIComponent(name)}`)).json()) as {
    plants: { id: number; name: string }[];
  };
  const found = answer.plants.find((plant) => plant.name === name);
  if (!found) throw new Error(`No plant named ${name}`);
  return found.id;
}

const tabs = (page: Page) => page.getByRole("navigation", { name: "Collections" });
const tab = (page: Page, label: string) => tabs(page).getByRole("link", { name: new RegExp(`^${label}`) });
/** The notes as the card shows them (the hidden edit box holds the same text). */
const shownNotes = (card: Locator, notes: string) => card.locator("p").filter({ hasText: notes });

test("a member saves a plant from its page, finds it on /my-plants, moves it, notes it and removes it", async ({
  page,
  request,
}, testInfo) => {
  const js = usesJavaScript(testInfo);
  const id = await plantIdByName(request, "Java Fern");
  await startSignedIn(page, newPerson(testInfo, "Fern"), { from: `/plants/${id}` });
  if (js) await hydrated(page);
  const main = page.getByRole("main");

  // Saved from the plant page, to Favorites (the default), then moved to Owned from the same control.
  await main.getByRole("button", { name: "Save Plant" }).click();
  await expect(page.getByText("Java Fern added to your favorites collection.")).toBeVisible();
  await expect(main.getByText("In your collection: Favorites")).toBeVisible();
  await expect(main.getByRole("button", { name: "Saved" })).toBeVisible();
  await main.getByLabel("Collection").selectOption("owned");
  await main.getByRole("button", { name: js ? "Move to Owned" : "Move", exact: true }).click();
  await expect(page.getByText("Java Fern moved to your owned collection.")).toBeVisible();
  await expect(main.getByText("In your collection: Owned")).toBeVisible();

  // A tank's plant picker offers the plants the member owns first.
  const created = await page.request.post("/api/tanks", {
    data: { name: "Fern tank", units: "metric", length: 60, width: 30, height: 36 },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/my-tanks/${((await created.json()) as { id: number }).id}`);
  const plantChoice = page.getByLabel("Add a plant");
  await expect(plantChoice.locator("optgroup").first()).toHaveAttribute("label", "Plants you own");
  await expect(plantChoice.locator("optgroup").first().locator("option")).toHaveText(["Java Fern"]);

  // /my-plants, reached from /my-fish: the tabs count it once, under Owned, on a card of its own.
  await page.goto("/my-fish");
  await page.getByRole("main").getByRole("link", { name: "Your plants" }).click();
  await expect(page).toHaveURL(/\/my-plants$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Plant Collection" })).toBeVisible();
  await expect(tab(page, "All")).toHaveAttribute("aria-current", "page");
  await expect(tab(page, "All")).toContainText("1");
  await expect(tab(page, "Owned")).toContainText("1");
  await expect(tab(page, "Favorites")).toContainText("0");
  await expect(tab(page, "Wishlist")).toContainText("0");
  await expect(page.getByRole("main").getByRole("link", { name: "Your fish" })).toHaveAttribute("href", "/my-fish");
  if (js) await hydrated(page);
  await tab(page, "Owned").click();
  await expect(page).toHaveURL(/\/my-plants\?type=owned$/);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Java Fern" }) });
  await expect(card.getByRole("link", { name: "Java Fern", exact: true })).toHaveAttribute("href", `/plants/${id}`);
  await expect(card.getByText("Microsorum pteropus")).toBeVisible();
  await expect(card.getByText("Owned", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Added [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /\/illustrations\/plants\//);
  if (js) {
    const audit = await analyzeAccessibility(page);
    expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }

  // Notes, saved back to the same tab.
  await card.getByText("Add notes").click();
  await card.getByLabel("Notes on Java Fern").fill("Tied to the driftwood, left side");
  await card.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByText("Your notes on Java Fern were saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-plants\?type=owned$/);
  await expect(shownNotes(card, "Tied to the driftwood, left side")).toBeVisible();

  // Removed, after a confirmation.
  if (js) {
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Remove Java Fern from your owned collection?");
      void dialog.accept();
    });
    await card.getByRole("link", { name: /^Remove/ }).click();
  } else {
    await card.getByRole("link", { name: /^Remove/ }).click();
    await expect(card.getByText("Remove Java Fern from your owned collection?")).toBeVisible();
    await card.getByRole("button", { name: "Remove" }).click();
  }
  await expect(page.getByText("Java Fern removed from your collection.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-plants\?type=owned$/);
  await expect(page.getByRole("heading", { name: "No owned plants yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Aquarium Plants" })).toHaveAttribute("href", "/plants");
  await expect(tab(page, "All")).toContainText("0");
});

test("the red Saved button on a plant's page removes it; the member menu leads to /my-plants", async ({ page, request }, testInfo) => {
  const js = usesJavaScript(testInfo);
  const id = await plantIdByName(request, "Amazon Sword");
  await startSignedIn(page, newPerson(testInfo, "Reed"), { from: `/plants/${id}` });
  if (js) await hydrated(page);
  const main = page.getByRole("main");
  await main.getByLabel("Collection").selectOption("wishlist");
  await main.getByRole("button", { name: "Save Plant" }).click();
  await expect(page.getByText("Amazon Sword added to your wishlist collection.")).toBeVisible();

  await page.getByRole("banner").getByLabel("Account menu").click();
  await page.getByRole("banner").getByRole("link", { name: "My Plant Collection" }).click();
  await expect(page).toHaveURL(/\/my-plants$/);
  await expect(tab(page, "Wishlist")).toContainText("1");
  await page.getByRole("main").getByRole("link", { name: "Amazon Sword", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/plants/${id}$`));

  await page.getByRole("main").getByRole("button", { name: "Saved" }).click();
  await expect(page.getByText("Amazon Sword removed from your collection.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Save Plant" })).toBeVisible();
  await expect(page.getByRole("main").getByText(/In your collection/)).toHaveCount(0);
});

test("a visitor's Save Plant leads to sign in and /my-plants asks them to sign in", async ({ page, request }) => {
  const id = await plantIdByName(request, "Java Moss");
  await page.goto(`/plants/${id}`);
  await expect(page.getByRole("main").getByRole("link", { name: "Save Plant" })).toHaveAttribute(
    "href",
    `/api/login?returnTo=${encodeURIComponent(`/plants/${id}`)}`,
  );
  const response = await page.request.get("/my-plants", { maxRedirects: 0 });
  expect(response.status()).toBe(401);
});
