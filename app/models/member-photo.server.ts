import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { fish, fishPhotos, plants, users } from "../../db/schema";
import type { KeysetPage } from "~/domain/pagination";
import { getDb, preparedPerConnection } from "~/services/db.server";
import { captionSchema, type CommunityPhoto } from "~/validation/fish-photo";
import {
  claimPublishedImage,
  deletePublishedImage,
  discardPublishedImage,
  publishImage,
  type ImageFailureCode,
  type ImageSource,
} from "./image-pipeline.server";
import { fail, type Failure } from "./result";
import { actsAsAdmin, recordAudit, type AdminActor } from "./audit-log.server";
import { inKeyOrder, mergeNewestFirst, olderThan, toPage, type Cursor } from "./keyset.server";
import { isForeignKeyViolation } from "./sqlite-errors.server";

/**
 * Members' photos of a species or of a plant: one table, one set of rules (decision 059). Each function takes
 * the photo's subject, and a photo of another kind of subject is as good as missing: a fish's route never
 * finds, deletes or lists a plant's photo.
 */

export type PhotoSubject = { kind: "fish"; id: number } | { kind: "plant"; id: number };

/** Why a photo could not be added or removed: the API answers `{ message }` with the status, pages the agreed words. */
export type PhotoFailureCode =
  ImageFailureCode | "fish-not-found" | "plant-not-found" | "caption-too-long" | "photo-not-found" | "not-allowed";
export type PhotoFailure = Failure<400 | 403 | 404 | 409 | 413 | 415, PhotoFailureCode>;
export type PhotoResult = { ok: true; photo: CommunityPhoto } | PhotoFailure;

