import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { communityImages, fish, imageLikes, users, type TankSpecs } from "../../db/schema";
import type { ReviewStatus } from "~/domain/moderation";
import { discussionName } from "~/domain/display-name";
import type { GalleryCategory } from "~/domain/gallery-rules";
import type { KeysetPage } from "~/domain/pagination";
import { getDb } from "~/services/db.server";
import { pendingViewsOf } from "./gallery-views.server";
import { countImages } from "./image-counts.server";
import { inKeyOrder, mergeNewestFirst, olderThan, toPage, type Cursor } from "./keyset.server";

/**
 * Reading the community gallery: who may see which image, pages of the grid, one image, a member's uploads,
 * the gallery's figures (the images that name a species are in species-gallery.server.ts). Changes live in
 * gallery-uploads.server.ts (posting, deleting) and gallery-reactions.server.ts (likes, reports).
 */

/** Who is looking: a member (their own unapproved images are theirs to see), or an admin (every image). */
export type Viewer = { id: string; isAdmin?: boolean };

/** A community gallery image, and what the pages need beside it. */
export type GalleryImage = {
  id: number;
  title: string;
  /** Absent when the member wrote none. */
  description?: string;
  category: string;
  imageUrl: string;
  tags: string[];
  /** Absent when no specification was filled in. */
  tankSpecs?: TankSpecs;
  likes: number;
  views: number;
  createdAt: string;
  /** The uploader, so GET /api/community-images/user/{userId} can be asked for their others. */
  userId: string;
  /** Others only ever see approved images; a member also sees their own pending and rejected ones. */
  status: ReviewStatus;
  /** Only on a rejected image, and only for its member: the reviewer's words, when they gave any. */
  reviewNotes?: string;
  /** Whether the viewer has liked it. */
  liked: boolean;
  /** The species it shows, when the member named one. */
  fish: { id: number; name: string } | null;
};

/** The detail page's extras: who posted it (their public name, never their e-mail). */
export type GalleryImageDetail = GalleryImage & { uploaderName: string };

function likedBy(viewerId: string | null) {
  if (!viewerId) return sql<number>`0`;
  return sql<number>`exists(select 1 from ${imageLikes} where ${imageLikes.imageId} = ${communityImages.id} and ${imageLikes.userId} = ${viewerId})`;
}

function columns(viewerId: string | null) {
  return {
    id: communityImages.id,
    title: communityImages.title,
    description: communityImages.description,
    category: communityImages.category,
    imageUrl: communityImages.imageUrl,
    tags: communityImages.tags,
    tankSpecs: communityImages.tankSpecs,
    // Kept by image_likes' triggers (decision 038).
    likes: communityImages.likes,
    views: communityImages.views,
    createdAt: communityImages.createdAt,
    userId: communityImages.userId,
    status: communityImages.status,
    reviewNotes: communityImages.reviewNotes,
    liked: likedBy(viewerId),
    fishId: fish.id,
    fishName: fish.name,
  };
}

type Row = {
  id: number;
  title: string;
  description: string | null;
  category: string;
  imageUrl: string;
  tags: string[];
  tankSpecs: TankSpecs | null;
  likes: number;
  views: number;
  createdAt: string;
  userId: string;
  status: ReviewStatus;
  reviewNotes: string | null;
  liked: number | boolean;
  fishId: number | null;
  fishName: string | null;
};

