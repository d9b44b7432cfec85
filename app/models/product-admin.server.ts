import { and, asc, count, eq, sql } from "drizzle-orm";
import { memberReviews, productReviews } from "../../db/schema";
import type { Tx } from "../../db/types";
import { ADMIN_DENIED_MESSAGE } from "~/domain/access";
import { PRODUCT_FORM_MESSAGES } from "~/domain/product-form-rules";
import { PRODUCT_CATEGORY_IDS, type ProductCategory } from "~/domain/products";
import { PRODUCT_ILLUSTRATION_PATH_PREFIX, productIllustrationUrl } from "~/illustrations/products";
import { getDb } from "~/services/db.server";
import type { ProductFormValues } from "~/validation/product-form";
import { changedFields, recordAudit, type AdminActor } from "./audit-log.server";
import { containsAny, freeSlug, rememberDeleted } from "./catalogue-admin.server";
import { claimPublishedImage, type PublishedImage } from "./image-pipeline.server";
import { getProductReview, type ProductReview } from "./product.server";
import { catalogueImageRule, refuseImageAddress } from "./image-address.server";
import { fail, type Result } from "./result";

/**
 * What admins do to the product reviews: list, create, edit and delete. Every function checks the actor itself,
 * records the change in the audit log in the same transaction, marks the row as the admin's so seeding never
 * undoes it, and says that public content changed.
 */

const ADMINS_ONLY = "Only admins can change product reviews";
const NOT_FOUND = "Product review not found";
const IMAGE_TAKEN = "This picture is already in use";

/** The admin list: a search over name, brand and category, or a page of the whole list, by brand and name. */
export function listProductsForAdmin(admin: AdminActor, { q, offset = 0, limit }: { q?: string; offset?: number; limit: number }) {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  const db = getDb();
  const where = containsAny(q, [productReviews.name, productReviews.brand, productReviews.category]);
  const rows = db
    .select({
      id: productReviews.id,
      name: productReviews.name,
      brand: productReviews.brand,
      category: productReviews.category,
      imageUrl: productReviews.imageUrl,
      rating: productReviews.rating,
    })
    .from(productReviews)
    .where(where)
    .orderBy(asc(productReviews.brand), asc(productReviews.name))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ n: count() }).from(productReviews).where(where).get()?.n ?? 0;
  return { ok: true as const, products: rows, total };
}

/** How many members' reviews go with a product, to say so before it goes. */
export function productDeletionImpact(admin: AdminActor, productId: number): Result<{ memberReviews: number }, 403> {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  return { ok: true, memberReviews: countMemberReviews(productId) };
}

function countMemberReviews(productId: number): number {
  return getDb().select({ n: count() }).from(memberReviews).where(eq(memberReviews.productId, productId)).get()?.n ?? 0;
}

/**
 * A new review; 409 when the brand already has a product of that name. An uploaded picture (published, not yet
 * claimed) becomes the review's image, claimed in the same transaction as the row.
 */
export function createProductReview(
  actor: AdminActor,
  values: ProductFormValues,
  image?: PublishedImage,
): Result<{ product: ProductReview }, 400 | 403 | 409> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const refused = image ? null : refuseImageAddress(values.imageUrl, catalogueImageRule(actor));
  if (refused) return refused;
  const outcome = getDb().transaction((tx) => {
    if (nameTaken(tx, values)) return "name-taken" as const;
    if (image && !claimPublishedImage(image)) return "image-taken" as const;
    const slug = freeSlug(tx, "product", productReviews, `${values.brand} ${values.name}`);
    const created = tx
      .insert(productReviews)
      .values({ ...stored(values, image), slug, adminEditedAt: new Date().toISOString() })
      .returning({ id: productReviews.id })
      .get().id;
    recordAudit(tx, actor, { action: "product.created", subjectKind: "product", subjectId: created, subjectLabel: label(values) });
    return created;
  });
  if (outcome === "name-taken") return fail(409, PRODUCT_FORM_MESSAGES.nameTaken, "name-taken");
  if (outcome === "image-taken") return fail(409, IMAGE_TAKEN, "image-taken");
  return { ok: true, product: getProductReview(outcome)! };
}

