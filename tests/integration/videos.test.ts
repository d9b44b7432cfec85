import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { channelVideos, videos } from "../../db/schema";
import { defaultVideosDir, loadVideos, seedVideos } from "../../db/seed/videos";
import { createUser, request, respond } from "../support/factories";
import type { Video } from "~/domain/videos";
import { replaceChannelSnapshot } from "~/models/channel-video.server";
import { action as apiAction, loader as apiLoader } from "~/routes/api.videos";
import { loader as illustrationLoader } from "~/routes/illustrations.videos.$category";
import { loader as detailLoader } from "~/routes/videos.$videoId";
import { headers as pageHeaders, loader as pageLoader } from "~/routes/videos._index";
import { getDb } from "~/services/db.server";
import { MEMBER_CACHE_CONTROL, VISITOR_CACHE_CONTROL } from "~/services/http-cache.server";
import type { ChannelVideo } from "~/services/youtube.server";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

type VideosPage = {
  q: string;
  source: string;
  category: string;
  filtered: boolean;
  total: number;
  videos: Video[];
  sources: { id: string; label: string; count: number }[];
  categories: { id: string; label: string; count: number; thumbnailUrl: string }[];
};

const files = loadVideos();
/** What a visitor sees of our library: entries with an address. Those without are drafts, for admins only. */
const watchable = files.filter((file) => file.videoUrl);
const drafts = files.filter((file) => !file.videoUrl);
const tempDirs: string[] = [];

const CHANNEL_A = "UCaquaticsAAAAAAAAAAAAAA";
const CHANNEL_B = "UCbreedingBBBBBBBBBBBBBB";

function upload(channelId: string, channelTitle: string, id: string, title: string, publishedAt: string): ChannelVideo {
  return {
    id,
    channelId,
    channelTitle,
    title,
    description: `${title}, from ${channelTitle}.`,
    thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    videoUrl: `https://www.youtube.com/watch?v=${id}`,
    publishedAt,
  };
}

function fillSnapshot() {
  replaceChannelSnapshot(CHANNEL_A, [
    upload(CHANNEL_A, "Aquatics A", "aaaaaaaaa01", "Rescaping a jungle tank", "2026-11-10T12:00:00Z"),
    upload(CHANNEL_A, "Aquatics A", "aaaaaaaaa02", "Carpet plants without CO2", "2026-10-02T12:00:00Z"),
  ]);
  replaceChannelSnapshot(CHANNEL_B, [upload(CHANNEL_B, "Breeding B", "bbbbbbbbb01", "Raising shrimp colonies", "2026-11-01T12:00:00Z")]);
}

function emptySnapshot() {
  getDb().delete(channelVideos).run();
}

beforeAll(() => {
  seedVideos(getDb(), DRAWING_ADDRESSES);
});

beforeEach(() => {
  emptySnapshot();
});

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function videosPage(url: string, userId?: string) {
  const response = await respond(async () => pageLoader({ request: await request(url, { userId }), params: {}, context: {} }));
  return { response, body: (await response.json()) as VideosPage };
}

async function videoDetail(videoId: string, userId?: string) {
  const response = await respond(async () =>
    detailLoader({ request: await request(`/videos/${videoId}`, { userId }), params: { videoId }, context: {} }),
  );
  return { response, body: response.status === 200 ? ((await response.json()) as { video: Video }) : null };
}

const titles = (body: VideosPage) => body.videos.map((video) => video.title);

