import { asc, count, desc, eq } from "drizzle-orm";
import { productReviews } from "../../db/schema";
import { PRODUCT_CATEGORIES, matchesProductSearch, type ProductCategory } from "~/domain/products";
import { getDb } from "~/services/db.server";
import type { Db, Tx } from "../../db/types";

/** Every field of a product review; the slug is internal and never leaves the server. */
const reviewColumns = {
  id: productReviews.id,
  name: productReviews.name,
  brand: productReviews.brand,
  description: productReviews.description,
  category: productReviews.category,
  imageUrl: productReviews.imageUrl,
  rating: productReviews.rating,
  reviewText: productReviews.reviewText,
  price: productReviews.price,
  reviewDate: productReviews.reviewDate,
};

/** A product review as pages and the API show it: its row, without the bookkeeping columns. */
export type ProductReview = Pick<
  typeof productReviews.$inferSelect,
  "id" | "name" | "brand" | "description" | "category" | "imageUrl" | "rating" | "reviewText" | "price" | "reviewDate"
>;

/**
 * The reviews of one category, best rated first (then by name), narrowed by the search of /products: the
 * text in the name, brand or description. A category holds a few dozen reviews, so the rule runs in memory
 * and stays the one pure function of domain/products.
 */
export function listProductReviews({ category, q }: { category: ProductCategory; q?: string | null }): ProductReview[] {
  return getDb()
    .select(reviewColumns)
    .from(productReviews)
    .where(eq(productReviews.category, category))
    .orderBy(desc(productReviews.rating), asc(productReviews.name))
    .all()
    .filter((product) => matchesProductSearch(product, q));
}

/** How many reviews each of the six categories holds, in their listed order; a category without any counts 0. */
export function countProductReviewsByCategory(): Array<{ id: ProductCategory; label: string; count: number }> {
  const rows = getDb()
    .select({ category: productReviews.category, n: count() })
    .from(productReviews)
    .groupBy(productReviews.category)
    .all();
  const byCategory = new Map(rows.map((row) => [row.category, row.n]));
  return PRODUCT_CATEGORIES.map(({ id, label }) => ({ id, label, count: byCategory.get(id) ?? 0 }));
}

/** Every review with every field, for GET /api/products: by category in PRODUCT_CATEGORIES' order, then name. */
export function listProductReviewsForApi(): ProductReview[] {
  const order = new Map<string, number>(PRODUCT_CATEGORIES.map(({ id }, i) => [id, i]));
  return getDb()
    .select(reviewColumns)
    .from(productReviews)
    .orderBy(asc(productReviews.name))
    .all()
    .sort((a, b) => (order.get(a.category) ?? order.size) - (order.get(b.category) ?? order.size));
}

/** One product review with every field, for its own page; undefined when there is none. */
export function getProductReview(id: number): ProductReview | undefined {
  return getDb().select(reviewColumns).from(productReviews).where(eq(productReviews.id, id)).get();
}

/** Whether a product exists: members' reviews check it inside their own transaction. */
export function productExists(id: number, db: Db | Tx = getDb()): boolean {
  return Boolean(db.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.id, id)).get());
}
