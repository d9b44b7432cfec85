import { asc, desc, sql } from "drizzle-orm";
import { aquascapes, productReviews } from "../../db/schema";
import { getDb } from "~/services/db.server";

/** The home page's product reviews and aquascaping guides: each query returns only what its section shows. */

/** The home page shows 3 products and 3 aquascapes. */
export const HOME_PRODUCT_COUNT = 3;
export const HOME_GUIDE_COUNT = 3;

/** A product on the home page: no review text, which lives on /products. */
export type HomeProduct = {
  id: number;
  name: string;
  brand: string;
  description: string;
  category: string;
  imageUrl: string;
  rating: number;
  price: number | null;
};

/**
 * 3 reviews: those an admin featured first, most recently featured first; then the best-rated, each from a
 * category not shown yet, so the section shows the range of equipment: by rating, then the most recent review,
 * then name. A few dozen short rows, so the one-per-category pick is done here rather than in SQL.
 */
export function listTopProducts(limit = HOME_PRODUCT_COUNT): HomeProduct[] {
  const rows = getDb()
    .select({
      id: productReviews.id,
      name: productReviews.name,
      brand: productReviews.brand,
      description: productReviews.description,
      category: productReviews.category,
      imageUrl: productReviews.imageUrl,
      rating: productReviews.rating,
      price: productReviews.price,
      featured: sql<number>`${productReviews.featuredAt} is not null`,
    })
    .from(productReviews)
    .orderBy(
      sql`${productReviews.featuredAt} is null`,
      desc(productReviews.featuredAt),
      desc(productReviews.rating),
      desc(productReviews.reviewDate),
      asc(productReviews.name),
    )
    .all();
  const picked = rows.filter((row) => row.featured).slice(0, limit);
  const categories = new Set(picked.map((row) => row.category));
  for (const row of rows) {
    if (picked.length >= limit) break;
    if (picked.includes(row) || categories.has(row.category)) continue;
    categories.add(row.category);
    picked.push(row);
  }
  // Fewer categories than places: fill with the next best reviews.
  for (const row of rows) {
    if (picked.length >= limit) break;
    if (!picked.includes(row)) picked.push(row);
  }
  return picked.map(({ featured: _featured, ...product }) => product);
}

/** An aquascaping guide on the home page: no tool or plant lists, which live on /aquascaping. */
export type HomeGuide = Pick<typeof aquascapes.$inferSelect, "id" | "title" | "style" | "description" | "difficulty" | "imageUrl">;

const LEVELS = ["Beginner", "Moderate", "Advanced"];

/**
 * 3 guides: those an admin featured first, most recently featured first; then one per level not shown yet
 * (Beginner, Moderate, Advanced; the first by title in each), so a member sees where to start and where it
 * leads. A level without guides leaves its place to the next guides, easiest first.
 */
export function listHomeGuides(limit = HOME_GUIDE_COUNT): HomeGuide[] {
  const levelOrder = sql`case ${aquascapes.difficulty} when 'Beginner' then 0 when 'Moderate' then 1 when 'Advanced' then 2 else 3 end`;
  const rows = getDb()
    .select({
      id: aquascapes.id,
      title: aquascapes.title,
      style: aquascapes.style,
      description: aquascapes.description,
      difficulty: aquascapes.difficulty,
      imageUrl: aquascapes.imageUrl,
      featuredAt: aquascapes.featuredAt,
    })
    .from(aquascapes)
    .orderBy(levelOrder, asc(aquascapes.title))
    .all();
  const picked = rows
    .filter((row) => row.featuredAt !== null)
    .sort((a, b) => b.featuredAt!.localeCompare(a.featuredAt!) || b.id - a.id)
    .slice(0, limit);
  for (const level of LEVELS) {
    if (picked.length >= limit || picked.some((row) => row.difficulty === level)) continue;
    const first = rows.find((row) => row.difficulty === level && !picked.includes(row));
    if (first) picked.push(first);
  }
  for (const row of rows) {
    if (picked.length >= limit) break;
    if (!picked.includes(row)) picked.push(row);
  }
  return picked.map(({ featuredAt: _featuredAt, ...guide }) => guide);
}