describe("/videos with our library only (a fresh install: no channel snapshot)", () => {
  test("lists only what a visitor can watch, the first as the featured video, with the category grid", async () => {
    expect(drafts.length).toBeGreaterThan(0);
    const { response, body } = await videosPage("/videos");
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ q: "", source: "all", category: "all", filtered: false, total: watchable.length });
    expect(titles(body).sort()).toEqual(watchable.map((file) => file.title).sort());
    expect(body.videos.every((video) => video.videoUrl !== "")).toBe(true);
    expect(body.videos[0].category).toBe("YouTube");
    expect(body.videos[0].videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/@/);
    // The grid leads only to categories with something to watch: with the seeded library, the recommended channels.
    expect(body.categories.map((category) => category.label)).toEqual(["YouTube Channels"]);
    const asAdmin = (await videosPage("/videos", createUser({ isAdmin: true }).id)).body;
    expect(asAdmin.categories.map((category) => category.label)).toEqual([
      "Beginner Setup",
      "Fish Care",
      "Plant Maintenance",
      "Aquascaping",
      "Equipment Reviews",
      "YouTube Channels",
    ]);
    for (const category of body.categories) {
      expect(category.count).toBe(
        watchable.filter((file) => (category.id === "youtube" ? "YouTube" : category.label) === file.category).length,
      );
      expect(category.thumbnailUrl).toMatch(new RegExp(`^/illustrations/videos/${category.id}\\?v=`));
    }
  });

  test("offers only All Sources and Our Library, counting what a visitor can watch", async () => {
    const { body } = await videosPage("/videos");
    expect(body.sources).toEqual([
      { id: "all", label: "All Sources", count: watchable.length },
      { id: "library", label: "Our Library", count: watchable.length },
    ]);
  });

  test("planned tutorials are drafts: an admin sees them on /videos and their pages; nobody else does", async () => {
    const admin = createUser({ isAdmin: true });
    const member = createUser();
    const asAdmin = (await videosPage("/videos", admin.id)).body;
    expect(asAdmin.total).toBe(files.length);
    expect(titles(asAdmin)).toEqual(expect.arrayContaining(drafts.map((file) => file.title)));
    expect(titles((await videosPage("/videos", member.id)).body)).not.toContain(drafts[0]!.title);
    const draft = getDb().select().from(videos).where(eq(videos.videoUrl, "")).get()!;
    expect((await videoDetail(String(draft.id))).response.status).toBe(404);
    expect((await videoDetail(String(draft.id), member.id)).response.status).toBe(404);
    const adminView = await videoDetail(String(draft.id), admin.id);
    expect(adminView.response.status).toBe(200);
    expect(adminView.response.headers.get("Cache-Control")).toBe(MEMBER_CACHE_CONTROL);
  });

  test("every entry is honest: no views, no running time, a generated picture, an address only where one exists", async () => {
    const { body } = await videosPage("/videos");
    for (const video of body.videos) {
      expect(video.source).toBe("library");
      expect(video.views).toBe(0);
      expect(video.duration).toBe("");
      expect(video.thumbnailUrl).toMatch(/^\/illustrations\/videos\/[a-z-]+\?v=[0-9a-z]+$/);
      expect(video.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/@\w+$/);
    }
  });

  test("q searches titles and descriptions, in any case, and hides the category grid", async () => {
    const { body } = await videosPage("/videos?q=SERPADESIGN");
    expect(titles(body)).toEqual(["SerpaDesign on YouTube"]);
    expect(body).toMatchObject({ q: "SERPADESIGN", filtered: true, categories: [] });
    expect(titles((await videosPage("/videos?q=tanner%20serpa")).body)).toEqual(["SerpaDesign on YouTube"]);
    // A draft is not found by a visitor's search; an admin's finds it.
    expect(titles((await videosPage("/videos?q=IWAGUMI")).body)).toEqual([]);
    const admin = createUser({ isAdmin: true });
    expect(titles((await videosPage("/videos?q=leaf%20node", admin.id)).body)).toEqual(["Trimming and Replanting Stem Plants"]);
  });

  test("category= keeps one category; YouTube Channels holds the recommended channels", async () => {
    const plants = (await videosPage("/videos?category=plant-maintenance", createUser({ isAdmin: true }).id)).body;
    expect(plants).toMatchObject({ category: "plant-maintenance", filtered: true, categories: [] });
    expect(plants.videos.length).toBeGreaterThan(0);
    expect(plants.videos.every((video) => video.category === "Plant Maintenance")).toBe(true);

    const channels = (await videosPage("/videos?category=youtube")).body;
    expect(titles(channels)).toEqual(
      expect.arrayContaining(["Aquarium Co-Op on YouTube", "SerpaDesign on YouTube", "MD Fish Tanks on YouTube"]),
    );
    expect(channels.videos.every((video) => video.category === "YouTube")).toBe(true);

    const unknown = (await videosPage("/videos?category=cooking")).body;
    expect(unknown).toMatchObject({ category: "all", filtered: false });
    expect(unknown.videos).toHaveLength(watchable.length);
  });

  test("source=library is the whole library; an unknown source is all sources", async () => {
    const library = (await videosPage("/videos?source=library")).body;
    expect(library).toMatchObject({ source: "library", filtered: true });
    expect(library.videos).toHaveLength(watchable.length);
    const unknown = (await videosPage(`/videos?source=${CHANNEL_A}`)).body;
    expect(unknown).toMatchObject({ source: "all", filtered: false });
  });

  test("q, source and category combine; no match is an empty list with the search kept", async () => {
    const admin = createUser({ isAdmin: true });
    const { body } = await videosPage("/videos?q=filter&source=library&category=equipment-reviews", admin.id);
    expect(titles(body)).toEqual(["Sponge, Hang-On-Back or Canister: Choosing a Filter"]);
    const none = await videosPage("/videos?q=zzqx%20nothing&category=fish-care");
    expect(none.response.status).toBe(200);
    expect(none.body).toMatchObject({ videos: [], q: "zzqx nothing", category: "fish-care", filtered: true, total: watchable.length });
  });

  test("a very long query is cut, never an error", async () => {
    const { response, body } = await videosPage(`/videos?q=${"a".repeat(500)}`);
    expect(response.status).toBe(200);
    expect(body.q).toHaveLength(100);
  });

  test("visitors may be served from a shared cache; a member's page is private", async () => {
    expect((await videosPage("/videos")).response.headers.get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    const member = createUser();
    expect((await videosPage("/videos", member.id)).response.headers.get("Cache-Control")).toBe(MEMBER_CACHE_CONTROL);
    const args = (loader: string, parent?: string) => ({
      loaderHeaders: new Headers({ "Cache-Control": loader }),
      parentHeaders: new Headers(parent ? { "Cache-Control": parent } : {}),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(new Headers(pageHeaders(args(VISITOR_CACHE_CONTROL))).get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    expect(new Headers(pageHeaders(args(VISITOR_CACHE_CONTROL, "private, no-store"))).get("Cache-Control")).toBe("private, no-store");
  });
});

describe("/videos with channel videos in the snapshot", () => {
  test("channel uploads join the list, newest first and featured, as category YouTube with no views or duration", async () => {
    fillSnapshot();
    const { body } = await videosPage("/videos");
    expect(body.total).toBe(watchable.length + 3);
    expect(titles(body).slice(0, 3)).toEqual(["Rescaping a jungle tank", "Raising shrimp colonies", "Carpet plants without CO2"]);
    expect(body.videos[0]).toMatchObject({
      id: "yt-aaaaaaaaa01",
      source: "channel",
      channelId: CHANNEL_A,
      channelTitle: "Aquatics A",
      category: "YouTube",
      duration: "0:00",
      views: 0,
      videoUrl: "https://www.youtube.com/watch?v=aaaaaaaaa01",
      uploadDate: "2026-11-10T12:00:00Z",
    });
    expect(body.categories.find((category) => category.id === "youtube")!.count).toBe(
      3 + watchable.filter((file) => file.category === "YouTube").length,
    );
  });

  test("each channel becomes a source with its count, and filters the list", async () => {
    fillSnapshot();
    const { body } = await videosPage("/videos");
    expect(body.sources).toEqual([
      { id: "all", label: "All Sources", count: watchable.length + 3 },
      { id: "library", label: "Our Library", count: watchable.length },
      { id: CHANNEL_A, label: "Aquatics A", count: 2 },
      { id: CHANNEL_B, label: "Breeding B", count: 1 },
    ]);
    const a = (await videosPage(`/videos?source=${CHANNEL_A}`)).body;
    expect(a).toMatchObject({ source: CHANNEL_A, filtered: true });
    expect(titles(a)).toEqual(["Rescaping a jungle tank", "Carpet plants without CO2"]);
    expect(titles((await videosPage("/videos?q=breeding")).body)).toEqual(["Raising shrimp colonies"]);
    expect(titles((await videosPage(`/videos?source=${CHANNEL_B}&category=plant-maintenance`)).body)).toEqual([]);
    expect((await videosPage("/videos?source=library")).body.videos.every((video) => video.source === "library")).toBe(true);
  });
});

describe("/videos/{id}", () => {
  test("shows one of our videos by its row id", async () => {
    const row = getDb().select().from(videos).where(eq(videos.slug, "serpadesign-channel")).get()!;
    const { response, body } = await videoDetail(String(row.id));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    expect(body!.video).toMatchObject({
      id: String(row.id),
      source: "library",
      title: "SerpaDesign on YouTube",
      category: "YouTube",
      videoUrl: "https://www.youtube.com/@SerpaDesign",
    });
  });

  test("shows a channel video as yt-{YouTube id}", async () => {
    fillSnapshot();
    const { response, body } = await videoDetail("yt-bbbbbbbbb01");
    expect(response.status).toBe(200);
    expect(body!.video).toMatchObject({ title: "Raising shrimp colonies", channelTitle: "Breeding B", category: "YouTube" });
  });

  test.each(["999999", "0", "abc", "yt-", "yt-nope", "yt-bbbbbbbbb01"])("is 404 for %s", async (videoId) => {
    const { response } = await videoDetail(videoId);
    expect(response.status).toBe(404);
  });
});

describe("GET /api/videos", () => {
  test("our library with every field of a video, unknowns as null; drafts are left out", async () => {
    fillSnapshot();
    const response = await respond(() => apiLoader());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const list = (await response.json()) as Array<Record<string, unknown>>;
    // The channel snapshot is GET /api/youtube/videos, not this.
    expect(list).toHaveLength(watchable.length);
    const fields = [
      "id",
      "title",
      "description",
      "category",
      "thumbnailUrl",
      "videoUrl",
      "duration",
      "views",
      "uploadDate",
      "publishDate",
      "channelTitle",
    ];
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual([...fields].sort());
      expect(typeof entry.id).toBe("number");
      expect(entry.publishDate).toBe(entry.uploadDate);
      expect(entry.views).toBeNull();
      expect(entry.duration).toBeNull();
    }
    expect(list.find((entry) => entry.title === "Cycling a New Tank Before the First Fish")).toBeUndefined();
    const channel = list.find((entry) => entry.title === "Aquarium Co-Op on YouTube")!;
    expect(channel).toMatchObject({
      category: "YouTube",
      videoUrl: "https://www.youtube.com/@AquariumCoOp",
      channelTitle: "Aquarium Co-Op",
    });
  });

  test.each(["POST", "PUT", "DELETE"])("%s is 405 in the API's error shape", async (method) => {
    const response = await respond(async () => apiAction({ request: await request("/api/videos", { method }), params: {}, context: {} }));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({ message: `Method ${method} not allowed` });
  });
});

describe("seedVideos", () => {
  function tempCopy(slugs: string[], edit?: (slug: string, entry: Record<string, unknown>) => Record<string, unknown>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-video-seed-"));
    tempDirs.push(dir);
    for (const slug of slugs) {
      const entry = JSON.parse(fs.readFileSync(path.join(defaultVideosDir(), `${slug}.json`), "utf8"));
      fs.writeFileSync(path.join(dir, `${slug}.json`), JSON.stringify(edit ? edit(slug, entry) : entry));
    }
    return dir;
  }

  test("is idempotent: a second run writes nothing and ids stay", () => {
    const before = getDb().select({ id: videos.id, slug: videos.slug }).from(videos).all();
    expect(seedVideos(getDb(), DRAWING_ADDRESSES)).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: files.length,
      keptEdits: 0,
      keptDeleted: 0,
      removed: 0,
    });
    expect(getDb().select({ id: videos.id, slug: videos.slug }).from(videos).all()).toEqual(before);
  });

  test("updates a changed entry in place and removes one whose file is gone, then restores", () => {
    const slugs = files.map((file) => file.slug);
    const id = getDb().select().from(videos).where(eq(videos.slug, "acclimating-new-fish")).get()!.id;
    const dir = tempCopy(
      slugs.filter((slug) => slug !== "md-fish-tanks-channel"),
      (slug, entry) => (slug === "acclimating-new-fish" ? { ...entry, title: "Acclimating New Fish, Step by Step" } : entry),
    );
    expect(seedVideos(getDb(), DRAWING_ADDRESSES, dir)).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: files.length - 2,
      keptEdits: 0,
      keptDeleted: 0,
      removed: 1,
    });
    const row = getDb().select().from(videos).where(eq(videos.slug, "acclimating-new-fish")).get()!;
    expect(row).toMatchObject({ id, title: "Acclimating New Fish, Step by Step" });
    expect(getDb().select().from(videos).where(eq(videos.slug, "md-fish-tanks-channel")).get()).toBeUndefined();

    expect(seedVideos(getDb(), DRAWING_ADDRESSES)).toEqual({
      inserted: 1,
      updated: 1,
      unchanged: files.length - 2,
      keptEdits: 0,
      keptDeleted: 0,
      removed: 0,
    });
    expect(getDb().select().from(videos).where(eq(videos.slug, "acclimating-new-fish")).get()!.title).toBe("Acclimating New Fish Safely");
  });

  test("writes nothing when a file is invalid", () => {
    const dir = tempCopy(["acclimating-new-fish", "trimming-stem-plants"], (slug, entry) =>
      slug === "trimming-stem-plants"
        ? { ...entry, videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }
        : { ...entry, title: "Changed" },
    );
    expect(() => seedVideos(getDb(), DRAWING_ADDRESSES, dir)).toThrow(
      /trimming-stem-plants\.json: videoUrl: a single YouTube video's address cannot be checked here/,
    );
    expect(getDb().select().from(videos).where(eq(videos.slug, "acclimating-new-fish")).get()!.title).toBe("Acclimating New Fish Safely");
  });
});

describe("GET /illustrations/videos/:category", () => {
  function get(pathname: string, headers: HeadersInit = {}) {
    const url = new URL(pathname, "http://localhost:3000");
    const category = url.pathname.replace("/illustrations/videos/", "");
    return respond(() => illustrationLoader({ request: new Request(url, { headers }), params: { category }, context: {} }));
  }

  test("answers the picture a video's thumbnailUrl names, as a cacheable sandboxed SVG, and 304 when unchanged", async () => {
    const row = getDb().select().from(videos).where(eq(videos.slug, "building-an-iwagumi-layout")).get()!;
    expect(row.thumbnailUrl).toMatch(/^\/illustrations\/videos\/aquascaping\?v=[0-9a-z]+$/);
    const response = await get(row.thumbnailUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(await response.text()).toContain('<title id="t">Aquascaping</title>');

    const again = await get(row.thumbnailUrl, { "If-None-Match": response.headers.get("ETag")! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  test.each(["all", "cooking", "toString", "__proto__"])("is 404 for %s", async (category) => {
    const response = await get(`/illustrations/videos/${category}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
