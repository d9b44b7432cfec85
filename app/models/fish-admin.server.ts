import { and, asc, count, eq, sql } from "drizzle-orm";
import { collectionEntries, deletedReferenceSlugs, discussionComments, fish, fishPhotos } from "../../db/schema";
import type { Tx } from "../../db/types";
import { ADMIN_DENIED_MESSAGE } from "~/domain/access";
import { defaultDrawing, FISH_FORM_MESSAGES } from "~/domain/fish-form-rules";
import { getDb } from "~/services/db.server";
import type { FishFormValues } from "~/validation/fish-form";
import { ILLUSTRATION_PATH_PREFIX, illustrationUrl } from "~/illustrations/fish";
import { FISH_CARD_COLUMNS, getFishDrawing, getFishProfile, type FishProfile } from "./fish.server";
import { changedFields, recordAudit, type AdminActor } from "./audit-log.server";
import { deletePublishedImage } from "./image-pipeline.server";
import { refuseImageAddress, speciesImageRule } from "./image-address.server";
import { fail, type Result } from "./result";

/**
 * What admins do to the encyclopedia: list, create, edit and delete species. Every function checks the actor
 * itself (a route's guard is not the only one), marks what it changed as the admin's so seeding never undoes it,
 * and says that public content changed.
 */

type Actor = AdminActor;

const ADMINS_ONLY = "Only admins can change fish profiles";

/**
 * The admin list: a search over name, scientific name and fish type (case-insensitive), or a page of the whole
 * list, by name; with the number of matches.
 */
export function listFishForAdmin(admin: Actor, { q, offset = 0, limit }: { q?: string; offset?: number; limit: number }) {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  const db = getDb();
  const pattern = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern
    ? sql`(lower(${fish.name}) like ${pattern} escape '\\' or lower(${fish.scientificName}) like ${pattern} escape '\\' or lower(${fish.fishType}) like ${pattern} escape '\\')`
    : undefined;
  const rows = db
    .select({ ...FISH_CARD_COLUMNS, fishType: fish.fishType })
    .from(fish)
    .where(where)
    .orderBy(asc(fish.name))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ n: count() }).from(fish).where(where).get()?.n ?? 0;
  return { ok: true as const, fish: rows, total };
}

/** What deleting a species takes with it, to say so before it goes. */
export type FishDeletionImpact = { collectionEntries: number; comments: number; photos: number };

export function fishDeletionImpact(admin: Actor, fishId: number): Result<{ impact: FishDeletionImpact }, 403> {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  return { ok: true, impact: countDeletionImpact(fishId) };
}

function countDeletionImpact(fishId: number): FishDeletionImpact {
  const db = getDb();
  const total = (table: typeof collectionEntries | typeof discussionComments | typeof fishPhotos) =>
    db.select({ n: count() }).from(table).where(eq(table.fishId, fishId)).get()?.n ?? 0;
  return { collectionEntries: total(collectionEntries), comments: total(discussionComments), photos: total(fishPhotos) };
}

/**
 * A new species, with a slug of its own; 409 when another species already has the name. One that says nothing
 * of a drawing gets the default one, so it has a picture like every seeded species.
 */
export function createFishProfile(actor: Actor, values: FishFormValues): Result<{ fish: FishProfile }, 400 | 403 | 409> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const refused = refuseImageAddress(values.imageUrl, speciesImageRule());
  if (refused) return refused;
  const drawn = { ...values, illustration: values.illustration === undefined ? defaultDrawing(values) : values.illustration };
  const db = getDb();
  const id = db.transaction((tx) => {
    if (nameTaken(tx, values.name)) return null;
    const now = new Date().toISOString();
    const slug = freeSlug(tx, values.name);
    const created = tx
      .insert(fish)
      .values({ ...drawn, imageUrl: imageOf(drawn, slug), slug, adminEditedAt: now, updatedAt: now })
      .returning({ id: fish.id })
      .get().id;
    recordAudit(tx, actor, { action: "fish.created", subjectKind: "fish", subjectId: created, subjectLabel: values.name });
    return created;
  });
  if (id === null) return fail(409, FISH_FORM_MESSAGES.nameTaken, "name-taken");
  return { ok: true, fish: getFishProfile(id)! };
}

/** Replaces a species' fields; from then on seeding leaves it as the admin made it. */
export function updateFishProfile(
  actor: Actor,
  fishId: number,
  values: FishFormValues,
): Result<{ fish: FishProfile; before: FishProfile }, 400 | 403 | 404 | 409> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const profile = getFishProfile(fishId);
  const drawing = getFishDrawing(fishId);
  if (!profile || !drawing) return fail(404, "Fish not found", "not-found");
  const refused = refuseImageAddress(values.imageUrl, speciesImageRule(profile.imageUrl));
  if (refused) return refused;
  const before = { ...profile, illustration: drawing.illustration };
  const db = getDb();
  const updated = db.transaction((tx) => {
    if (nameTaken(tx, values.name, fishId)) return false;
    const now = new Date().toISOString();
    // A species drawn for the first time gets a slug (its drawing's address), as the seeded ones have.
    // A client that says nothing of the drawing keeps it (or, with no image at all, gets the default one); one
    // that removes it but keeps the drawing's address keeps it too, so the image still shows.
    const illustration =
      values.illustration === undefined
        ? (drawing.illustration ?? (values.imageUrl ? null : defaultDrawing(values)))
        : (values.illustration ?? (values.imageUrl.startsWith(ILLUSTRATION_PATH_PREFIX) ? drawing.illustration : null));
    const slug = drawing.slug ?? (illustration ? freeSlug(tx, values.name) : null);
    const imageUrl = slug ? imageOf({ ...values, illustration }, slug) : values.imageUrl;
    tx.update(fish)
      .set({ ...values, illustration, imageUrl, slug, adminEditedAt: now, updatedAt: now })
      .where(eq(fish.id, fishId))
      .run();
    recordAudit(tx, actor, {
      action: "fish.updated",
      subjectKind: "fish",
      subjectId: fishId,
      subjectLabel: values.name,
      details: { changes: changedFields(before, { ...values, illustration, imageUrl }) },
    });
    return true;
  });
  if (!updated) return fail(409, FISH_FORM_MESSAGES.nameTaken, "name-taken");
  return { ok: true, fish: getFishProfile(fishId)!, before };
}

