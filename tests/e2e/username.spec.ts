import { expect, test } from "./test";
import { hydrated, newPerson, usesJavaScript } from "./support";
import { addMember, startSignedIn } from "./signed-in";

// Members start here just back from the provider for the first time, without a username (signing in through the
// provider's pages, and choosing a name, are walked by sign-in.spec.ts).

test("the overlay refuses a name that is taken, with the agreed message", async ({ page: other }, testInfo) => {
  // A member who has chosen their name already.
  const first = newPerson(testInfo, "Iris");
  addMember(first);

  const second = newPerson(testInfo, "Owen");
  await startSignedIn(other, second, { withoutUsername: true, from: "/" });
  const dialog = other.getByRole("dialog", { name: "Create Your Username" });
  if (usesJavaScript(testInfo)) await hydrated(other);
  await dialog.getByLabel("Username").fill(first.username);

  if (usesJavaScript(testInfo)) {
    await expect(dialog.getByText("Username is already taken")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Create Username" })).toBeDisabled();
    // Typing is cleaned as it happens: capitals lowered, other characters dropped.
    await dialog.getByLabel("Username").fill("Owen Reef!");
    await expect(dialog.getByLabel("Username")).toHaveValue("owenreef");
  } else {
    await dialog.getByRole("button", { name: "Create Username" }).click();
    await expect(other.getByRole("dialog", { name: "Create Your Username" }).getByText("Username is already taken")).toBeVisible();
    // The name typed stays in the box, so nothing is lost.
    await expect(other.getByRole("dialog").getByLabel("Username")).toHaveValue(first.username);
    // The browser itself refuses a name that is too short before it is sent.
    const input = other.getByRole("dialog").getByLabel("Username");
    await input.fill("ab");
    await other.getByRole("dialog").getByRole("button", { name: "Create Username" }).click();
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
  }
});

test("the overlay shows on every page until a name is chosen", async ({ page }, testInfo) => {
  await startSignedIn(page, newPerson(testInfo, "Pia"), { withoutUsername: true });
  for (const path of ["/", "/fish", "/videos"]) {
    await page.goto(path);
    await expect(page.getByRole("dialog", { name: "Create Your Username" })).toBeVisible();
  }
});

test("a name typed before the page's script has loaded is still checked and saved @js-only", async ({ page }, testInfo) => {
  const person = newPerson(testInfo, "Remy");
  await startSignedIn(page, person, { withoutUsername: true, from: "/" });
  await expect(page.getByRole("dialog", { name: "Create Your Username" })).toBeVisible();

  // Reload with the app's scripts held back, type, then let them run: as on a slow phone connection.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  const dialog = page.getByRole("dialog", { name: "Create Your Username" });
  await dialog.getByLabel("Username").fill(person.username);
  release();

  await expect(dialog.getByText("Username is available!")).toBeVisible();
  await dialog.getByRole("button", { name: "Create Username" }).click();
  await expect(page.getByText("Username Set!")).toBeVisible();
});
