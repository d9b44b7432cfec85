import { expect, test, type Page } from "./test";
import { signInAsAdmin } from "./support";

/** Finds a plant in the admin list by searching for it, as an admin would. */
async function search(page: Page, text: string) {
  await page.getByRole("main").getByRole("searchbox").fill(text);
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
}

test("an admin creates, edits, finds and deletes a plant, with and without JavaScript, and /plants follows", async ({ page }, testInfo) => {
  const name = `Trial Rotala ${testInfo.project.name} ${Date.now().toString(36)}`;
  const onPublicPage = `/plants?q=${encodeURIComponent(name)}`;
  await signInAsAdmin(page, testInfo);

  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Plants" }).click();
  await expect(page.getByRole("heading", { name: "Plant Management" })).toBeVisible();
  await page.getByRole("link", { name: "Add Plant" }).click();
  await expect(page.getByRole("heading", { name: "Add Plant" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Scientific name").fill("Rotala probata");
  await page.getByLabel("Synonyms").fill("Trial toothcup");
  await page.getByLabel("Type").selectOption({ label: "Stem" });
  // No place ticked, and a pH range the wrong way round: the server names both, and what was typed stays.
  await page.getByRole("checkbox", { name: "Midground" }).uncheck();
  await page.getByLabel("Light").selectOption({ label: "Medium" });
  await page.getByLabel("Lowest temperature (°C)").fill("22");
  await page.getByLabel("Highest temperature (°C)").fill("28");
  await page.getByLabel("Lowest pH").fill("7.5");
  await page.getByLabel("Highest pH").fill("6");
  await page.getByLabel("Max height (cm)").fill("40");
  await page.getByLabel("Propagation").fill("Cuttings");
  await page.getByLabel("Description").fill("A rotala made in a browser test.");
  await page.getByLabel("Care", { exact: true }).fill("Trim the tops and replant them.");
  await page.getByLabel("Leaf colour").selectOption({ label: "Red" });
  await page.getByRole("button", { name: "Create Plant" }).click();
  await expect(page.getByText("Choose at least one placement")).toBeVisible();
  await expect(page.getByText("Highest pH must not be below the lowest")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

  await page.getByRole("checkbox", { name: "Background" }).check();
  await page.getByLabel("Highest pH").fill("8");
  await page.getByRole("button", { name: "Create Plant" }).click();
  await expect(page.getByText("Plant profile created successfully")).toBeVisible();

  await page.goto(onPublicPage);
  await expect(page.getByRole("main").getByRole("heading", { name, exact: true })).toBeVisible();

  await page.goto("/admin/plants");
  await search(page, "rotala probata");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("Lowest temperature (°C)")).toHaveValue("22");
  await expect(page.getByRole("checkbox", { name: "Background" })).toBeChecked();
  await expect(page.getByLabel("Leaf colour")).toHaveValue("red");
  await page.getByLabel("Description").fill("Edited in a browser test.");
  await page.getByRole("button", { name: "Update Plant" }).click();
  await expect(page.getByText("Plant profile updated successfully")).toBeVisible();

  await search(page, name);
  await page.getByRole("link", { name: `Delete ${name}` }).click();
  await expect(page.getByText(`Are you sure you want to delete ${name}? This action cannot be undone.`)).toBeVisible();
  await expect(page.getByText("No member's tank has this plant.")).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Plant profile deleted successfully")).toBeVisible();
  await search(page, name);
  await expect(page.getByText(`No plants found matching "${name}"`)).toBeVisible();
  await page.goto(onPublicPage);
  await expect(page.getByRole("main").getByRole("heading", { name, exact: true })).toHaveCount(0);
});
