import { expect, test, type Page } from "./test";
import { PNG_1X1 } from "../support/images";
import { hydrated, newPerson, signInAsAdmin, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

/** The upload form: in the gallery's dialog with JavaScript, on its own page without. */
async function uploadImage(page: Page, title: string, javaScript: boolean) {
  await page.goto("/community-gallery");
  if (javaScript) {
    await hydrated(page);
    await page.locator("summary", { hasText: "Upload Image" }).click();
  } else {
    await page.getByRole("link", { name: "Upload Image" }).first().click();
    await expect(page).toHaveURL(/\/community-gallery\/new$/);
  }
  const form = page.getByRole("form", { name: "Upload an image" });
  await form.getByLabel("Image", { exact: true }).setInputFiles({ name: "tank.png", mimeType: "image/png", buffer: Buffer.from(PNG_1X1) });
  if (javaScript) {
    await expect(page.getByText("Upload Successful")).toBeVisible();
    await expect(form.getByRole("button", { name: "Remove image" })).toBeVisible();
  }
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption("aquascape");
  await form.getByLabel("Description (optional)").fill("Dutch-style planted tank");
  for (const tag of ["#planted", "#driftwood", "#live-plants", "#freshwater", "#nano-tank"])
    await form.getByText(tag, { exact: true }).first().click();
  if (javaScript) {
    // The selected chips remove a tag again.
    await form.getByRole("button", { name: "Remove tag nano-tank" }).click();
    await expect(form.getByRole("button", { name: "Remove tag nano-tank" })).toHaveCount(0);
  } else {
    await form.getByText("#nano-tank", { exact: true }).first().click();
  }
  await form.getByText("Tank specifications (optional)").click();
  await form.getByRole("textbox", { name: "Tank size" }).fill("20 gallons");
  await form.getByRole("textbox", { name: "Lighting" }).fill("30 W LED");
  await form.getByRole("button", { name: "Post Image" }).click();
  await expect(page.getByText("Image Posted!")).toBeVisible();
  await expect(page).toHaveURL(/\/community-gallery$/);
  if (javaScript) {
    // The dialog (closed now, so its form is out of the accessibility tree) starts afresh for the next image
    // instead of offering the upload it just used.
    const closedForm = page.locator('form[aria-label="Upload an image"]');
    await expect(closedForm.locator('input[name="title"]')).toHaveValue("");
    await expect(closedForm.locator("button", { hasText: "Remove image" })).toHaveCount(0);
    await expect(closedForm.locator('button[aria-label="Remove tag planted"]')).toHaveCount(0);
  }
}

/** The admin queue's card for a title, paging on (oldest first) until it shows. */
async function queueCard(page: Page, title: string) {
  await page.goto("/admin/images?kind=gallery");
  for (let pageNumber = 1; pageNumber <= 30; pageNumber++) {
    const card = page.getByRole("listitem").filter({ hasText: title });
    if ((await card.count()) > 0) return card;
    await page.getByRole("link", { name: "Next" }).click();
    // The next page has arrived, whole, before its cards are counted (else a page could be skipped).
    await page.waitForURL(new RegExp(`[?&]page=${pageNumber + 1}(&|$)`));
    await page.waitForLoadState("domcontentloaded");
  }
  throw new Error(`No card for "${title}" in the queue`);
}

test("a member posts a gallery image, an admin approves it, another member likes it and views it once", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const javaScript = usesJavaScript(testInfo);
  const title = `Planted nano ${testInfo.project.name} ${Date.now().toString(36)}`;

  const author = newPerson(testInfo, "Gala");
  await startSignedIn(page, author);
  await uploadImage(page, title, javaScript);
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card.getByText("Pending approval")).toBeVisible();
  await expect(card.getByText("#planted")).toBeVisible();
  await expect(card.getByText("+1")).toBeVisible();
  const href = await card.getByRole("link", { name: title }).getAttribute("href");
  expect(href).toMatch(/^\/community-gallery\/\d+$/);
  await page.goto(href!);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("20 gallons")).toBeVisible();
  await expect(page.getByText("30 W LED")).toBeVisible();
  await expect(page.getByText("#live-plants")).toBeVisible();
  await page.context().clearCookies();

  await signInAsAdmin(page, testInfo);
  const queued = await queueCard(page, title);
  if (javaScript) await hydrated(page);
  await queued.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Image Approved")).toBeVisible();
  await page.context().clearCookies();

  const fan = newPerson(testInfo, "Finn");
  await startSignedIn(page, fan);
  await page.goto("/community-gallery");
  if (javaScript) await hydrated(page);
  const approved = page.getByRole("listitem").filter({ hasText: title });
  await expect(approved.getByText("Pending approval")).toHaveCount(0);
  await approved.getByRole("button", { name: "Like (0 likes)" }).click();
  await expect(approved.getByRole("button", { name: "Unlike (1 like)" })).toHaveAttribute("aria-pressed", "true");
  await approved.getByRole("button", { name: "Unlike (1 like)" }).click();
  await expect(approved.getByRole("button", { name: "Like (0 likes)" })).toHaveAttribute("aria-pressed", "false");

  // Opening the image twice counts one view.
  await page.goto(href!);
  await expect(page.getByText("1 view", { exact: true })).toBeVisible();
  await page.goto(href!);
  await expect(page.getByText("1 view", { exact: true })).toBeVisible();
  await expect(page.getByText(`Posted by ${author.username}`)).toBeVisible();
});

test("a visitor opening the gallery is told they are signed out and sent to sign in", async ({ page }) => {
  // The page says so for half a second to a second before it moves on: read what it says from the answer itself,
  // then follow it in the browser (a busy machine could miss so short a moment on screen).
  const answer = await page.request.get("/community-gallery");
  expect(answer.status()).toBe(401);
  expect(await answer.text()).toMatch(/<h1[^>]*>Unauthorized<\/h1>/);
  await page.goto("/community-gallery");
  await expect(page).toHaveURL(/\/dev-idp\/authorize/, { timeout: 15_000 });
});
