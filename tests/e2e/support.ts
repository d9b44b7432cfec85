import { expect, type Page, type TestInfo } from "@playwright/test";
import { startSignedIn } from "./signed-in";

let sequence = 0;

/** A person unique to this test run and project, so js and no-js never trip over each other's names. */
export function newPerson(testInfo: TestInfo, firstName = "Nina") {
  sequence += 1;
  const tag = `${testInfo.project.name.replace(/\W/g, "")}${testInfo.workerIndex}${sequence}${Date.now().toString(36)}`;
  return {
    email: `${firstName.toLowerCase()}.${tag}@example.com`,
    firstName,
    lastName: "Reef",
    username: `${firstName.toLowerCase()}_${tag}`.slice(0, 20),
  };
}

/** Signs in through the header's Sign In link and the development provider's plain HTML form. */
export async function signIn(page: Page, person: { email: string; firstName: string; lastName: string }, from = "/") {
  await page.goto(from);
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).first().click();
  await expect(page).toHaveURL(/\/dev-idp\/authorize/);
  await page.getByLabel(/e-?mail/i).fill(person.email);
  await page.getByLabel(/first name/i).fill(person.firstName);
  await page.getByLabel(/last name/i).fill(person.lastName);
  await page.getByRole("button", { name: /sign in/i }).click();
}

/**
 * Waits until the page's script has taken over, and the scripts of the parts only members see (the comment form,
 * Add to tank...) too: what a person typing at human speed never notices.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]:not([data-member-parts-loading])").waitFor({ state: "attached" });
}

/** Chooses a username in the overlay, the way the member's browser allows. */
export async function chooseUsername(page: Page, username: string, javaScript: boolean) {
  const dialog = page.getByRole("dialog", { name: "Create Your Username" });
  await expect(dialog).toBeVisible();
  if (javaScript) await hydrated(page);
  await dialog.getByLabel("Username").fill(username);
  if (javaScript) await expect(dialog.getByText("Username is available!")).toBeVisible();
  await dialog.getByRole("button", { name: "Create Username" }).click();
  await expect(page.getByText("Username Set!")).toBeVisible();
  await expect(dialog).toBeHidden();
}

export const usesJavaScript = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

/** Starts signed in as a new admin of the browser tests' server, on Fish Management. */
export async function signInAsAdmin(page: Page, testInfo: TestInfo) {
  await startSignedIn(page, newPerson(testInfo, "Ada"), { admin: true, from: "/admin" });
  await expect(page).toHaveURL(/\/admin\/fish$/);
  if (usesJavaScript(testInfo)) await hydrated(page);
}

/**
 * For a person other tests may have signed in before (the admin): chooses a name only if the overlay asks for
 * one. It is looked for on the settled page, so an overlay that is still arriving is not missed.
 */
export async function chooseUsernameIfAsked(page: Page, username: string, javaScript: boolean) {
  const dialog = page.getByRole("dialog", { name: "Create Your Username" });
  const asked = await dialog.waitFor({ state: "visible", timeout: 2000 }).then(
    () => true,
    () => false,
  );
  if (asked) await chooseUsername(page, username, javaScript);
}
