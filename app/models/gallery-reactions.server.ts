import { and, eq, sql } from "drizzle-orm";
import { communityImages, fishPhotos, imageLikes, imageReports, users } from "../../db/schema";
import type { Tx } from "../../db/types";
import { reportsHideImage, type ReportReason, type Reporter } from "~/domain/gallery-rules";
import { getDb } from "~/services/db.server";
import { galleryImageFacts } from "./gallery.server";
import { fail, type Failure } from "./result";

/**
 * What members do to each other's gallery images: like them (one like per member and image, held by the
 * unique key) and report them (one report per member and image; enough reports send an approved image back
 * to the moderation queue until an admin has looked again).
 */

type Member = { id: string; isAdmin?: boolean };

export type ReactionFailure = Failure<403 | 404 | 409, "image-not-found" | "own-image" | "already-reported">;
export type LikeResult = { ok: true; liked: boolean; likes: number } | ReactionFailure;

/** The image, if this member may see it: approved, or their own (an admin sees every image). */
function visibleImage(member: Member, imageId: number) {
  const facts = galleryImageFacts(imageId);
  if (!facts) return null;
  if (facts.status !== "approved" && facts.userId !== member.id && !member.isAdmin) return null;
  return facts;
}

function likesOf(imageId: number): number {
  return (
    getDb()
      .select({ n: sql<number>`count(*)` })
      .from(imageLikes)
      .where(eq(imageLikes.imageId, imageId))
      .get()?.n ?? 0
  );
}

/**
 * Likes or unlikes. `want` says which (the page's form, so posting it twice changes nothing more); without it
 * the like is toggled (POST /api/community-images/{id}/like). A like already there is kept, not an error.
 */
export function setLike(member: Member, imageId: number, want?: boolean): LikeResult {
  if (!visibleImage(member, imageId)) return fail(404, "Image not found", "image-not-found");
  const liked = getDb().transaction((tx) => {
    const has = Boolean(
      tx
        .select({ id: imageLikes.id })
        .from(imageLikes)
        .where(and(eq(imageLikes.imageId, imageId), eq(imageLikes.userId, member.id)))
        .get(),
    );
    const target = want ?? !has;
    if (target && !has) tx.insert(imageLikes).values({ imageId, userId: member.id }).onConflictDoNothing().run();
    if (!target && has)
      tx.delete(imageLikes)
        .where(and(eq(imageLikes.imageId, imageId), eq(imageLikes.userId, member.id)))
        .run();
    return target;
  });
  return { ok: true, liked, likes: likesOf(imageId) };
}

export type ReportResult = { ok: true; reports: number; hidden: boolean } | ReactionFailure;

/** Everyone who has reported this image: when they joined, and how many of their photos an admin approved. */
function reportersOf(tx: Tx, imageId: number): Reporter[] {
  const approvedImages = sql<number>`(select count(*) from ${communityImages} ci where ci.user_id = ${users.id} and ci.status = 'approved')`;
  const approvedPhotos = sql<number>`(select count(*) from ${fishPhotos} fp where fp.user_id = ${users.id} and fp.status = 'approved')`;
  return tx
    .select({ createdAt: users.createdAt, approvedContributions: sql<number>`${approvedImages} + ${approvedPhotos}` })
    .from(imageReports)
    .innerJoin(users, eq(users.id, imageReports.userId))
    .where(eq(imageReports.imageId, imageId))
    .all();
}

/**
 * Reports an image another member posted, once. Any report puts an approved image in the admins' queue (marked
 * reported, with the reasons) while it stays visible. It goes back to pending (out of the gallery and its
 * species' page) only when the reports of established members reach the threshold (`reportsHideImage`): reports
 * from accounts younger than a day, or with no approved contribution, never hide it on their own.
 */
export function reportImage(member: Member, imageId: number, reason: ReportReason, now: Date = new Date()): ReportResult {
  const image = visibleImage(member, imageId);
  if (!image) return fail(404, "Image not found", "image-not-found");
  if (image.userId === member.id) return fail(403, "You cannot report your own image", "own-image");
  const outcome = getDb().transaction((tx) => {
    const { changes } = tx.insert(imageReports).values({ imageId, userId: member.id, reason }).onConflictDoNothing().run();
    if (changes === 0) return null;
    const reporters = reportersOf(tx, imageId);
    let hidden = false;
    if (reportsHideImage(reporters, now)) {
      const update = tx
        .update(communityImages)
        .set({ status: "pending", reviewedBy: null, reviewedAt: null, reviewNotes: null })
        .where(and(eq(communityImages.id, imageId), eq(communityImages.status, "approved")))
        .run();
      hidden = update.changes === 1;
    }
    return { reports: reporters.length, hidden };
  });
  if (!outcome) return fail(409, "You have reported this image already", "already-reported");
  return { ok: true, ...outcome };
}

/** Whether this member has reported this image (the page then offers no second report). */
export function hasReported(memberId: string, imageId: number): boolean {
  return Boolean(
    getDb()
      .select({ id: imageReports.id })
      .from(imageReports)
      .where(and(eq(imageReports.imageId, imageId), eq(imageReports.userId, memberId)))
      .get(),
  );
}
