import Database from "better-sqlite3";
import { expect, test, type Page, type TestInfo } from "./test";
import { analyzeAccessibility } from "./accessibility";
import { signInAsAdmin, usesJavaScript } from "./support";

// The server seeds our library (db/seed/videos) at start; its channel snapshot starts empty. Tests that need a
// channel video write one into the server's database (SQLite allows a second writer), under a name unique to the
// run, and visit addresses naming it, so the visitors' page cache never hands them a page from before the insert.
// Tests name the entries they look for and never count the whole list.

const DATABASE_PATH = process.env.E2E_DATABASE_PATH ?? "data/e2e/shoal.db";

const main = (page: Page) => page.getByRole("main");
const sources = (page: Page) => page.getByRole("navigation", { name: "Video sources" });
const categories = (page: Page) => page.getByRole("navigation", { name: "Video categories" });
const searchForm = (page: Page) => main(page).getByRole("search", { name: "Video search" });
const card = (page: Page, title: string) => main(page).getByRole("article", { name: title, exact: true });
const cardLink = (page: Page, title: string) => card(page, title).getByRole("link", { name: title, exact: true });

/** With JavaScript, wait until the page has hydrated: a card's link then says it opens a dialog. */
async function waitUntilInteractive(page: Page, title: string) {
  await expect(cardLink(page, title)).toHaveAttribute("aria-haspopup", "dialog");
}

/**
 * All Sources and Our Library are never both offered with the same videos. Other tests may add a channel video
 * at any moment, so this checks the rule rather than which chips there are: Our Library, when shown unchosen,
 * holds fewer videos than All Sources.
 */
async function expectNoTwinSourceChips(page: Page) {
  const count = async (label: string) =>
    Number(
      (
        await sources(page)
          .getByRole("link", { name: new RegExp(`^${label} \\d+ videos?$`) })
          .textContent()
      )?.replace(/\D/g, ""),
    );
  const all = await count("All Sources");
  const library = sources(page).getByRole("link", { name: /^Our Library/ });
  if ((await library.count()) > 0) expect(await count("Our Library")).toBeLessThan(all);
}

type ChannelRow = { id: string; channelId: string; channelTitle: string; title: string; token: string };

/** Writes one upload of a made-up channel into the server's snapshot; the token makes every name unique to the run. */
function insertChannelVideo(testInfo: TestInfo): ChannelRow {
  const token = `zq${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}${testInfo.workerIndex}`;
  // An 11-character id of YouTube's alphabet, new every time, so its /videos/yt-{id} page was never cached.
  const id = `v${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 11);
  const row = {
    id,
    channelId: `UC${token}`.padEnd(24, "x").slice(0, 24),
    channelTitle: `Test Channel ${token}`,
    title: `Shrimp tank tour ${token}`,
    token,
  };
  const db = new Database(DATABASE_PATH);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(
      `insert or replace into channel_videos (id, channel_id, channel_title, title, description, thumbnail_url, video_url, published_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      row.id,
      row.channelId,
      row.channelTitle,
      row.title,
      `A planted shrimp tank, filmed for ${token}.`,
      // A local picture, so the page loads nothing from outside.
      "/illustrations/videos/youtube?v=test",
      `https://www.youtube.com/watch?v=${row.id}`,
      "2026-10-01T10:00:00Z",
    );
  } finally {
    db.close();
  }
  return row;
}

function deleteChannelVideo(row: ChannelRow) {
  const db = new Database(DATABASE_PATH);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("delete from channel_videos where id = ?").run(row.id);
  } finally {
    db.close();
  }
}

/** The embedded player is YouTube's page: answered locally, so tests never depend on the network. */
async function stubYouTube(page: Page) {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
  );
}

