import { expect, test, type Page } from "./test";
import { signInAsAdmin } from "./support";

/**
 * Finds a row of an admin list by searching for it, as an admin would, and waits for the search to arrive: with
 * JavaScript it is a client navigation, and a row clicked before it lands is replaced under the click.
 */
async function search(page: Page, text: string) {
  await page.getByRole("main").getByRole("searchbox").fill(text);
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
}

test("an admin creates, edits and deletes a product review, and /products follows at once", async ({ page }, testInfo) => {
  const name = `Trial Heater ${testInfo.project.name} ${Date.now().toString(36)}`;
  const label = `Proofware ${name}`;
  const onPublicPage = `/products?category=Accessories&q=${encodeURIComponent(name)}`;
  await signInAsAdmin(page, testInfo);

  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "Add Product Review" }).click();
  await expect(page.getByRole("heading", { name: "Add Product Review" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Brand", { exact: true }).fill("Proofware");
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Accessories" });
  await page.getByLabel("Description").fill("A heater reviewed in a browser test.");
  await page.getByLabel("Rating (stars)").selectOption("3.5");
  // A price that is not money is named by the server, and what was typed stays.
  await page.getByLabel("Typical price (US dollars)").fill("cheap");
  await page.getByLabel("Review text").fill("Holds temperature within half a degree.");
  await page.getByRole("button", { name: "Create Review" }).click();
  await expect(page.getByText("Price must be a positive amount in dollars and cents, or empty")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await page.getByLabel("Typical price (US dollars)").fill("24.99");
  await page.getByRole("button", { name: "Create Review" }).click();
  await expect(page.getByText("Product review created successfully")).toBeVisible();

  await page.goto(onPublicPage);
  await expect(page.getByRole("main").getByRole("heading", { name })).toBeVisible();
  await expect(page.getByRole("main").getByText("A heater reviewed in a browser test.")).toBeVisible();

  await page.goto("/admin/products");
  await search(page, name);
  await page.getByRole("link", { name: `Edit ${label}` }).click();
  await expect(page.getByLabel("Rating (stars)")).toHaveValue("3.5");
  await page.getByLabel("Description").fill("Edited in a browser test.");
  await page.getByRole("button", { name: "Update Review" }).click();
  await expect(page.getByText("Product review updated successfully")).toBeVisible();
  await page.goto(onPublicPage);
  await expect(page.getByRole("main").getByText("Edited in a browser test.")).toBeVisible();

  await page.goto("/admin/products");
  await search(page, name);
  await page.getByRole("link", { name: `Delete ${label}` }).click();
  await expect(page.getByText(`Are you sure you want to delete ${label}? This action cannot be undone.`)).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product review deleted successfully")).toBeVisible();
  await page.goto(onPublicPage);
  // The empty list repeats the search, so look for the review's own heading.
  await expect(page.getByRole("main").getByRole("heading", { name })).toHaveCount(0);
});

test("an admin creates, edits and deletes an aquascaping guide, and /aquascaping follows at once", async ({ page }, testInfo) => {
  const title = `Trial Valley ${testInfo.project.name} ${Date.now().toString(36)}`;
  const onPublicPage = `/aquascaping?q=${encodeURIComponent(title)}`;
  await signInAsAdmin(page, testInfo);

  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Guides" }).click();
  await page.getByRole("link", { name: "Add Guide" }).click();
  // The list's search box is labelled with the same words, so wait for the form.
  await expect(page.getByRole("heading", { name: "Add Guide" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Style", { exact: true }).fill("Iwagumi");
  await page.getByLabel("Difficulty", { exact: true }).selectOption("Moderate");
  await page.getByLabel("Drawing").selectOption("iwagumi");
  await page.getByLabel("Description").fill("Three stones on a carpet, made in a browser test.");
  await page.getByLabel("Tools").fill("Tweezers\nScissors");
  await page.getByLabel("Plants").fill("Monte Carlo\nDwarf Hairgrass");
  await page.getByRole("button", { name: "Create Guide" }).click();
  await expect(page.getByText("Aquascaping guide created successfully")).toBeVisible();

  await page.goto(onPublicPage);
  await expect(page.getByRole("main").getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("main").getByText("Monte Carlo").first()).toBeVisible();

  await page.goto("/admin/guides");
  await search(page, title);
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Plants")).toHaveValue("Monte Carlo\nDwarf Hairgrass");
  await page.getByLabel("Description").fill("Edited in a browser test, with stones and a carpet.");
  await page.getByRole("button", { name: "Update Guide" }).click();
  await expect(page.getByText("Aquascaping guide updated successfully")).toBeVisible();
  await page.goto(onPublicPage);
  await expect(page.getByRole("main").getByText("Edited in a browser test, with stones and a carpet.")).toBeVisible();

  await page.goto("/admin/guides");
  await search(page, title);
  await page.getByRole("link", { name: `Delete ${title}` }).click();
  await expect(page.getByText(`Are you sure you want to delete ${title}? This action cannot be undone.`)).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Aquascaping guide deleted successfully")).toBeVisible();
  await page.goto(onPublicPage);
  await expect(page.getByRole("main").getByRole("heading", { name: title })).toHaveCount(0);
});
