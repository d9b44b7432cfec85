import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, deletedReferenceSlugs, videos } from "../../db/schema";
import { seedVideos } from "../../db/seed/videos";
import { startFakeVideoProvider, type FakeVideoProvider } from "../support/fake-video-provider";
import { toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { HTML_PAGE, PNG_1X1, pngOfSize } from "../support/images";
import { listVideos } from "~/models/video.server";
import { action as deleteAction, loader as deleteLoader } from "~/routes/admin.videos.$videoId.delete";
import { action as editAction, loader as editLoader } from "~/routes/admin.videos.$videoId.edit";
import { loader as listLoader } from "~/routes/admin.videos._index";
import { action as newAction, loader as newLoader } from "~/routes/admin.videos.new";
import { action as createApi } from "~/routes/api.admin.videos._index";
import { action as changeApi } from "~/routes/api.admin.videos.$videoId";
import { loader as objectLoader } from "~/routes/objects.uploads.$key";
import { getDb } from "~/services/db.server";
import { resetEnvCache } from "~/services/env.server";
import { publicContentVersion } from "~/models/table-version.server";
import { getStorage, keyFromAddress } from "~/services/storage/index.server";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

const admin = createUser({ isAdmin: true });
const member = createUser();
const YT = "dQw4w9WgXcQ";

/** The providers' thumbnails come from a stand-in on loopback, never from the internet. */
let provider: FakeVideoProvider;
beforeAll(async () => {
  provider = await startFakeVideoProvider();
  process.env.YOUTUBE_THUMBNAIL_ORIGIN = provider.origin;
  process.env.VIMEO_OEMBED_URL = provider.oembedUrl;
  resetEnvCache();
});
afterAll(async () => {
  await provider.close();
  delete process.env.YOUTUBE_THUMBNAIL_ORIGIN;
  delete process.env.VIMEO_OEMBED_URL;
  resetEnvCache();
});

const body = {
  title: "Proof Water Change",
  description: "How a fifth of the water is changed each week, made for a test.",
  category: "Fish Care",
  videoUrl: "",
  duration: "",
  uploadDate: "2025-03-04",
  views: "",
  channelTitle: "",
};
const form = (fields: Record<string, string> = {}) => new URLSearchParams({ ...body, ...fields });
function multipart(fields: Record<string, string>, file?: { bytes: Uint8Array; type: string; name: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries({ ...body, ...fields })) data.append(key, value);
  if (file) data.append("thumbnailImage", new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  return data;
}

type Route = (args: ActionFunctionArgs & LoaderFunctionArgs) => unknown;
async function call(
  fn: Route,
  url: string,
  init: { method?: string; body?: BodyInit; json?: unknown; userId?: string } = {},
  params: Record<string, string> = {},
) {
  return respond(async () => fn({ request: await request(url, { method: "POST", userId: admin.id, ...init }), params, context: {} }));
}
const read = (fn: Route, url: string, params: Record<string, string> = {}) => call(fn, url, { method: "GET" }, params);
const create = (fields: Record<string, string> = {}) => call(newAction, "/admin/videos/new", { body: form(fields) });
const edit = (id: number, data: BodyInit) => call(editAction, `/admin/videos/${id}/edit`, { body: data }, { videoId: String(id) });

const row = (id: number) => getDb().select().from(videos).where(eq(videos.id, id)).get();
const byTitle = (title: string) => getDb().select().from(videos).where(eq(videos.title, title)).get();
const lastAudit = () => getDb().select().from(auditLog).orderBy(desc(auditLog.id)).get();
const seeded = (slug: string) => getDb().select().from(videos).where(eq(videos.slug, slug)).get()!;
/** GET /objects/uploads/:key as a visitor. */
const served = (url: string) =>
  respond(() => objectLoader({ request: new Request(`http://localhost:3000${url}`), params: { key: url.split("/").pop() }, context: {} }));
const stored = async (url: string) => Boolean(await getStorage().getObject(keyFromAddress(url)!));
type Answer = { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> }; toast: { description: string } };

describe("the admin video pages without JavaScript", () => {
  test("the list pages through Our Library, and a search finds by channel and by category", async () => {
    seedVideos(getDb(), DRAWING_ADDRESSES);
    const extra = Array.from({ length: 30 }, (_, i) => ({
      title: `Paging Video ${String(i).padStart(2, "0")}`,
      description: "One of many.",
      category: "Fish Care",
      thumbnailUrl: "/illustrations/videos/fish-care",
      videoUrl: "",
      duration: "",
      uploadDate: "2025-01-01",
    }));
    getDb().insert(videos).values(extra).run();
    const first = (await (await read(listLoader, "/admin/videos")).json()) as { videos: { title: string }[]; pages: number };
    expect(first.videos).toHaveLength(24);
    expect(first.pages).toBe(2);
    const second = (await (await read(listLoader, "/admin/videos?page=2")).json()) as { videos: { title: string }[] };
    expect(second.videos.length).toBe(17);
    expect(second.videos.some((v) => first.videos.some((f) => f.title === v.title))).toBe(false);
    const channel = (await (await read(listLoader, "/admin/videos?q=co-op")).json()) as { videos: { title: string }[] };
    expect(channel.videos.map((v) => v.title)).toEqual(["Aquarium Co-Op on YouTube"]);
    const youtube = (await (await read(listLoader, "/admin/videos?q=youtube")).json()) as { videos: { category: string }[] };
    expect(youtube.videos.length).toBeGreaterThanOrEqual(3);
    expect(((await (await read(newLoader, "/admin/videos/new")).json()) as { today: string }).today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      (await respond(async () => listLoader({ request: await request("/admin/videos", { userId: member.id }), params: {}, context: {} })))
        .status,
    ).toBe(403);
  });

  test("adds a coming-soon video with the category's drawing, logs it, and /videos shows it to admins at once (a draft)", async () => {
    const versionBefore = publicContentVersion();
    const response = await create({ views: "1,250", channelTitle: "Shoal" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/videos");
    expect(await toastOf(response)).toMatchObject({ title: "Video added", description: "Video added to Our Library successfully" });
    const created = byTitle(body.title)!;
    expect(created).toMatchObject({
      videoUrl: "",
      duration: "",
      views: 1250,
      channelTitle: "Shoal",
      slug: "proof-water-change",
      adminEditedAt: expect.any(String),
    });
    expect(created.thumbnailUrl).toMatch(/^\/illustrations\/videos\/fish-care\?v=/);
    expect(publicContentVersion()).toBeGreaterThan(versionBefore);
    expect(lastAudit()).toMatchObject({ action: "video.created", subjectKind: "video", subjectId: String(created.id), actorId: admin.id });
    expect(listVideos({ includeDrafts: true }).find((video) => video.id === String(created.id))).toMatchObject({
      title: body.title,
      source: "library",
    });
  });

  test("names each wrong field and keeps what was typed", async () => {
    const bad = await create({
      title: "",
      videoUrl: "https://example.org/watch?v=1",
      duration: "99",
      uploadDate: "2025-02-30",
      views: "-3",
    });
    expect(bad.status).toBe(400);
    const answer = (await bad.json()) as Answer;
    expect(answer.result.error).toMatchObject({
      title: ["Title is required"],
      videoUrl: ["Enter a YouTube or Vimeo video address, or an https address of a video file (.mp4, .webm, …)"],
      duration: ["Duration must be a running time like 12:34 or 1:02:03, or empty"],
      uploadDate: ["Upload date must be a real date like 2025-03-04"],
      views: ["Views must be a whole number (0 or more), or empty"],
    });
    expect(answer.result.initialValue.description).toBe(body.description);
    expect(answer.toast.description).toBe("Failed to add video");

    const cross = async (fields: Record<string, string>) =>
      ((await (await create({ title: "Cross Check", ...fields })).json()) as Answer).result.error;
    expect(await cross({ duration: "12:34" })).toEqual({
      duration: ["A video without an address has no running time yet: leave Duration empty"],
    });
    expect(await cross({ videoUrl: "http://media.example.org/a.mp4" })).toMatchObject({
      videoUrl: [expect.stringContaining("Enter a YouTube or Vimeo")],
    });
    expect(await cross({ videoUrl: "https://www.youtube.com/@SomeChannel" })).toEqual({
      videoUrl: ["A YouTube channel's page goes in the YouTube Channels category; here, enter one video's address"],
    });
    expect(await cross({ category: "YouTube", videoUrl: "https://vimeo.com/76979871" })).toEqual({
      videoUrl: ["A YouTube Channels entry leads to YouTube: a channel's page or one of its videos"],
    });
    expect(byTitle("Cross Check")).toBeUndefined();
  });

  test("a taken title (any case) or address (any way of writing it) is 409 beside its field", async () => {
    const first = await create({ title: "Taken Trim", videoUrl: `https://youtu.be/${YT}`, duration: "4:05", thumbnail: "drawing" });
    expect(first.status).toBe(302);
    expect(byTitle("Taken Trim")).toMatchObject({ videoUrl: `https://www.youtube.com/watch?v=${YT}`, duration: "4:05" });
    const title = await create({ title: "taken TRIM" });
    expect(title.status).toBe(409);
    expect(((await title.json()) as Answer).result.error).toEqual({ title: ["A video with this title already exists"] });
    const address = await create({ title: "Another Trim", videoUrl: `https://www.youtube.com/shorts/${YT}`, thumbnail: "drawing" });
    expect(address.status).toBe(409);
    expect(((await address.json()) as Answer).result.error).toEqual({ videoUrl: ["Another video already has this address"] });
    seedVideos(getDb(), DRAWING_ADDRESSES);
    const channel = await create({ title: "Co-Op Again", category: "YouTube", videoUrl: "https://youtube.com/@aquariumcoop" });
    expect(channel.status).toBe(409);
  });

  test("an uploaded picture is stored through the image pipeline and served to visitors; bad pictures are named", async () => {
    const response = await call(newAction, "/admin/videos/new", {
      body: multipart({ title: "Uploaded Thumb", thumbnail: "upload" }, { bytes: PNG_1X1, type: "image/png", name: "thumb.png" }),
    });
    expect(response.status).toBe(302);
    const created = byTitle("Uploaded Thumb")!;
    expect(created.thumbnailUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]+$/);
    const image = await served(created.thumbnailUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/webp");

    const refused = async (fields: Record<string, string>, file?: { bytes: Uint8Array; type: string; name: string }) => {
      const answer = await call(newAction, "/admin/videos/new", { body: multipart({ title: "Refused Thumb", ...fields }, file) });
      return { status: answer.status, error: ((await answer.json()) as Answer).result.error };
    };
    expect(await refused({ thumbnail: "upload" })).toEqual({
      status: 400,
      error: { thumbnailImage: ["Choose a picture to upload, or pick another thumbnail"] },
    });
    expect(await refused({ thumbnail: "upload" }, { bytes: HTML_PAGE, type: "image/png", name: "x.png" })).toEqual({
      status: 415,
      error: { thumbnailImage: ["That file is not a picture Shoal can read (JPG, PNG or WebP)."] },
    });
    expect(await refused({}, { bytes: pngOfSize(11 * 1024 * 1024), type: "image/png", name: "big.png" })).toEqual({
      status: 413,
      error: { thumbnailImage: ["The picture is over 10 MB."] },
    });
    expect(byTitle("Refused Thumb")).toBeUndefined();
  });

  test("edits a seeded video, records before and after, and seeding keeps the edit", async () => {
    seedVideos(getDb(), DRAWING_ADDRESSES);
    const video = seeded("trimming-stem-plants");
    const loaded = await read(editLoader, `/admin/videos/${video.id}/edit`, { videoId: String(video.id) });
    expect(((await loaded.json()) as { video: { title: string } }).video.title).toBe(video.title);
    const versionBefore = publicContentVersion();
    const response = await edit(
      video.id,
      form({ title: video.title, category: video.category, uploadDate: video.uploadDate, description: "Our own words on trimming." }),
    );
    expect(publicContentVersion()).toBeGreaterThan(versionBefore);
    expect(listVideos({ includeDrafts: true }).find((entry) => entry.id === String(video.id))?.description).toBe(
      "Our own words on trimming.",
    );
    expect(await toastOf(response)).toMatchObject({ title: "Video updated", description: "Video updated successfully" });
    expect(row(video.id)).toMatchObject({
      description: "Our own words on trimming.",
      thumbnailUrl: video.thumbnailUrl,
      adminEditedAt: expect.any(String),
    });
    const changes = lastAudit()!.details.changes as Record<string, unknown>;
    expect(lastAudit()).toMatchObject({ action: "video.updated", subjectId: String(video.id) });
    expect(Object.keys(changes)).toEqual(["description"]);
    expect(seedVideos(getDb(), DRAWING_ADDRESSES).keptEdits).toBeGreaterThanOrEqual(1);
    expect(row(video.id)?.description).toBe("Our own words on trimming.");
    expect((await read(editLoader, "/admin/videos/999999/edit", { videoId: "999999" })).status).toBe(404);
  });

  test("a published tutorial gets its provider's picture, and a replaced picture of ours is deleted", async () => {
    seedVideos(getDb(), DRAWING_ADDRESSES);
    const video = seeded("cycling-a-new-tank");
    const fields = { title: video.title, category: video.category, description: video.description };
    const published = await edit(video.id, form({ ...fields, videoUrl: "https://youtu.be/Abcdefghij1", duration: "12:01" }));
    expect(await toastOf(published)).toMatchObject({ description: "Video updated successfully" });
    const picture = row(video.id)!.thumbnailUrl;
    expect(picture).toMatch(/^\/objects\/uploads\//);
    expect(provider.requests).toContain("/vi/Abcdefghij1/hqdefault.jpg");
    await edit(video.id, form({ ...fields, videoUrl: "https://youtu.be/Abcdefghij1", views: "10" }));
    expect(row(video.id)!.thumbnailUrl).toBe(picture);
    await edit(video.id, form({ ...fields, videoUrl: "https://youtu.be/Abcdefghij1", thumbnail: "drawing" }));
    expect(row(video.id)!.thumbnailUrl).toMatch(/^\/illustrations\/videos\/beginner-setup/);
    expect(await stored(picture)).toBe(false);
    expect((await served(picture)).status).toBe(404);
  });

  test("asks before deleting; a seeded video stays deleted, and its own picture goes with it", async () => {
    seedVideos(getDb(), DRAWING_ADDRESSES);
    const video = seeded("weekly-water-change-routine");
    const params = { videoId: String(video.id) };
    await edit(
      video.id,
      multipart(
        { title: video.title, category: video.category, description: video.description },
        { bytes: PNG_1X1, type: "image/png", name: "a.png" },
      ),
    );
    const picture = row(video.id)!.thumbnailUrl;
    expect(await stored(picture)).toBe(true);
    const confirm = await read(deleteLoader, `/admin/videos/${video.id}/delete`, params);
    expect(await confirm.json()).toMatchObject({ video: { id: video.id, title: video.title } });
    const versionBefore = publicContentVersion();
    const response = await call(deleteAction, `/admin/videos/${video.id}/delete`, {}, params);
    expect(publicContentVersion()).toBeGreaterThan(versionBefore);
    expect(await toastOf(response)).toMatchObject({ title: "Video deleted", description: "Video deleted successfully" });
    expect(row(video.id)).toBeUndefined();
    expect(await stored(picture)).toBe(false);
    expect(lastAudit()).toMatchObject({ action: "video.deleted", subjectKind: "video", subjectLabel: video.title });
    expect(getDb().select().from(deletedReferenceSlugs).where(eq(deletedReferenceSlugs.slug, video.slug!)).get()).toMatchObject({
      kind: "video",
    });
    expect(seedVideos(getDb(), DRAWING_ADDRESSES).keptDeleted).toBeGreaterThanOrEqual(1);
    expect(seeded("weekly-water-change-routine")).toBeUndefined();
    expect(listVideos({ includeDrafts: true }).some((entry) => entry.title === video.title)).toBe(false);
  });
});

describe("/api/admin/videos", () => {
  const post = (json: unknown, userId?: string) => call(createApi, "/api/admin/videos", { json, userId });
  const change = (method: "PUT" | "DELETE", id: number | string, userId?: string, json?: unknown) =>
    call(changeApi, `/api/admin/videos/${id}`, { method, userId, ...(json === undefined ? {} : { json }) }, { videoId: String(id) });
  const api = { ...body, views: null, channelTitle: null };

  test("a visitor gets 401 and a member 403, and nothing changes", async () => {
    const created = (await (await post({ ...api, title: "Guarded Video" }, admin.id)).json()) as { id: number };
    for (const [userId, status] of [
      [undefined, 401],
      [member.id, 403],
    ] as const) {
      expect((await post({ ...api, title: "Sneaky Video" }, userId)).status).toBe(status);
      expect((await change("PUT", created.id, userId, { ...api, title: "Renamed" })).status).toBe(status);
      expect((await change("DELETE", created.id, userId)).status).toBe(status);
    }
    expect(byTitle("Sneaky Video")).toBeUndefined();
    expect(row(created.id)?.title).toBe("Guarded Video");
  });

  test("POST creates (201), PUT edits (200), DELETE removes (200); unknown ids 404; a bad body 400; taken 409", async () => {
    const created = await post({ ...api, title: "Api Video" }, admin.id);
    expect(created.status).toBe(201);
    const video = (await created.json()) as { id: number };
    expect(video).toMatchObject({
      title: "Api Video",
      videoUrl: null,
      duration: null,
      views: null,
      uploadDate: "2025-03-04",
      publishDate: "2025-03-04",
      channelTitle: null,
    });
    const edited = await change("PUT", video.id, admin.id, {
      ...api,
      title: "Api Video",
      videoUrl: "https://media.example.org/a.webm",
      duration: "1:02:03",
      views: 2500,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      id: video.id,
      videoUrl: "https://media.example.org/a.webm",
      duration: "1:02:03",
      views: 2500,
    });

    expect(await (await post({ ...api, category: "Cooking" }, admin.id)).json()).toEqual({
      message: "category must be one of Beginner Setup, Fish Care, Plant Maintenance, Aquascaping, Equipment Reviews, YouTube",
    });
    expect(await (await post({ ...api, title: "Api Upload", thumbnail: "upload" }, admin.id)).json()).toEqual({
      message: "thumbnail must be one of provider, drawing, keep (pictures are uploaded on the admin page)",
    });
    expect((await post({ ...api, title: "Api Bad", videoUrl: "ftp://example.org/a.mp4" }, admin.id)).status).toBe(400);
    expect((await post({ ...api, title: "api video" }, admin.id)).status).toBe(409);
    expect((await change("PUT", 999999, admin.id, api)).status).toBe(404);
    expect((await change("DELETE", "abc", admin.id)).status).toBe(404);

    const removed = await change("DELETE", video.id, admin.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ message: "Video deleted successfully" });
    expect(row(video.id)).toBeUndefined();
    expect((await change("DELETE", video.id, admin.id)).status).toBe(404);
  });
});

describe("the provider's thumbnail, fetched by the server when the video is saved", () => {
  test("YouTube's hqdefault becomes our own image, served to visitors from this site", async () => {
    const response = await create({ title: "Provider YouTube", videoUrl: `https://www.youtube.com/watch?v=Zyxwvutsrq9` });
    expect(await toastOf(response)).toMatchObject({ title: "Video added", description: "Video added to Our Library successfully" });
    expect(provider.requests).toContain("/vi/Zyxwvutsrq9/hqdefault.jpg");
    const { thumbnailUrl } = byTitle("Provider YouTube")!;
    expect(thumbnailUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]+$/);
    const image = await served(thumbnailUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
  });

  test("Vimeo's thumbnail is the one its oEmbed names, and only from Vimeo's image host", async () => {
    const created = await call(createApi, "/api/admin/videos", {
      json: { ...body, title: "Provider Vimeo", videoUrl: "https://player.vimeo.com/video/76979871" },
    });
    const video = (await created.json()) as { thumbnailUrl: string; videoUrl: string };
    expect(video.videoUrl).toBe("https://vimeo.com/76979871");
    expect(provider.requests).toContain(`/api/oembed.json?url=${encodeURIComponent("https://vimeo.com/76979871")}`);
    expect(provider.requests).toContain("/video/76979871-d_640x360.jpg");
    expect(video.thumbnailUrl).toMatch(/^\/objects\/uploads\//);

    provider.setVimeoThumbnailUrl("https://elsewhere.example/steal.jpg");
    const before = provider.requests.length;
    const elsewhere = await create({ title: "Vimeo Elsewhere", videoUrl: "https://vimeo.com/1234567" });
    provider.setVimeoThumbnailUrl(null);
    expect(await toastOf(elsewhere)).toMatchObject({ description: expect.stringMatching(/^Vimeo's thumbnail could not be fetched/) });
    expect(provider.requests.slice(before)).toHaveLength(1);
    expect(byTitle("Vimeo Elsewhere")!.thumbnailUrl).toMatch(/^\/illustrations\/videos\/fish-care/);
  });

  test("a missing thumbnail, or no provider at all, saves the video with the drawing and says so", async () => {
    provider.missing.add("Missingvid0");
    const missing = await create({ title: "Missing Thumb", videoUrl: "https://youtu.be/Missingvid0" });
    expect(missing.status).toBe(302);
    expect(byTitle("Missing Thumb")!.thumbnailUrl).toMatch(/^\/illustrations\/videos\//);

    await provider.close();
    const offline = await create({ title: "Offline Thumb", category: "Aquascaping", videoUrl: "https://youtu.be/Offline0001" });
    expect(offline.status).toBe(302);
    expect(await toastOf(offline)).toMatchObject({
      title: "Video added",
      description:
        "YouTube's thumbnail could not be fetched, so it shows the category's drawing. Edit it to try again or upload a picture.",
    });
    expect(byTitle("Offline Thumb")).toMatchObject({
      videoUrl: "https://www.youtube.com/watch?v=Offline0001",
      thumbnailUrl: expect.stringMatching(/^\/illustrations\/videos\/aquascaping/),
    });
  });
});
