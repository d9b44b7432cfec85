import { and, asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import { plants, tankPlants } from "../../db/schema";
import type { Tx } from "../../db/types";
import { ADMIN_DENIED_MESSAGE } from "~/domain/access";
import { PLANT_FORM_MESSAGES } from "~/domain/plant-form-rules";
import { plantIllustrationUrl } from "~/illustrations/plants";
import { getDb } from "~/services/db.server";
import type { PlantFormValues } from "~/validation/plant-form";
import { changedFields, recordAudit, type AdminActor } from "./audit-log.server";
import { containsAny, freeSlug, rememberDeleted } from "./catalogue-admin.server";
import { fail, type Result } from "./result";

/**
 * What admins do to the plant encyclopedia: list, create, edit and delete plants, as they do species. Every
 * function checks the actor itself (a route's guard is not the only one), records the change in the audit log
 * in the same transaction, and marks the row as the admin's so seeding never undoes it. Nothing here announces
 * the change: the plants table's triggers raise the versions the visitors' page store and the checker's plant
 * list are kept under (decisions 044 and 056), whoever writes.
 */

const ADMINS_ONLY = "Only admins can change plant profiles";
const NOT_FOUND = "Plant not found";

const { slug: _slug, createdAt: _createdAt, updatedAt: _updatedAt, ...ADMIN_COLUMNS } = getTableColumns(plants);

/** A plant as the admin edits it and the admin API answers: every column but the slug and timestamps. */
export type AdminPlant = { [K in keyof typeof ADMIN_COLUMNS]: (typeof plants.$inferSelect)[K] };

function readPlant(plantId: number): AdminPlant | undefined {
  return getDb().select(ADMIN_COLUMNS).from(plants).where(eq(plants.id, plantId)).get();
}

/** One plant for its edit page and GET /api/admin/plants/{id}. */
export function getPlantForAdmin(admin: AdminActor, plantId: number): Result<{ plant: AdminPlant }, 403 | 404> {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  const plant = readPlant(plantId);
  return plant ? { ok: true, plant } : fail(404, NOT_FOUND, "not-found");
}

/**
 * The admin list: a search over name and scientific name (case-insensitive), or a page of the whole list, by
 * name; with the number of matches.
 */
export function listPlantsForAdmin(admin: AdminActor, { q, offset = 0, limit }: { q?: string; offset?: number; limit: number }) {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  const db = getDb();
  const where = containsAny(q, [plants.name, plants.scientificName]);
  const rows = db
    .select({
      id: plants.id,
      name: plants.name,
      scientificName: plants.scientificName,
      imageUrl: plants.imageUrl,
      type: plants.type,
      light: plants.light,
      difficulty: plants.difficulty,
      adminEditedAt: plants.adminEditedAt,
    })
    .from(plants)
    .where(where)
    .orderBy(asc(plants.name), asc(plants.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ n: count() }).from(plants).where(where).get()?.n ?? 0;
  return { ok: true as const, plants: rows, total };
}

/** What deleting a plant takes with it: its place in members' tanks. */
export type PlantDeletionImpact = { tanks: number };

export function plantDeletionImpact(admin: AdminActor, plantId: number): Result<{ impact: PlantDeletionImpact }, 403> {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  return { ok: true, impact: countDeletionImpact(plantId) };
}

function countDeletionImpact(plantId: number): PlantDeletionImpact {
  return { tanks: getDb().select({ n: count() }).from(tankPlants).where(eq(tankPlants.plantId, plantId)).get()?.n ?? 0 };
}

/**
 * The form's values as stored: the picture is the plant's drawing, made from the facts it is drawn from, at an
 * address that changes with them (so caches never show an old one).
 */
function stored(values: PlantFormValues, slug: string) {
  const drawing = { type: values.type, colour: values.colour, leafShape: values.leafShape, maxHeightCm: values.maxHeightCm };
  return { ...values, imageUrl: plantIllustrationUrl(slug, drawing) };
}

/** A new plant, with a slug of its own (its drawing's address); 409 when another plant already has the name. */
export function createPlant(actor: AdminActor, values: PlantFormValues): Result<{ plant: AdminPlant }, 403 | 409> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const id = getDb().transaction((tx) => {
    if (nameTaken(tx, values.name)) return null;
    const now = new Date().toISOString();
    const slug = freeSlug(tx, "plant", plants, values.name);
    const created = tx
      .insert(plants)
      .values({ ...stored(values, slug), slug, adminEditedAt: now, updatedAt: now })
      .returning({ id: plants.id })
      .get().id;
    recordAudit(tx, actor, { action: "plant.created", subjectKind: "plant", subjectId: created, subjectLabel: values.name });
    return created;
  });
  if (id === null) return fail(409, PLANT_FORM_MESSAGES.nameTaken, "name-taken");
  return { ok: true, plant: readPlant(id)! };
}

