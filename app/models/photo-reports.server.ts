import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { communityImages, fishPhotos, photoReports, users } from "../../db/schema";
import type { Tx } from "../../db/types";
import { reportsHideImage, type ReportReason, type Reporter } from "~/domain/gallery-rules";
import { getDb, preparedPerConnection } from "~/services/db.server";
import { fail, type Failure } from "./result";

/**
 * Members report each other's approved fish and plant photos as they report gallery images (decision 034): once
 * per member and photo; any report brings the photo to the admins' reports view while it stays up, and it goes
 * back to pending only when REPORTS_TO_HIDE established members have reported it.
 */

type Member = { id: string };

export type PhotoReportResult =
  { ok: true; reports: number; hidden: boolean } | Failure<403 | 404 | 409, "photo-not-found" | "own-photo" | "already-reported">;

/** Everyone who has reported this photo: when they joined, and how many of their contributions an admin approved. */
function reportersOf(tx: Tx, photoId: number): Reporter[] {
  const approvedImages = sql<number>`(select count(*) from ${communityImages} ci where ci.user_id = ${users.id} and ci.status = 'approved')`;
  const approvedPhotos = sql<number>`(select count(*) from ${fishPhotos} fp where fp.user_id = ${users.id} and fp.status = 'approved')`;
  return tx
    .select({ createdAt: users.createdAt, approvedContributions: sql<number>`${approvedImages} + ${approvedPhotos}` })
    .from(photoReports)
    .innerJoin(users, eq(users.id, photoReports.userId))
    .where(eq(photoReports.photoId, photoId))
    .all();
}

/** Reports a photo of a species another member posted, once (see reportPhoto). */
export function reportFishPhoto(member: Member, photoId: number, reason: ReportReason, now: Date = new Date()): PhotoReportResult {
  return reportPhoto(member, photoId, reason, "fish", now);
}

/** Reports a photo of a plant another member posted, once (see reportPhoto). */
export function reportPlantPhoto(member: Member, photoId: number, reason: ReportReason, now: Date = new Date()): PhotoReportResult {
  return reportPhoto(member, photoId, reason, "plant", now);
}

/**
 * Reports a photo of this kind of subject, once. Only an approved photo can be reported: a pending one is seen
 * by nobody but its member and the admins; a photo of another kind of subject is not found. Answers how many
 * members have reported it and whether this report hid it.
 */
function reportPhoto(member: Member, photoId: number, reason: ReportReason, kind: "fish" | "plant", now: Date): PhotoReportResult {
  const db = getDb();
  const photo = db
    .select({ userId: fishPhotos.userId, status: fishPhotos.status })
    .from(fishPhotos)
    .where(and(eq(fishPhotos.id, photoId), isNotNull(kind === "fish" ? fishPhotos.fishId : fishPhotos.plantId)))
    .get();
  if (!photo || (photo.status !== "approved" && photo.userId !== member.id)) return fail(404, "Photo not found", "photo-not-found");
  if (photo.userId === member.id) return fail(403, "You cannot report your own photo", "own-photo");
  const outcome = db.transaction((tx) => {
    const { changes } = tx.insert(photoReports).values({ photoId, userId: member.id, reason }).onConflictDoNothing().run();
    if (changes === 0) return null;
    const reporters = reportersOf(tx, photoId);
    let hidden = false;
    if (reportsHideImage(reporters, now)) {
      const update = tx
        .update(fishPhotos)
        .set({ status: "pending", reviewedBy: null, reviewedAt: null, reviewNotes: null })
        .where(and(eq(fishPhotos.id, photoId), eq(fishPhotos.status, "approved")))
        .run();
      hidden = update.changes === 1;
    }
    return { reports: reporters.length, hidden };
  });
  if (!outcome) return fail(409, "You have reported this photo already", "already-reported");
  return { ok: true, ...outcome };
}

// Every fish page a member opens with photos on it asks this, so it is prepared once per connection; the photo
// ids go in as one JSON array, so one statement serves a page of any length.
const reportedAmong = preparedPerConnection((db) =>
  db
    .select({ photoId: photoReports.photoId })
    .from(photoReports)
    .where(
      and(
        eq(photoReports.userId, sql.placeholder("memberId")),
        inArray(photoReports.photoId, sql`(select value from json_each(${sql.placeholder("photoIds")}))`),
      ),
    )
    .prepare(),
);

/** The ids among these photos that this member has reported (the page then offers no second report). */
export function photosReportedBy(memberId: string, photoIds: readonly number[]): Set<number> {
  if (photoIds.length === 0) return new Set();
  const rows = reportedAmong().all({ memberId, photoIds: JSON.stringify(photoIds) });
  return new Set(rows.map((row) => row.photoId));
}
