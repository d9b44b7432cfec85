import { expect, test, type Page } from "./test";
import { analyzeAccessibility } from "./accessibility";
import { hydrated, newPerson, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

/**
 * A new tank of the member's, said to be cycled on the tank form, in US units (the default); answers its
 * journal's address, reached from the tank's page.
 */
async function tankWithJournal(page: Page, js: boolean, name: string): Promise<string> {
  await page.goto("/my-tanks/new");
  if (js) await hydrated(page);
  const form = page.getByRole("main");
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Length (in)").fill("24");
  await form.getByLabel("Width (in)").fill("12");
  await form.getByLabel("Height (in)").fill("16");
  await form.getByLabel("Filter cycled").selectOption("yes");
  await form.getByRole("button", { name: "Create tank" }).click();
  await expect(page.getByText("Tank created")).toBeVisible();
  await expect(page).toHaveURL(/\/my-tanks\/\d+$/);
  if (js) await hydrated(page);
  await page.getByRole("link", { name: "Water journal" }).click();
  await expect(page).toHaveURL(/\/my-tanks\/\d+\/journal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Water journal" })).toBeVisible();
  return new URL(page.url()).pathname;
}

/**
 * A new tank of the member's, said to be cycled, in US units, made through the tanks API where the form and the
 * way from the tank's page are not what a test is about (tankWithJournal walks them). Answers its id.
 */
async function cycledTank(page: Page, name: string): Promise<number> {
  const created = await page.request.post("/api/tanks", { data: { name, units: "us", length: 24, width: 12, height: 16, cycled: true } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test("a member records tests, sees them charted with a warning, then edits and deletes one", async ({ page }, testInfo) => {
  const js = usesJavaScript(testInfo);
  await startSignedIn(page, newPerson(testInfo, "Jora"));
  const journal = await tankWithJournal(page, js, "Journal tank");
  if (js) await hydrated(page);
  const form = page.getByRole("region", { name: "Record a test or water change" });
  await expect(form.getByLabel("Date and time (UTC)")).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

  // A pH no test can read is refused beside its field, with what was typed kept.
  await form.getByLabel("Temperature (°F)").fill("78");
  await form.getByLabel("pH", { exact: true }).fill("15");
  await form.getByLabel("pH", { exact: true }).blur();
  if (!js) await form.getByRole("button", { name: "Save entry" }).click();
  await expect(form.getByText("pH must be between 0 and 14.")).toBeVisible();
  await expect(form.getByLabel("Temperature (°F)")).toHaveValue("78");

  // A test with ammonia in a cycled tank: saved, charted, and an urgent warning with its number.
  await form.getByLabel("pH", { exact: true }).fill("7.2");
  await form.getByLabel("Ammonia (ppm)").fill("0.5");
  await form.getByLabel("Nitrate (ppm)").fill("10");
  await form.getByLabel("Water changed (%)").fill("25");
  await form.getByLabel("Note (optional)").fill("First test");
  await form.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByText("Your test is in the journal.")).toBeVisible();
  await expect(form.getByLabel("pH", { exact: true })).toHaveValue("");
  const warnings = page.getByRole("region", { name: "Water warnings" });
  await expect(warnings.getByText("Ammonia in a cycled tank")).toBeVisible();
  await expect(warnings.getByText(/^Ammonia read 0\.5 ppm on /)).toBeVisible();

  const chart = page.getByRole("figure", { name: "pH" });
  await expect(chart.locator("svg[data-chart=ph] path")).toHaveAttribute("d", /^M[\d.]+ [\d.]+$/);
  await expect(chart.locator("figcaption")).toHaveText(/^pH, 1 test, on .*: latest pH 7\.2/);
  await expect(page.locator("svg[data-chart=temperature] [data-water-change]")).toHaveCount(1);
  await page.getByText("Show the tests as a table").click();
  await expect(page.getByRole("columnheader", { name: "Temperature (°F)" })).toBeVisible();
  await page.getByRole("link", { name: "30 days" }).click();
  await expect(page).toHaveURL(/range=30$/);
  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("figure", { name: "Nitrate (ppm)" })).toBeVisible();

  // The warning is on the tank's page and in the list of tanks too.
  await page.goto(journal.replace(/\/journal$/, ""));
  await expect(page.getByRole("region", { name: "Water warnings" }).getByText("Ammonia in a cycled tank")).toBeVisible();
  await page.goto("/my-tanks");
  await expect(page.getByRole("list", { name: "Water warnings" }).getByText("Ammonia in a cycled tank")).toBeVisible();

  // Edited to no ammonia: the warning goes.
  await page.goto(journal);
  if (js) await hydrated(page);
  const entries = page.getByRole("list", { name: "Journal entries" });
  await expect(entries.getByText("pH 7.2 · Ammonia 0.5 ppm · Nitrate 10 ppm · 25% water changed", { exact: false })).toBeVisible();
  await entries.getByRole("link", { name: /^Edit/ }).click();
  const edit = page.getByRole("region", { name: "Edit entry" });
  await expect(edit.getByLabel("Ammonia (ppm)")).toHaveValue("0.5");
  await edit.getByLabel("Ammonia (ppm)").fill("0");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Water warnings" })).toHaveCount(0);
  if (js) {
    const audit = await analyzeAccessibility(page);
    expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }

  // Deleted from its edit form.
  if (js) await hydrated(page);
  await page.getByRole("list", { name: "Journal entries" }).getByRole("link", { name: /^Edit/ }).click();
  await page.getByRole("button", { name: "Delete this entry" }).click();
  await expect(page.getByText("The entry is gone from the journal.")).toBeVisible();
  await expect(page.getByText("No entries yet. Record your first test above.")).toBeVisible();
});

test("a member exports the journal as CSV and imports it, a bad line named and nothing half-imported", async ({ page }, testInfo) => {
  const js = usesJavaScript(testInfo);
  await startSignedIn(page, newPerson(testInfo, "Ilse"));
  const tankId = await cycledTank(page, "Export tank");
  await page.goto(`/my-tanks/${tankId}/journal`);
  await expect(page.getByRole("heading", { level: 1, name: "Water journal" })).toBeVisible();
  if (js) await hydrated(page);
  const form = page.getByRole("region", { name: "Record a test or water change" });
  await form.getByLabel("Nitrate (ppm)").fill("15");
  await form.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByText("Your test is in the journal.")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toBe(`tank-${tankId}-journal.csv`);
  const exported = await (await page.request.get(`/api/tanks/${tankId}/journal.csv`)).text();
  const [header, row] = exported.split("\r\n");
  expect(header).toBe(
    "taken_at,temperature_f,ph,gh_dgh,kh_dkh,ammonia_ppm,nitrite_ppm,nitrate_ppm,phosphate_ppm,tds_ppm,water_change_pct,note",
  );
  expect(row).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,,,,,,,15,,,,$/);

  // A file with a bad third line: named, and nothing of it stored.
  if (js) await hydrated(page);
  const upload = page.getByRole("region", { name: "Import a CSV file" });
  const file = (text: string) => ({ name: "journal.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  await upload
    .getByLabel("CSV file")
    .setInputFiles(file(`${header}\n2026-01-01T08:00,77,7,,,,,10,,,,\n2026-01-02T08:00,77,17,,,,,10,,,,\n`));
  await upload.getByRole("button", { name: "Import" }).click();
  await expect(upload.getByText("Line 3: pH must be between 0 and 14. Nothing was imported.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Journal entries" }).getByRole("listitem")).toHaveCount(1);

  // The export, with one more line, reads back whole.
  if (js) await hydrated(page);
  await upload.getByLabel("CSV file").setInputFiles(file(`${exported}2026-01-02T08:00:00Z,77,7.4,,,,,12,,,30,"Sponge, rinsed"\r\n`));
  await upload.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("2 entries added.")).toBeVisible();
  const entries = page.getByRole("list", { name: "Journal entries" });
  await expect(entries.getByRole("listitem")).toHaveCount(3);
  await expect(entries.getByText("Sponge, rinsed")).toBeVisible();
});
