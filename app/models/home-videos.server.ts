import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { channelVideos, videos } from "../../db/schema";
import { channelThumbnailPath, channelVideoRouteId } from "~/domain/videos";
import { getDb } from "~/services/db.server";
import { isWatchable } from "./video.server";

/** The home page's video section: 1 featured video and 3 others. */
export const HOME_OTHER_VIDEO_COUNT = 3;

/**
 * A video card. Our library's entries open at /videos/{id}; a channel video of the stored YouTube snapshot opens
 * on YouTube. A library entry without an address is a draft and never shown here. Views and
 * duration are passed as stored; the card shows them only when they are real (more than 0 views, a running time
 * that is not 0:00).
 */
export type HomeVideo =
  | {
      source: "library";
      id: number;
      href: string;
      title: string;
      thumbnailUrl: string;
      category: string;
      channelTitle: string | null;
      duration: string;
      views: number;
      date: string;
      description: string | null;
    }
  | {
      source: "channel";
      id: string;
      href: string;
      title: string;
      thumbnailUrl: string;
      channelTitle: string;
      date: string;
      description: string | null;
    };

export type HomeVideos = { featured: HomeVideo | null; others: HomeVideo[] };

const HOME_VIDEO_COUNT = 1 + HOME_OTHER_VIDEO_COUNT;

/** Only a description of the featured video is shown, and only its opening. */
const FEATURED_DESCRIPTION_MAX = 240;

function shorten(text: string, max = FEATURED_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).replace(/[\s.,;:!?–—-]+$/, "")}…`;
}

/** An address we are willing to link to: https only, never javascript: or data:. */
function isSafeHttps(url: string): boolean {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * The video section. The library videos an admin featured come first, most recently featured first, so the
 * latest one is the section's featured video. The places left follow the order of /videos: the channel
 * snapshot's videos, newest first; then our library's entries that lead somewhere, newest added first (/videos
 * also groups library entries by category; here the newest come first). Drafts (planned tutorials without an
 * address) are never shown, featured or not: a visitor could not watch them. At most 4 rows of each part are read. With no videos at all, both parts are empty and the page
 * says so.
 */
export function listHomeVideos(): HomeVideos {
  const chosen = libraryVideos({ featured: true }, HOME_VIDEO_COUNT);
  const channel = channelVideosNewestFirst(HOME_VIDEO_COUNT - chosen.length);
  const library = libraryVideos({ featured: false }, HOME_VIDEO_COUNT - chosen.length - channel.length);
  const [featured, ...others] = [...chosen, ...channel, ...library];
  if (!featured) return { featured: null, others: [] };
  return { featured: { ...featured, description: featuredDescription(featured) }, others };
}

/** The stored channel snapshot, newest first, leaving out any video without a safe address. */
function channelVideosNewestFirst(wanted: number): HomeVideo[] {
  if (wanted <= 0) return [];
  return getDb()
    .select({
      id: channelVideos.id,
      title: channelVideos.title,
      videoUrl: channelVideos.videoUrl,
      channelTitle: channelVideos.channelTitle,
      publishedAt: channelVideos.publishedAt,
    })
    .from(channelVideos)
    .orderBy(desc(channelVideos.publishedAt), asc(channelVideos.id))
    .limit(wanted * 2)
    .all()
    .filter((video) => isSafeHttps(video.videoUrl))
    .slice(0, wanted)
    .map((video) => ({
      source: "channel",
      id: video.id,
      href: `/videos/${channelVideoRouteId(video.id)}`,
      title: video.title,
      thumbnailUrl: channelThumbnailPath(video.id),
      channelTitle: video.channelTitle,
      date: video.publishedAt,
      description: null,
    }));
}

/**
 * Our library's entries that a visitor can watch: the featured ones (most recently featured first), or the others
 * (newest added first).
 */
function libraryVideos({ featured }: { featured: boolean }, wanted: number): HomeVideo[] {
  if (wanted <= 0) return [];
  return getDb()
    .select({
      id: videos.id,
      title: videos.title,
      thumbnailUrl: videos.thumbnailUrl,
      category: videos.category,
      channelTitle: videos.channelTitle,
      duration: videos.duration,
      views: videos.views,
      uploadDate: videos.uploadDate,
    })
    .from(videos)
    .where(and(isWatchable, featured ? isNotNull(videos.featuredAt) : isNull(videos.featuredAt)))
    .orderBy(...(featured ? [desc(videos.featuredAt), desc(videos.id)] : [desc(videos.uploadDate), asc(videos.title)]))
    .limit(wanted)
    .all()
    .map(({ uploadDate, ...video }) => ({
      source: "library",
      ...video,
      href: `/videos/${video.id}`,
      date: uploadDate,
      description: null,
    }));
}

/** The one long text of the section, read only for the featured video. */
function featuredDescription(video: HomeVideo): string | null {
  const db = getDb();
  const row =
    video.source === "library"
      ? db.select({ description: videos.description }).from(videos).where(eq(videos.id, video.id)).get()
      : db.select({ description: channelVideos.description }).from(channelVideos).where(eq(channelVideos.id, video.id)).get();
  const text = row?.description ? shorten(row.description) : "";
  return text === "" ? null : text;
}