test("the videos page: featured video, filters, category grid and beginner call-to-action", async ({ page }) => {
  await page.goto("/videos");
  await expect(page).toHaveTitle(/Video Tutorials/);
  await expect(page.getByRole("heading", { level: 1, name: "Video Tutorials" })).toBeVisible();

  await expect(main(page).getByRole("region", { name: "Featured Video" }).getByRole("article")).toHaveCount(1);
  await expect(sources(page).getByRole("link", { name: /^All Sources \d+ videos$/ })).toHaveAttribute("aria-current", "true");
  await expectNoTwinSourceChips(page);
  await expect(categories(page).getByRole("link")).toHaveText([
    "All Videos",
    "Beginner Setup",
    "Fish Care",
    "Plant Maintenance",
    "Aquascaping",
    "Equipment Reviews",
    "YouTube Channels",
  ]);
  await expect(categories(page).getByRole("link", { name: "All Videos" })).toHaveAttribute("aria-current", "true");

  for (const title of ["Aquarium Co-Op on YouTube", "SerpaDesign on YouTube", "MD Fish Tanks on YouTube"]) {
    await expect(card(page, title)).toBeVisible();
  }
  // Only what a visitor can watch: our planned tutorials are drafts, for admins only.
  await expect(card(page, "Building an Iwagumi Stone Layout")).toHaveCount(0);
  await expect(main(page).getByText("Draft")).toHaveCount(0);
  await expect(main(page).getByText(/\b0 views\b/)).toHaveCount(0);
  await expect(main(page).getByText("0:00")).toHaveCount(0);

  await expect(page.getByRole("heading", { name: "Browse by Category" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "New to fishkeeping?" })).toBeVisible();
  // Only categories with something to watch are offered, and the beginner link only with a beginner video (other
  // tests running beside this one may have added one, so the page is held to what the library holds now).
  const library = (await (await page.request.get("/api/videos")).json()) as { category: string }[];
  const beginnerVideos = library.some((video) => video.category === "Beginner Setup");
  await expect(page.getByRole("link", { name: "Beginner Setup videos" })).toHaveCount(beginnerVideos ? 1 : 0);
  await page.getByRole("link", { name: /^YouTube Channels Hobby channels/ }).click();
  await expect(page).toHaveURL(/\/videos\?category=youtube$/);
  await expect(card(page, "SerpaDesign on YouTube")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Browse by Category" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "New to fishkeeping?" })).toHaveCount(0);
});

test("category links filter the list; a search with no match offers Clear Filters", async ({ page }) => {
  await page.goto("/videos");
  await categories(page).getByRole("link", { name: "YouTube Channels" }).click();
  await expect(page).toHaveURL(/\/videos\?category=youtube$/);
  await expect(categories(page).getByRole("link", { name: "YouTube Channels" })).toHaveAttribute("aria-current", "true");
  await expect(card(page, "SerpaDesign on YouTube")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Browse by Category" })).toHaveCount(0);

  // The search keeps the category.
  await searchForm(page).getByRole("searchbox", { name: "Search videos" }).fill("zzqx nothing");
  await searchForm(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/videos\?q=zzqx\+nothing&category=youtube$/);
  await expect(page.getByRole("heading", { name: "No Videos Found" })).toBeVisible();
  await expect(main(page)).toContainText('No videos match "zzqx nothing" in YouTube Channels.');

  await main(page).getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/videos$/);
  await expect(card(page, "Aquarium Co-Op on YouTube")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Browse by Category" })).toBeVisible();
});

test("the search finds words in descriptions and channel names, within a category and source", async ({ page }) => {
  await page.goto("/videos?category=youtube");
  await expect(card(page, "SerpaDesign on YouTube")).toBeVisible();
  await expect(card(page, "Aquarium Co-Op on YouTube")).toBeVisible();
  await searchForm(page).getByRole("searchbox", { name: "Search videos" }).fill("naturalistic");
  await searchForm(page).getByRole("searchbox", { name: "Search videos" }).press("Enter");
  await expect(page).toHaveURL(/\/videos\?q=naturalistic&category=youtube$/);
  await expect(card(page, "SerpaDesign on YouTube")).toBeVisible();
  await expect(card(page, "Aquarium Co-Op on YouTube")).toHaveCount(0);
  await expect(main(page)).toContainText(/1 of \d+ videos matching "naturalistic" · YouTube Channels/);

  // Our Library's chip is offered only while channels add videos of their own; its address works either way.
  await page.goto("/videos?q=naturalistic&source=library&category=youtube");
  await expect(sources(page).getByRole("link", { name: /^Our Library/ })).toHaveAttribute("aria-current", "true");
  await expect(card(page, "SerpaDesign on YouTube")).toBeVisible();
});

test("without JavaScript a card leads to the video's page with its details", async ({ page }, testInfo) => {
  test.skip(usesJavaScript(testInfo), "with JavaScript a card opens the dialog");
  await page.goto("/videos?q=serpadesign");
  await cardLink(page, "SerpaDesign on YouTube").click();
  await expect(page).toHaveURL(/\/videos\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "SerpaDesign on YouTube" })).toBeVisible();
  await expect(main(page).getByText("Nov 22, 2026")).toBeVisible();
  await expect(main(page)).toContainText("naturalistic builds");
  const visit = main(page).getByRole("link", { name: /Visit Channel/ });
  await expect(visit).toHaveAttribute("href", "https://www.youtube.com/@SerpaDesign");
  await expect(visit).toHaveAttribute("target", "_blank");
  await expect(visit).toHaveAttribute("rel", /noopener/);
});

