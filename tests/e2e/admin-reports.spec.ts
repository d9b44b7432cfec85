import { expect, test, type Page } from "./test";
import { addFishPhoto } from "./arranged";
import { addMember, startSignedIn, type Person } from "./signed-in";
import { hydrated, newPerson, usesJavaScript } from "./support";

// A member reports another member's fish photo; an admin hides one reported photo and rejects another from the
// reports view, with notes; the activity log names the admin by username with the date and time. With
// JavaScript the times are in the reader's zone (New York here); without, in UTC with the zone named.
test.use({ timezoneId: "America/New_York" });

/**
 * A species page of its own for these tests (the eighth species by name; other photo tests use earlier ones), from
 * the JSON list, which orders the species as the fish list does.
 */
async function ownFishId(page: Page): Promise<number> {
  const list = (await (await page.request.get("/api/fish")).json()) as { id: number }[];
  return list[7].id;
}

async function reportPhoto(page: Page, caption: string, reason: string) {
  const card = page.getByRole("region", { name: "Community Photos" }).getByRole("listitem").filter({ hasText: caption });
  await card.locator("summary", { hasText: "Report this photo" }).click();
  await card.getByLabel("Reason").selectOption({ label: reason });
  await card.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Report sent")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Community Photos" })
      .getByRole("listitem")
      .filter({ hasText: caption })
      .getByText("You have reported this photo."),
  ).toBeVisible();
}

/** The reports view's card for a caption, paging on until it shows. */
async function reportedCard(page: Page, caption: string) {
  await page.goto("/admin/images?status=reported&kind=fish-photo");
  for (let pageNumber = 1; pageNumber <= 20; pageNumber++) {
    const card = page.getByRole("listitem").filter({ hasText: caption });
    if ((await card.count()) > 0) return card;
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(new RegExp(`[?&]page=${pageNumber + 1}(&|$)`));
    await page.waitForLoadState("domcontentloaded");
  }
  throw new Error(`No card for "${caption}" in the reports view`);
}

test("reported photos are hidden or rejected from the reports view, with notes, and the log names the admin", async ({
  page,
}, testInfo) => {
  const javaScript = usesJavaScript(testInfo);
  const run = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const hide = `Hide me ${run}`;
  const reject = `Reject me ${run}`;

  // A member's two photos, approved earlier: written into the database (uploading is fish-photos.spec.ts's,
  // approving admin-images.spec.ts's).
  const owner = newPerson(testInfo, "Otto");
  const fishId = await ownFishId(page);
  const path = `/fish/${fishId}`;
  const ownerId = addMember(owner);
  for (const caption of [hide, reject]) addFishPhoto(fishId, ownerId, caption, "approved");

  const reporter = newPerson(testInfo, "Rita");
  await startSignedIn(page, reporter, { from: path });
  if (javaScript) await hydrated(page);
  await reportPhoto(page, hide, "Not the uploader's own photo");
  await reportPhoto(page, reject, "Spam or advertising");
  await page.context().clearCookies();

  const admin: Person = newPerson(testInfo, "Ada");
  await startSignedIn(page, admin, { admin: true, from: "/admin/images" });
  await page.getByRole("link", { name: /^Reported \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/images\?status=reported$/);
  await expect(page.getByRole("link", { name: /^Reported \(\d+\)$/ })).toHaveAttribute("aria-current", "page");

  const hideCard = await reportedCard(page, hide);
  await expect(hideCard).toContainText("Reported by 1 member: Not the uploader's own photo");
  // The uploader by username, not by id alone.
  await expect(hideCard).toContainText(`Uploaded by ${owner.username}`);
  await expect(hideCard.locator("time").first()).toHaveText(
    javaScript ? /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M E[SD]T$/ : /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M UTC$/,
  );
  if (javaScript) await hydrated(page);
  await hideCard.getByLabel("Review notes (optional)").fill("Asking the owner where it was taken");
  await hideCard.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByText("Image Hidden")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: hide })).toHaveCount(0);

  const rejectCard = await reportedCard(page, reject);
  if (javaScript) await hydrated(page);
  await rejectCard.getByLabel("Review notes (optional)").fill("Advertises a shop");
  await rejectCard.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("Image Rejected")).toBeVisible();

  // The hidden photo waits in Pending Review, saying who hid it and why.
  await page.goto("/admin/images?kind=fish-photo&status=all");
  const hiddenCard = page.getByRole("listitem").filter({ hasText: hide });
  await expect(hiddenCard).toContainText(`Hidden on`);
  await expect(hiddenCard).toContainText(`by ${admin.username}`);
  await expect(hiddenCard).toContainText("Asking the owner where it was taken");

  // The activity log: the admin's username, what they did, and when, with the date.
  await page.goto("/admin/activity");
  const entry = page.getByRole("listitem").filter({ hasText: "hid the reported image" }).filter({ hasText: admin.username }).first();
  await expect(entry).toBeVisible();
  await expect(entry.locator("time")).toHaveText(
    javaScript ? /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M E[SD]T$/ : /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M UTC$/,
  );
  await expect(
    page.getByRole("listitem").filter({ hasText: "rejected the image" }).filter({ hasText: admin.username }).first(),
  ).toContainText("Notes: Advertises a shop");
  await page.context().clearCookies();

  // Visitors see neither photo now; the owner sees both, with the notes.
  await page.goto(path);
  const photos = page.getByRole("region", { name: "Community Photos" });
  await expect(photos.getByText(hide)).toHaveCount(0);
  await expect(photos.getByText(reject)).toHaveCount(0);
  await startSignedIn(page, owner, { from: path });
  await expect(photos.getByRole("listitem").filter({ hasText: hide })).toContainText(
    "Reviewer's notes: Asking the owner where it was taken",
  );
  await expect(photos.getByRole("listitem").filter({ hasText: reject })).toContainText("Reviewer's notes: Advertises a shop");
});

test("on a phone an open dialog's Close label stays clear of the header's menu", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedIn(page, newPerson(testInfo, "Pia"), { from: "/profile" });
  await page.getByRole("main").locator("summary", { hasText: "Edit Profile" }).click();
  await expect(page.getByRole("dialog", { name: "Edit Profile" })).toBeVisible();
  const close = await page.getByText("Close", { exact: true }).boundingBox();
  const menu = await page.getByRole("banner").locator("summary[aria-label='Menu']").boundingBox();
  const header = await page.getByRole("banner").boundingBox();
  expect(close && menu && header).toBeTruthy();
  // Below the whole header, so it covers neither the menu button nor anything else in it.
  expect(close!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(close!.y).toBeGreaterThanOrEqual(menu!.y + menu!.height);
});
