import { and, asc, desc, eq, sql } from "drizzle-orm";
import { channelVideos, videos } from "../../db/schema";
import { channelVideoAsVideo, parseVideoRouteId, type Video, type VideoCategoryId } from "~/domain/videos";
import { durationLabel } from "~/domain/video-labels";
import { countVideosByCategory, filterVideos, parseVideoSource, sortVideos, videoSources } from "~/domain/video-filters";
import { getDb } from "~/services/db.server";

/**
 * /videos reads two tables: our library (`videos`, seeded from db/seed/videos) and the stored snapshot of outside
 * channels' latest uploads (`channel_videos`, refreshed from the YouTube Data API when a key is configured, empty
 * otherwise). Both become the one `Video` shape of domain/videos, so the page, the dialog and the home page treat
 * them alike. A few dozen rows filter in microseconds in memory, with the pure rules of domain/videos.
 */

/** A library video's own columns, for the public pages and the admin's. */
export const libraryColumns = {
  id: videos.id,
  title: videos.title,
  description: videos.description,
  category: videos.category,
  thumbnailUrl: videos.thumbnailUrl,
  videoUrl: videos.videoUrl,
  duration: videos.duration,
  views: videos.views,
  uploadDate: videos.uploadDate,
  channelTitle: videos.channelTitle,
};

type LibraryRow = { [K in keyof typeof libraryColumns]: (typeof videos.$inferSelect)[K] };

function libraryVideo(row: LibraryRow): Video {
  return { ...row, id: String(row.id), source: "library", channelId: null };
}

const channelColumns = {
  id: channelVideos.id,
  channelId: channelVideos.channelId,
  channelTitle: channelVideos.channelTitle,
  title: channelVideos.title,
  description: channelVideos.description,
  thumbnailUrl: channelVideos.thumbnailUrl,
  videoUrl: channelVideos.videoUrl,
  publishedAt: channelVideos.publishedAt,
};

/**
 * A library entry a visitor can watch: it has a web address. One without is a planned tutorial, a draft that only
 * admins see (on /videos, marked Draft, and in the admin pages) and that cannot be featured.
 */
export const isWatchable = sql`(${videos.videoUrl} like 'https://%' or ${videos.videoUrl} like 'http://%')`;

/** Whether the reader sees drafts: admins do; visitors and members see only what they can watch. */
export type VideoAudience = { includeDrafts?: boolean };

/** Our library, in id order (the page sorts): what a visitor can watch, and the drafts for an admin. */
function listLibraryVideos({ includeDrafts = false }: VideoAudience = {}): Video[] {
  return getDb()
    .select(libraryColumns)
    .from(videos)
    .where(includeDrafts ? undefined : isWatchable)
    .orderBy(asc(videos.id))
    .all()
    .map(libraryVideo);
}

/** The channel snapshot as Videos (category YouTube, duration 0:00, views 0), newest first. */
export function listChannelVideosAsVideos(): Video[] {
  return getDb().select(channelColumns).from(channelVideos).orderBy(desc(channelVideos.publishedAt)).all().map(channelVideoAsVideo);
}

/** Everything /videos can show, in the page's order (see sortVideos): the first is the Featured Video. */
export function listVideos(audience: VideoAudience = {}): Video[] {
  return sortVideos([...listChannelVideosAsVideos(), ...listLibraryVideos(audience)]);
}

/** One video by its /videos/{id} segment ("12" or "yt-…"), or undefined (a draft too, unless the reader sees drafts). */
export function getVideo(routeId: string | undefined, { includeDrafts = false }: VideoAudience = {}): Video | undefined {
  const parsed = parseVideoRouteId(routeId);
  if (!parsed) return undefined;
  const db = getDb();
  if (parsed.kind === "library") {
    const row = db
      .select(libraryColumns)
      .from(videos)
      .where(includeDrafts ? eq(videos.id, parsed.id) : and(eq(videos.id, parsed.id), isWatchable))
      .get();
    return row ? libraryVideo(row) : undefined;
  }
  const row = db.select(channelColumns).from(channelVideos).where(eq(channelVideos.id, parsed.youtubeId)).get();
  return row ? channelVideoAsVideo(row) : undefined;
}

/**
 * What /videos shows for a search, source and category: the matching videos (the first is featured), the source
 * chosen (a ?source= naming no channel of the current snapshot is all sources), the source options with their
 * counts, each category's count for the category grid, and the size of the whole list.
 */
export function findVideos({
  q,
  source,
  category,
  includeDrafts = false,
}: { q?: string | null; source?: string | null; category?: VideoCategoryId | null } & VideoAudience = {}) {
  const all = listVideos({ includeDrafts });
  const sources = videoSources(all);
  const chosen = parseVideoSource(source, sources);
  return {
    source: chosen,
    videos: filterVideos(all, { q, source: chosen, category }),
    sources,
    categories: countVideosByCategory(all),
    total: all.length,
  };
}

/** A library video as GET /api/videos answers it: every field of a video in our own library. */
export type ApiVideo = {
  id: number;
  title: string;
  description: string;
  category: string;
  thumbnailUrl: string;
  /** null while there is nothing to watch (our tutorials in production). */
  videoUrl: string | null;
  /** null when not known. */
  duration: string | null;
  /** null when not measured: we store 0 and never present it as a count. */
  views: number | null;
  uploadDate: string;
  /** The same as uploadDate (the API answers under both names). */
  publishDate: string;
  channelTitle: string | null;
};

/** GET /api/videos: our library with every field, in the page's order; what a visitor can watch (no drafts). */
export function listVideosForApi(): ApiVideo[] {
  const rows = getDb().select(libraryColumns).from(videos).where(isWatchable).all();
  const order = sortVideos(rows.map(libraryVideo)).map((video) => Number(video.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return order.map((id) => apiVideo(byId.get(id)!));
}

/** One library video as GET /api/videos shows it (the admin API answers with it), or undefined. */
export function getVideoForApi(id: number): ApiVideo | undefined {
  const row = getDb().select(libraryColumns).from(videos).where(eq(videos.id, id)).get();
  return row ? apiVideo(row) : undefined;
}

function apiVideo(row: LibraryRow): ApiVideo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    thumbnailUrl: row.thumbnailUrl,
    videoUrl: row.videoUrl.trim() === "" ? null : row.videoUrl,
    duration: durationLabel(row.duration),
    views: row.views > 0 ? row.views : null,
    uploadDate: row.uploadDate,
    publishDate: row.uploadDate,
    channelTitle: row.channelTitle,
  };
}
