import { expect, test } from "./test";
import { startSignedIn } from "./signed-in";
import { chooseUsername, chooseUsernameIfAsked, hydrated, newPerson, signIn, usesJavaScript } from "./support";

test("sign in, choose a username, use the menu and sign out", async ({ page }, testInfo) => {
  const person = newPerson(testInfo);
  await signIn(page, person, "/products");

  // Back on the page the visitor came from, now signed in.
  await expect(page).toHaveURL(/\/products$/);
  await chooseUsername(page, person.username, usesJavaScript(testInfo));

  const header = page.getByRole("banner");
  await expect(header.getByText(`Hi, ${person.firstName}!`).filter({ visible: true })).toBeVisible();

  await header.getByLabel("Account menu").click();
  for (const label of ["Profile", "My Fish Collection", "My Tanks", "My Reviews", "Community Gallery", "Settings", "Log out"]) {
    await expect(header.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(header.getByText(person.email)).toBeVisible();
  await expect(header.getByText(person.username, { exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);

  await header.getByRole("link", { name: "My Fish Collection" }).click();
  await expect(page).toHaveURL(/\/my-fish$/);
  await expect(page.getByRole("heading", { name: "My Fish Collection" })).toBeVisible();

  await header.getByRole("link", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expect(header.getByText(`Hi, ${person.firstName}!`).filter({ visible: true })).toHaveCount(0);

  // A returning member is recognised and keeps the username chosen before.
  await signIn(page, person);
  await expect(page.getByRole("dialog", { name: "Create Your Username" })).toHaveCount(0);
  // The menu is opened once the page's script runs, so its arrival does not close it again.
  if (usesJavaScript(testInfo)) await hydrated(page);
  await header.getByLabel("Account menu").click();
  await expect(header.getByText(person.username, { exact: true })).toBeVisible();
});

test("an admin sees the Admin Panel link and can open it", async ({ page }, testInfo) => {
  const person = { ...newPerson(testInfo, "Ada"), email: "admin@example.com" };
  await signIn(page, person);
  // Other tests may have signed this admin in before and chosen a name; wait until back on the site to know.
  await expect(page).not.toHaveURL(/dev-idp/);
  await expect(page.getByRole("banner").getByLabel("Account menu")).toBeAttached();
  if (usesJavaScript(testInfo)) await hydrated(page);
  await chooseUsernameIfAsked(page, person.username, usesJavaScript(testInfo));
  const header = page.getByRole("banner");
  await header.getByLabel("Account menu").click();
  await header.getByRole("link", { name: "Admin Panel" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

test("a member who is not an admin is refused the admin panel", async ({ page }, testInfo) => {
  // Signed in already (the way there is the first test's).
  await startSignedIn(page, newPerson(testInfo, "Milo"));
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access the admin panel.").first()).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a visitor on a member page signs in and comes back to it", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Theo");
  await page.goto("/my-reviews");
  await expect(page).toHaveURL(/\/dev-idp\/authorize/);
  await page.getByLabel(/e-?mail/i).fill(person.email);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/my-reviews$/);
  await expect(page.getByRole("heading", { name: "My Reviews" })).toBeVisible();
});
