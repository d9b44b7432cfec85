import { expect, test, type APIRequestContext, type Page } from "./test";
import { analyzeAccessibility } from "./accessibility";
import { chooseUsername, hydrated, newPerson, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

/** A species' id by its name: from the fish list when it is there, else by asking for the first ids. */
async function fishIdByName(request: APIRequestContext, name: string): Promise<number> {
  const list = await request.get("/api/fish");
  if (list.ok()) {
    const body = (await list.json()) as { id: number; name: string }[];
    const found = Array.isArray(body) ? body.find((fish) => fish.name === name) : undefined;
    if (found) return found.id;
  }
  for (let id = 1; id <= 200; id += 1) {
    const response = await request.get(`/api/fish/${id}`);
    if (response.ok() && ((await response.json()) as { name: string }).name === name) return id;
  }
  throw new Error(`No fish named ${name}`);
}

/** The development provider's sign-in form, reached from a link on the page; it comes back to where it started. */
async function signInThrough(page: Page, linkName: string, person: { email: string; firstName: string; lastName: string }) {
  await page.getByRole("main").getByRole("link", { name: linkName }).click();
  await expect(page).toHaveURL(/\/dev-idp\/authorize/);
  await page.getByLabel(/e-?mail/i).fill(person.email);
  await page.getByLabel(/first name/i).fill(person.firstName);
  await page.getByLabel(/last name/i).fill(person.lastName);
  await page.getByRole("button", { name: /sign in/i }).click();
}

const discussion = (page: Page) => page.locator("#discussion");

/** The scripts of the parts of a fish page that only members see: the comment form, Add to tank, photo upload. */
const MEMBER_PART_SCRIPT = /\/assets\/(comment-form|add-to-tank|photo-upload-form)-[^/]*\.js$/;

/** The addresses of the scripts the page asks for from now on. */
function scriptsRequested(page: Page): string[] {
  const addresses: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") addresses.push(new URL(request.url()).pathname);
  });
  return addresses;
}

