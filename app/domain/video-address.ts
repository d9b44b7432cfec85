/**
 * What a library video's address is: a YouTube video, a Vimeo video, or a direct video file. Pure and isomorphic:
 * the admin form validates with it, the server stores the canonical address it gives, and the player builds its
 * privacy-enhanced embed from it. Anything else (a channel page, another site, a malformed id) is null here; the
 * Watch link of domain/videos still treats a channel page as a link.
 */

export type VideoAddress =
  /** `url` is the canonical watch address, https://www.youtube.com/watch?v={id}. */
  | { kind: "youtube"; id: string; url: string }
  /** `url` is the canonical https://vimeo.com/{id} (with the unlisted video's hash, when it has one). */
  | { kind: "vimeo"; id: string; hash: string | null; url: string }
  /** An https address of a video file, kept as given. */
  | { kind: "file"; url: string };

/** A YouTube video id: exactly 11 characters of YouTube's alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** A Vimeo video id: digits (Vimeo's ids are 6 to 10 digits today; 12 leaves room). */
const VIMEO_ID = /^\d{1,12}$/;
/** An unlisted Vimeo video's privacy hash, as it appears in its share link. */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);

/** The file types browsers play natively (MP4/H.264, WebM, QuickTime's MP4 sibling, Ogg). */
export const VIDEO_FILE_EXTENSIONS = ["mp4", "m4v", "webm", "mov", "ogv"] as const;
const VIDEO_FILE = new RegExp(`\\.(?:${VIDEO_FILE_EXTENSIONS.join("|")})$`, "i");

/** The origins the player frames: the one each provider documents for privacy-enhanced embedding. */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
export const VIMEO_EMBED_ORIGIN = "https://player.vimeo.com";

function parseUrl(value: string | null | undefined): URL | null {
  const text = (value ?? "").trim();
  if (!text || !URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === "https:" || url.protocol === "http:" ? url : null;
}

function youtube(id: string | null | undefined): VideoAddress | null {
  return id && YOUTUBE_ID.test(id) ? { kind: "youtube", id, url: `https://www.youtube.com/watch?v=${id}` } : null;
}

function vimeo(id: string | undefined, hash: string | null | undefined): VideoAddress | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  const privacy = hash && VIMEO_HASH.test(hash) ? hash.toLowerCase() : null;
  return { kind: "vimeo", id, hash: privacy, url: `https://vimeo.com/${id}${privacy ? `/${privacy}` : ""}` };
}

/** Path segments without empty ones: "/embed/abc/" → ["embed", "abc"]. */
function segments(url: URL): string[] {
  return url.pathname
    .split("/")
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
}

/**
 * Reads every address form the providers hand out: YouTube's watch?v=, youtu.be/, /embed/, /shorts/ and /live/
 * (and the youtube-nocookie embed); Vimeo's vimeo.com/{id}, /channels/…/{id}, /groups/…/videos/{id} and
 * player.vimeo.com/video/{id}; and an https address ending in a video file's extension. Null for anything else.
 */
export function parseVideoAddress(value: string | null | undefined): VideoAddress | null {
  const url = parseUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const parts = segments(url);

  if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === "/watch") return youtube(url.searchParams.get("v"));
    if (parts.length === 2 && ["embed", "shorts", "live", "v"].includes(parts[0])) return youtube(parts[1]);
    return null;
  }
  if (host === "youtu.be") return parts.length === 1 ? youtube(parts[0]) : null;
  if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) return parts.length === 2 && parts[0] === "embed" ? youtube(parts[1]) : null;

  if (VIMEO_HOSTS.has(host)) {
    if (parts.length === 1 || (parts.length === 2 && VIMEO_HASH.test(parts[1])))
      return vimeo(parts[0], parts[1] ?? url.searchParams.get("h"));
    if (parts.length === 3 && parts[0] === "channels") return vimeo(parts[2], null);
    if (parts.length === 4 && parts[0] === "groups" && parts[2] === "videos") return vimeo(parts[3], null);
    return null;
  }
  if (host === "player.vimeo.com") return parts.length === 2 && parts[0] === "video" ? vimeo(parts[1], url.searchParams.get("h")) : null;

  if (url.protocol === "https:" && VIDEO_FILE.test(url.pathname)) return { kind: "file", url: url.toString() };
  return null;
}

/**
 * Where the player loads a video from: YouTube's privacy-enhanced youtube-nocookie.com embed, or Vimeo's player
 * with Do Not Track (no cookies, no session data). Null for a video file, which is watched through its link.
 */
export function videoEmbedUrl(address: VideoAddress, { autoplay }: { autoplay: boolean }): string | null {
  if (address.kind === "youtube") return `${YOUTUBE_EMBED_ORIGIN}/embed/${address.id}${autoplay ? "?autoplay=1" : ""}`;
  if (address.kind === "vimeo") {
    const query = new URLSearchParams({ ...(address.hash ? { h: address.hash } : {}), dnt: "1", ...(autoplay ? { autoplay: "1" } : {}) });
    return `${VIMEO_EMBED_ORIGIN}/video/${address.id}?${query}`;
  }
  return null;
}

/** The provider's name for the player's title and the Watch link: "YouTube", "Vimeo", or null for a file. */
export function videoProviderName(address: VideoAddress): string | null {
  return address.kind === "youtube" ? "YouTube" : address.kind === "vimeo" ? "Vimeo" : null;
}
