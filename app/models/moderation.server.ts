import { and, eq, sql, type SQL } from "drizzle-orm";
import { communityImages, fish, fishPhotos, imageReports, photoReports, plants, users } from "../../db/schema";
import type { ReviewStatus } from "~/domain/moderation";
import { isReportReason, type ReportReason } from "~/domain/gallery-rules";
import {
  MODERATION_MESSAGES,
  REVIEW_NOTES_MAX,
  awaitsReview,
  memberImageId,
  type AdminMemberImage,
  type MemberImageKind,
  type MemberLabel,
  type MemberImageRef,
  type QueueStatus,
  type ReviewDecision,
} from "~/domain/moderation";
import { ADMIN_DENIED_MESSAGE } from "~/domain/access";
import { cleanMemberText } from "~/domain/member-text";
import { displayName } from "~/domain/display-name";
import { getDb } from "~/services/db.server";
import { recordAudit, type AdminActor } from "./audit-log.server";
import { countImages } from "./image-counts.server";
import { fail, type Result } from "./result";

export type { AdminMemberImage } from "~/domain/moderation";

/** A queued image with the reports members made of it (gallery images only; null when there are none). */
export type QueuedMemberImage = AdminMemberImage & { reports: { count: number; reasons: ReportReason[] } | null };

/**
 * One moderation queue for every member image: fish and plant photos and gallery images, each with the moderation shape
 * they share (status, reviewer, review time, notes). Every exported function takes the acting admin and
 * refuses anyone else: pending images are private to their members until reviewed, so even a read is
 * checked here and not only by the route.
 */

export type ReviewFailureCode = "not-admin" | "not-found" | "own-upload" | "not-pending" | "not-hideable" | "notes-too-long";
export type ReviewResult = Result<{ image: QueuedMemberImage }, 400 | 403 | 404 | 409, ReviewFailureCode>;

type Row = {
  kind: MemberImageKind;
  id: number;
  title: string;
  category: string;
  description: string | null;
  tags: string;
  imageUrl: string;
  views: number | null;
  createdAt: string;
  userId: string;
  status: ReviewStatus;
  reviewedBy: string | null;
  reviewedAt: string | null;
  reviewNotes: string | null;
  fishId: number | null;
  fishName: string | null;
  plantId: number | null;
  plantName: string | null;
  reportCount: number;
  reportReasons: string | null;
  uploaderUsername: string | null;
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
  uploaderEmail: string | null;
  reviewerId: string | null;
  reviewerUsername: string | null;
  reviewerFirstName: string | null;
  reviewerLastName: string | null;
  reviewerEmail: string | null;
};

/** The uploader's and the reviewer's names, so the lists name members instead of showing ids. */
const PEOPLE = sql`u.username as uploaderUsername, u.first_name as uploaderFirstName, u.last_name as uploaderLastName,
  u.email as uploaderEmail, rv.id as reviewerId, rv.username as reviewerUsername, rv.first_name as reviewerFirstName,
  rv.last_name as reviewerLastName, rv.email as reviewerEmail`;

/**
 * The queue's rows in full, read only for the images a page shows. A photo's title is its fish's or plant's
 * name and its caption the description; a fish photo is a fish close-up, so its category is the gallery's
 * "fish", and a plant photo's is "plant".
 */
function galleryRows(ids: number[]): Row[] {
  if (ids.length === 0) return [];
  return getDb().all<Row>(sql`
    select 'gallery' as kind, ci.id, ci.title, ci.category, ci.description, ci.tags, ci.image_url as imageUrl,
      ci.views, ci.created_at as createdAt, ci.user_id as userId, ci.status, ci.reviewed_by as reviewedBy,
      ci.reviewed_at as reviewedAt, ci.review_notes as reviewNotes, null as fishId, null as fishName, null as plantId, null as plantName,
      (select count(*) from ${imageReports} r where r.image_id = ci.id) as reportCount,
      (select group_concat(r.reason, ',' order by r.id) from ${imageReports} r where r.image_id = ci.id) as reportReasons,
      ${PEOPLE}
    from ${communityImages} ci join ${users} u on u.id = ci.user_id left join ${users} rv on rv.id = ci.reviewed_by
    where ci.id in ${ids}`);
}