const photoColumns = {
  id: fishPhotos.id,
  userId: fishPhotos.userId,
  imageUrl: fishPhotos.imageUrl,
  caption: fishPhotos.caption,
  createdAt: fishPhotos.createdAt,
  status: fishPhotos.status,
  reviewNotes: fishPhotos.reviewNotes,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

type PhotoRow = {
  id: number;
  userId: string;
  imageUrl: string;
  caption: string | null;
  createdAt: string;
  status: CommunityPhoto["status"];
  reviewNotes: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
};

function toPhoto(row: PhotoRow): CommunityPhoto {
  return {
    id: row.id,
    userId: row.userId,
    imageUrl: row.imageUrl,
    ...(row.caption ? { caption: row.caption } : {}),
    createdAt: row.createdAt,
    status: row.status,
    // The owner's reason: a rejection's notes, or the note of an admin who hid it after reports (pending again).
    // An approval's notes are for the admins and never shown.
    ...(row.status !== "approved" && row.reviewNotes ? { reviewNotes: row.reviewNotes } : {}),
    user: { username: row.username, firstName: row.firstName, lastName: row.lastName },
  };
}

/** The column that names a photo's subject of this kind. */
function subjectColumn(kind: PhotoSubject["kind"]) {
  return kind === "fish" ? fishPhotos.fishId : fishPhotos.plantId;
}

const newestFirst = [desc(fishPhotos.createdAt), desc(fishPhotos.id)] as const;

/**
 * The statements of a photo section's first page, which every fish or plant page a member opens reads (visitors'
 * pages come from the page store): prepared once per connection, per kind of subject. Later pages, asked for
 * by cursor, are built when asked.
 */
const firstPageStatements = preparedPerConnection((db) => {
  const newestKeys = (kind: PhotoSubject["kind"], arm: "approved" | "own") => {
    const onSubject = eq(subjectColumn(kind), sql.placeholder("subjectId"));
    return db
      .select({ id: fishPhotos.id, createdAt: fishPhotos.createdAt })
      .from(fishPhotos)
      .where(
        arm === "approved"
          ? and(onSubject, eq(fishPhotos.status, "approved"))
          : and(onSubject, eq(fishPhotos.userId, sql.placeholder("viewerId"))),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder("limit"))
      .prepare();
  };
  return {
    fish: { approved: newestKeys("fish", "approved"), own: newestKeys("fish", "own") },
    plant: { approved: newestKeys("plant", "approved"), own: newestKeys("plant", "own") },
    // The page's photos by id, the ids given as a JSON array.
    byIds: db
      .select(photoColumns)
      .from(fishPhotos)
      .innerJoin(users, eq(users.id, fishPhotos.userId))
      .where(sql`${fishPhotos.id} in (select value from json_each(${sql.placeholder("ids")}))`)
      .prepare(),
  };
});

/** The newest `limit + 1` keys of each arm (approved photos; the viewer's own), on the first page or after `cursor`. */
function armKeys(subject: PhotoSubject, viewerId: string | null | undefined, limit: number, cursor: Cursor | undefined): Cursor[][] {
  if (!cursor) {
    const statements = firstPageStatements()[subject.kind];
    return [
      statements.approved.all({ subjectId: subject.id, limit: limit + 1 }),
      ...(viewerId ? [statements.own.all({ subjectId: subject.id, viewerId, limit: limit + 1 })] : []),
    ];
  }
  const onSubject = eq(subjectColumn(subject.kind), subject.id);
  const arms = [
    and(onSubject, eq(fishPhotos.status, "approved"))!,
    ...(viewerId ? [and(onSubject, eq(fishPhotos.userId, viewerId))!] : []),
  ];
  return arms.map((arm) =>
    getDb()
      .select({ id: fishPhotos.id, createdAt: fishPhotos.createdAt })
      .from(fishPhotos)
      .where(and(arm, olderThan(fishPhotos.createdAt, fishPhotos.id, cursor)))
      .orderBy(...newestFirst)
      .limit(limit + 1)
      .all(),
  );
}

/**
 * One page of the photos of one subject that this viewer may see, newest first: approved photos for everyone,
 * and a member's own pending and rejected photos for that member only (rejected ones are hidden from the
 * public). The page is the newest `limit`, or the `limit` older than photo `before`; null when `before` is not
 * a photo of this subject that the viewer may see (so an id never reveals a photo that is hidden from them).
 */
export function pagePhotosOf(
  subject: PhotoSubject,
  viewerId: string | null | undefined,
  { before, limit }: { before?: number | null; limit: number },
): KeysetPage<CommunityPhoto> | null {
  // Approved photos for everyone, and the member's own: as arms, each read newest first from an index of its own
  // (by subject and status; a member's by member, subject and date) and cut at one page.
  let cursor: Cursor | undefined;
  if (before) {
    const onSubject = eq(subjectColumn(subject.kind), subject.id);
    const visible = viewerId ? or(eq(fishPhotos.status, "approved"), eq(fishPhotos.userId, viewerId)) : eq(fishPhotos.status, "approved");
    cursor = getDb()
      .select({ id: fishPhotos.id, createdAt: fishPhotos.createdAt })
      .from(fishPhotos)
      .where(and(eq(fishPhotos.id, before), onSubject, visible))
      .get();
    if (!cursor) return null;
  }
  const shown = mergeNewestFirst(armKeys(subject, viewerId, limit, cursor), limit);
  const found = shown.length === 0 ? [] : firstPageStatements().byIds.all({ ids: JSON.stringify(shown.map((key) => key.id)) });
  const page = toPage(inKeyOrder(shown, found), limit);
  return { items: page.items.map(toPhoto), olderBefore: page.olderBefore };
}

export function getPhoto(photoId: number): CommunityPhoto | null {
  const row = getDb()
    .select(photoColumns)
    .from(fishPhotos)
    .innerJoin(users, eq(users.id, fishPhotos.userId))
    .where(eq(fishPhotos.id, photoId))
    .get();
  return row ? toPhoto(row) : null;
}

const NOT_FOUND = {
  fish: { message: "Fish not found", code: "fish-not-found" },
  plant: { message: "Plant not found", code: "plant-not-found" },
} as const;

/** Whether the fish or plant is there (a photo list of a missing one is a 404, not an empty list). */
export function photoSubjectExists(subject: PhotoSubject): boolean {
  const table = subject.kind === "fish" ? fish : plants;
  return Boolean(getDb().select({ id: table.id }).from(table).where(eq(table.id, subject.id)).get());
}

/**
 * Adds a photo from an upload address (the JavaScript flow) or a form's file (without JavaScript): through the
 * image pipeline (their own upload, within the photo limit, really an image, re-encoded without metadata), then
 * as a "pending" photo waiting for an admin.
 */
export async function addPhoto(
  userId: string,
  subject: PhotoSubject,
  source: ImageSource,
  caption: string | null | undefined,
): Promise<PhotoResult> {
  const missing = NOT_FOUND[subject.kind];
  if (!photoSubjectExists(subject)) return fail(404, missing.message, missing.code);
  const parsedCaption = captionSchema.safeParse(caption);
  if (!parsedCaption.success) return fail(400, parsedCaption.error.issues[0]?.message ?? "Invalid caption", "caption-too-long");

  // The upload purpose names the limit, which every member photo shares (decision 059).
  const image = await publishImage({ id: userId }, "fish-photo", source);
  if (!image.ok) return image;
  try {
    // The upload is claimed in the same transaction that creates the photo: of two registrations of one upload
    // (two tabs, two machines), exactly one makes a photo.
    const id = getDb().transaction((tx) => {
      if (!claimPublishedImage(image)) return null;
      return tx
        .insert(fishPhotos)
        .values({
          ...(subject.kind === "fish" ? { fishId: subject.id } : { plantId: subject.id }),
          userId,
          objectKey: image.key,
          imageUrl: image.url,
          caption: parsedCaption.data ?? null,
          status: "pending",
        })
        .returning({ id: fishPhotos.id })
        .get().id;
    });
    if (id === null) {
      await discardPublishedImage(image);
      return fail(409, "This upload has already been used", "already-used");
    }
    return { ok: true, photo: getPhoto(id)! };
  } catch (error) {
    await discardPublishedImage(image);
    // The subject (or the member) was deleted while the photo was being processed.
    if (isForeignKeyViolation(error)) return fail(404, missing.message, missing.code);
    throw error;
  }
}

/**
 * Deletes a photo of this kind of subject and, unless `keepImage` says it is still shown elsewhere, its stored
 * image. The photo's owner may; so may an admin (moderation), which is audited in the same transaction. Anyone
 * else gets 403, a missing photo (or one of another kind of subject) 404.
 */
export async function deletePhoto(
  actor: AdminActor,
  photoId: number,
  kind: PhotoSubject["kind"],
  keepImage: (imageUrl: string) => boolean = () => false,
): Promise<{ ok: true } | PhotoFailure> {
  const subject = kind === "fish" ? fish : plants;
  const outcome = getDb().transaction((tx) => {
    const row = tx
      .select({
        id: fishPhotos.id,
        userId: fishPhotos.userId,
        objectKey: fishPhotos.objectKey,
        imageUrl: fishPhotos.imageUrl,
        status: fishPhotos.status,
        caption: fishPhotos.caption,
        subjectId: subject.id,
        subjectName: subject.name,
      })
      .from(fishPhotos)
      .innerJoin(subject, eq(subject.id, subjectColumn(kind)))
      .where(and(eq(fishPhotos.id, photoId), isNotNull(subjectColumn(kind))))
      .get();
    if (!row) return fail(404, "Image not found", "photo-not-found");
    if (row.userId !== actor.id && !actor.isAdmin) return fail(403, "You can only delete your own images", "not-allowed");
    tx.delete(fishPhotos).where(eq(fishPhotos.id, photoId)).run();
    if (actsAsAdmin(actor, row.userId)) {
      recordAudit(tx, actor, {
        action: "photo.deleted",
        subjectKind: kind === "fish" ? "fish-photo" : "plant-photo",
        subjectId: photoId,
        subjectLabel: `Photo of ${row.subjectName}`,
        details: {
          uploaderId: row.userId,
          [kind === "fish" ? "fishId" : "plantId"]: row.subjectId,
          status: row.status,
          caption: row.caption,
        },
      });
    }
    return { ok: true as const, row };
  });
  if (!outcome.ok) return outcome;
  const { row } = outcome;
  if (!keepImage(row.imageUrl)) await deletePublishedImage(row.objectKey);
  return { ok: true };
}