test("a visitor reads the whole profile and follows a compatibility link", async ({ page, request }, testInfo) => {
  const id = await fishIdByName(request, "Neon Tetra");
  const scripts = scriptsRequested(page);
  await page.goto(`/fish/${id}`);
  await expect(page).toHaveTitle(/Neon Tetra/);
  if (usesJavaScript(testInfo)) {
    await hydrated(page);
    // The members' forms are scripts of their own, which a visitor's page never asks for.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((address) => MEMBER_PART_SCRIPT.test(address))).toEqual([]);
  }

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Neon Tetra" })).toBeVisible();
  await expect(main.getByText("Paracheirodon innesi", { exact: true })).toBeVisible();
  await expect(main.getByText("Beginner", { exact: true })).toBeVisible();
  await expect(main.getByText("Peaceful", { exact: true })).toBeVisible();
  await expect(main.getByText(/electric blue stripe/)).toBeVisible();
  const image = main.getByRole("img", { name: "Neon Tetra" });
  await expect(image).toHaveAttribute("width", /\d+/);
  await expect(image).toHaveAttribute("height", /\d+/);
  for (const fact of ["5-8 years", "68-80 °F (20-27 °C)", "5.0-7.0", "1.5 inches (3.8 cm)", "14 gallons (53 L)"]) {
    await expect(main.getByText(fact, { exact: true })).toBeVisible();
  }

  const care = main.getByRole("region", { name: "Care Requirements" });
  for (const label of ["Diet", "Feeding", "Water Changes", "Filtration", "Heating", "School Size", "Environment", "Breeding"]) {
    await expect(care.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(care.getByText("Omnivore")).toBeVisible();
  // The neon's profile states no tank height, so that row is not there.
  await expect(care.getByText("Tank Requirements")).toHaveCount(0);

  const compatibility = main.getByRole("region", { name: "Tank Compatibility" });
  await expect(compatibility.getByText("Compatible With")).toBeVisible();
  await expect(compatibility.getByText("Avoid With")).toBeVisible();
  await expect(
    compatibility.getByText("This fish should be kept in groups. Single specimens may become stressed or aggressive."),
  ).toBeVisible();
  // The neon's references warn against kinds of fish, not one species: each shows as its group.
  await expect(compatibility.getByText("large cichlids")).toBeVisible();
  await expect(compatibility.getByText("aggressive fish")).toBeVisible();
  await expect(compatibility.getByRole("link", { name: "large cichlids" })).toHaveCount(0);

  // Its sources, each with what it supports: the broadest listed, the pages cited for one fact one press away.
  const sources = main.getByRole("region", { name: "Sources" });
  const fishBase = page.getByRole("link", { name: "FishBase: Paracheirodon innesi (mirror at abyssos.gr)" });
  await expect(sources.getByRole("listitem").filter({ has: fishBase })).toContainText("adult length");
  await expect(sources.locator(fishBase)).toBeVisible();
  await expect(sources.locator(fishBase)).toHaveAttribute("href", /^https:\/\//);
  const jumping = sources.getByRole("link", { name: "Aquarium Nexus: Do neon tetras jump out of the tank?" });
  await expect(jumping).toBeHidden();
  await sources.getByText(/^Show \d+ more sources$/).click();
  await expect(jumping).toBeVisible();
  await expect(sources.getByText(/^Hide \d+ more sources$/)).toBeVisible();
  // The notes say who said what and why the figure shown was kept: folded at first.
  const notes = main.getByRole("region", { name: "How each fact was settled" });
  const tankNote = notes.getByRole("definition").filter({ hasText: /median of the \d+, [\d.]+, gives 14 gal/ });
  await expect(tankNote).toBeHidden();
  await notes.getByText(/^Show the notes on \d+ facts$/).click();
  await expect(tankNote).toBeVisible();
  await expect(notes.getByRole("term").filter({ hasText: /^Tank size:/ })).toBeVisible();

  // Visitors are invited to sign in, and come back here afterwards.
  const loginHref = `/api/login?returnTo=${encodeURIComponent(`/fish/${id}`)}`;
  await expect(main.getByRole("link", { name: "Save Fish" })).toHaveAttribute("href", loginHref);
  await expect(main.getByRole("button", { name: "Save Fish" })).toHaveCount(0);
  await expect(discussion(page).getByRole("heading", { name: /^Discussion \(\d+\)$/ })).toBeVisible();
  const box = discussion(page).getByRole("textbox");
  await expect(box).toBeDisabled();
  await expect(box).toHaveAttribute("placeholder", "Sign in to join the discussion");
  await expect(discussion(page).getByRole("link", { name: "Sign In to Comment" })).toHaveAttribute("href", loginHref);

  await compatibility.getByRole("link", { name: "Cardinal Tetra" }).click();
  await expect(page).toHaveURL(/\/fish\/\d+$/);
  await expect(main.getByRole("heading", { level: 1, name: "Cardinal Tetra" })).toBeVisible();

  await main.getByRole("link", { name: "Back to Fish Database" }).click();
  await expect(page).toHaveURL(/\/fish$/);
});

test("a group in Avoid With opens to what it means and the species it stands for", async ({ page, request }) => {
  const id = await fishIdByName(request, "Neon Tetra");
  await page.goto(`/fish/${id}`);
  const compatibility = page.getByRole("main").getByRole("region", { name: "Tank Compatibility" });

  // Closed, a group shows its name and size; its species are not links yet.
  await expect(compatibility.getByRole("link", { name: "Oscar" })).toHaveCount(0);
  await compatibility.getByText("large cichlids").click();
  await expect(compatibility.getByText(/^Cichlids that bully or eat their tankmates/)).toBeVisible();
  const cichlids = compatibility.getByRole("list", { name: "large cichlids" });
  await expect(cichlids.getByRole("link", { name: "Jack Dempsey" })).toHaveAttribute("href", /^\/fish\/\d+$/);
  // Kept with community fish, so not in the group.
  await expect(cichlids.getByRole("link", { name: "Angelfish", exact: true })).toHaveCount(0);

  // A long group lists its first species and links to the whole list.
  await compatibility.getByText("aggressive fish").click();
  await compatibility.getByRole("link", { name: /^and \d+ more$/ }).click();
  await expect(page).toHaveURL(/\/fish\?filter=aggressive$/);

  await page.goto(`/fish/${id}`);
  await compatibility.getByText("large cichlids").click();
  await compatibility.getByRole("list", { name: "large cichlids" }).getByRole("link", { name: "Oscar" }).click();
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Oscar" })).toBeVisible();
});

test("a fish nobody has discussed says so", async ({ page, request }) => {
  const id = await fishIdByName(request, "Zebra Danio");
  await page.goto(`/fish/${id}`);
  await expect(discussion(page).getByRole("heading", { name: "Discussion (0)" })).toBeVisible();
  await expect(discussion(page).getByText("No discussions yet. Be the first to share your thoughts!")).toBeVisible();
});

test("a missing fish is 'Fish Not Found' with status 404", async ({ page }) => {
  for (const path of ["/fish/999999", "/fish/abc"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Fish Not Found" })).toBeVisible();
    await expect(page.getByText("The fish you're looking for doesn't exist or has been removed.")).toBeVisible();
  }
  await page.getByRole("main").getByRole("link", { name: "Back to Fish Database" }).click();
  await expect(page).toHaveURL(/\/fish$/);
});

test("a member saves and unsaves a fish, and posts and deletes a comment", async ({ browser, page, request }, testInfo) => {
  const js = usesJavaScript(testInfo);
  const id = await fishIdByName(request, "Neon Tetra");
  const person = newPerson(testInfo, "Cora");
  const scripts = scriptsRequested(page);
  await page.goto(`/fish/${id}`);
  await signInThrough(page, "Save Fish", person);
  await expect(page).toHaveURL(new RegExp(`/fish/${id}$`));
  await chooseUsername(page, person.username, js);
  const main = page.getByRole("main");

  // Save to Favorites, the default collection.
  const collection = main.getByLabel("Collection");
  await expect(collection).toHaveValue("liked");
  await expect(collection.locator("option")).toHaveText(["Owned", "Favorites", "Wishlist"]);
  await main.getByRole("button", { name: "Save Fish" }).click();
  await expect(page.getByText("Success!")).toBeVisible();
  await expect(page.getByText("Neon Tetra added to your favorites collection.")).toBeVisible();
  await expect(main.getByRole("button", { name: "Saved" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Saved" })).toHaveClass(/bg-red-600/);

  await expect(main.getByText("In your collection: Favorites")).toBeVisible();
  if (js) {
    // Another collection offers to move the fish there; back to Favorites there is nothing to move.
    await collection.selectOption("owned");
    await expect(main.getByRole("button", { name: "Move to Owned" })).toBeVisible();
    await collection.selectOption("liked");
    await expect(main.getByRole("button", { name: /^Move/ })).toHaveCount(0);
  } else {
    // The page cannot see the choice before it is posted: Move is always offered beside the picker.
    await expect(main.getByRole("button", { name: "Move", exact: true })).toBeVisible();
  }

  await main.getByRole("button", { name: "Saved" }).click();
  await expect(page.getByText("Neon Tetra removed from your collection.")).toBeVisible();
  await expect(main.getByRole("button", { name: "Save Fish" })).toBeVisible();

  // Saving to the wishlist keeps the wishlist chosen.
  await collection.selectOption("wishlist");
  await main.getByRole("button", { name: "Save Fish" }).click();
  await expect(page.getByText("Neon Tetra added to your wishlist collection.")).toBeVisible();
  await expect(main.getByLabel("Collection")).toHaveValue("wishlist");
  await expect(main.getByRole("button", { name: "Saved" })).toBeVisible();

  // A comment that is too long is refused beside the box, and nothing typed is lost.
  const box = discussion(page).getByLabel("Your comment");
  const long = "x".repeat(501);
  await box.fill(long);
  if (js) {
    // The comment form's own script has arrived and taken over the box.
    await expect(discussion(page).getByText("501/500 characters")).toBeVisible();
    expect(scripts.filter((address) => MEMBER_PART_SCRIPT.test(address)).length).toBeGreaterThan(0);
    await expect(discussion(page).getByRole("button", { name: "Post Comment" })).toBeDisabled();
  } else {
    await discussion(page).getByRole("button", { name: "Post Comment" }).click();
    await expect(discussion(page).getByText("Comment must be at most 500 characters")).toBeVisible();
    await expect(discussion(page).getByLabel("Your comment")).toHaveValue(long);
  }

  const text = `Mine school best in a planted tank (${person.username})`;
  await discussion(page).getByLabel("Your comment").fill(text);
  if (js) await expect(discussion(page).getByText(`${text.length}/500 characters`)).toBeVisible();
  await discussion(page).getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Comment posted!")).toBeVisible();
  await expect(page.getByText("Your comment has been added to the discussion.")).toBeVisible();
  const comment = discussion(page).getByRole("listitem").filter({ hasText: text });
  await expect(comment).toBeVisible();
  await expect(comment.getByText(person.username, { exact: true })).toBeVisible();
  await expect(comment.getByText("less than a minute ago")).toBeVisible();
  await expect(discussion(page).getByLabel("Your comment")).toHaveValue("");

  // Another member sees the comment but has no way to delete it. Their clock runs three hours ahead: the page
  // says how long ago by the reader's clock once its script runs, and by the server's without one.
  const other = await browser.newContext({ javaScriptEnabled: js });
  const otherPage = await other.newPage();
  const hydrationErrors: string[] = [];
  otherPage.on("console", (message) => {
    if (message.type() === "error" && /hydrat|did not match/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await otherPage.clock.setFixedTime(Date.now() + 3 * 60 * 60 * 1000);
  const otherPerson = newPerson(testInfo, "Owen");
  await startSignedIn(otherPage, otherPerson, { from: `/fish/${id}` });
  const seen = discussion(otherPage).getByRole("listitem").filter({ hasText: text });
  await expect(seen).toBeVisible();
  await expect(seen.getByText(js ? "about 3 hours ago" : "less than a minute ago")).toBeVisible();
  await expect(seen.getByRole("link", { name: "Delete comment" })).toHaveCount(0);
  expect(hydrationErrors).toEqual([]);
  await other.close();

  // The author deletes it after confirming.
  if (js) {
    page.once("dialog", async (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this comment?");
      await dialog.accept();
    });
    await comment.getByRole("link", { name: "Delete comment" }).click();
  } else {
    await comment.getByRole("link", { name: "Delete comment" }).click();
    await expect(page).toHaveURL(/confirmDelete=\d+/);
    await expect(comment.getByText("Are you sure you want to delete this comment?")).toBeVisible();
    await comment.getByRole("button", { name: "Delete" }).click();
  }
  await expect(page.getByText("Comment deleted")).toBeVisible();
  await expect(page.getByText("Your comment has been removed.")).toBeVisible();
  await expect(discussion(page).getByText(text)).toHaveCount(0);
});

test("declining the confirmation keeps the comment @js-only", async ({ page, request }, testInfo) => {
  const id = await fishIdByName(request, "Neon Tetra");
  const person = newPerson(testInfo, "Dina");
  await startSignedIn(page, person, { from: `/fish/${id}` });
  await hydrated(page);
  const text = `Keep this one (${person.username})`;
  await discussion(page).getByLabel("Your comment").fill(text);
  await discussion(page).getByRole("button", { name: "Post Comment" }).click();
  const comment = discussion(page).getByRole("listitem").filter({ hasText: text });
  await expect(comment).toBeVisible();
  page.once("dialog", (dialog) => dialog.dismiss());
  await comment.getByRole("link", { name: "Delete comment" }).click();
  await page.waitForTimeout(300);
  await expect(comment).toBeVisible();
  await expect(page).not.toHaveURL(/confirmDelete/);
});

test("what a member types before the comment form's own script arrives is kept and counted @js-only", async ({
  page,
  request,
}, testInfo) => {
  const id = await fishIdByName(request, "Neon Tetra");
  // The form's script is held back until the box has been typed into, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/comment-form-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const person = newPerson(testInfo, "Tess");
  await startSignedIn(page, person, { from: `/fish/${id}` });
  await page.locator("html[data-hydrated][data-member-parts-loading]").waitFor({ state: "attached" });
  const text = `Typed early (${person.username})`;
  await discussion(page).getByLabel("Your comment").fill(text);
  release();
  await hydrated(page);
  await expect(discussion(page).getByText(`${text.length}/500 characters`)).toBeVisible();
  await discussion(page).getByRole("button", { name: "Post Comment" }).click();
  await expect(discussion(page).getByRole("listitem").filter({ hasText: text })).toBeVisible();
});

// axe runs as page script, so only with JavaScript (the HTML is the same without it).
test("the fish page has no accessibility violations, signed out and in @js-only", async ({ page, request }, testInfo) => {
  const id = await fishIdByName(request, "Neon Tetra");
  await page.goto(`/fish/${id}`);
  const signedOut = await analyzeAccessibility(page);
  expect(signedOut.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const person = newPerson(testInfo, "Axel");
  await startSignedIn(page, person, { from: `/fish/${id}` });
  await hydrated(page);
  await discussion(page).getByLabel("Your comment").fill(`Checking the page (${person.username})`);
  await discussion(page).getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Comment posted!")).toBeVisible();
  const signedIn = await analyzeAccessibility(page);
  expect(signedIn.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
