import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A stand-in for the two thumbnail sources the server fetches from when an admin saves a video, answering in
 * their documented shapes: YouTube's image host (GET /vi/{id}/hqdefault.jpg, a 480x360 JPEG; 404 for an id in
 * `missing`) and Vimeo's oEmbed endpoint (GET /api/oembed.json?url=https://vimeo.com/{id}), whose
 * `thumbnail_url` points back at this server (GET /video/{name}.jpg). Point the app at it with
 * YOUTUBE_THUMBNAIL_ORIGIN=origin and VIMEO_OEMBED_URL=`${origin}/api/oembed.json`. Integration tests start it
 * on a free port; a Playwright config can start it on a fixed one before the app server.
 */

export type FakeVideoProvider = {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** The oEmbed endpoint to give VIMEO_OEMBED_URL. */
  oembedUrl: string;
  /** Every path and query asked for, in order. */
  requests: string[];
  /** YouTube ids answered with 404, as YouTube does for a video that does not exist. */
  missing: Set<string>;
  /** Replaces the thumbnail_url of the next oEmbed answers (null: the default, on this server). */
  setVimeoThumbnailUrl(url: string | null): void;
  close(): Promise<void>;
};

/** A real JPEG the size of YouTube's hqdefault: water blue, so a test can tell it from a drawing. */
export async function thumbnailJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 30, g: 120, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function startFakeVideoProvider({
  port = 0,
  host = "127.0.0.1",
}: { port?: number; host?: string } = {}): Promise<FakeVideoProvider> {
  const jpeg = await thumbnailJpeg();
  const requests: string[] = [];
  const missing = new Set<string>();
  let vimeoThumbnail: string | null = null;
  let origin = "";

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://provider");
    requests.push(`${url.pathname}${url.search}`);
    const sendJpeg = () => {
      res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(jpeg.byteLength) });
      res.end(jpeg);
    };
    const youtube = /^\/vi\/([A-Za-z0-9_-]{11})\/hqdefault\.jpg$/.exec(url.pathname);
    if (req.method === "GET" && youtube) {
      if (missing.has(youtube[1])) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        return res.end("Not found");
      }
      return sendJpeg();
    }
    if (req.method === "GET" && url.pathname === "/api/oembed.json") {
      const video = /^https:\/\/vimeo\.com\/(\d+)(?:\/[0-9a-f]+)?$/.exec(url.searchParams.get("url") ?? "");
      if (!video) {
        res.writeHead(404, { "Content-Type": "application/json" });
        return res.end(JSON.stringify({ error: "not found" }));
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(
        JSON.stringify({
          type: "video",
          version: "1.0",
          provider_name: "Vimeo",
          provider_url: "https://vimeo.com/",
          title: `Video ${video[1]}`,
          video_id: Number(video[1]),
          thumbnail_url: vimeoThumbnail ?? `${origin}/video/${video[1]}-d_640x360.jpg`,
          thumbnail_width: 640,
          thumbnail_height: 360,
        }),
      );
    }
    if (req.method === "GET" && /^\/video\/[\w-]+\.jpg$/.test(url.pathname)) return sendJpeg();
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("Not found");
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  origin = `http://${host}:${bound}`;
  return {
    origin,
    oembedUrl: `${origin}/api/oembed.json`,
    requests,
    missing,
    setVimeoThumbnailUrl(url) {
      vimeoThumbnail = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
