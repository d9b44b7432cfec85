import { expect, test } from "./test";
import { signInAsAdmin } from "./support";

test("an admin creates, edits and deletes a fish, with and without JavaScript", async ({ page }, testInfo) => {
  const name = `Trial Rasbora ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signInAsAdmin(page, testInfo);

  await page.getByRole("link", { name: "Add Fish" }).click();
  await expect(page.getByRole("heading", { name: "Add Fish" })).toBeVisible();
  // A required field left empty is named by the server, and what was typed stays.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Scientific name").fill("Rasbora probata");
  // Without a drawing the image address is what shows the fish, so it is required.
  await page.getByLabel("Outline").selectOption({ label: "No drawing" });
  await page.getByLabel("Image URL").evaluate((input: HTMLInputElement) => input.removeAttribute("required"));
  await page.getByRole("button", { name: "Create Fish" }).click();
  await expect(page.getByText("Image URL is required")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

  await page.getByLabel("Image URL").fill("/images/fish-illustration.svg");
  await page.getByLabel("Minimum tank (US gallons)").fill("about ten");
  await page.getByLabel("Compatible with").fill("Neon Tetra\nCherry Barb");
  await page.getByRole("button", { name: "Create Fish" }).click();
  await expect(page.getByText("Fish profile created successfully")).toBeVisible();

  await page.getByRole("main").getByRole("searchbox").fill(name);
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("Minimum tank (US gallons)")).toHaveValue("0");
  await page.getByLabel("Description").fill("Edited in a browser test.");
  await page.getByRole("button", { name: "Update Fish" }).click();
  await expect(page.getByText("Fish profile updated successfully")).toBeVisible();

  await page.getByRole("main").getByRole("searchbox").fill(name);
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: `Delete ${name}` }).click();
  await expect(page.getByText(`Are you sure you want to delete ${name}? This action cannot be undone.`)).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Fish profile deleted successfully")).toBeVisible();
  await page.getByRole("main").getByRole("searchbox").fill(name);
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`No fish found matching "${name}"`)).toBeVisible();
});
