import { expect, test, type Page } from "./test";
import { PNG_1X1 } from "../support/images";
import { hydrated, newPerson, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

/**
 * The first species by name, the fish list's first card: its page is where the photos go. Asked of the JSON list,
 * which orders the species as the page does, so no page is opened only to read a link.
 */
async function firstFishPath(page: Page): Promise<string> {
  const list = (await (await page.request.get("/api/fish")).json()) as { id: number }[];
  return `/fish/${list[0].id}`;
}

function photosSection(page: Page) {
  return page.getByRole("region", { name: "Community Photos" });
}

test("a visitor is asked to sign in to share photos", async ({ page }) => {
  await page.goto(await firstFishPath(page));
  const section = photosSection(page);
  await expect(section.getByRole("heading", { name: "Community Photos" })).toBeVisible();
  await expect(section.getByText("Sign in to share your photos")).toBeVisible();
  const signInLink = section.getByRole("link", { name: "Sign In to Share Photos" });
  await expect(signInLink).toHaveAttribute("href", /^\/api\/login\?returnTo=%2Ffish%2F\d+$/);
  await expect(section.getByLabel("Photo", { exact: true })).toHaveCount(0);
});

test("a member uploads a photo, sees it pending approval, and deletes it", { tag: "@pictures" }, async ({ page }, testInfo) => {
  const javaScript = usesJavaScript(testInfo);
  const person = newPerson(testInfo, "Pearl");
  await startSignedIn(page, person);
  const fishPath = await firstFishPath(page);
  await page.goto(fishPath);
  // The upload form's own script has taken over (before, the form posts the file the way it does without one).
  if (javaScript) await hydrated(page);

  const section = photosSection(page);
  const caption = `My tank ${testInfo.project.name} ${Date.now().toString(36)}`;
  await section
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "tank.png", mimeType: "image/png", buffer: Buffer.from(PNG_1X1) });
  await section.getByLabel("Caption (optional)").fill(caption);
  // With JavaScript the file goes straight to its upload address, then the photo is registered as JSON.
  const sent = javaScript
    ? Promise.all([
        page.waitForRequest((req) => req.method() === "PUT" && /\/objects\/uploads\/[0-9a-f-]{36}\?/.test(req.url())),
        page.waitForResponse((res) => res.request().method() === "POST" && /\/api\/fish\/\d+\/images$/.test(res.url())),
      ])
    : null;
  await section.getByRole("button", { name: "Upload Photo" }).click();
  if (sent) expect((await sent)[1].status()).toBe(201);

  await expect(page.getByText("Image uploaded!")).toBeVisible();
  await expect(page.getByText("Your image has been submitted and is pending approval.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${fishPath}$`));
  const card = section.getByRole("listitem").filter({ hasText: caption });
  await expect(card).toBeVisible();
  await expect(card.getByText("Pending approval")).toBeVisible();
  await expect(card.getByText(person.username)).toBeVisible();
  const image = card.getByRole("img");
  await expect(image).toHaveAttribute("src", /^\/objects\/uploads\/[0-9a-f-]{36}$/);
  await expect(image).toHaveAttribute("loading", "lazy");
  // The photo really loads: re-encoded and served by the app, with its smaller copies offered for the slot.
  await expect(image).toHaveAttribute("srcset", /-w320 320w, .*-w640 640w, .* 1280w$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);

  // Nobody else sees it until an admin approves it.
  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled: javaScript });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(fishPath);
  await expect(photosSection(visitorPage).getByText("Sign in to share your photos")).toBeVisible();
  await expect(visitorPage.getByText(caption)).toHaveCount(0);
  await visitor.close();

  if (javaScript) {
    page.once("dialog", async (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this image?");
      await dialog.accept();
    });
    await card.getByRole("button", { name: "Delete image" }).click();
  } else {
    await card.getByRole("link", { name: "Delete image" }).click();
    await expect(page).toHaveURL(/confirmDeletePhoto=\d+/);
    const confirmation = section.getByRole("form", { name: "Confirm deleting this image" });
    await expect(confirmation.getByText("Are you sure you want to delete this image?")).toBeVisible();
    await confirmation.getByRole("button", { name: "Yes, delete" }).click();
  }

  await expect(page.getByText("Image deleted")).toBeVisible();
  await expect(page.getByText("Your image has been removed.")).toBeVisible();
  await expect(section.getByText(caption)).toHaveCount(0);
});

test("a member can step back from deleting a photo without JavaScript", async ({ page }, testInfo) => {
  test.skip(usesJavaScript(testInfo), "The confirmation step is the page's own only without JavaScript");
  const person = newPerson(testInfo, "Coral");
  await startSignedIn(page, person);
  const fishPath = await firstFishPath(page);
  await page.goto(fishPath);

  const section = photosSection(page);
  const caption = `Keep me ${Date.now().toString(36)}`;
  await section
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "keep.png", mimeType: "image/png", buffer: Buffer.from(PNG_1X1) });
  await section.getByLabel("Caption (optional)").fill(caption);
  await section.getByRole("button", { name: "Upload Photo" }).click();
  const card = section.getByRole("listitem").filter({ hasText: caption });
  await expect(card.getByText("Pending approval")).toBeVisible();

  await card.getByRole("link", { name: "Delete image" }).click();
  await section.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`${fishPath}(#photo-\\d+)?$`));
  await expect(section.getByRole("listitem").filter({ hasText: caption })).toBeVisible();
});