/**
 * Makes one of the species' approved community photos its main image. Only an approved photo of this species
 * will do (a pending one is not public yet); the photo's stored image then stays public and is kept even if
 * its member deletes the photo.
 */
export function setMainImageFromPhoto(actor: Actor, fishId: number, photoId: number): Result<{ fish: FishProfile }, 403 | 404 | 409> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const before = getFishProfile(fishId);
  if (!before) return fail(404, "Fish not found", "not-found");
  const db = getDb();
  const photo = db
    .select({ imageUrl: fishPhotos.imageUrl, status: fishPhotos.status })
    .from(fishPhotos)
    .where(and(eq(fishPhotos.id, photoId), eq(fishPhotos.fishId, fishId)))
    .get();
  if (!photo) return fail(404, "Photo not found", "photo-not-found");
  if (photo.status !== "approved") return fail(409, "Only an approved photo can be the main image", "not-approved");
  db.transaction((tx) => {
    const now = new Date().toISOString();
    tx.update(fish).set({ imageUrl: photo.imageUrl, adminEditedAt: now, updatedAt: now }).where(eq(fish.id, fishId)).run();
    recordAudit(tx, actor, {
      action: "fish.updated",
      subjectKind: "fish",
      subjectId: fishId,
      subjectLabel: before.name,
      details: { changes: { imageUrl: { before: before.imageUrl, after: photo.imageUrl } }, fromPhoto: photoId },
    });
  });
  return { ok: true, fish: getFishProfile(fishId)! };
}

/**
 * Deletes a species with everything members attached to it (collection entries, comments, photos and their
 * stored images). A seeded species' slug is remembered, so no later start or release brings it back.
 */
export async function deleteFishProfile(
  actor: Actor,
  fishId: number,
): Promise<Result<{ fish: FishProfile; removed: FishDeletionImpact }, 403 | 404>> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const profile = getFishProfile(fishId);
  if (!profile) return fail(404, "Fish not found", "not-found");
  const db = getDb();
  const removed = countDeletionImpact(fishId);
  const objectKeys = db.transaction((tx) => {
    const row = tx.select({ slug: fish.slug }).from(fish).where(eq(fish.id, fishId)).get();
    const keys = tx.select({ key: fishPhotos.objectKey }).from(fishPhotos).where(eq(fishPhotos.fishId, fishId)).all();
    if (row?.slug) tx.insert(deletedReferenceSlugs).values({ kind: "fish", slug: row.slug }).onConflictDoNothing().run();
    // Collection entries, comments and photos go with it (foreign keys cascade).
    tx.delete(fish).where(eq(fish.id, fishId)).run();
    recordAudit(tx, actor, {
      action: "fish.deleted",
      subjectKind: "fish",
      subjectId: fishId,
      subjectLabel: profile.name,
      details: { removed },
    });
    return keys.map((entry) => entry.key);
  });
  for (const key of objectKeys) await deletePublishedImage(key);
  return { ok: true, fish: profile, removed };
}

function nameTaken(tx: Tx, name: string, exceptId?: number): boolean {
  const sameName = sql`lower(${fish.name}) = lower(${name})`;
  const where = exceptId === undefined ? sameName : and(sameName, sql`${fish.id} <> ${exceptId}`);
  return Boolean(tx.select({ id: fish.id }).from(fish).where(where).get());
}

/**
 * The image a species shows: the address the admin gave or, for a drawn species whose image is not another
 * picture, its drawing's address (which changes with its colours, so caches never show an old one).
 */
function imageOf(values: Pick<FishFormValues, "imageUrl" | "illustration">, slug: string): string {
  const { imageUrl, illustration } = values;
  if (illustration && (!imageUrl || imageUrl.startsWith(ILLUSTRATION_PATH_PREFIX))) return illustrationUrl(slug, illustration);
  return imageUrl;
}

/** "Cherry Barb" -> "cherry-barb", or "cherry-barb-2" when taken (by a species or by a deleted one). */
function freeSlug(tx: Tx, name: string): string {
  const base =
    name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "fish";
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const used =
      tx.select({ id: fish.id }).from(fish).where(eq(fish.slug, slug)).get() ??
      tx
        .select({ slug: deletedReferenceSlugs.slug })
        .from(deletedReferenceSlugs)
        .where(and(eq(deletedReferenceSlugs.kind, "fish"), eq(deletedReferenceSlugs.slug, slug)))
        .get();
    if (!used) return slug;
  }
}
