import { expect, test, type Page, type TestInfo } from "./test";
import { hydrated, signInAsAdmin, usesJavaScript } from "./support";

// An admin adds a YouTube video in /admin/videos; a visitor finds it on /videos and plays it. The server copies
// YouTube's thumbnail at save time from the stand-in provider of global-setup.ts, so the visitor's browser asks
// YouTube for nothing until play is pressed.

const main = (page: Page) => page.getByRole("main");

/** A run-unique title and an 11-character YouTube id, so no stored page or earlier video gets in the way. */
function newVideo(testInfo: TestInfo) {
  const token = `${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  const youtubeId = `e2e${token}xxxxxxxxxxx`.slice(0, 11);
  return { title: `Cycling a Nano Tank ${token}`, youtubeId };
}

/** The embedded player is YouTube's page: answered locally, and every request to it is counted. */
async function stubYouTube(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" });
  });
  return asked;
}

async function addVideo(page: Page, testInfo: TestInfo, video: { title: string; youtubeId: string }) {
  await signInAsAdmin(page, testInfo);
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Videos" }).click();
  await page.getByRole("link", { name: "Add Video" }).click();
  await expect(page.getByRole("heading", { name: "Add Video" })).toBeVisible();
  if (usesJavaScript(testInfo)) await hydrated(page);
  await page.getByLabel("Title", { exact: true }).fill(video.title);
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Beginner Setup" });
  // An address YouTube does not hand out is named by the server, and what was typed stays.
  await page.getByLabel("Video address", { exact: true }).fill("https://www.youtube.com/playlist?list=nothing");
  await page.getByLabel("Description", { exact: true }).fill("How to cycle a small tank before the first fish, added in a browser test.");
  await page.getByLabel("Duration", { exact: true }).fill("12:34");
  await page.getByLabel("Views", { exact: true }).fill("1500");
  await page.getByRole("button", { name: "Add Video" }).click();
  await expect(main(page).getByText(/Enter a YouTube or Vimeo video address/)).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(video.title);
  await page.getByLabel("Video address", { exact: true }).fill(`https://youtu.be/${video.youtubeId}`);
  await page.getByRole("button", { name: "Add Video" }).click();
  await expect(page.getByText("Video added to Our Library successfully")).toBeVisible();
}

test("an admin adds a YouTube video, and a visitor plays it after pressing it", async ({ page, browser }, testInfo) => {
  const video = newVideo(testInfo);
  await addVideo(page, testInfo, video);

  const visitor = await browser.newPage({ javaScriptEnabled: usesJavaScript(testInfo) });
  const asked = await stubYouTube(visitor);
  await visitor.goto(`/videos?q=${encodeURIComponent(video.title)}`);
  const card = main(visitor).getByRole("article", { name: video.title, exact: true });
  await expect(card).toContainText("Beginner Setup");
  await expect(card).toContainText("1.5K views");
  await expect(card.getByText("12:34")).toBeVisible();
  // Our copy of YouTube's thumbnail, served from our origin.
  await expect(card.locator("img")).toHaveAttribute("src", /^\/objects\/uploads\/[^/?]+$/);
  const link = card.getByRole("link", { name: video.title, exact: true });

  if (usesJavaScript(testInfo)) {
    await expect(link).toHaveAttribute("aria-haspopup", "dialog");
    expect(asked).toEqual([]);
    await link.click();
    const dialog = visitor.getByRole("dialog", { name: video.title });
    const player = dialog.locator("iframe");
    await expect(player).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  } else {
    // Without JavaScript the card leads to the video's page, whose picture links out to YouTube.
    await link.click();
    await expect(visitor.getByRole("heading", { level: 1, name: video.title })).toBeVisible();
    await expect(main(visitor).locator("iframe")).toHaveCount(0);
    await expect(main(visitor).getByRole("link", { name: `Play ${video.title} (YouTube)` })).toHaveAttribute(
      "href",
      `https://www.youtube.com/watch?v=${video.youtubeId}`,
    );
    expect(asked).toEqual([]);
  }
  await visitor.close();

  // The admin deletes it; its page is gone for everyone.
  await page.goto(`/admin/videos?q=${encodeURIComponent(video.title)}`);
  await page.getByRole("link", { name: `Delete ${video.title}` }).click();
  await expect(page.getByText(`Are you sure you want to delete ${video.title}? This action cannot be undone.`)).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Video deleted successfully")).toBeVisible();
  await page.goto(`/admin/videos?q=${encodeURIComponent(video.title)}`);
  // The empty list repeats the search, so look for the video's own heading.
  await expect(main(page).getByRole("heading", { name: video.title })).toHaveCount(0);
});
