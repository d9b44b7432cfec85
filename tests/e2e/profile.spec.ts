import { expect, test } from "./test";
import { analyzeAccessibility } from "./accessibility";
import { PNG_1X1 } from "../support/images";
import { hydrated, newPerson, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

test("a member sees their profile and edits it with a new picture", { tag: "@pictures" }, async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const javaScript = usesJavaScript(testInfo);
  const person = newPerson(testInfo, "Pia");
  await startSignedIn(page, person);

  await page.goto("/profile");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Pia Reef" })).toBeVisible();
  await expect(main.getByText(`@${person.username}`)).toBeVisible();
  await expect(main.getByText(person.email)).toBeVisible();
  await expect(main.getByText(/^Member since/)).toBeVisible();
  await expect(main.getByText("Aquarium Enthusiast")).toBeVisible();
  const figures = main.getByRole("region", { name: "Your figures" });
  await expect(figures.getByRole("listitem").filter({ hasText: "Fish Collection" })).toContainText("0");
  await expect(figures.getByRole("listitem").filter({ hasText: "Reviews Written" })).toContainText("0");
  await expect(figures.getByRole("listitem").filter({ hasText: "Community Rank" })).toContainText("Beginner");
  await expect(main.getByText("How the rank works:")).toBeVisible();
  await expect(main.getByRole("link", { name: /Browse Fish Database/ })).toHaveAttribute("href", "/fish");
  await expect(main.getByRole("link", { name: /Write a Review/ })).toHaveAttribute("href", "/products");

  if (javaScript) await hydrated(page);
  await main.locator("summary", { hasText: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(dialog).toBeVisible();

  // A required name left empty is refused by the server, with the agreed words beside the field.
  await dialog.getByLabel("First name").fill("");
  await dialog.getByRole("button", { name: "Update Profile" }).click();
  await expect(dialog.getByText("First name is required")).toBeVisible();

  const newName = `${person.username.slice(0, 16)}_new`;
  await dialog.getByLabel("First name").fill("Pia");
  await dialog.getByLabel("Last name").fill("Coral");
  await dialog.getByLabel("Username").fill(newName);
  const picture = { name: "me.png", mimeType: "image/png", buffer: Buffer.from(PNG_1X1) };
  await dialog.locator("input[type=file][name=avatar]").setInputFiles(picture);
  if (javaScript) {
    // With a script the picture goes at once, and its address fills the image field.
    await expect(page.getByText("Avatar Updated")).toBeVisible();
    await expect(dialog.getByLabel("Image URL (optional)")).toHaveValue(/^\/\S+/);
  }
  await dialog.getByRole("button", { name: "Update Profile" }).click();

  await expect(page.getByText("Profile Updated")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(main.getByRole("heading", { level: 1, name: "Pia Coral" })).toBeVisible();
  await expect(main.getByText(`@${newName}`)).toBeVisible();
  // The new picture is shown (and has loaded) where the initial was.
  const avatar = main.locator("section[aria-labelledby=profile-name] img").first();
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  if (javaScript) {
    const results = await analyzeAccessibility(page);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }
});

test("a visitor on the profile is told they are signed out and sent to sign in", async ({ page }) => {
  // The page moves on within a second: its words are read from the answer, then the browser follows it.
  const answer = await page.request.get("/profile");
  expect(answer.status()).toBe(401);
  expect(await answer.text()).toMatch(/<h1[^>]*>Unauthorized<\/h1>/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/dev-idp\/authorize/, { timeout: 15_000 });
});