function photoRows(ids: number[]): Row[] {
  if (ids.length === 0) return [];
  return getDb().all<Row>(sql`
    select case when fp.plant_id is null then 'fish-photo' else 'plant-photo' end as kind, fp.id,
      coalesce(f.name, p.name) as title, case when fp.plant_id is null then 'fish' else 'plant' end as category,
      fp.caption as description, '[]' as tags,
      fp.image_url as imageUrl, null as views, fp.created_at as createdAt, fp.user_id as userId, fp.status,
      fp.reviewed_by as reviewedBy, fp.reviewed_at as reviewedAt, fp.review_notes as reviewNotes,
      f.id as fishId, f.name as fishName, p.id as plantId, p.name as plantName,
      (select count(*) from ${photoReports} r where r.photo_id = fp.id) as reportCount,
      (select group_concat(r.reason, ',' order by r.id) from ${photoReports} r where r.photo_id = fp.id) as reportReasons,
      ${PEOPLE}
    from ${fishPhotos} fp left join ${fish} f on f.id = fp.fish_id left join ${plants} p on p.id = fp.plant_id
      join ${users} u on u.id = fp.user_id
      left join ${users} rv on rv.id = fp.reviewed_by
    where fp.id in ${ids}`);
}

/** Approved gallery images that members reported: few (a review removes the reports), so found from the reports. */
const REPORTED_APPROVED = sql`select distinct ci.id, ci.created_at from ${imageReports} r
  cross join ${communityImages} ci on ci.id = r.image_id where ci.status = 'approved'`;

/** Approved photos of a fish (or of a plant) that members reported, found the same way. */
const reportedApprovedPhotos = (ofKind: SQL) => sql`select distinct fp.id, fp.created_at from ${photoReports} r
  cross join ${fishPhotos} fp on fp.id = r.photo_id where fp.status = 'approved' and ${ofKind}`;

/** Which photos are of each kind: one table holds both (decision 059). */
const FISH_PHOTOS = sql`fish_id is not null`;
const PLANT_PHOTOS = sql`plant_id is not null`;

/**
 * Each kind of member image: its table, the condition that picks its rows there (photos of fish and of plants
 * share one), and its reported approved ones.
 */
const QUEUE_TABLES = [
  { kind: "gallery" as const, table: sql`${communityImages}`, only: null, reported: REPORTED_APPROVED },
  { kind: "fish-photo" as const, table: sql`${fishPhotos}`, only: FISH_PHOTOS, reported: reportedApprovedPhotos(sql`fp.${FISH_PHOTOS}`) },
  {
    kind: "plant-photo" as const,
    table: sql`${fishPhotos}`,
    only: PLANT_PHOTOS,
    reported: reportedApprovedPhotos(sql`fp.${PLANT_PHOTOS}`),
  },
];

/**
 * The keys of the images a view lists, as arms that each seek an index in (created_at, id) order and stop after
 * `n` rows: pending images (by status and date) and reported approved ones (from the reports), only the
 * reported ones (the reports view), or every image of each table (by date).
 */
function queueArms(status: QueueStatus, kind: MemberImageKind | null | undefined, n: number): SQL[] {
  const direction = status === "all" ? sql`desc` : sql`asc`;
  const arm = (kindName: MemberImageKind, from: SQL) =>
    sql`select * from (select ${kindName} as kind, id, created_at from ${from} order by created_at ${direction}, id ${direction} limit ${n})`;
  const arms: SQL[] = [];
  for (const { kind: kindName, table, only, reported } of QUEUE_TABLES) {
    if (kind && kind !== kindName) continue;
    if (status === "all") arms.push(arm(kindName, only ? sql`${table} where ${only}` : table));
    else {
      const pending = sql`status = 'pending'`;
      if (status === "pending") arms.push(arm(kindName, sql`${table} where ${only ? sql`${only} and ${pending}` : pending}`));
      arms.push(arm(kindName, sql`(${reported})`));
    }
  }
  return arms;
}

/**
 * A page of the queue, oldest first for pending and reported images (fair to whoever has waited longest) or,
 * for all images, newest first; with the total for paging. The arms are ordered and cut inside, merged, and only the page's rows are
 * read in full with their reports; the total is the tab's count.
 */
