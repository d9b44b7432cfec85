import { formatWrittenDate } from "./dates";
import { parseVideoAddress, videoEmbedUrl } from "./video-address";

/**
 * The rules of /videos: the categories, the source filter, the search, how views,
 * durations and dates read, and which addresses may be embedded. Pure and isomorphic: the page filters on the
 * server with these, the dialog and the home page reuse the display rules.
 *
 * Two kinds of video share one shape, `Video`:
 * - Our library (the `videos` table, seeded from db/seed/videos): Shoal's own tutorials, which are being made and
 *   so have no address yet ("coming soon"), and recommended channels, which lead to the channel's page.
 * - Channel videos (the `channel_videos` snapshot of outside channels' latest uploads, filled from the YouTube
 *   Data API when a key is configured), mapped to category YouTube, duration 0:00, views 0.
 *
 * Nothing here measures views or running times, so a 0 view count and a 0:00 (or empty) duration mean "unknown"
 * and are never shown: see viewsLabel and durationLabel (./video-labels).
 */

/** The five topics of our tutorials, and YouTube for channels; `value` is what the `category` column holds. */
export const VIDEO_CATEGORIES = [
  {
    id: "beginner-setup",
    label: "Beginner Setup",
    value: "Beginner Setup",
    blurb: "Choosing a tank, cycling it and adding your first fish.",
  },
  { id: "fish-care", label: "Fish Care", value: "Fish Care", blurb: "Feeding, water changes, acclimation and health." },
  {
    id: "plant-maintenance",
    label: "Plant Maintenance",
    value: "Plant Maintenance",
    blurb: "Trimming, replanting and feeding aquatic plants.",
  },
  { id: "aquascaping", label: "Aquascaping", value: "Aquascaping", blurb: "Hardscape, layouts and planting plans." },
  {
    id: "equipment-reviews",
    label: "Equipment Reviews",
    value: "Equipment Reviews",
    blurb: "Filters, lights, heaters and what to look for.",
  },
  { id: "youtube", label: "YouTube Channels", value: "YouTube", blurb: "Hobby channels we recommend, and their latest uploads." },
] as const;

export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export type VideoCategoryValue = VideoCategory["value"];
export type VideoCategorySlug = VideoCategory["id"];
/** The value of ?category=: "all" (the default, no parameter) or a category's id. */
export type VideoCategoryId = "all" | VideoCategorySlug;

export const VIDEO_CATEGORY_VALUES = VIDEO_CATEGORIES.map((category) => category.value) as [VideoCategoryValue, ...VideoCategoryValue[]];

/** The category filter in its agreed order and wording. */
export const VIDEO_CATEGORY_FILTERS: ReadonlyArray<{ id: VideoCategoryId; label: string }> = [
  { id: "all", label: "All Videos" },
  ...VIDEO_CATEGORIES.map(({ id, label }) => ({ id, label })),
];

/** The category every external channel video gets. */
export const CHANNEL_VIDEO_CATEGORY: VideoCategoryValue = "YouTube";

export type VideoSourceKind = "library" | "channel";

/** One entry of /videos, whichever table it came from. */
export type Video = {
  /** The address segment of /videos/{id}: the row id ("12") for our library, "yt-{YouTube id}" for a channel video. */
  id: string;
  source: VideoSourceKind;
  /** The YouTube channel of a channel video; null for our library. */
  channelId: string | null;
  title: string;
  description: string;
  /** A VideoCategoryValue for our library; always "YouTube" for channel videos. */
  category: string;
  thumbnailUrl: string;
  /** Where Watch Video leads; "" when there is nothing to watch yet (our tutorials in production). */
  videoUrl: string;
  /** m:ss or h:mm:ss; "" or "0:00" when unknown (never shown then). */
  duration: string;
  /** 0 when unknown (never shown then). */
  views: number;
  /** Our library: the day the entry was added to Shoal. Channel videos: when YouTube published the upload. */
  uploadDate: string;
  channelTitle: string | null;
};

/** A row of the channel snapshot (channel_videos), as the YouTube client stored it. */
export type ChannelVideoInput = {
  id: string;
  channelId: string;
  channelTitle: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  videoUrl: string;
  publishedAt: string;
};

export const CHANNEL_VIDEO_ID_PREFIX = "yt-";

/** Channel video ids as stored: YouTube's are 11 characters of [A-Za-z0-9_-]; anything of that alphabet is looked up. */
const CHANNEL_VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Where pages show a channel video's thumbnail: served from our origin (routes/video-thumbnails.$youtubeId). */
export function channelThumbnailPath(youtubeId: string): string {
  return `/video-thumbnails/${encodeURIComponent(youtubeId)}`;
}

export function channelVideoRouteId(youtubeId: string): string {
  return `${CHANNEL_VIDEO_ID_PREFIX}${youtubeId}`;
}

