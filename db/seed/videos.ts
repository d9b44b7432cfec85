import path from "node:path";
import { z } from "zod";
import { VIDEO_CATEGORY_VALUES, isYouTubeChannelUrl, videoCategoryByValue, youtubeVideoId } from "../../app/domain/videos";
import { durationLabel } from "../../app/domain/video-labels";
import type { Db } from "../types";
import type { DrawingAddresses } from "./drawings";
import { videos } from "../schema";
import { loadRecordFiles } from "./load-record-files";
import { removeMissingSlugs, upsertBySlug, type UpsertCounts } from "./upsert-by-slug";

/**
 * Reference data: "Our Library" of /videos, one JSON file each in db/seed/videos. Seeding upserts by slug in one
 * synchronous transaction, so an entry keeps its id (its /videos/{id} address) and a routine start writes
 * nothing. Nothing else refers to a video, so an entry whose file is removed is removed from the database too.
 *
 * The truth rule: every address here must be a page we are sure exists. Shoal's own tutorials are being made, so
 * they have no videoUrl yet (the page says "Coming soon" and offers no Watch link). Recommended channels link to
 * the channel's YouTube page by its handle. A youtube.com/watch?v= or youtu.be address names one particular video
 * and cannot be checked from here, so it is refused unless listed in VERIFIED_VIDEO_URLS after someone opened it.
 *
 * We have no measured view counts: every entry stores views 0, which the page never shows. A duration is only
 * written for a published video whose running time we know; none yet.
 */

/** Single-video addresses someone has opened and confirmed; the only watch?v= / youtu.be URLs a file may use. */
export const VERIFIED_VIDEO_URLS: ReadonlySet<string> = new Set<string>([]);

const text = z.string().trim().min(1);

/** A calendar date, YYYY-MM-DD, that exists (no 2025-02-30). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date like 2025-03-04")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "not a real calendar date");

const httpsUrl = z
  .string()
  .regex(/^https:\/\/\S+$/, "an https URL")
  .refine((value) => URL.canParse(value), "not a valid URL");

/** The shape of one entry, db/seed/videos/<slug>.json. Strict: a misspelt field is an error. */
export const videoFileSchema = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"),
    title: text.max(100),
    /** What the video teaches, or what the channel is for, in our own words. */
    description: text.min(80, "a few sentences about what it teaches").max(700),
    category: z.enum(VIDEO_CATEGORY_VALUES),
    /** Where Watch Video leads. Left out while our own video is being made. Only pages we are sure exist. */
    videoUrl: httpsUrl.optional(),
    /** m:ss or h:mm:ss, only for a published video whose running time we know. */
    duration: z
      .string()
      .refine((value) => durationLabel(value) !== null, "a running time like 12:34 or 1:02:03")
      .optional(),
    /** The channel that made it; left out for Shoal's own tutorials (the page then names the category). */
    channelTitle: text.max(60).optional(),
    /** The day the entry was added to Shoal's library (stored as uploadDate; shown as "Added …"). */
    addedOn: isoDate,
  })
  .superRefine((entry, ctx) => {
    if (entry.category === "YouTube") {
      if (!entry.videoUrl)
        ctx.addIssue({ code: "custom", path: ["videoUrl"], message: "a YouTube Channels entry needs the channel's address" });
      if (!entry.channelTitle)
        ctx.addIssue({ code: "custom", path: ["channelTitle"], message: "a YouTube Channels entry needs the channel's name" });
      if (entry.videoUrl && !isYouTubeChannelUrl(entry.videoUrl) && !youtubeVideoId(entry.videoUrl)) {
        ctx.addIssue({ code: "custom", path: ["videoUrl"], message: "a YouTube Channels entry must lead to YouTube" });
      }
    }
    if (entry.duration && !entry.videoUrl) {
      ctx.addIssue({ code: "custom", path: ["duration"], message: "a video that is not published yet has no running time" });
    }
    if (entry.videoUrl && youtubeVideoId(entry.videoUrl) && !VERIFIED_VIDEO_URLS.has(entry.videoUrl)) {
      ctx.addIssue({
        code: "custom",
        path: ["videoUrl"],
        message: "a single YouTube video's address cannot be checked here; add it to VERIFIED_VIDEO_URLS once confirmed",
      });
    }
  });

export type VideoFile = z.infer<typeof videoFileSchema>;

export type VideoSeedCounts = UpsertCounts & { removed: number };

export function defaultVideosDir(): string {
  return path.resolve(process.cwd(), "db/seed/videos");
}

/**
 * Reads and validates every entry. All problems are collected and reported together, each naming its file;
 * nothing is written when any file is invalid.
 */
export function loadVideos(dir: string = defaultVideosDir()): VideoFile[] {
  return loadRecordFiles(dir, videoFileSchema, {
    kind: "video",
    unique: [
      { key: (v) => v.title.toLowerCase(), describe: (v) => `title "${v.title}"` },
      { key: (v) => (v.videoUrl ? v.videoUrl.toLowerCase().replace(/\/$/, "") : null), describe: () => "videoUrl" },
    ],
  });
}

/** The columns an entry file owns. Views are never measured here: always 0, which the page does not show. */
function referenceColumns(entry: VideoFile, drawings: DrawingAddresses) {
  const category = videoCategoryByValue(entry.category);
  if (!category) throw new Error(`Unknown video category ${entry.category}`);
  return {
    title: entry.title,
    description: entry.description,
    category: entry.category,
    thumbnailUrl: drawings.video(category.id),
    videoUrl: entry.videoUrl ?? "",
    duration: entry.duration ?? "",
    views: 0,
    uploadDate: entry.addedOn,
    channelTitle: entry.channelTitle ?? null,
  };
}

/**
 * Upserts every entry by slug in one synchronous transaction (better-sqlite3 cannot await inside one), and removes
 * seeded entries whose file is gone. Rows that already match their file are not rewritten.
 */
export function seedVideos(db: Db, drawings: DrawingAddresses, dir: string = defaultVideosDir()): VideoSeedCounts {
  const entries = loadVideos(dir);
  return db.transaction((tx) => {
    const counts = upsertBySlug(
      tx,
      "video",
      videos,
      entries.map((entry) => ({ slug: entry.slug, values: referenceColumns(entry, drawings) })),
    );
    return {
      ...counts,
      removed: removeMissingSlugs(
        tx,
        videos,
        entries.map((entry) => entry.slug),
      ),
    };
  });
}