export function listMemberImages(
  admin: AdminActor,
  {
    status,
    kind,
    offset = 0,
    limit,
  }: {
    status: QueueStatus;
    kind?: MemberImageKind | null;
    offset?: number;
    limit: number;
  },
): Result<{ images: QueuedMemberImage[]; total: number }, 403> {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  const db = getDb();
  const order = status === "all" ? sql`created_at desc, kind, id desc` : sql`created_at asc, kind, id asc`;
  const keys = db.all<{ kind: MemberImageKind; id: number }>(
    sql`select kind, id from (${sql.join(queueArms(status, kind, offset + limit), sql` union all `)}) order by ${order} limit ${limit} offset ${offset}`,
  );
  const ids = (wanted: MemberImageKind) => keys.filter((key) => key.kind === wanted).map((key) => key.id);
  const photoIds = [...ids("fish-photo"), ...ids("plant-photo")];
  const rows = new Map([...galleryRows(ids("gallery")), ...photoRows(photoIds)].map((row) => [`${row.kind}:${row.id}`, row]));
  const images = keys.flatMap((key) => {
    const row = rows.get(`${key.kind}:${key.id}`);
    return row ? [toImage(row)] : [];
  });
  const counts = countQueue(kind);
  return { ok: true, images, total: counts[status] };
}

/**
 * The counts the queue's tabs show, for one kind or both: pending and all images from the counts the tables'
 * triggers keep, and reported approved images from their reports, so no image is read. Pending Review counts
 * the reported ones too: they wait for an admin as well.
 */
function countQueue(kind: MemberImageKind | null | undefined): { pending: number; reported: number; all: number } {
  const db = getDb();
  let pending = 0;
  let reported = 0;
  let all = 0;
  for (const table of QUEUE_TABLES) {
    if (kind && kind !== table.kind) continue;
    pending += countImages(table.kind, "pending");
    reported += db.get<{ n: number }>(sql`select count(*) as n from (${table.reported})`)?.n ?? 0;
    all += countImages(table.kind);
  }
  return { pending: pending + reported, reported, all };
}

export function countMemberImages(
  admin: AdminActor,
  kind?: MemberImageKind | null,
): Result<{ pending: number; reported: number; all: number }, 403> {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  return { ok: true, ...countQueue(kind) };
}

function getMemberImage(ref: MemberImageRef): QueuedMemberImage | null {
  const [row] = ref.kind === "gallery" ? galleryRows([ref.id]) : photoRows([ref.id]);
  // A fish photo's number named as a plant photo (or the other way round) is no image.
  return row && row.kind === ref.kind ? toImage(row) : null;
}

/**
 * Approves, rejects or hides an image that awaits review: a pending one, or an approved one that members
 * reported (approving it again keeps it up; rejecting takes it down; hiding takes it down until an admin
 * approves or rejects it, keeping its reports). Approving or rejecting settles the reports. Refused: a member
 * who is not an admin (403), an unknown image (404), the admin's own upload (403: another admin must review it),
 * an image already reviewed (409), hiding one that is not a reported image still up (409), notes too long
 * (400). The review and its audit entry are one transaction; anything that changes what visitors see empties
 * their page store.
 */
