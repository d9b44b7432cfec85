import { expect, test, type APIRequestContext, type Page } from "./test";
import { hydrated, newPerson, usesJavaScript } from "./support";
import { keepFish } from "./arranged";
import { startSignedIn } from "./signed-in";

/** A species' id by its name, from the fish list. */
async function fishIdByName(request: APIRequestContext, name: string): Promise<number> {
  const list = (await (await request.get("/api/fish")).json()) as { id: number; name: string }[];
  const found = list.find((fish) => fish.name === name);
  if (!found) throw new Error(`No fish named ${name}`);
  return found.id;
}

const tabs = (page: Page) => page.getByRole("navigation", { name: "Collections" });
const tab = (page: Page, label: string) => tabs(page).getByRole("link", { name: new RegExp(`^${label}`) });

test("the Save Fish button says where a fish is, opens on it, and choosing another collection moves it", async ({
  page,
  request,
}, testInfo) => {
  const js = usesJavaScript(testInfo);
  const id = await fishIdByName(request, "Harlequin Rasbora");
  await startSignedIn(page, newPerson(testInfo, "Moss"), { from: `/fish/${id}` });
  if (js) await hydrated(page);
  const main = page.getByRole("main");
  const picker = main.getByLabel("Collection");

  await main.getByRole("button", { name: "Save Fish" }).click();
  await expect(page.getByText("Harlequin Rasbora added to your favorites collection.")).toBeVisible();
  await expect(main.getByText("In your collection: Favorites")).toBeVisible();
  await expect(picker).toHaveValue("liked");

  // Owned chosen for a fish saved as Favorites: it moves (once an error without JavaScript).
  await picker.selectOption("owned");
  await main.getByRole("button", { name: js ? "Move to Owned" : "Move", exact: true }).click();
  await expect(page.getByText("Harlequin Rasbora moved to your owned collection.")).toBeVisible();
  await expect(page.getByText("Failed to remove fish from collection.")).toHaveCount(0);
  await expect(main.getByText("In your collection: Owned")).toBeVisible();
  await expect(main.getByRole("button", { name: "Saved" })).toBeVisible();

  // A fresh visit opens the picker on the collection the fish is in.
  await page.goto(`/fish/${id}`);
  await expect(page.getByRole("main").getByLabel("Collection")).toHaveValue("owned");
  await expect(page.getByRole("main").getByText("In your collection: Owned")).toBeVisible();

  // One entry: the collection counts it once, under Owned.
  await page.goto("/my-fish");
  await expect(tab(page, "All")).toContainText("1");
  await expect(tab(page, "Owned")).toContainText("1");
  await expect(tab(page, "Favorites")).toContainText("0");
});

test("a tank tries any species, and placing a wishlist fish moves it to Owned; the tank list shows the verdict", async ({
  page,
  request,
}, testInfo) => {
  const js = usesJavaScript(testInfo);
  const id = await fishIdByName(request, "Ember Tetra");
  // On the member's wishlist already (saving to it from the fish page is fish-detail.spec.ts's).
  keepFish(await startSignedIn(page, newPerson(testInfo, "Tarn")), id, "wishlist");

  const created = await page.request.post("/api/tanks", { data: { name: "Nano", units: "metric", length: 45, width: 30, height: 30 } });
  expect(created.status()).toBe(201);
  const tank = (await created.json()) as { id: number };
  await page.goto(`/my-tanks/${tank.id}`);
  if (js) await hydrated(page);

  // Every species is offered, not only owned ones; checking first writes nothing.
  const fishChoice = page.getByLabel("Fish", { exact: true });
  await expect(fishChoice.locator("optgroup")).toHaveAttribute("label", "Every species");
  await fishChoice.selectOption({ label: "Ember Tetra" });
  await page.getByLabel("How many").fill("8");
  await page.getByRole("button", { name: "Check first" }).click();
  await expect(page.getByText(/^Adding 8 Ember Tetras to Nano \(.+\) would:/)).toBeVisible();
  await expect(page.getByText("Nothing is saved until you add them.")).toBeVisible();
  await expect(page.getByText("No fish in this tank yet.")).toBeVisible();

  await page.getByRole("button", { name: "Add to tank" }).click();
  await expect(page.getByText("Ember Tetra added to this tank (8 now).")).toBeVisible();
  await expect(page.getByLabel("Fish", { exact: true }).locator("optgroup").first()).toHaveAttribute("label", "Fish you own");

  await page.goto("/my-fish");
  await expect(tab(page, "All")).toContainText("1");
  await expect(tab(page, "Owned")).toContainText("1");
  await expect(tab(page, "Wishlist")).toContainText("0");

  await page.goto("/my-tanks");
  const card = page.getByRole("link", { name: /Nano/ });
  await expect(card).toContainText("8 fish, 1 species");
  await expect(card).toContainText(/Verdict: (Won't work|Caution|Fine)/);
});