/** An external channel video in the Video shape: category YouTube, duration 0:00 and views 0. */
export function channelVideoAsVideo(video: ChannelVideoInput): Video {
  return {
    id: channelVideoRouteId(video.id),
    source: "channel",
    channelId: video.channelId,
    title: video.title,
    description: video.description,
    category: CHANNEL_VIDEO_CATEGORY,
    // Our copy of YouTube's thumbnail: the browser asks YouTube for nothing until play is pressed.
    thumbnailUrl: channelThumbnailPath(video.id),
    videoUrl: video.videoUrl,
    duration: "0:00",
    views: 0,
    uploadDate: video.publishedAt,
    channelTitle: video.channelTitle || null,
  };
}

export type VideoRouteId = { kind: "library"; id: number } | { kind: "channel"; youtubeId: string };

/** What /videos/{id} names: a positive row id of our library, or "yt-" and a channel video's id; else null. */
export function parseVideoRouteId(value: string | null | undefined): VideoRouteId | null {
  const text = (value ?? "").trim();
  if (/^[1-9]\d{0,9}$/.test(text)) {
    const id = Number(text);
    return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { kind: "library", id } : null;
  }
  if (text.startsWith(CHANNEL_VIDEO_ID_PREFIX)) {
    const youtubeId = text.slice(CHANNEL_VIDEO_ID_PREFIX.length);
    return CHANNEL_VIDEO_ID.test(youtubeId) ? { kind: "channel", youtubeId } : null;
  }
  return null;
}

export function videoHref(video: Pick<Video, "id">): string {
  return `/videos/${encodeURIComponent(video.id)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Display: dates and category labels (views and running times: ./video-labels).

/** The upload date with what it means: when YouTube published a channel video, or when we added a library entry. */
export function videoDateLabel(video: Pick<Video, "source" | "uploadDate">): string | null {
  const date = formatWrittenDate(video.uploadDate);
  if (!date) return null;
  return video.source === "channel" ? `Uploaded ${date}` : `Added ${date}`;
}

export function videoCategoryByValue(value: string): VideoCategory | undefined {
  return VIDEO_CATEGORIES.find((category) => category.value === value);
}

export function videoCategoryById(id: string): VideoCategory | undefined {
  return VIDEO_CATEGORIES.find((category) => category.id === id);
}

/** The label of a stored category value ('YouTube' reads 'YouTube Channels'); unknown values as they are. */
export function videoCategoryLabel(value: string): string {
  return videoCategoryByValue(value)?.label ?? value;
}

/** Who or what a video is from, for the dialog's first line: the channel when there is one, else the category. */
export function videoByline(video: Pick<Video, "channelTitle" | "category">): string {
  return video.channelTitle?.trim() || videoCategoryLabel(video.category);
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses: what may be embedded, and what the Watch link is.

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);

function parseUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** The YouTube video id of an address YouTube hands out (watch?v=, youtu.be, /embed/, /shorts/, /live/); else null. */
export function youtubeVideoId(videoUrl: string | null | undefined): string | null {
  const address = parseVideoAddress(videoUrl);
  return address?.kind === "youtube" ? address.id : null;
}

/**
 * Where the player loads a video from: YouTube's youtube-nocookie.com embed or Vimeo's player with Do Not Track
 * (the two frame origins the CSP allows), autoplaying unless told not to. Null for anything else: a channel page,
 * a video file, another site, a malformed id; those get a Watch link.
 */
export function embedUrlOf(videoUrl: string | null | undefined, { autoplay = true }: { autoplay?: boolean } = {}): string | null {
  const address = parseVideoAddress(videoUrl);
  return address ? videoEmbedUrl(address, { autoplay }) : null;
}

/** A YouTube channel page: youtube.com/@handle or youtube.com/channel/UC…. */
export function isYouTubeChannelUrl(videoUrl: string | null | undefined): boolean {
  const url = parseUrl(videoUrl);
  if (!url || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return false;
  return /^\/(?:@[A-Za-z0-9._-]{3,30}|channel\/UC[A-Za-z0-9_-]{22})\/?$/.test(url.pathname);
}

/**
 * The link the dialog shows beside a thumbnail: 'Watch Video' for a video, 'Visit Channel' for a channel page
 * (it is not one video). Null when there is no address: our tutorials that are still being made.
 */
export function watchLink(video: Pick<Video, "videoUrl">): { href: string; label: string } | null {
  const url = parseUrl(video.videoUrl);
  if (!url) return null;
  return { href: url.toString(), label: isYouTubeChannelUrl(video.videoUrl) ? "Visit Channel" : "Watch Video" };
}

/** One of our tutorials that has no address yet. */
export function isComingSoon(video: Pick<Video, "source" | "videoUrl">): boolean {
  return video.source === "library" && parseUrl(video.videoUrl) === null;
}

// ---------------------------------------------------------------------------------------------------------------
// The list: order, search, source and category filters.