export function reviewMemberImage(
  admin: AdminActor,
  ref: MemberImageRef,
  { status, reviewNotes }: { status: ReviewDecision; reviewNotes?: string | null },
): ReviewResult {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  const notes = reviewNotes ? cleanMemberText(reviewNotes).trim() : "";
  if (notes.length > REVIEW_NOTES_MAX) return fail(400, MODERATION_MESSAGES.notesTooLong, "notes-too-long");

  const outcome = getDb().transaction(
    (tx): Result<{ image: QueuedMemberImage; wasPublic: boolean }, 403 | 404 | 409, ReviewFailureCode> => {
      const image = getMemberImage(ref);
      if (!image) return fail(404, MODERATION_MESSAGES.notFound, "not-found");
      if (image.userId === admin.id) return fail(403, MODERATION_MESSAGES.ownUpload, "own-upload");
      if (!awaitsReview(image)) return fail(409, MODERATION_MESSAGES.notPending, "not-pending");
      if (status === "hidden" && image.status !== "approved") return fail(409, MODERATION_MESSAGES.onlyReportedHidden, "not-hideable");

      // Hidden is pending again: out of every public list, and back in Pending Review with the admin's note.
      const stored = status === "hidden" ? ("pending" as const) : status;
      const review = { status: stored, reviewedBy: admin.id, reviewedAt: new Date().toISOString(), reviewNotes: notes || null };
      // Conditional on what was read (still pending; or still approved with reports, which a review deletes), so of
      // two admins reviewing at once exactly one decides.
      const stillAwaiting =
        image.status === "pending"
          ? sql`status = 'pending'`
          : ref.kind === "gallery"
            ? sql`status = 'approved' and exists (select 1 from ${imageReports} r where r.image_id = ${ref.id})`
            : sql`status = 'approved' and exists (select 1 from ${photoReports} r where r.photo_id = ${ref.id})`;
      const { changes } =
        ref.kind === "gallery"
          ? tx
              .update(communityImages)
              .set(review)
              .where(and(eq(communityImages.id, ref.id), stillAwaiting))
              .run()
          : tx
              .update(fishPhotos)
              .set(review)
              .where(and(eq(fishPhotos.id, ref.id), stillAwaiting))
              .run();
      if (changes !== 1) return fail(409, MODERATION_MESSAGES.notPending, "not-pending");
      // Approved or rejected: the reports that sent it here are settled, and new ones start from nothing. A hidden
      // image keeps them, so whoever decides next sees why it was taken down.
      if (status !== "hidden") {
        if (ref.kind === "gallery") tx.delete(imageReports).where(eq(imageReports.imageId, ref.id)).run();
        else tx.delete(photoReports).where(eq(photoReports.photoId, ref.id)).run();
      }

      recordAudit(tx, admin, {
        action: AUDIT_ACTIONS[status],
        subjectKind: ref.kind === "gallery" ? "gallery-image" : ref.kind,
        subjectId: ref.id,
        subjectLabel: ref.kind === "gallery" ? image.title : `Photo of ${image.title}`,
        details: { reviewNotes: notes || null, uploaderId: image.userId, ...(image.reports ? { reports: image.reports } : {}) },
      });
      return {
        ok: true,
        image: { ...image, ...review, reviewer: memberLabel(admin), reports: status === "hidden" ? image.reports : null },
        wasPublic: image.status === "approved",
      };
    },
  );
  if (!outcome.ok) return outcome;
  return { ok: true, image: outcome.image };
}

const AUDIT_ACTIONS = { approved: "image.approved", rejected: "image.rejected", hidden: "image.hidden" } as const;

function memberLabel(member: {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): MemberLabel {
  return { username: member.username, name: displayName(member) };
}

function toImage(row: Row): QueuedMemberImage {
  const reasons = (row.reportReasons ?? "").split(",").filter(isReportReason);
  return {
    id: memberImageId({ kind: row.kind, id: row.id }),
    kind: row.kind,
    title: row.title,
    category: row.category,
    description: row.description,
    tags: parseTags(row.tags),
    imageUrl: row.imageUrl,
    views: row.views,
    createdAt: row.createdAt,
    userId: row.userId,
    status: row.status,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt,
    reviewNotes: row.reviewNotes,
    fish: row.fishId !== null && row.fishName !== null ? { id: row.fishId, name: row.fishName } : null,
    plant: row.plantId !== null && row.plantName !== null ? { id: row.plantId, name: row.plantName } : null,
    uploader: memberLabel({
      username: row.uploaderUsername,
      firstName: row.uploaderFirstName,
      lastName: row.uploaderLastName,
      email: row.uploaderEmail,
    }),
    reviewer:
      row.reviewerId === null
        ? null
        : memberLabel({
            username: row.reviewerUsername,
            firstName: row.reviewerFirstName,
            lastName: row.reviewerLastName,
            email: row.reviewerEmail,
          }),
    reports: row.reportCount > 0 ? { count: row.reportCount, reasons: [...new Set(reasons)] } : null,
  };
}

function parseTags(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === "string") : [];
  } catch {
    return [];
  }
}
