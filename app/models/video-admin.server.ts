import { and, asc, count, eq, sql } from "drizzle-orm";
import { videos } from "../../db/schema";
import type { Db, Tx } from "../../db/types";
import { ADMIN_DENIED_MESSAGE } from "~/domain/access";
import { readVideoLink, VIDEO_FORM_MESSAGES } from "~/domain/video-form-rules";
import { getDb } from "~/services/db.server";
import type { VideoFormValues } from "~/validation/video-form";
import { changedFields, recordAudit, type AdminActor } from "./audit-log.server";
import { containsAny, freeSlug, rememberDeleted } from "./catalogue-admin.server";
import { claimPublishedImage } from "./image-pipeline.server";
import { fail, type Result } from "./result";
import { chooseThumbnail, discardThumbnail, releaseThumbnail, type Thumbnail, type ThumbnailFailureCode } from "./video-thumbnail.server";
import { libraryColumns } from "./video.server";

/**
 * What admins do to Our Library of /videos: list, create, edit and delete. Every function checks the actor
 * itself, records the change in the audit log in the same transaction, marks the row as the admin's so seeding
 * never undoes it, and says that public content changed. The picture is decided before the transaction (it may
 * mean asking YouTube or Vimeo), claimed inside it, and thrown away when the video is not saved.
 */

const ADMINS_ONLY = "Only admins can change videos";
const NOT_FOUND = "Video not found";
const IMAGE_TAKEN = "This picture is already in use";

const columns = libraryColumns;

/** A library video's own fields, as the admin pages show and edit them. */
export type LibraryVideo = { [K in keyof typeof columns]: (typeof videos.$inferSelect)[K] };

export type VideoFailureCode = "not-admin" | "not-found" | "title-taken" | "url-taken" | "image-taken" | ThumbnailFailureCode;

export function getLibraryVideo(id: number): LibraryVideo | undefined {
  return getDb().select(columns).from(videos).where(eq(videos.id, id)).get();
}

/** The admin list: a search over title, channel and category, or a page of the whole library, by title. */
export function listVideosForAdmin(admin: AdminActor, { q, offset = 0, limit }: { q?: string; offset?: number; limit: number }) {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  const db = getDb();
  const where = containsAny(q, [videos.title, videos.channelTitle, videos.category]);
  const rows = db
    .select({
      id: videos.id,
      title: videos.title,
      category: videos.category,
      thumbnailUrl: videos.thumbnailUrl,
      videoUrl: videos.videoUrl,
      duration: videos.duration,
      views: videos.views,
      channelTitle: videos.channelTitle,
    })
    .from(videos)
    .where(where)
    .orderBy(asc(videos.title), asc(videos.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ n: count() }).from(videos).where(where).get()?.n ?? 0;
  return { ok: true as const, videos: rows, total };
}

type Saved = { video: LibraryVideo; notice: string | null };
type SaveFailureStatus = 400 | 403 | 409 | 413 | 415;

/**
 * A new video; 409 when another has its title or its address. `file` is the picture the form carried. The
 * notice says when the provider's thumbnail could not be fetched (the video shows its category's drawing).
 */
export async function createVideo(
  actor: AdminActor,
  values: VideoFormValues,
  file: Uint8Array | null = null,
): Promise<Result<Saved, SaveFailureStatus, VideoFailureCode>> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const clash = conflictOf(getDb(), values);
  if (clash) return taken(clash);
  const thumbnail = await chooseThumbnail(actor, { choice: values.thumbnail, file, videoUrl: values.videoUrl, category: values.category });
  if (!thumbnail.ok) return thumbnail;

  const outcome = await storing(thumbnail, () =>
    getDb().transaction((tx) => {
      const conflict = conflictOf(tx, values);
      if (conflict) return conflict;
      if (thumbnail.image && !claimPublishedImage(thumbnail.image)) return "image-taken" as const;
      const slug = freeSlug(tx, "video", videos, values.title);
      const id = tx
        .insert(videos)
        .values({ ...stored(values, thumbnail), slug, adminEditedAt: new Date().toISOString() })
        .returning({ id: videos.id })
        .get().id;
      recordAudit(tx, actor, { action: "video.created", subjectKind: "video", subjectId: id, subjectLabel: values.title });
      return id;
    }),
  );
  if (typeof outcome !== "number") return taken(outcome);
  return { ok: true, video: getLibraryVideo(outcome)!, notice: thumbnail.notice };
}

