import { expect, test, type APIRequestContext } from "./test";
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

test("a member adds a tank, puts an owned fish in it, reads the report and follows a suggestion", async ({ page, request }, testInfo) => {
  const js = usesJavaScript(testInfo);
  const id = await fishIdByName(request, "Cardinal Tetra");
  const person = newPerson(testInfo, "Tova");

  // Signed in from the fish page, and the fish saved to Owned there.
  await startSignedIn(page, person, { from: `/fish/${id}` });
  if (js) await hydrated(page);
  const main = page.getByRole("main");
  await main.getByLabel("Collection").selectOption("owned");
  await main.getByRole("button", { name: "Save Fish" }).click();
  await expect(page.getByText("Cardinal Tetra added to your owned collection.")).toBeVisible();

  // No tanks yet: the empty list leads to the form.
  await page.goto("/my-tanks");
  await expect(page.getByRole("heading", { level: 1, name: "My Tanks" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No tanks yet" })).toBeVisible();
  if (js) await hydrated(page);
  await page.getByRole("link", { name: "Add your first tank" }).click();
  await expect(page).toHaveURL(/\/my-tanks\/new$/);

  // The form speaks the member's units (US by default): a size that cannot be is refused beside its field.
  const form = page.getByRole("main");
  await form.getByLabel("Name", { exact: true }).fill("Living room");
  await form.getByLabel("Length (in)").fill("30");
  await form.getByLabel("Width (in)").fill("12");
  await form.getByLabel("Height (in)").fill("1");
  await form.getByLabel("Height (in)").blur();
  if (!js) await form.getByRole("button", { name: "Create tank" }).click();
  await expect(form.getByText("Height must be between 3.9 and 197 in.")).toBeVisible();
  await expect(form.getByLabel("Length (in)")).toHaveValue("30");
  await form.getByLabel("Height (in)").fill("18");
  if (js) await expect(form.getByText(/Leave empty for about 24 gal \(85% of the 28 gal it holds\)/)).toBeVisible();
  await form.getByLabel("Heater").selectOption("yes");
  await form.getByLabel("Temperature (°F) (optional)").fill("78");
  await form.getByRole("button", { name: "Create tank" }).click();

  // The tank's own page.
  await expect(page.getByText("Tank created")).toBeVisible();
  await expect(page).toHaveURL(/\/my-tanks\/\d+$/);
  const tankUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: "Living room" })).toBeVisible();
  const details = page.getByRole("region", { name: "About this tank" });
  await expect(details.getByText("30 × 12 × 18 in")).toBeVisible();
  await expect(details.getByText("78 °F")).toBeVisible();
  await expect(page.getByText("No fish in this tank yet.")).toBeVisible();

  // Ten of the owned fish go in.
  if (js) await hydrated(page);
  await page.getByLabel("Fish", { exact: true }).selectOption({ label: "Cardinal Tetra" });
  await page.getByLabel("How many").fill("10");
  await page.getByRole("button", { name: "Add to tank" }).click();
  await expect(page.getByText("Cardinal Tetra added to this tank (10 now).")).toBeVisible();
  const fishList = page.getByRole("list", { name: "Fish in this tank" });
  const row = fishList.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Cardinal Tetra" }) });
  await expect(row.getByText("10 fish")).toBeVisible();

  // The report follows the change, with a verdict, and suggestions that lead to their profiles.
  const report = page.getByRole("region", { name: "Compatibility report" });
  await expect(report).toBeVisible();
  await expect(report.getByText(/^Verdict: (Won't work|Caution|Fine)$/)).toBeAttached();
  const suggestions = report.getByRole("list", { name: "Suggested fish" }).getByRole("link");
  await expect(suggestions.first()).toBeVisible();
  if (js) {
    const audit = await analyzeAccessibility(page);
    expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
  // A suggestion reads "6 Neon Tetra": how many to add, then the species.
  const suggested = (await suggestions.first().textContent())!.trim().replace(/^\d+ (more )?/, "");
  const href = (await suggestions.first().getAttribute("href"))!;
  expect(href).toMatch(/^\/fish\/\d+$/);
  await suggestions.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1, name: suggested })).toBeVisible();

  // The list counts the fish; deleting the tank asks first, the same with or without JavaScript.
  await page.goto("/my-tanks");
  const card = page.getByRole("link", { name: /Living room/ });
  await expect(card).toContainText("30 × 12 × 18 in");
  await expect(card).toContainText("10 fish, 1 species");
  await expect(card).toContainText(/Verdict: (Won't work|Caution|Fine)/);
  await page.goto(tankUrl);
  if (js) await hydrated(page);
  await page.getByRole("link", { name: "Delete tank" }).click();
  await expect(page).toHaveURL(/confirmDelete=1$/);
  await expect(page.getByText(/^Delete Living room\?/)).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("Living room is gone. Its fish are still in your collection.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-tanks$/);
  await expect(page.getByRole("heading", { name: "No tanks yet" })).toBeVisible();
});

test("a member's tank set up this week refuses otocinclus, and says why", async ({ page }, testInfo) => {
  const js = usesJavaScript(testInfo);
  await startSignedIn(page, newPerson(testInfo, "Otto"), { from: "/my-tanks/new" });
  if (js) await hydrated(page);
  const form = page.getByRole("main");
  await form.getByLabel("Name", { exact: true }).fill("New planted tank");
  await form.getByLabel("Length (in)").fill("24");
  await form.getByLabel("Width (in)").fill("12");
  await form.getByLabel("Height (in)").fill("16");
  await form.getByLabel("Heater").selectOption("yes");
  await form.getByLabel("Set up on (optional)").fill(new Date().toISOString().slice(0, 10));
  await form.getByRole("button", { name: "Create tank" }).click();
  await expect(page.getByText("Tank created")).toBeVisible();
  await expect(page.getByRole("region", { name: "About this tank" }).getByText(/\(this week\)/)).toBeVisible();

  if (js) await hydrated(page);
  // Any species may be tried in a tank, saved or not.
  await page.getByLabel("Fish", { exact: true }).selectOption({ label: "Otocinclus" });
  await page.getByLabel("How many").fill("6");
  await page.getByRole("button", { name: "Add to tank" }).click();
  await expect(page.getByText("Otocinclus added to this tank (6 now).")).toBeVisible();
  const report = page.getByRole("region", { name: "Compatibility report" });
  await expect(report.getByText(/^Verdict: Won't work$/)).toBeAttached();
  await expect(report.getByText(/The Otocinclus needs a mature tank, and this one was set up this week/)).toBeVisible();
});