function toImage(row: Row, viewerId: string | null): GalleryImage {
  const own = viewerId !== null && row.userId === viewerId;
  return {
    id: row.id,
    title: row.title,
    ...(row.description ? { description: row.description } : {}),
    category: row.category,
    imageUrl: row.imageUrl,
    tags: Array.isArray(row.tags) ? row.tags : [],
    ...(row.tankSpecs && Object.keys(row.tankSpecs).length > 0 ? { tankSpecs: row.tankSpecs } : {}),
    likes: Number(row.likes),
    // Views still in memory (not yet written) count too, so a member sees their own visit at once.
    views: row.views + pendingViewsOf(row.id),
    createdAt: row.createdAt,
    userId: row.userId,
    status: row.status,
    // The owner's reason: a rejection's notes, or the note of an admin who hid it after reports (pending again).
    ...(own && row.status !== "approved" && row.reviewNotes ? { reviewNotes: row.reviewNotes } : {}),
    liked: Boolean(row.liked),
    fish: row.fishId !== null && row.fishName !== null ? { id: row.fishId, name: row.fishName } : null,
  };
}

/** Approved images for everyone; a member's own pending and rejected ones for that member; all for an admin. */
export function visibleTo(viewer: Viewer | null): SQL {
  if (viewer?.isAdmin) return sql`1 = 1`;
  if (!viewer) return eq(communityImages.status, "approved");
  return or(eq(communityImages.status, "approved"), eq(communityImages.userId, viewer.id))!;
}

/**
 * The grid shows approved images and the member's own: an admin's grid is a member's (the queue shows the rest).
 * As arms, one per index: approved images (by status, or category and status), and the member's own (by member).
 */
function gridArmsOf(viewer: Viewer | null, category: GalleryCategory | null | undefined): SQL[] {
  const inCategory = category ? eq(communityImages.category, category) : undefined;
  const approved = and(eq(communityImages.status, "approved"), inCategory)!;
  return viewer ? [approved, and(eq(communityImages.userId, viewer.id), inCategory)!] : [approved];
}

function baseQuery(viewerId: string | null) {
  return getDb().select(columns(viewerId)).from(communityImages).leftJoin(fish, eq(fish.id, communityImages.fishId));
}

/**
 * One page of a list, newest first by (created_at, id): the newest `limit`, or the `limit` older than image
 * `before`. Null when `before` is not an image of this list (hidden from the viewer, another category, gone).
 * The list is the union of `arms`: each arm seeks an index of its own in (created_at, id) order and stops after
 * `limit + 1` keys; the keys are merged, and only the rows shown are read in full, with their likes. A single
 * `OR` would read every image either side matches and sort them all to keep a page.
 */
function pageOf(arms: SQL[], viewerId: string | null, before: number | null | undefined, limit: number): KeysetPage<GalleryImage> | null {
  const db = getDb();
  let cursor: Cursor | undefined;
  if (before) {
    cursor = db
      .select({ id: communityImages.id, createdAt: communityImages.createdAt })
      .from(communityImages)
      .where(and(eq(communityImages.id, before), arms.length === 1 ? arms[0] : or(...arms)))
      .get();
    if (!cursor) return null;
  }
  const shown = mergeNewestFirst(
    arms.map((arm) =>
      db
        .select({ id: communityImages.id, createdAt: communityImages.createdAt })
        .from(communityImages)
        .where(cursor ? and(arm, olderThan(communityImages.createdAt, communityImages.id, cursor)) : arm)
        .orderBy(desc(communityImages.createdAt), desc(communityImages.id))
        .limit(limit + 1)
        .all(),
    ),
    limit,
  );
  const rows =
    shown.length === 0
      ? []
      : (baseQuery(viewerId)
          .where(
            inArray(
              communityImages.id,
              shown.map((key) => key.id),
            ),
          )
          .all() as Row[]);
  const page = toPage(inKeyOrder(shown, rows), limit);
  return { items: page.items.map((row) => toImage(row, viewerId)), olderBefore: page.olderBefore };
}

/**
 * The gallery's grid for a member: approved images and their own, optionally of one category. Without a
 * viewer (the JSON API for scripts), approved images only.
 */
export function pageGallery(
  viewer: Viewer | null,
  { category, before, limit }: { category?: GalleryCategory | null; before?: number | null; limit: number },
): KeysetPage<GalleryImage> | null {
  return pageOf(gridArmsOf(viewer, category), viewer?.id ?? null, before, limit);
}

