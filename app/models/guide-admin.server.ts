import { and, asc, count, eq, sql } from "drizzle-orm";
import { aquascapes } from "../../db/schema";
import type { Tx } from "../../db/types";
import { ADMIN_DENIED_MESSAGE } from "~/domain/access";
import { GUIDE_FORM_MESSAGES } from "~/domain/guide-form-rules";
import { AQUASCAPE_SCENES } from "~/domain/aquascapes";
import { AQUASCAPE_ILLUSTRATION_PREFIX, aquascapeIllustrationUrl, SCENE_TITLES } from "~/illustrations/aquascapes";
import { getDb } from "~/services/db.server";
import type { GuideFormValues } from "~/validation/guide-form";
import type { Aquascape } from "./aquascape.server";
import { changedFields, recordAudit, type AdminActor } from "./audit-log.server";
import { containsAny, freeSlug, rememberDeleted } from "./catalogue-admin.server";
import { claimPublishedImage, type PublishedImage } from "./image-pipeline.server";
import { catalogueImageRule, refuseImageAddress } from "./image-address.server";
import { fail, type Result } from "./result";

/**
 * What admins do to the aquascaping guides: list, create, edit and delete. Every function checks the actor
 * itself, records the change in the audit log in the same transaction, marks the row as the admin's so seeding
 * never undoes (or removes) it, and says that public content changed.
 */

const ADMINS_ONLY = "Only admins can change aquascaping guides";
const NOT_FOUND = "Guide not found";
const IMAGE_TAKEN = "This picture is already in use";

const columns = {
  id: aquascapes.id,
  title: aquascapes.title,
  style: aquascapes.style,
  description: aquascapes.description,
  difficulty: aquascapes.difficulty,
  imageUrl: aquascapes.imageUrl,
  tools: aquascapes.tools,
  plants: aquascapes.plants,
};

/** One guide with every field, or undefined. */
export function getGuide(guideId: number): Aquascape | undefined {
  return getDb().select(columns).from(aquascapes).where(eq(aquascapes.id, guideId)).get();
}

/** The admin list: a search over title, style and difficulty, or a page of the whole list, by title. */
export function listGuidesForAdmin(admin: AdminActor, { q, offset = 0, limit }: { q?: string; offset?: number; limit: number }) {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  const db = getDb();
  const where = containsAny(q, [aquascapes.title, aquascapes.style, aquascapes.difficulty]);
  const rows = db
    .select({
      id: aquascapes.id,
      title: aquascapes.title,
      style: aquascapes.style,
      difficulty: aquascapes.difficulty,
      imageUrl: aquascapes.imageUrl,
    })
    .from(aquascapes)
    .where(where)
    .orderBy(asc(aquascapes.title))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ n: count() }).from(aquascapes).where(where).get()?.n ?? 0;
  return { ok: true as const, guides: rows, total };
}

/**
 * A new guide; 409 when another guide has the title. An uploaded picture (published, not yet claimed) becomes
 * the guide's image, claimed in the same transaction as the row.
 */
export function createGuide(
  actor: AdminActor,
  values: GuideFormValues,
  image?: PublishedImage,
): Result<{ guide: Aquascape }, 400 | 403 | 409> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const refused = image ? null : refuseImageAddress(values.imageUrl, catalogueImageRule(actor));
  if (refused) return refused;
  const outcome = getDb().transaction((tx) => {
    if (titleTaken(tx, values.title)) return "title-taken" as const;
    if (image && !claimPublishedImage(image)) return "image-taken" as const;
    const slug = freeSlug(tx, "aquascape", aquascapes, values.title);
    const created = tx
      .insert(aquascapes)
      .values({ ...stored(values, image), slug, adminEditedAt: new Date().toISOString() })
      .returning({ id: aquascapes.id })
      .get().id;
    recordAudit(tx, actor, { action: "aquascape.created", subjectKind: "aquascape", subjectId: created, subjectLabel: values.title });
    return created;
  });
  if (outcome === "title-taken") return fail(409, GUIDE_FORM_MESSAGES.titleTaken, "title-taken");
  if (outcome === "image-taken") return fail(409, IMAGE_TAKEN, "image-taken");
  return { ok: true, guide: getGuide(outcome)! };
}