/**
 * Replaces a plant's facts; its references and their notes stay. From then on seeding leaves it as the admin
 * made it.
 */
export function updatePlant(
  actor: AdminActor,
  plantId: number,
  values: PlantFormValues,
): Result<{ plant: AdminPlant; before: AdminPlant }, 403 | 404 | 409> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const before = readPlant(plantId);
  if (!before) return fail(404, NOT_FOUND, "not-found");
  const updated = getDb().transaction((tx) => {
    if (nameTaken(tx, values.name, plantId)) return false;
    const now = new Date().toISOString();
    // Every plant has a slug (seeded or made here); one that somehow has none gets one, for its drawing.
    const slug =
      tx.select({ slug: plants.slug }).from(plants).where(eq(plants.id, plantId)).get()?.slug ?? freeSlug(tx, "plant", plants, values.name);
    const after = stored(values, slug);
    tx.update(plants)
      .set({ ...after, slug, adminEditedAt: now, updatedAt: now })
      .where(eq(plants.id, plantId))
      .run();
    recordAudit(tx, actor, {
      action: "plant.updated",
      subjectKind: "plant",
      subjectId: plantId,
      subjectLabel: values.name,
      details: { changes: changedFields(before, after) },
    });
    return true;
  });
  if (!updated) return fail(409, PLANT_FORM_MESSAGES.nameTaken, "name-taken");
  return { ok: true, plant: readPlant(plantId)!, before };
}

/**
 * Deletes a plant. A plant in members' tanks is taken out of them rather than refused, as deleting a species
 * takes it out of the tanks that hold it (both foreign keys cascade): an admin deletes a plant because it should
 * not be in the encyclopedia, and refusing would leave it there for as long as any tank lists it. The
 * confirmation step says how many tanks lose it. A seeded plant's slug is remembered, so no later start or
 * release brings it back.
 */
export function deletePlant(actor: AdminActor, plantId: number): Result<{ plant: AdminPlant; removed: PlantDeletionImpact }, 403 | 404> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const plant = readPlant(plantId);
  if (!plant) return fail(404, NOT_FOUND, "not-found");
  const removed = getDb().transaction((tx) => {
    const counted = countDeletionImpact(plantId);
    const row = tx.select({ slug: plants.slug }).from(plants).where(eq(plants.id, plantId)).get();
    rememberDeleted(tx, "plant", row?.slug ?? null);
    tx.delete(plants).where(eq(plants.id, plantId)).run();
    recordAudit(tx, actor, {
      action: "plant.deleted",
      subjectKind: "plant",
      subjectId: plantId,
      subjectLabel: plant.name,
      details: { tanks: counted.tanks },
    });
    return counted;
  });
  return { ok: true, plant, removed };
}

function nameTaken(tx: Tx, name: string, exceptId?: number): boolean {
  const sameName = sql`lower(${plants.name}) = lower(${name})`;
  const where = exceptId === undefined ? sameName : and(sameName, sql`${plants.id} <> ${exceptId}`);
  return Boolean(tx.select({ id: plants.id }).from(plants).where(where).get());
}