/** GET /api/community-images: approved images only, whoever asks (their own unapproved ones are under /user). */
export function pageApprovedImages(
  viewerId: string | null,
  { category, before, limit }: { category?: GalleryCategory | null; before?: number | null; limit: number },
): KeysetPage<GalleryImage> | null {
  return pageOf(gridArmsOf(null, category), viewerId, before, limit);
}

/**
 * A member's uploads as `viewer` may see them (all of them for themselves or an admin, approved ones for
 * anyone else), a page at a time, with the likes and views of all of those images summed.
 */
export function pageMemberImages(
  viewer: Viewer | null,
  memberId: string,
  { before, limit }: { before?: number | null; limit: number },
): { page: KeysetPage<GalleryImage>; totalLikes: number; totalViews: number } | null {
  const mine = viewer && (viewer.id === memberId || viewer.isAdmin);
  const where = and(eq(communityImages.userId, memberId), mine ? undefined : eq(communityImages.status, "approved"))!;
  const page = pageOf([where], viewer?.id ?? null, before, limit);
  if (!page) return null;
  const totals = getDb()
    .select({
      likes: sql<number>`coalesce(sum(${communityImages.likes}), 0)`,
      views: sql<number>`coalesce(sum(${communityImages.views}), 0)`,
      ids: sql<string | null>`group_concat(${communityImages.id})`,
    })
    .from(communityImages)
    .where(where)
    .get();
  const pending = (totals?.ids ?? "")
    .split(",")
    .filter(Boolean)
    .reduce((sum, id) => sum + pendingViewsOf(Number(id)), 0);
  return { page, totalLikes: Number(totals?.likes ?? 0), totalViews: Number(totals?.views ?? 0) + pending };
}

/** One image, if this viewer may see it; null otherwise (so an id never reveals a hidden image). */
export function getGalleryImage(viewer: Viewer | null, imageId: number): GalleryImageDetail | null {
  const row = getDb()
    .select({ ...columns(viewer?.id ?? null), username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(communityImages)
    .innerJoin(users, eq(users.id, communityImages.userId))
    .leftJoin(fish, eq(fish.id, communityImages.fishId))
    .where(and(eq(communityImages.id, imageId), visibleTo(viewer)))
    .get() as (Row & { username: string | null; firstName: string | null; lastName: string | null }) | undefined;
  if (!row) return null;
  return { ...toImage(row, viewer?.id ?? null), uploaderName: discussionName(row) };
}

/** The figures over the gallery's grid, counted from the data. */
export type GalleryStats = { totalImages: number; myUploads: number; likesReceived: number; views: number };

export function galleryStats(memberId: string): GalleryStats {
  const totalImages = countImages("gallery", "approved");
  const own = getDb()
    .select({
      n: sql<number>`count(*)`,
      likes: sql<number>`coalesce(sum(${communityImages.likes}), 0)`,
      views: sql<number>`coalesce(sum(${communityImages.views}), 0)`,
      ids: sql<string | null>`group_concat(${communityImages.id})`,
    })
    .from(communityImages)
    .where(eq(communityImages.userId, memberId))
    .get();
  const pending = (own?.ids ?? "")
    .split(",")
    .filter(Boolean)
    .reduce((sum, id) => sum + pendingViewsOf(Number(id)), 0);
  return { totalImages, myUploads: own?.n ?? 0, likesReceived: Number(own?.likes ?? 0), views: Number(own?.views ?? 0) + pending };
}

/** The facts a change needs: whose image, its state, its stored object. */
export function galleryImageFacts(imageId: number) {
  return getDb()
    .select({
      id: communityImages.id,
      userId: communityImages.userId,
      status: communityImages.status,
      objectKey: communityImages.objectKey,
      fishId: communityImages.fishId,
    })
    .from(communityImages)
    .where(eq(communityImages.id, imageId))
    .get();
}