/**
 * Replaces a guide's fields, and its picture when one was uploaded (claimed with the row); from then on seeding
 * leaves it as the admin made it.
 */
export function updateGuide(
  actor: AdminActor,
  guideId: number,
  values: GuideFormValues,
  image?: PublishedImage,
): Result<{ guide: Aquascape; before: Aquascape }, 400 | 403 | 404 | 409> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const before = getGuide(guideId);
  if (!before) return fail(404, NOT_FOUND, "not-found");
  const refused = image ? null : refuseImageAddress(values.imageUrl, catalogueImageRule(actor, before.imageUrl));
  if (refused) return refused;
  const outcome = getDb().transaction((tx) => {
    if (titleTaken(tx, values.title, guideId)) return "title-taken" as const;
    if (image && !claimPublishedImage(image)) return "image-taken" as const;
    const after = stored(values, image);
    tx.update(aquascapes)
      .set({ ...after, adminEditedAt: new Date().toISOString() })
      .where(eq(aquascapes.id, guideId))
      .run();
    recordAudit(tx, actor, {
      action: "aquascape.updated",
      subjectKind: "aquascape",
      subjectId: guideId,
      subjectLabel: values.title,
      details: { changes: changedFields(before, after) },
    });
    return "updated" as const;
  });
  if (outcome === "title-taken") return fail(409, GUIDE_FORM_MESSAGES.titleTaken, "title-taken");
  if (outcome === "image-taken") return fail(409, IMAGE_TAKEN, "image-taken");
  return { ok: true, guide: getGuide(guideId)!, before };
}

/** Deletes a guide; a seeded guide's slug is remembered, so no later start or release brings it back. */
export function deleteGuide(actor: AdminActor, guideId: number): Result<{ guide: Aquascape }, 403 | 404> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const guide = getGuide(guideId);
  if (!guide) return fail(404, NOT_FOUND, "not-found");
  getDb().transaction((tx) => {
    const row = tx.select({ slug: aquascapes.slug }).from(aquascapes).where(eq(aquascapes.id, guideId)).get();
    rememberDeleted(tx, "aquascape", row?.slug ?? null);
    tx.delete(aquascapes).where(eq(aquascapes.id, guideId)).run();
    recordAudit(tx, actor, { action: "aquascape.deleted", subjectKind: "aquascape", subjectId: guideId, subjectLabel: guide.title });
  });
  return { ok: true, guide };
}

/** The generated drawings a guide may show, named by what they show and where each is served, for the form's choice. */
export function guideSceneChoices(): Array<{ id: string; label: string; url: string }> {
  return AQUASCAPE_SCENES.map((id) => ({ id, label: SCENE_TITLES[id], url: aquascapeIllustrationUrl(id) }));
}

/** The scene a guide's generated picture shows, read from its address; null for an image of its own. */
export function sceneOf(imageUrl: string): string | null {
  if (!imageUrl.startsWith(AQUASCAPE_ILLUSTRATION_PREFIX)) return null;
  return imageUrl.slice(AQUASCAPE_ILLUSTRATION_PREFIX.length).split("?")[0] || null;
}

/**
 * The form's values as stored: an uploaded picture's address exactly as published (which is what makes it
 * public); without an image address of its own, the guide shows the chosen scene.
 */
function stored({ scene, ...values }: GuideFormValues, image?: PublishedImage) {
  if (image) return { ...values, imageUrl: image.url };
  const ownImage = values.imageUrl && !values.imageUrl.startsWith(AQUASCAPE_ILLUSTRATION_PREFIX);
  return { ...values, imageUrl: ownImage ? values.imageUrl : aquascapeIllustrationUrl(scene) };
}

function titleTaken(tx: Tx, title: string, exceptId?: number): boolean {
  const same = sql`lower(${aquascapes.title}) = lower(${title})`;
  const where = exceptId === undefined ? same : and(same, sql`${aquascapes.id} <> ${exceptId}`);
  return Boolean(tx.select({ id: aquascapes.id }).from(aquascapes).where(where).get());
}