/** Replaces a video's fields and, as chosen, its picture; from then on seeding leaves it as the admin made it. */
export async function updateVideo(
  actor: AdminActor,
  videoId: number,
  values: VideoFormValues,
  file: Uint8Array | null = null,
): Promise<Result<Saved & { before: LibraryVideo }, SaveFailureStatus | 404, VideoFailureCode>> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const before = getLibraryVideo(videoId);
  if (!before) return fail(404, NOT_FOUND, "not-found");
  const clash = conflictOf(getDb(), values, videoId);
  if (clash) return taken(clash);
  const thumbnail = await chooseThumbnail(actor, {
    choice: values.thumbnail,
    file,
    videoUrl: values.videoUrl,
    category: values.category,
    current: before,
  });
  if (!thumbnail.ok) return thumbnail;

  const after = stored(values, thumbnail);
  const outcome = await storing(thumbnail, () =>
    getDb().transaction((tx) => {
      const conflict = conflictOf(tx, values, videoId);
      if (conflict) return conflict;
      if (thumbnail.image && !claimPublishedImage(thumbnail.image)) return "image-taken" as const;
      const { changes } = tx
        .update(videos)
        .set({ ...after, adminEditedAt: new Date().toISOString() })
        .where(eq(videos.id, videoId))
        .run();
      // Deleted by another admin since it was read.
      if (changes === 0) return "not-found" as const;
      recordAudit(tx, actor, {
        action: "video.updated",
        subjectKind: "video",
        subjectId: videoId,
        subjectLabel: values.title,
        details: { changes: changedFields(before, after) },
      });
      return videoId;
    }),
  );
  if (outcome === "not-found") return fail(404, NOT_FOUND, "not-found");
  if (typeof outcome !== "number") return taken(outcome);
  if (before.thumbnailUrl !== after.thumbnailUrl) await releaseThumbnail(before.thumbnailUrl);
  return { ok: true, video: getLibraryVideo(videoId)!, before, notice: thumbnail.notice };
}

/** Deletes a video and the picture only it showed. A seeded video's slug is remembered, so no later start brings it back. */
export async function deleteVideo(
  actor: AdminActor,
  videoId: number,
): Promise<Result<{ video: LibraryVideo }, 403 | 404, VideoFailureCode>> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const video = getLibraryVideo(videoId);
  if (!video) return fail(404, NOT_FOUND, "not-found");
  const deleted = getDb().transaction((tx) => {
    const row = tx.select({ slug: videos.slug }).from(videos).where(eq(videos.id, videoId)).get();
    if (!row) return false;
    rememberDeleted(tx, "video", row.slug);
    tx.delete(videos).where(eq(videos.id, videoId)).run();
    recordAudit(tx, actor, { action: "video.deleted", subjectKind: "video", subjectId: videoId, subjectLabel: video.title });
    return true;
  });
  if (!deleted) return fail(404, NOT_FOUND, "not-found");
  await releaseThumbnail(video.thumbnailUrl);
  return { ok: true, video };
}

/** Runs the storing transaction; a picture published for it is thrown away unless the video was stored. */
async function storing<T>(thumbnail: Thumbnail, store: () => T): Promise<T> {
  let outcome: T;
  try {
    outcome = store();
  } catch (error) {
    await discardThumbnail(thumbnail);
    throw error;
  }
  if (typeof outcome !== "number") await discardThumbnail(thumbnail);
  return outcome;
}

/** The columns a save writes. */
function stored(values: VideoFormValues, thumbnail: Thumbnail) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    thumbnailUrl: thumbnail.url,
    videoUrl: values.videoUrl,
    duration: values.duration,
    views: values.views,
    uploadDate: values.uploadDate,
    channelTitle: values.channelTitle,
  };
}

function taken(code: "title-taken" | "url-taken" | "image-taken") {
  if (code === "title-taken") return fail(409, VIDEO_FORM_MESSAGES.titleTaken, code);
  if (code === "url-taken") return fail(409, VIDEO_FORM_MESSAGES.videoUrlTaken, code);
  return fail(409, IMAGE_TAKEN, code);
}

/**
 * Another video with the same title (case-insensitive), or the same address: the canonical one, so two ways of
 * writing one YouTube video are the same; a channel's handle is case-insensitive, a video id is not.
 */
function conflictOf(db: Db | Tx, values: { title: string; videoUrl: string }, exceptId?: number): "title-taken" | "url-taken" | null {
  const other = exceptId === undefined ? undefined : sql`${videos.id} <> ${exceptId}`;
  const sameTitle = sql`lower(${videos.title}) = lower(${values.title})`;
  if (db.select({ id: videos.id }).from(videos).where(and(sameTitle, other)).get()) return "title-taken";
  if (!values.videoUrl) return null;
  const sameUrl =
    readVideoLink(values.videoUrl)?.kind === "channel"
      ? sql`lower(${videos.videoUrl}) = lower(${values.videoUrl})`
      : eq(videos.videoUrl, values.videoUrl);
  return db.select({ id: videos.id }).from(videos).where(and(sameUrl, other)).get() ? "url-taken" : null;
}
