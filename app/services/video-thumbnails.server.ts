import type { VideoAddress } from "~/domain/video-address";
import { CATALOGUE_IMAGE_MAX_BYTES } from "~/domain/product-form-rules";
import { getEnv, type Env } from "./env.server";
import { OPERATOR_CONFIGURED } from "./remote-address.server";
import { fetchWithin } from "./remote-file.server";

/**
 * A video's picture, from where the admin's save brings it: the thumbnail YouTube or Vimeo documents for the
 * video, which the server fetches once and stores through the image pipeline (so a visitor's browser asks no
 * third-party origin for anything before they press play), or the file the admin's form carried.
 */

/** How long the admin's save may wait on the provider, for the oEmbed answer and the picture together. */
export const PROVIDER_FETCH_TIMEOUT_MS = 5000;
/** An oEmbed answer is a few hundred bytes of JSON; anything near this is not one. */
const OEMBED_MAX_BYTES = 64 * 1024;
/** Where Vimeo serves the thumbnails its oEmbed names. */
const VIMEO_THUMBNAIL_HOST = "i.vimeocdn.com";

/**
 * The provider's thumbnail of a YouTube or Vimeo video, as bytes no larger than a catalogue picture may be; null
 * when there is none to fetch (a video file) or the provider could not be reached in time, answered with
 * something else, or sent too much. Never throws: the caller saves the video with the category's drawing then.
 *
 * Every address fetched here is one the operator configured (YOUTUBE_THUMBNAIL_ORIGIN, VIMEO_OEMBED_URL) or
 * Vimeo's image host, written below; a video's own address only travels as a query parameter. So these
 * fetches may reach any address, which is what lets tests (and an operator's own mirror) serve them from a
 * private one. An address a member supplies never comes here (docs/decisions/032).
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
    return await fetchWithin(imageUrl, { accept: "image/*", maxBytes: CATALOGUE_IMAGE_MAX_BYTES, signal, addresses: OPERATOR_CONFIGURED });
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
  const body = await fetchWithin(endpoint, {
    accept: "application/json",
    maxBytes: OEMBED_MAX_BYTES,
    signal,
    addresses: OPERATOR_CONFIGURED,
  });
  if (!body) return null;
  const answer = JSON.parse(new TextDecoder().decode(body)) as { thumbnail_url?: unknown };
  if (typeof answer.thumbnail_url !== "string" || !URL.canParse(answer.thumbnail_url)) return null;
  const thumbnail = new URL(answer.thumbnail_url);
  const onVimeo = thumbnail.protocol === "https:" && thumbnail.hostname === VIMEO_THUMBNAIL_HOST;
  return onVimeo || thumbnail.origin === endpoint.origin ? thumbnail : null;
}
