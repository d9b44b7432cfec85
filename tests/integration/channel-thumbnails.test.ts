import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { channelVideos } from "../../db/schema";
import { startFakeVideoProvider, type FakeVideoProvider } from "../support/fake-video-provider";
import { loader } from "~/routes/video-thumbnails.$youtubeId";
import { forgetChannelThumbnails } from "~/models/channel-thumbnails.server";
import { getDb } from "~/services/db.server";
import { resetEnvCache } from "~/services/env.server";

// The channel videos' thumbnails come from our origin: the server fetches YouTube's picture (here a stand-in on
// loopback that answers YouTube's documented address) and keeps it, so the page needs no outside image origin.

let provider: FakeVideoProvider;
beforeAll(async () => {
  provider = await startFakeVideoProvider();
  process.env.YOUTUBE_THUMBNAIL_ORIGIN = provider.origin;
  resetEnvCache();
});
afterAll(async () => {
  await provider.close();
  delete process.env.YOUTUBE_THUMBNAIL_ORIGIN;
  resetEnvCache();
});
beforeEach(() => {
  forgetChannelThumbnails();
  provider.requests.length = 0;
  getDb().delete(channelVideos).run();
});

function snapshot(id: string) {
  getDb()
    .insert(channelVideos)
    .values({
      id,
      channelId: "UCchannelAAAAAAAAAAAAAAA",
      channelTitle: "Channel A",
      title: `Upload ${id}`,
      description: "",
      thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      videoUrl: `https://www.youtube.com/watch?v=${id}`,
      publishedAt: "2026-10-01T10:00:00Z",
      fetchedAt: "2026-10-01T11:00:00Z",
    })
    .run();
}

const get = (id: string) =>
  loader({ request: new Request(`http://localhost/video-thumbnails/${id}`), params: { youtubeId: id }, context: {} }) as Promise<Response>;

describe("GET /video-thumbnails/{id}", () => {
  test("serves a snapshot video's picture from our origin, fetched from YouTube once", async () => {
    snapshot("aaaaaaaaaa1");
    const first = await get("aaaaaaaaaa1");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/jpeg");
    expect(first.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect((await get("aaaaaaaaaa1")).status).toBe(200);
    expect(provider.requests).toEqual(["/vi/aaaaaaaaaa1/hqdefault.jpg"]);
  });

  test("is never a way to fetch anything else: ids outside the snapshot and malformed ids are 404", async () => {
    for (const id of ["bbbbbbbbbb2", "short", "../../etc/passwd", "aaaaaaaaaa1x"]) {
      expect((await get(id)).status, id).toBe(404);
    }
    expect(provider.requests).toEqual([]);
  });

  test("a picture YouTube does not have shows the YouTube drawing, and is not asked for again at once", async () => {
    snapshot("ccccccccccc");
    provider.missing.add("ccccccccccc");
    const answer = await get("ccccccccccc");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/illustrations\/videos\/youtube\?v=/);
    await get("ccccccccccc");
    expect(provider.requests).toEqual(["/vi/ccccccccccc/hqdefault.jpg"]);
  });
});
