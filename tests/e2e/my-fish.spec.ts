import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { analyzeAccessibility } from "./accessibility";
import { hydrated, newPerson, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

/** A species' id by its name, from the fish list. */
async function fishIdByName(request: APIRequestContext, name: string): Promise<number> {
  const list = (await (await request.get("/api/fish")).json()) as { id: number; name: string }[];
  const found = list.find((fish) => fish.name === name);
  if (!found) throw new Error(`No fish named ${name}`);
  return found.id;
}

const tabs = (page: Page) => page.getByRole("navigation", { name: "Collections" });
/** The notes as the card shows them (the hidden edit box holds the same text). */
const shownNotes = (card: Locator, notes: string) => card.locator("p").filter({ hasText: notes });
const tab = (page: Page, label: string) => tabs(page).getByRole("link", { name: new RegExp(`^${label}`) });

test("a member saves a fish, finds it under its tab, edits its notes, moves it to Owned and removes it", async ({
  page,
  request,
}, testInfo) => {
  const js = usesJavaScript(testInfo);
  const id = await fishIdByName(request, "Cardinal Tetra");
  const person = newPerson(testInfo, "Mara");

  // Saved from the fish page's own form, to Favorites (the default collection).
  await startSignedIn(page, person, { from: `/fish/${id}` });
  if (js) await hydrated(page);
  await page.getByRole("main").getByRole("button", { name: "Save Fish" }).click();
  await expect(page.getByText("Cardinal Tetra added to your favorites collection.")).toBeVisible();

  // The collection: every tab counts, and the fish is under Favorites.
  await page.goto("/my-fish");
  await expect(page.getByRole("heading", { level: 1, name: "My Fish Collection" })).toBeVisible();
  await expect(tab(page, "All")).toHaveAttribute("aria-current", "page");
  await expect(tab(page, "All")).toContainText("1");
  await expect(tab(page, "Favorites")).toContainText("1");
  await expect(tab(page, "Owned")).toContainText("0");
  await expect(tab(page, "Wishlist")).toContainText("0");
  await expect(page.getByRole("region", { name: "Tips for your collection" })).toBeVisible();
  if (js) await hydrated(page);
  await tab(page, "Favorites").click();
  await expect(page).toHaveURL(/\/my-fish\?type=liked$/);
  await expect(tab(page, "Favorites")).toHaveAttribute("aria-current", "page");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Cardinal Tetra" }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: "Cardinal Tetra", exact: true })).toHaveAttribute("href", `/fish/${id}`);
  await expect(card.getByText("Paracheirodon axelrodi")).toBeVisible();
  await expect(card.getByText("Favorites", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Added [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  // Three skeleton cards belong to the script's pending state only, never to the server's page.
  await expect(page.getByText("Loading your collection...")).toHaveCount(0);
  if (js) {
    // axe runs as page script, so only where scripts run (the HTML is the same without).
    const audit = await analyzeAccessibility(page);
    expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }

  // Notes: too long is refused beside the box, then saved.
  await card.getByText("Add notes").click();
  const box = card.getByLabel("Notes on Cardinal Tetra");
  const notes = `Twelve in the 29 gallon, with ${person.username}'s corydoras`;
  if (!js) {
    const long = "x".repeat(1001);
    await box.fill(long);
    await card.getByRole("button", { name: "Save notes" }).click();
    await expect(card.getByText("Notes must be at most 1000 characters")).toBeVisible();
    await expect(card.getByLabel("Notes on Cardinal Tetra")).toHaveValue(long);
  } else {
    await box.fill("x".repeat(1001));
    await expect(card.getByText("1001/1000 characters")).toBeVisible();
    await expect(card.getByRole("button", { name: "Save notes" })).toBeDisabled();
  }
  await card.getByLabel("Notes on Cardinal Tetra").fill(notes);
  await card.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByText("Notes saved")).toBeVisible();
  await expect(page.getByText("Your notes on Cardinal Tetra were saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-fish\?type=liked$/);
  await expect(shownNotes(card, notes)).toBeVisible();
  await expect(card.getByText("Edit notes")).toBeVisible();

  // Moved to Owned: it leaves Favorites and the counts follow.
  await card.getByLabel("Move to").selectOption("owned");
  await card.getByRole("button", { name: /^Move/ }).click();
  await expect(page.getByText("Cardinal Tetra moved to your owned collection.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-fish\?type=liked$/);
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();
  await expect(tab(page, "Favorites")).toContainText("0");
  await expect(tab(page, "Owned")).toContainText("1");
  await tab(page, "Owned").click();
  await expect(page).toHaveURL(/\/my-fish\?type=owned$/);
  await expect(card.getByText("Owned", { exact: true })).toBeVisible();
  await expect(shownNotes(card, notes)).toBeVisible();

  // Removed, after a confirmation.
  if (js) {
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Remove Cardinal Tetra from your owned collection?");
      void dialog.accept();
    });
    await card.getByRole("link", { name: /^Remove/ }).click();
  } else {
    await card.getByRole("link", { name: /^Remove/ }).click();
    await expect(page).toHaveURL(/confirmRemove=\d+/);
    await expect(card.getByText("Remove Cardinal Tetra from your owned collection?")).toBeVisible();
    await card.getByRole("button", { name: "Remove" }).click();
  }
  await expect(page.getByText("Cardinal Tetra removed from your collection.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-fish\?type=owned$/);
  await expect(page.getByRole("heading", { name: "No owned fish yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse the Fish Database" })).toHaveAttribute("href", "/fish-database");
  await expect(tab(page, "All")).toContainText("0");
});

test("notes refused after a plain post, sent before the page's script took over, stay in the box once it has @js-only", async ({
  page,
  request,
}, testInfo) => {
  const id = await fishIdByName(request, "Cardinal Tetra");
  const person = newPerson(testInfo, "Ines");
  await startSignedIn(page, person, { from: `/fish/${id}` });
  await hydrated(page);
  await page.getByRole("main").getByRole("button", { name: "Save Fish" }).click();
  await expect(page.getByText("Cardinal Tetra added to your favorites collection.")).toBeVisible();

  await page.goto("/my-fish");
  await hydrated(page);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Cardinal Tetra" }) });
  await card.getByText("Add notes").click();
  const long = "y".repeat(1001);
  await card.getByLabel("Notes on Cardinal Tetra").fill(long);
  // The form goes as the browser sends it without a script, as when it is sent before the script has arrived;
  // the page that answers is then taken over by its script.
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/my-fish")),
    card.getByLabel("Notes on Cardinal Tetra").evaluate((box: HTMLTextAreaElement) => box.form!.submit()),
  ]);
  // The message is only on the answer (the page before showed the counter, never the message); the counter
  // shows once the answer's script runs, and then counts what the box holds.
  await expect(card.getByText("Notes must be at most 1000 characters")).toBeVisible();
  await hydrated(page);
  await expect(card.getByText("1001/1000 characters")).toBeVisible();
  await expect(card.getByLabel("Notes on Cardinal Tetra")).toHaveValue(long);
});
