import { expect, test, type APIRequestContext } from "./test";
import { analyzeAccessibility } from "./accessibility";
import { hydrated, newPerson, usesJavaScript } from "./support";
import { writeComments } from "./arranged";
import { addMember, startSignedIn } from "./signed-in";

const COMMENTS = 25;
/** Comment n of a discussion, by the tag unique to its run. */
const comment = (n: number, tag: string) => `Comment ${n} (${tag})`;

async function fishIdByName(request: APIRequestContext, name: string): Promise<number> {
  const list = (await (await request.get("/api/fish")).json()) as { id: number; name: string }[];
  const found = list.find((fish) => fish.name === name);
  if (!found) throw new Error(`No fish named ${name}`);
  return found.id;
}

test("a long discussion shows the newest 20 comments, and the older ones a page further", async ({ browser, page, request }, testInfo) => {
  const js = usesJavaScript(testInfo);
  // Each project writes its own discussion, so the counts hold whichever runs first.
  const fishId = await fishIdByName(request, js ? "Cherry Barb" : "Bala Shark");
  const tag = newPerson(testInfo, "Tag").username;
  // One member's comments, oldest first, written into the database (posting one is fish-detail.spec.ts's).
  const author = newPerson(testInfo, "Ada");
  writeComments(
    fishId,
    addMember(author),
    Array.from({ length: COMMENTS }, (_, i) => comment(i + 1, tag)),
  );

  await page.goto(`/fish/${fishId}`);
  const discussion = page.locator("#discussion");
  await expect(discussion.getByRole("heading", { name: `Discussion (${COMMENTS})` })).toBeVisible();
  const newest = discussion.getByRole("list", { name: "Comments", exact: true }).getByRole("listitem");
  await expect(newest).toHaveCount(20);
  await expect(newest.first()).toContainText(comment(COMMENTS, tag));
  await expect(newest.last()).toContainText(comment(6, tag));
  const pages = discussion.getByRole("navigation", { name: "Discussion pages" });

  if (js) {
    // With JavaScript the older comments load in place, below the newest, and the address stays.
    await hydrated(page);
    await discussion.getByRole("button", { name: "Load older comments" }).click();
    const older = discussion.getByRole("list", { name: "Older comments", exact: true });
    await expect(older.getByRole("listitem")).toHaveCount(COMMENTS - 20);
    await expect(older.getByRole("listitem").first()).toContainText(comment(5, tag));
    await expect(older.getByRole("listitem").last()).toContainText(comment(1, tag));
    await expect(older).toBeFocused();
    await expect(discussion.getByRole("button", { name: "Load older comments" })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/fish/${fishId}$`));
    await expect(newest).toHaveCount(20);
    // axe runs as page script, so only here; the links of the page without JavaScript are plain links.
    const audit = await analyzeAccessibility(page, "#discussion");
    expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    return;
  }

  // Without JavaScript: a plain link to the next page, and one back to the newest.
  await pages.getByRole("link", { name: "Older comments" }).click();
  await expect(page).toHaveURL(new RegExp(`/fish/${fishId}\\?before=\\d+#discussion$`));
  await expect(discussion.getByRole("heading", { name: `Discussion (${COMMENTS})` })).toBeVisible();
  const older = discussion.getByRole("list", { name: "Comments", exact: true }).getByRole("listitem");
  await expect(older).toHaveCount(COMMENTS - 20);
  await expect(older.first()).toContainText(comment(5, tag));
  await expect(older.last()).toContainText(comment(1, tag));
  await expect(pages.getByRole("link", { name: "Older comments" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Newest comments" }).click();
  await expect(page).toHaveURL(new RegExp(`/fish/${fishId}#discussion$`));
  await expect(newest).toHaveCount(20);

  // The author deletes their oldest comment from the older page, confirming on that same page.
  const authorContext = await browser.newContext({ javaScriptEnabled: js });
  const own = await authorContext.newPage();
  await startSignedIn(own, author, { from: `/fish/${fishId}` });
  const ownDiscussion = own.locator("#discussion");
  await ownDiscussion.getByRole("navigation", { name: "Discussion pages" }).getByRole("link", { name: "Older comments" }).click();
  const oldest = ownDiscussion.getByRole("listitem").filter({ hasText: comment(1, tag) });
  await oldest.getByRole("link", { name: "Delete comment" }).click();
  await expect(own).toHaveURL(/[?&]before=\d+&confirmDelete=\d+#comment-\d+$/);
  await expect(oldest.getByText("Are you sure you want to delete this comment?")).toBeVisible();
  await oldest.getByRole("button", { name: "Delete" }).click();
  await expect(own.getByText("Your comment has been removed.")).toBeVisible();
  await expect(ownDiscussion.getByRole("heading", { name: `Discussion (${COMMENTS - 1})` })).toBeVisible();
  await authorContext.close();
});
