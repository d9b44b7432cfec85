import { expect, test, type Page } from "./test";
import { PNG_1X1 } from "../support/images";
import { hydrated, newPerson, signInAsAdmin, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

/**
 * A plant's page from the first page of plants by name (each project its own, so their photos keep apart), from the
 * JSON list, which orders the plants as the plant list does.
 */
async function plantPath(page: Page, javaScript: boolean): Promise<string> {
  const { plants } = (await (await page.request.get("/api/plants")).json()) as { plants: { id: number }[] };
  return `/plants/${plants[javaScript ? 2 : 3].id}`;
}

/**
 * Whether a visitor, in a browser of their own (the page is shared with visitors for a minute, so a browser
 * that saw it keeps it), finds a photo with this caption on the page.
 */
async function visitorSees(page: Page, path: string, caption: string, javaScript: boolean): Promise<boolean> {
  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled: javaScript });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(path);
    await expect(photosSection(visitorPage).getByText("Sign in to share your photos")).toBeVisible();
    return (await photosSection(visitorPage).getByRole("listitem").filter({ hasText: caption }).count()) > 0;
  } finally {
    await visitor.close();
  }
}

function photosSection(page: Page) {
  return page.getByRole("region", { name: "Photos", exact: true });
}

/** The queue's card for a caption among the plant photos, paging on (oldest first) until it shows. */
async function queueCard(page: Page, caption: string) {
  await page.goto("/admin/images?kind=plant-photo");
  for (let pageNumber = 1; pageNumber <= 20; pageNumber++) {
    const card = page.getByRole("listitem").filter({ hasText: caption });
    if ((await card.count()) > 0) return card;
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(new RegExp(`[?&]page=${pageNumber + 1}(&|$)`));
    await page.waitForLoadState("domcontentloaded");
  }
  throw new Error(`No card for "${caption}" in the queue`);
}

test("a visitor is asked to sign in to share photos of a plant", async ({ page }, testInfo) => {
  await page.goto(await plantPath(page, usesJavaScript(testInfo)));
  const section = photosSection(page);
  await expect(section.getByText("Sign in to share your photos")).toBeVisible();
  await expect(section.getByRole("link", { name: "Sign In to Share Photos" })).toHaveAttribute(
    "href",
    /^\/api\/login\?returnTo=%2Fplants%2F\d+$/,
  );
  await expect(section.getByLabel("Photo", { exact: true })).toHaveCount(0);
});

test("a member uploads a plant photo, an admin approves it, everyone sees it, and its member deletes it", async ({ page }, testInfo) => {
  const javaScript = usesJavaScript(testInfo);
  const member = newPerson(testInfo, "Fern");
  await startSignedIn(page, member);
  const path = await plantPath(page, javaScript);
  await page.goto(path);
  if (javaScript) await hydrated(page);
  const plantName = (await page.getByRole("heading", { level: 1 }).textContent())!;

  const section = photosSection(page);
  const caption = `New runners ${testInfo.project.name} ${Date.now().toString(36)}`;
  await section
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "plant.png", mimeType: "image/png", buffer: Buffer.from(PNG_1X1) });
  await section.getByLabel("Caption (optional)").fill(caption);
  // With JavaScript the file goes straight to its upload address, then the photo is registered as JSON.
  const sent = javaScript
    ? Promise.all([
        page.waitForRequest((req) => req.method() === "PUT" && /\/objects\/uploads\/[0-9a-f-]{36}\?/.test(req.url())),
        page.waitForResponse((res) => res.request().method() === "POST" && /\/api\/plants\/\d+\/images$/.test(res.url())),
      ])
    : null;
  await section.getByRole("button", { name: "Upload Photo" }).click();
  if (sent) expect((await sent)[1].status()).toBe(201);

  await expect(page.getByText("Image uploaded!")).toBeVisible();
  await expect(page.getByText("Your image has been submitted and is pending approval.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const card = section.getByRole("listitem").filter({ hasText: caption });
  await expect(card.getByText("Pending approval")).toBeVisible();
  await expect(card.getByRole("img")).toHaveAttribute("src", /^\/objects\/uploads\/[0-9a-f-]{36}$/);
  await page.context().clearCookies();

  // Nobody else sees it until an admin approves it in the one queue, where it is a plant photo of this plant.
  await expect(await visitorSees(page, path, caption, javaScript)).toBe(false);
  await signInAsAdmin(page, testInfo);
  const queued = await queueCard(page, caption);
  await expect(queued.getByText("Plant photo", { exact: true })).toBeVisible();
  await expect(queued.getByRole("link", { name: plantName })).toHaveAttribute("href", path);
  if (javaScript) await hydrated(page);
  await queued.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Image Approved")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: caption })).toHaveCount(0);
  await page.context().clearCookies();

  // A visitor sees the approved photo on the plant's page.
  await expect(await visitorSees(page, path, caption, javaScript)).toBe(true);

  // Its member deletes it.
  await startSignedIn(page, member, { from: path });
  const own = photosSection(page).getByRole("listitem").filter({ hasText: caption });
  await expect(own).toBeVisible();
  if (javaScript) {
    await hydrated(page);
    page.once("dialog", async (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this image?");
      await dialog.accept();
    });
    await own.getByRole("button", { name: "Delete image" }).click();
  } else {
    await own.getByRole("link", { name: "Delete image" }).click();
    await expect(page).toHaveURL(/confirmDeletePhoto=\d+/);
    const confirmation = photosSection(page).getByRole("form", { name: "Confirm deleting this image" });
    await confirmation.getByRole("button", { name: "Yes, delete" }).click();
  }
  await expect(page.getByText("Image deleted")).toBeVisible();
  await expect(page.getByText("Your image has been removed.")).toBeVisible();
  await expect(photosSection(page).getByText(caption)).toHaveCount(0);
});
