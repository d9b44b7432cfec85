import { expect, test, type APIRequestContext, type Locator, type Page } from "./test";
import { chooseUsername, hydrated, newPerson, usesJavaScript } from "./support";
import { startSignedIn } from "./signed-in";

async function productIdByName(request: APIRequestContext, name: string): Promise<number> {
  const list = (await (await request.get("/api/products")).json()) as { id: number; name: string }[];
  const found = list.find((product) => product.name === name);
  if (!found) throw new Error(`No product named ${name}`);
  return found.id;
}

async function signInThrough(page: Page, linkName: string, person: { email: string; firstName: string; lastName: string }) {
  await page.getByRole("main").getByRole("link", { name: linkName }).click();
  await expect(page).toHaveURL(/\/dev-idp\/authorize/);
  await page.getByLabel(/e-?mail/i).fill(person.email);
  await page.getByLabel(/first name/i).fill(person.firstName);
  await page.getByLabel(/last name/i).fill(person.lastName);
  await page.getByRole("button", { name: /sign in/i }).click();
}

const yourReview = (page: Page) => page.locator("#your-review");

/** Chooses a rating the way a person does: by clicking that half of the stars. */
async function rate(scope: Locator, name: string) {
  await scope.getByTitle(name, { exact: true }).click();
  await expect(scope.getByRole("radio", { name, exact: true })).toBeChecked();
}

test("a member writes a review, edits it, sees it on My Reviews and deletes it", async ({ browser, page, request }, testInfo) => {
  // Two members and a dozen pages: a long walk, given room on a busy machine.
  test.setTimeout(90_000);
  const js = usesJavaScript(testInfo);
  const name = js ? "AquaClear 50 Power Filter" : "Flex 15 Gallon Aquarium Kit";
  const id = await productIdByName(request, name);
  const person = newPerson(testInfo, "Rhea");

  // A visitor reads the product and is offered to sign in to review it.
  await page.goto(`/products/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Review" })).toBeVisible();
  await signInThrough(page, "Sign In to Review", person);
  await expect(page).toHaveURL(new RegExp(`/products/${id}#your-review$`));
  await chooseUsername(page, person.username, js);
  if (js) await hydrated(page);

  // Too short a review is refused beside the box, and nothing typed is lost.
  const form = yourReview(page);
  await expect(form.getByRole("heading", { name: "Write a Review" })).toBeVisible();
  await rate(form, "4.5 stars");
  await form.getByLabel("Your review").fill("Too short.");
  if (js) await expect(form.getByText("10/2000 characters")).toBeVisible();
  await form.getByRole("button", { name: "Post Review" }).click();
  await expect(form.getByText("Your review must be at least 20 characters")).toBeVisible();
  await expect(form.getByLabel("Your review")).toHaveValue("Too short.");

  const text = `Whisper quiet and easy to service, my shrimp graze on the sponge (${person.username}).`;
  await rate(form, "4.5 stars");
  await form.getByLabel("Your review").fill(text);
  await form.getByRole("button", { name: "Post Review" }).click();
  await expect(page.getByText("Review posted!")).toBeVisible();
  await expect(form.getByRole("heading", { name: "Your Review" })).toBeVisible();
  await expect(form.getByText(text)).toBeVisible();
  await expect(form.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Member Reviews \(\d+\)/ })).toBeVisible();

  // Another member sees it with a Helpful button, but cannot edit or delete it.
  const other = await browser.newContext({ javaScriptEnabled: js });
  const otherPage = await other.newPage();
  const otherPerson = newPerson(testInfo, "Otto");
  await startSignedIn(otherPage, otherPerson, { from: `/products/${id}` });
  const seen = otherPage.locator("#member-reviews").getByRole("listitem").filter({ hasText: text });
  await expect(seen).toBeVisible();
  await expect(seen.getByText(person.username, { exact: true })).toBeVisible();
  await expect(seen.getByRole("link", { name: /Edit|Delete/ })).toHaveCount(0);
  // With JavaScript the count shows at once, before the server has answered: this member leaves only once the
  // vote's post is answered, so closing their browser cannot cut it off.
  const voted = otherPage.waitForResponse((response) => response.request().method() === "POST");
  await seen.getByRole("button", { name: /Helpful \(0\)/ }).click();
  await voted;
  await expect(seen.getByText("Helpful (1)")).toBeVisible();
  await other.close();

  // The author edits it.
  await page.goto(`/products/${id}`);
  await yourReview(page).getByRole("link", { name: "Edit your review" }).click();
  await expect(page).toHaveURL(/[?&]edit=1/);
  await expect(yourReview(page).getByRole("heading", { name: "Edit Your Review" })).toBeVisible();
  await expect(yourReview(page).getByRole("radio", { name: "4.5 stars" })).toBeChecked();
  const edited = `Edited after three months: still quiet, but the impeller needs a monthly rinse (${person.username}).`;
  await rate(yourReview(page), "3 stars");
  await yourReview(page).getByLabel("Your review").fill(edited);
  await yourReview(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Review updated")).toBeVisible();
  await expect(yourReview(page).getByText(edited)).toBeVisible();
  await expect(yourReview(page).getByRole("img", { name: "Rated 3 out of 5" })).toBeVisible();
  await expect(yourReview(page).getByText("Helpful (1)")).toBeVisible();

  // The product's card on /products shows the members' average beside ours.
  await page.goto(`/products?category=${js ? "Filter" : "Tank"}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card.getByRole("img", { name: /^Members rate it \d\.\d out of 5$/ })).toBeVisible();
  await expect(card.getByText(/from \d+ member reviews?/)).toBeVisible();

  // My Reviews shows it with the member's figures.
  await page.goto("/my-reviews");
  const stat = (label: string) => page.getByRole("main").locator("dl > div").filter({ hasText: label }).locator("dd");
  await expect(stat("Total Reviews")).toHaveText("1");
  await expect(stat("Average Rating")).toHaveText("3.0");
  await expect(stat("Helpful Votes")).toHaveText("1");
  const mine = page.getByRole("list", { name: "Your reviews" }).getByRole("listitem").filter({ hasText: edited });
  await expect(mine.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/products/${id}`);
  await expect(page.getByRole("heading", { name: "Review Guidelines" })).toBeVisible();

  // And deletes it from there, after confirming.
  if (js) {
    await hydrated(page);
    page.once("dialog", async (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete your review? This cannot be undone.");
      await dialog.accept();
    });
    await mine.getByRole("link", { name: "Delete" }).click();
  } else {
    await mine.getByRole("link", { name: "Delete" }).click();
    await expect(page).toHaveURL(/confirmDelete=\d+/);
    await mine.getByRole("button", { name: "Delete Review" }).click();
  }
  await expect(page.getByText("Review deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/my-reviews$/);
  await expect(stat("Total Reviews")).toHaveText("0");
  await expect(stat("Average Rating")).toHaveText("-");
  await expect(page.getByRole("link", { name: "Write Your First Review" })).toHaveAttribute("href", "/products");

  // The product page offers to write one again.
  await page.goto(`/products/${id}`);
  await expect(yourReview(page).getByRole("heading", { name: "Write a Review" })).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(0);
});

test("a product card's Read review leads to the product's own page", async ({ page, request }) => {
  const id = await productIdByName(request, "AquaClear 50 Power Filter");
  await page.goto("/products?category=Filter");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "AquaClear 50 Power Filter" }) });
  await card.getByRole("link", { name: /Read review/ }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "AquaClear 50 Power Filter" })).toBeVisible();
});
