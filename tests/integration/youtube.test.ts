import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { refreshChannelVideos } from "~/models/channel-video.server";
import { loader as apiYouTubeVideos } from "~/routes/api.youtube.videos";
import { createYouTubeClient, YouTubeError } from "~/services/youtube.server";
import { respond } from "../support/factories";

/** A stand-in for the YouTube Data API v3 on loopback, answering in its real shapes, including its errors. */
type Mode = "ok" | "quotaExceeded" | "keyInvalid";
let mode: Mode = "ok";
let uploads: Record<string, { videoId: string; title: string; publishedAt: string }[]> = {};
const requests: URL[] = [];

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://stub");
  requests.push(url);
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (mode === "quotaExceeded") {
    return send(403, {
      error: {
        code: 403,
        message: "The request cannot be completed because you have exceeded your quota.",
        errors: [{ reason: "quotaExceeded", domain: "youtube.quota" }],
      },
    });
  }
  if (mode === "keyInvalid" || url.searchParams.get("key") !== "test-key") {
    return send(400, {
      error: {
        code: 400,
        message: "API key not valid. Please pass a valid API key.",
        errors: [{ reason: "keyInvalid", domain: "usageLimits" }],
      },
    });
  }
  if (url.pathname === "/youtube/v3/channels") {
    const id = url.searchParams.get("id")!;
    if (!uploads[id]) return send(200, { kind: "youtube#channelListResponse", items: [] });
    return send(200, {
      items: [{ id, snippet: { title: `Channel ${id}` }, contentDetails: { relatedPlaylists: { uploads: `UU${id}` } } }],
    });
  }
  if (url.pathname === "/youtube/v3/playlistItems") {
    const channelId = url.searchParams.get("playlistId")!.slice(2);
    return send(200, {
      items: uploads[channelId].map((video) => ({
        snippet: {
          title: video.title,
          description: `About ${video.title}`,
          channelTitle: `Channel ${channelId}`,
          publishedAt: video.publishedAt,
          thumbnails: { high: { url: `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg` } },
          resourceId: { kind: "youtube#video", videoId: video.videoId },
        },
        contentDetails: { videoId: video.videoId, videoPublishedAt: video.publishedAt },
      })),
    });
  }
  send(404, { error: { code: 404, message: "Not found" } });
});

let client: ReturnType<typeof createYouTubeClient>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  client = createYouTubeClient({ apiKey: "test-key", baseUrl: `http://127.0.0.1:${port}/youtube/v3` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  mode = "ok";
  requests.length = 0;
  uploads = {
    chanA: [
      { videoId: "a1", title: "Planted tank basics", publishedAt: "2026-10-01T10:00:00Z" },
      { videoId: "a2", title: "Filter maintenance", publishedAt: "2026-11-01T10:00:00Z" },
    ],
    chanB: [{ videoId: "b1", title: "Breeding shrimp", publishedAt: "2026-09-01T10:00:00Z" }],
  };
});

async function apiVideos() {
  return (
    await respond(() => apiYouTubeVideos({ request: new Request("http://localhost/api/youtube/videos"), params: {}, context: {} }))
  ).json();
}

describe("channel videos from the YouTube Data API", () => {
  test("the newest uploads of each channel are stored and served, newest first", async () => {
    const result = await refreshChannelVideos(client, ["chanA", "chanB"]);
    expect(result.failed).toEqual([]);
    const videos = await apiVideos();
    expect(videos.map((v: { id: string }) => v.id)).toEqual(["a2", "a1", "b1"]);
    expect(videos[0]).toEqual({
      id: "a2",
      title: "Filter maintenance",
      description: "About Filter maintenance",
      thumbnailUrl: "https://i.ytimg.com/vi/a2/hqdefault.jpg",
      videoUrl: "https://www.youtube.com/watch?v=a2",
      publishedAt: "2026-11-01T10:00:00Z",
      channelTitle: "Channel chanA",
    });
    // Cheap calls only: the uploads playlist, never search (100 quota units a call).
    expect(requests.every((url) => !url.pathname.endsWith("/search"))).toBe(true);
  });

  test("a later refresh replaces a channel's snapshot", async () => {
    await refreshChannelVideos(client, ["chanA"]);
    uploads.chanA = [{ videoId: "a3", title: "New video", publishedAt: "2026-11-20T10:00:00Z" }];
    await refreshChannelVideos(client, ["chanA"]);
    const ids = (await apiVideos()).map((v: { id: string }) => v.id);
    expect(ids).toContain("a3");
    expect(ids).not.toContain("a1");
  });

  test("quota exceeded keeps the last snapshot", async () => {
    await refreshChannelVideos(client, ["chanA", "chanB"]);
    const before = await apiVideos();
    mode = "quotaExceeded";
    const result = await refreshChannelVideos(client, ["chanA", "chanB"]);
    expect(result.refreshed).toEqual([]);
    expect(result.failed[0].message).toMatch(/403 \(quotaExceeded\)/);
    expect(await apiVideos()).toEqual(before);
  });

  test("a bad key keeps the last snapshot and says why", async () => {
    await refreshChannelVideos(client, ["chanA"]);
    mode = "keyInvalid";
    const result = await refreshChannelVideos(client, ["chanA"]);
    expect(result.failed).toEqual([{ channelId: "chanA", message: expect.stringMatching(/400 \(keyInvalid\): API key not valid/) }]);
    expect((await apiVideos()).length).toBeGreaterThan(0);
  });

  test("an unknown channel fails alone; the others refresh", async () => {
    const result = await refreshChannelVideos(client, ["nope", "chanB"]);
    expect(result.failed.map((f) => f.channelId)).toEqual(["nope"]);
    expect(result.refreshed).toEqual([{ channelId: "chanB", videos: 1 }]);
  });

  test("an unreachable API is a YouTubeError, not a crash", async () => {
    const offline = createYouTubeClient({ apiKey: "k", baseUrl: "http://127.0.0.1:9/youtube/v3", timeoutMs: 2000 });
    await expect(offline.latestUploads("chanA")).rejects.toBeInstanceOf(YouTubeError);
  });
});