test("with JavaScript a card opens the video dialog; Escape closes it and focus returns @js-only", async ({ page }) => {
  await page.goto("/videos?q=serpadesign");
  const title = "SerpaDesign on YouTube";
  await waitUntilInteractive(page, title);
  await cardLink(page, title).click();

  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/videos\?q=serpadesign$/);
  await expect(dialog.getByRole("button", { name: "Close video" })).toBeFocused();
  await expect(dialog).toContainText("SerpaDesign");
  await expect(dialog).toContainText("Nov 22, 2026");
  await expect(dialog).toContainText("naturalistic builds");
  await expect(dialog.getByText(/views/)).toHaveCount(0);

  const axe = await analyzeAccessibility(page, '[role="dialog"]');
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cardLink(page, title)).toBeFocused();

  // A channel we recommend: its picture and a link to the channel, opening in a new tab.
  await page.goto("/videos?q=aquarium%20co-op");
  await waitUntilInteractive(page, "Aquarium Co-Op on YouTube");
  await cardLink(page, "Aquarium Co-Op on YouTube").click();
  const channel = page.getByRole("dialog", { name: "Aquarium Co-Op on YouTube" });
  await expect(channel.getByRole("link", { name: /Visit Channel/ })).toHaveAttribute("href", "https://www.youtube.com/@AquariumCoOp");
  await expect(channel.locator("iframe")).toHaveCount(0);
  await channel.getByRole("button", { name: "Close video" }).click();
  await expect(channel).toBeHidden();
});

test("a channel's upload joins the list and the source filter, and plays in the dialog @js-only", async ({ page }, testInfo) => {
  const row = insertChannelVideo(testInfo);
  try {
    await stubYouTube(page);
    await page.goto(`/videos?q=${row.token}`);
    await expect(card(page, row.title)).toBeVisible();
    await expect(sources(page).getByRole("link", { name: `${row.channelTitle} 1 video` })).toBeVisible();
    await waitUntilInteractive(page, row.title);
    await cardLink(page, row.title).click();

    const dialog = page.getByRole("dialog", { name: row.title });
    await expect(dialog).toBeVisible();
    const player = dialog.locator("iframe");
    await expect(player).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${row.id}?autoplay=1`);
    await expect(player).toHaveAttribute("title", `${row.title} (YouTube video player)`);
    await expect(dialog).toContainText(row.channelTitle);
    await expect(dialog).toContainText("Oct 1, 2026");
    // The mapped placeholders (0:00, 0 views) are not facts, so they are not shown.
    await expect(dialog.getByText("0:00")).toHaveCount(0);
    await expect(dialog.getByText(/\bviews?\b/)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(dialog.locator("iframe")).toHaveCount(0);
  } finally {
    deleteChannelVideo(row);
  }
});

test("a channel's upload has its own page and source, with or without JavaScript", async ({ page }, testInfo) => {
  const row = insertChannelVideo(testInfo);
  try {
    await stubYouTube(page);
    await page.goto(`/videos?q=${row.token}`);
    // A channel adds videos of its own, so Our Library now differs from All Sources and is offered beside it.
    await expect(sources(page).getByRole("link", { name: /^Our Library \d+ videos?$/ })).toBeVisible();
    await expectNoTwinSourceChips(page);
    await sources(page)
      .getByRole("link", { name: `${row.channelTitle} 1 video` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/videos\\?q=${row.token}&source=${row.channelId}$`));
    await expect(sources(page).getByRole("link", { name: `${row.channelTitle} 1 video` })).toHaveAttribute("aria-current", "true");
    await expect(card(page, row.title)).toBeVisible();
    await expect(main(page)).toContainText("YouTube Channels");

    const response = await page.goto(`/videos/yt-${row.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: row.title })).toBeVisible();
    await expect(main(page)).toContainText(row.channelTitle);
    await expect(main(page).getByText("0:00")).toHaveCount(0);
    // Nothing comes from YouTube until the visitor presses play: the picture is a link to the video there.
    await expect(main(page).locator("iframe")).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: `Play ${row.title} (YouTube)` })).toHaveAttribute(
      "href",
      `https://www.youtube.com/watch?v=${row.id}`,
    );
  } finally {
    deleteChannelVideo(row);
  }
});

