import { expect, test, type Page } from "./test";
import { addFishPhoto } from "./arranged";
import { addMember, startSignedIn } from "./signed-in";
import { hydrated, newPerson, signInAsAdmin, usesJavaScript } from "./support";

/**
 * A species page of its own for these tests (the sixth species by name; other photo tests keep to theirs), from the
 * JSON list, which orders the species as the fish list does.
 */
async function ownFishId(page: Page): Promise<number> {
  const list = (await (await page.request.get("/api/fish")).json()) as { id: number }[];
  return list[5].id;
}

/** The queue's card for a caption, paging on (oldest first) until it shows. */
async function queueCard(page: Page, caption: string) {
  await page.goto("/admin/images?kind=fish-photo");
  for (let pageNumber = 1; pageNumber <= 20; pageNumber++) {
    const card = page.getByRole("listitem").filter({ hasText: caption });
    if ((await card.count()) > 0) return card;
    await page.getByRole("link", { name: "Next" }).click();
    // The next page has arrived, whole, before its cards are counted (else a page could be skipped).
    await page.waitForURL(new RegExp(`[?&]page=${pageNumber + 1}(&|$)`));
    await page.waitForLoadState("domcontentloaded");
  }
  throw new Error(`No card for "${caption}" in the queue`);
}

test("an admin approves one member photo and rejects another; visitors see only the approved one", async ({ page }, testInfo) => {
  const javaScript = usesJavaScript(testInfo);
  const run = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const keep = `Approve me ${run}`;
  const reject = `Reject me ${run}`;

  // A member's two photos, waiting for review: written into the database (uploading is fish-photos.spec.ts's).
  const member = newPerson(testInfo, "Moira");
  const fishId = await ownFishId(page);
  const path = `/fish/${fishId}`;
  const memberId = addMember(member);
  for (const caption of [keep, reject]) addFishPhoto(fishId, memberId, caption);

  await signInAsAdmin(page, testInfo);
  await page.getByRole("link", { name: "Community Images" }).click();
  await expect(page).toHaveURL(/\/admin\/images$/);
  await expect(page.getByRole("link", { name: /^Pending Review \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: /^All Images \(\d+\)$/ })).toBeVisible();

  const approveCard = await queueCard(page, keep);
  await expect(approveCard.getByText("pending", { exact: true })).toBeVisible();
  if (javaScript) await hydrated(page);
  await approveCard.getByLabel("Review notes (optional)").fill("Lovely colours");
  await approveCard.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Image Approved")).toBeVisible();
  await expect(page.getByText("The image is now visible to everyone.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: keep })).toHaveCount(0);

  const rejectCard = await queueCard(page, reject);
  if (javaScript) await hydrated(page);
  await rejectCard.getByLabel("Review notes (optional)").fill("Too dark to see the fish");
  await rejectCard.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("Image Rejected")).toBeVisible();

  // All Images (newest first) shows the reviews, without controls.
  await page.goto("/admin/images?status=all&kind=fish-photo");
  const reviewed = page.getByRole("listitem").filter({ hasText: reject });
  await expect(reviewed.getByText("Too dark to see the fish")).toBeVisible();
  await expect(reviewed.getByText("rejected", { exact: true })).toBeVisible();
  await expect(reviewed.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await page.context().clearCookies();

  // A visitor sees the approved photo on the fish page at once, and not the rejected one.
  await page.goto(path);
  const photos = page.getByRole("region", { name: "Community Photos" });
  await expect(photos.getByRole("listitem").filter({ hasText: keep })).toBeVisible();
  await expect(photos.getByText(reject)).toHaveCount(0);

  // Its owner still sees the rejected one, with the reviewer's notes.
  await startSignedIn(page, member, { from: path });
  const own = photos.getByRole("listitem").filter({ hasText: reject });
  await expect(own.getByText("Reviewer's notes: Too dark to see the fish")).toBeVisible();
});

test("with JavaScript, opening the admin panel says 'Checking permissions...' until the server answers @js-only", async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page, testInfo);
  await page.goto("/");
  await hydrated(page);
  // The server's answer is held back, so the pending state stays long enough to be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin[^?]*\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("banner").getByLabel("Account menu").click();
  await page.getByRole("banner").getByRole("link", { name: "Admin Panel" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Checking permissions..." })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/admin\/fish$/);
  await expect(page.getByText("Checking permissions...")).toHaveCount(0);
});
