/**
 * The /videos filters: search, source and category, as query parameters. Pure rules, shared by the page and its tests.
 */
import {
  VIDEO_CATEGORIES,
  VIDEO_CATEGORY_FILTERS,
  isComingSoon,
  videoCategoryById,
  type Video,
  type VideoCategory,
  type VideoCategoryId,
} from "./videos";

/** Longest search text the page accepts; anything longer is cut. */
export const VIDEO_SEARCH_MAX = 100;

/** The search as the page keeps it: trimmed, inner whitespace collapsed, at most VIDEO_SEARCH_MAX characters. */
export function normalizeVideoQuery(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, VIDEO_SEARCH_MAX).trim();
}

/** The search: every word must appear, ignoring letter case, in the title, the description or the channel name. */
export function matchesVideoSearch(video: Pick<Video, "title" | "description" | "channelTitle">, q: string | null | undefined): boolean {
  const words = normalizeVideoQuery(q).toLowerCase().split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [video.title, video.description, video.channelTitle ?? ""].join("\n").toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** ?source=: "all" (the default), "library" (Our Library), or a channel id from the snapshot. */
export type VideoSourceId = string;
export const ALL_SOURCES = "all";
export const LIBRARY_SOURCE = "library";

export type VideoSourceOption = { id: VideoSourceId; label: string; count: number };

/**
 * The source filter: All Sources, Our Library, then one entry per channel in the snapshot (grouped by channel id,
 * named by its newest video's channelTitle, alphabetically), each with how many videos it holds. The counts are
 * of the whole list, not of the current search. With an empty snapshot (a fresh install, or no YouTube key) only
 * All Sources and Our Library are offered.
 */
export function videoSources(videos: readonly Video[]): VideoSourceOption[] {
  const channels = new Map<string, { label: string; newest: string; count: number }>();
  for (const video of videos) {
    if (video.source !== "channel" || !video.channelId) continue;
    const entry = channels.get(video.channelId);
    const label = video.channelTitle?.trim() || video.channelId;
    if (!entry) channels.set(video.channelId, { label, newest: video.uploadDate, count: 1 });
    else {
      entry.count += 1;
      if (video.uploadDate > entry.newest) Object.assign(entry, { label, newest: video.uploadDate });
    }
  }
  return [
    { id: ALL_SOURCES, label: "All Sources", count: videos.length },
    { id: LIBRARY_SOURCE, label: "Our Library", count: videos.filter((video) => video.source === "library").length },
    ...[...channels.entries()]
      .map(([id, { label, count }]) => ({ id, label, count }))
      .sort((a, b) => a.label.localeCompare(b.label, "en", { sensitivity: "base" }) || a.id.localeCompare(b.id)),
  ];
}

/**
 * The source chips a page shows. Our Library is left out when it holds exactly what All Sources holds (no channel
 * video in the snapshot): two chips with the same videos would offer a choice that changes nothing. It stays when
 * it is the chosen source, so an address with ?source=library still shows what it filters by.
 */
export function shownVideoSources(sources: readonly VideoSourceOption[], active: VideoSourceId): VideoSourceOption[] {
  const all = sources.find((source) => source.id === ALL_SOURCES);
  return sources.filter((source) => source.id !== LIBRARY_SOURCE || active === LIBRARY_SOURCE || source.count !== all?.count);
}

/** A ?source= value as the page uses it: one of the offered sources, else all. */
export function parseVideoSource(value: string | null | undefined, sources: readonly Pick<VideoSourceOption, "id">[]): VideoSourceId {
  const text = (value ?? "").trim();
  if (text.toLowerCase() === LIBRARY_SOURCE) return LIBRARY_SOURCE;
  return sources.some((source) => source.id === text) ? text : ALL_SOURCES;
}

/** A ?category= value as the page uses it: a known category id (any letter case), else all. */
export function parseVideoCategory(value: string | null | undefined): VideoCategoryId {
  const id = (value ?? "").trim().toLowerCase();
  return videoCategoryById(id)?.id ?? "all";
}

export function videoCategoryFilterLabel(id: VideoCategoryId): string {
  return VIDEO_CATEGORY_FILTERS.find((entry) => entry.id === id)?.label ?? "All Videos";
}

export type VideoQuery = { q?: string | null; source?: VideoSourceId | null; category?: VideoCategoryId | null };

export function matchesVideoSource(video: Pick<Video, "source" | "channelId">, source: VideoSourceId | null | undefined): boolean {
  if (!source || source === ALL_SOURCES) return true;
  if (source === LIBRARY_SOURCE) return video.source === "library";
  return video.source === "channel" && video.channelId === source;
}

export function matchesVideoCategory(video: Pick<Video, "category">, category: VideoCategoryId | null | undefined): boolean {
  if (!category || category === "all") return true;
  return videoCategoryById(category)?.value === video.category;
}

export function filterVideos<T extends Video>(videos: readonly T[], { q, source, category }: VideoQuery = {}): T[] {
  return videos.filter(
    (video) => matchesVideoSource(video, source) && matchesVideoCategory(video, category) && matchesVideoSearch(video, q),
  );
}

/** Whether a search or a filter narrows the list (the category grid and beginner call-to-action show only when not). */
export function isVideoQueryActive({ q, source, category }: VideoQuery): boolean {
  return normalizeVideoQuery(q) !== "" || (Boolean(source) && source !== ALL_SOURCES) || (Boolean(category) && category !== "all");
}

/** The address of the list for a search, source and category; the defaults are left out, so /videos is everything. */
export function videosHref({ q, source, category }: VideoQuery = {}): string {
  const params = new URLSearchParams();
  const query = normalizeVideoQuery(q);
  if (query) params.set("q", query);
  if (source && source !== ALL_SOURCES) params.set("source", source);
  if (category && category !== "all") params.set("category", category);
  const search = params.toString();
  return search ? `/videos?${search}` : "/videos";
}

function rank(video: Video): number {
  if (video.source === "channel") return 0;
  return isComingSoon(video) ? 2 : 1;
}

function categoryRank(video: Video): number {
  const index = VIDEO_CATEGORIES.findIndex((category) => category.value === video.category);
  return index === -1 ? VIDEO_CATEGORIES.length : index;
}

/**
 * The order of the list, so the first (the Featured Video) is something to watch: channel videos first, newest
 * first; then our library entries that lead somewhere (recommended channels); then our tutorials still in
 * production. Library entries go in category order, then newest added, then by title.
 */
export function sortVideos<T extends Video>(videos: readonly T[]): T[] {
  return [...videos].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (a.source === "library") {
      const byCategory = categoryRank(a) - categoryRank(b);
      if (byCategory !== 0) return byCategory;
    }
    if (a.uploadDate !== b.uploadDate) return a.uploadDate < b.uploadDate ? 1 : -1;
    return a.title.localeCompare(b.title, "en", { sensitivity: "base" });
  });
}

/** How many videos each category holds, for the category grid. */
export function countVideosByCategory(videos: readonly Pick<Video, "category">[]): Array<VideoCategory & { count: number }> {
  return VIDEO_CATEGORIES.map((category) => ({
    ...category,
    count: videos.filter((video) => video.category === category.value).length,
  }));
}
