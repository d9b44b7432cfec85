import type { VideoAddress } from "~/domain/video-address";
import { UPLOAD_PURPOSES } from "~/models/upload.server";
import { getEnv, type Env } from "./env.server";

/**
 * A video's picture, from where the admin's save brings it: the thumbnail YouTube or Vimeo documents for the
 * video, which the server fetches once and stores through the image pipeline (so a visitor's browser asks no
 * third-party origin for anything before they press play), or the file the admin's form carried.
 */

/** How long the admin's save may wait on the provider, for the oEmbed answer and the picture together. */
export const PROVIDER_FETCH_TIMEOUT_MS = 5000;
/** An oEmbed answer is a few hundred bytes of JSON; anything near this is not one. */
const OEMBED_MAX_BYTES = 64 * 1024;
/** A provider may move a picture within its own host; a chain longer than this is not going anywhere. */
const MAX_REDIRECTS = 3;
/** Where Vimeo serves the thumbnails its oEmbed names. */
const VIMEO_THUMBNAIL_HOST = "i.vimeocdn.com";

/**
 * The provider's thumbnail of a YouTube or Vimeo video, as bytes no larger than a catalogue picture may be; null
 * when there is none to fetch (a video file) or the provider could not be reached in time, answered with
 * something else, or sent too much. Never throws: the caller saves the video with the category's drawing then.
 */
export async function fetchProviderThumbnail(address: VideoAddress, env: Env = getEnv()): Promise<Uint8Array | null> {
  if (address.kind === "file") return null;
  const signal = AbortSignal.timeout(PROVIDER_FETCH_TIMEOUT_MS);
  try {
    const imageUrl =
      address.kind === "youtube"
        ? new URL(`/vi/${address.id}/hqdefault.jpg`, env.YOUTUBE_THUMBNAIL_ORIGIN)
        : await vimeoThumbnailUrl(address.url, env, signal);
    if (!imageUrl) return null;
    return await fetchWithin(imageUrl, { accept: "image/*", maxBytes: UPLOAD_PURPOSES.catalogue, signal });
  } catch (error) {
    console.warn(`Could not fetch the thumbnail of ${address.url}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Vimeo's oEmbed answer names the thumbnail. Only an https address on Vimeo's image host is fetched (or one on
 * the oEmbed endpoint's own origin, where a stand-in for Vimeo serves both), so the answer cannot point the
 * server anywhere else.
 */
async function vimeoThumbnailUrl(videoUrl: string, env: Env, signal: AbortSignal): Promise<URL | null> {
  const endpoint = new URL(env.VIMEO_OEMBED_URL);
  endpoint.searchParams.set("url", videoUrl);
  const body = await fetchWithin(endpoint, { accept: "application/json", maxBytes: OEMBED_MAX_BYTES, signal });
  if (!body) return null;
  const answer = JSON.parse(new TextDecoder().decode(body)) as { thumbnail_url?: unknown };
  if (typeof answer.thumbnail_url !== "string" || !URL.canParse(answer.thumbnail_url)) return null;
  const thumbnail = new URL(answer.thumbnail_url);
  const onVimeo = thumbnail.protocol === "https:" && thumbnail.hostname === VIMEO_THUMBNAIL_HOST;
  return onVimeo || thumbnail.origin === endpoint.origin ? thumbnail : null;
}

/**
 * A GET whose body must fit in `maxBytes`, following redirects only within the address's own origin; null for
 * any answer but a 200 within the limit.
 */
async function fetchWithin(
  start: URL,
  { accept, maxBytes, signal }: { accept: string; maxBytes: number; signal: AbortSignal },
): Promise<Uint8Array | null> {
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await fetch(url, { headers: { Accept: accept }, redirect: "manual", signal });
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== start.origin) return null;
      url = next;
      continue;
    }
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      return null;
    }
    const declared = Number(response.headers.get("Content-Length") ?? "0");
    if (declared > maxBytes) {
      await response.body.cancel();
      return null;
    }
    return readWithin(response.body, maxBytes);
  }
  return null;
}

async function readWithin(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return null;
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return size > 0 ? Buffer.concat(chunks) : null;
}