/**
 * Replaces a review's fields, and its picture when one was uploaded (claimed with the row); from then on seeding
 * leaves it as the admin made it.
 */
export function updateProductReview(
  actor: AdminActor,
  productId: number,
  values: ProductFormValues,
  image?: PublishedImage,
): Result<{ product: ProductReview; before: ProductReview }, 400 | 403 | 404 | 409> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const before = getProductReview(productId);
  if (!before) return fail(404, NOT_FOUND, "not-found");
  const refused = image ? null : refuseImageAddress(values.imageUrl, catalogueImageRule(actor, before.imageUrl));
  if (refused) return refused;
  const outcome = getDb().transaction((tx) => {
    if (nameTaken(tx, values, productId)) return "name-taken" as const;
    if (image && !claimPublishedImage(image)) return "image-taken" as const;
    const after = stored(values, image);
    tx.update(productReviews)
      .set({ ...after, adminEditedAt: new Date().toISOString() })
      .where(eq(productReviews.id, productId))
      .run();
    recordAudit(tx, actor, {
      action: "product.updated",
      subjectKind: "product",
      subjectId: productId,
      subjectLabel: label(values),
      details: { changes: changedFields(before, after) },
    });
    return "updated" as const;
  });
  if (outcome === "name-taken") return fail(409, PRODUCT_FORM_MESSAGES.nameTaken, "name-taken");
  if (outcome === "image-taken") return fail(409, IMAGE_TAKEN, "image-taken");
  return { ok: true, product: getProductReview(productId)!, before };
}

/**
 * Deletes a review with the members' reviews of it (foreign keys cascade). A seeded review's slug is remembered,
 * so no later start or release brings it back.
 */
export function deleteProductReview(
  actor: AdminActor,
  productId: number,
): Result<{ product: ProductReview; memberReviews: number }, 403 | 404> {
  if (!actor.isAdmin) return fail(403, ADMINS_ONLY, "not-admin");
  const product = getProductReview(productId);
  if (!product) return fail(404, NOT_FOUND, "not-found");
  const removed = countMemberReviews(productId);
  getDb().transaction((tx) => {
    const row = tx.select({ slug: productReviews.slug }).from(productReviews).where(eq(productReviews.id, productId)).get();
    rememberDeleted(tx, "product", row?.slug ?? null);
    tx.delete(productReviews).where(eq(productReviews.id, productId)).run();
    recordAudit(tx, actor, {
      action: "product.deleted",
      subjectKind: "product",
      subjectId: productId,
      subjectLabel: label(product),
      details: { memberReviews: removed },
    });
  });
  return { ok: true, product, memberReviews: removed };
}

/**
 * The form's values as stored: an uploaded picture's address exactly as published (which is what makes it
 * public); without an image address of its own, the review shows its category's drawing.
 */
function stored(values: ProductFormValues, image?: PublishedImage) {
  if (image) return { ...values, imageUrl: image.url };
  const ownImage = values.imageUrl && !values.imageUrl.startsWith(PRODUCT_ILLUSTRATION_PATH_PREFIX);
  return { ...values, imageUrl: ownImage ? values.imageUrl : productIllustrationUrl(values.category as ProductCategory) };
}

/** Each category's drawing, for the admin form's picture preview. */
export function productDrawings(): Record<ProductCategory, string> {
  return Object.fromEntries(PRODUCT_CATEGORY_IDS.map((id) => [id, productIllustrationUrl(id)])) as Record<ProductCategory, string>;
}

function label(values: { brand: string; name: string }) {
  return `${values.brand} ${values.name}`;
}

function nameTaken(tx: Tx, values: { brand: string; name: string }, exceptId?: number): boolean {
  const same = sql`lower(${productReviews.name}) = lower(${values.name}) and lower(${productReviews.brand}) = lower(${values.brand})`;
  const where = exceptId === undefined ? same : and(same, sql`${productReviews.id} <> ${exceptId}`);
  return Boolean(tx.select({ id: productReviews.id }).from(productReviews).where(where).get());
}
