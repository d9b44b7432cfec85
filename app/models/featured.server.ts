import { and, asc, count, desc, eq, isNotNull, isNull, max, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { aquascapes, fish, productReviews, videos } from "../../db/schema";
import type { Tx } from "../../db/types";
import { FEATURED_KINDS, FEATURED_LIMITS, FEATURED_MESSAGES, type FeaturedKind } from "~/domain/featured";
import { getDb } from "~/services/db.server";
import { recordAudit, type AdminActor, type AuditEntry } from "./audit-log.server";
import { isWatchable } from "./video.server";
import { fail, type Result } from "./result";

/**
 * What an admin features on the home page: a stamp on the row itself (`featured_at`), so deleting the row
 * unfeatures it and no list can point at something gone. The home queries put stamped rows first, newest stamp
 * first. Featuring is not an edit of the row's content: seeding keeps updating a featured row from its file.
 */

export type FeaturedItem = { id: number; label: string; featuredAt: string };
export type FeaturedChoice = { id: number; label: string };
export type FeaturedSection = { kind: FeaturedKind; limit: number; featured: FeaturedItem[]; choices: FeaturedChoice[] };

type FeaturedFailure = "not-admin" | "not-found" | "already-featured" | "not-featured" | "section-full" | "draft";

type Source = {
  table: SQLiteTable;
  id: SQLiteColumn;
  featuredAt: SQLiteColumn;
  /** How the admin page and the audit log name a row. */
  label: SQL<string>;
  /** The order of the admin page's list of rows to choose from. */
  order: Array<SQLiteColumn | SQL>;
  /** What a row must be to be featured, when not every row may be: a video a visitor can watch, never a draft. */
  featurable?: SQL;
  setFeaturedAt(tx: Tx, id: number, at: string | null): void;
};

// One entry per kind: the update stays typed against its own table.
const SOURCES: Record<FeaturedKind, Source> = {
  fish: {
    table: fish,
    id: fish.id,
    featuredAt: fish.featuredAt,
    label: sql<string>`${fish.name}`,
    order: [asc(fish.name)],
    setFeaturedAt: (tx, id, at) => tx.update(fish).set({ featuredAt: at }).where(eq(fish.id, id)).run(),
  },
  product: {
    table: productReviews,
    id: productReviews.id,
    featuredAt: productReviews.featuredAt,
    label: sql<string>`${productReviews.brand} || ' ' || ${productReviews.name}`,
    order: [asc(productReviews.brand), asc(productReviews.name)],
    setFeaturedAt: (tx, id, at) => tx.update(productReviews).set({ featuredAt: at }).where(eq(productReviews.id, id)).run(),
  },
  aquascape: {
    table: aquascapes,
    id: aquascapes.id,
    featuredAt: aquascapes.featuredAt,
    label: sql<string>`${aquascapes.title}`,
    order: [asc(aquascapes.title)],
    setFeaturedAt: (tx, id, at) => tx.update(aquascapes).set({ featuredAt: at }).where(eq(aquascapes.id, id)).run(),
  },
  video: {
    table: videos,
    id: videos.id,
    featuredAt: videos.featuredAt,
    label: sql<string>`${videos.title}`,
    order: [asc(videos.title)],
    featurable: isWatchable,
    setFeaturedAt: (tx, id, at) => tx.update(videos).set({ featuredAt: at }).where(eq(videos.id, id)).run(),
  },
};

/** Every section's featured items (newest first) and the rows that could join them, for the admin page. */
export function listFeatured(admin: AdminActor): Result<{ sections: FeaturedSection[] }, 403, "not-admin"> {
  if (!admin.isAdmin) return fail(403, FEATURED_MESSAGES.adminsOnly, "not-admin");
  const db = getDb();
  const sections = FEATURED_KINDS.map((kind): FeaturedSection => {
    const src = SOURCES[kind];
    const featured = db
      .select({ id: sql<number>`${src.id}`, label: src.label, featuredAt: sql<string>`${src.featuredAt}` })
      .from(src.table)
      .where(isNotNull(src.featuredAt))
      .orderBy(desc(src.featuredAt), desc(src.id))
      .all();
    const choices = db
      .select({ id: sql<number>`${src.id}`, label: src.label })
      .from(src.table)
      .where(src.featurable ? and(isNull(src.featuredAt), src.featurable) : isNull(src.featuredAt))
      .orderBy(...src.order)
      .all();
    return { kind, limit: FEATURED_LIMITS[kind], featured, choices };
  });
  return { ok: true, sections };
}

/**
 * Features a row at the top of its home section. A full section refuses (409) rather than pushing another
 * admin's choice out unseen: the admin removes one first, knowing which.
 */
export function featureItem(
  admin: AdminActor,
  kind: FeaturedKind,
  id: number,
): Result<{ item: FeaturedItem }, 403 | 404 | 409, FeaturedFailure> {
  if (!admin.isAdmin) return fail(403, FEATURED_MESSAGES.adminsOnly, "not-admin");
  const src = SOURCES[kind];
  const outcome = getDb().transaction((tx): Result<{ item: FeaturedItem }, 404 | 409, FeaturedFailure> => {
    const row = findRow(tx, src, id);
    if (!row) return fail(404, FEATURED_MESSAGES.notFound(kind), "not-found");
    if (row.featuredAt) return fail(409, FEATURED_MESSAGES.alreadyFeatured(row.label), "already-featured");
    if (!row.featurable) return fail(409, FEATURED_MESSAGES.draft(row.label), "draft");
    const stamps = tx
      .select({ n: count(), latest: max(src.featuredAt) })
      .from(src.table)
      .where(isNotNull(src.featuredAt))
      .get();
    if ((stamps?.n ?? 0) >= FEATURED_LIMITS[kind]) return fail(409, FEATURED_MESSAGES.full(kind), "section-full");
    const featuredAt = laterThan(stamps?.latest as string | null | undefined);
    src.setFeaturedAt(tx, id, featuredAt);
    audit(tx, admin, { action: "featured.added", subjectKind: kind, subjectId: id, subjectLabel: row.label });
    return { ok: true, item: { id, label: row.label, featuredAt } };
  });
  return outcome;
}

/** Takes a row off the home page's featured places; the section's automatic choice fills the place. */
export function unfeatureItem(
  admin: AdminActor,
  kind: FeaturedKind,
  id: number,
): Result<{ item: FeaturedItem }, 403 | 404 | 409, FeaturedFailure> {
  if (!admin.isAdmin) return fail(403, FEATURED_MESSAGES.adminsOnly, "not-admin");
  const src = SOURCES[kind];
  const outcome = getDb().transaction((tx): Result<{ item: FeaturedItem }, 404 | 409, FeaturedFailure> => {
    const row = findRow(tx, src, id);
    if (!row) return fail(404, FEATURED_MESSAGES.notFound(kind), "not-found");
    if (!row.featuredAt) return fail(409, FEATURED_MESSAGES.notFeatured(row.label), "not-featured");
    src.setFeaturedAt(tx, id, null);
    audit(tx, admin, {
      action: "featured.removed",
      subjectKind: kind,
      subjectId: id,
      subjectLabel: row.label,
      details: { featuredSince: row.featuredAt },
    });
    return { ok: true, item: { id, label: row.label, featuredAt: row.featuredAt } };
  });
  return outcome;
}

function findRow(tx: Tx, src: Source, id: number) {
  return tx
    .select({ label: src.label, featuredAt: sql<string | null>`${src.featuredAt}`, featurable: sql<number>`${src.featurable ?? sql`1`}` })
    .from(src.table)
    .where(eq(src.id, id))
    .get();
}

/**
 * Now, or just after the section's latest stamp when the clock has not moved on (two features in the same
 * millisecond), so "most recently featured first" is never a tie.
 */
function laterThan(latest: string | null | undefined): string {
  const now = Date.now();
  const after = latest ? Date.parse(latest) + 1 : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(now, after)).toISOString();
}

type FeaturedAudit = AuditEntry & { action: "featured.added" | "featured.removed"; subjectKind: FeaturedKind };

function audit(tx: Tx, admin: AdminActor, entry: FeaturedAudit) {
  recordAudit(tx, admin, entry);
}