test("a video's own page loads the player only when play is pressed @js-only", async ({ page }, testInfo) => {
  const row = insertChannelVideo(testInfo);
  try {
    await stubYouTube(page);
    const ours = new URL(testInfo.project.use.baseURL ?? "http://localhost").origin;
    const outside: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== ours) outside.push(request.url());
    });
    await page.goto(`/videos/yt-${row.id}`);
    const play = main(page).getByRole("link", { name: `Play ${row.title} (YouTube)` });
    await expect(play).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(outside.filter((url) => !url.startsWith("data:"))).toEqual([]);
    await play.click();
    const player = main(page).locator("iframe");
    await expect(player).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${row.id}?autoplay=1`);
    await expect(player).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/videos/yt-${row.id}$`));
  } finally {
    deleteChannelVideo(row);
  }
});

test("planned tutorials are drafts: a visitor never finds one; an admin sees it marked Draft", async ({ page, request }, testInfo) => {
  await page.goto("/videos?q=iwagumi");
  await expect(page.getByRole("heading", { name: "No Videos Found" })).toBeVisible();

  await signInAsAdmin(page, testInfo);
  await page.goto("/videos?q=iwagumi");
  const draft = card(page, "Building an Iwagumi Stone Layout");
  await expect(draft).toContainText("Draft");
  const href = (await cardLink(page, "Building an Iwagumi Stone Layout").getAttribute("href"))!;
  expect(href).toMatch(/^\/videos\/\d+$/);
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1, name: "Building an Iwagumi Stone Layout" })).toBeVisible();
  await expect(main(page)).toContainText("Draft. This tutorial has no address yet, so only admins see it");
  await expect(main(page).getByRole("link", { name: /Watch Video/ })).toHaveCount(0);

  // The same address for anyone else is no video at all.
  expect((await request.get(href)).status()).toBe(404);
});

test("an unknown video is 404 Video Not Found", async ({ page }) => {
  for (const path of ["/videos/999999", "/videos/yt-nothinghere", "/videos/not-a-video"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Video Not Found" })).toBeVisible();
  }
  await main(page).getByRole("link", { name: "Back to Videos" }).click();
  await expect(page).toHaveURL(/\/videos$/);
});

test("a video's page has no accessibility violations @js-only", async ({ page }) => {
  await page.goto("/videos?q=serpadesign");
  await page.goto((await cardLink(page, "SerpaDesign on YouTube").getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1, name: "SerpaDesign on YouTube" })).toBeVisible();
  const results = await analyzeAccessibility(page);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("thumbnails are generated pictures, cacheable for good", { tag: "@pictures" }, async ({ page, request }) => {
  await page.goto("/videos?category=youtube");
  const image = card(page, "SerpaDesign on YouTube").locator("img");
  await expect(image).toHaveAttribute("width", "320");
  await expect(image).toHaveAttribute("height", "180");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  const src = (await image.getAttribute("src"))!;
  expect(src).toMatch(/^\/illustrations\/videos\/youtube\?v=[0-9a-z]+$/);
  const response = await request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("GET /api/videos answers our library as JSON", async ({ request }) => {
  const response = await request.get("/api/videos");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=300");
  const list = (await response.json()) as Array<Record<string, unknown>>;
  expect(list.find((entry) => entry.title === "SerpaDesign on YouTube")).toMatchObject({
    category: "YouTube",
    videoUrl: "https://www.youtube.com/@SerpaDesign",
    views: null,
    duration: null,
  });
  const post = await request.post("/api/videos", { data: {} });
  expect(post.status()).toBe(405);
});
