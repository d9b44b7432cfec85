import { formatUsd } from "./numbers";

/**
 * Product reviews: the six equipment categories with their labels, how a rating is drawn
 * as five stars and read aloud, and the search of /products. Pure and isomorphic.
 */

export const PRODUCT_CATEGORIES = [
  { id: "Tank", label: "Aquarium Tanks" },
  { id: "Filter", label: "Filtration Systems" },
  { id: "Lighting", label: "LED Lighting" },
  { id: "Substrate", label: "Substrates & Sand" },
  { id: "Plants", label: "Aquatic Plants" },
  { id: "Accessories", label: "Accessories" },
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]["id"];

export const PRODUCT_CATEGORY_IDS = PRODUCT_CATEGORIES.map((category) => category.id) as [ProductCategory, ...ProductCategory[]];

/** /products without a category (or with one it does not know) shows tanks. */
export const DEFAULT_PRODUCT_CATEGORY: ProductCategory = "Tank";

/** The category a ?category= value names (Tank, Filter, …, in any case); anything else is Tank. */
export function parseProductCategory(value: string | null | undefined): ProductCategory {
  const wanted = (value ?? "").trim().toLowerCase();
  return PRODUCT_CATEGORY_IDS.find((id) => id.toLowerCase() === wanted) ?? DEFAULT_PRODUCT_CATEGORY;
}

export function productCategoryLabel(category: string): string {
  return PRODUCT_CATEGORIES.find((entry) => entry.id === category)?.label ?? category;
}

/** The address of a category's reviews, keeping a search when there is one. */
export function productsHref({ category, q }: { category: ProductCategory; q?: string }): string {
  const params = new URLSearchParams({ category });
  if (q) params.set("q", q);
  return `/products?${params.toString()}`;
}

/**
 * The home page's equipment strip: these five categories, each linking to
 * /products?category=…, with its review count from the database.
 */
export const HOME_PRODUCT_CATEGORY_IDS: readonly ProductCategory[] = ["Tank", "Filter", "Lighting", "Substrate", "Plants"];

export const MAX_RATING = 5;

/** A rating as drawn: between 0 and 5, to the nearest half; anything that is not a number counts as 0. */
export function normalizeRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.round(Math.min(MAX_RATING, Math.max(0, rating)) * 2) / 2;
}

export type StarPart = "full" | "half" | "empty";

/** The five stars of a rating, left to right: 3.5 is full, full, full, half, empty. */
export function starParts(rating: number): StarPart[] {
  const value = normalizeRating(rating);
  return Array.from({ length: MAX_RATING }, (_, i) => (value >= i + 1 ? "full" : value >= i + 0.5 ? "half" : "empty"));
}

/** What a screen reader says for the stars: 'Rated 4.5 out of 5'. */
export function ratingLabel(rating: number): string {
  return `Rated ${normalizeRating(rating)} out of ${MAX_RATING}`;
}

/** Longest search the page accepts; anything longer is cut. */
export const PRODUCT_SEARCH_MAX = 100;

export type ProductSearchFields = { name: string; brand: string; description: string };

/** The search of /products: the text, trimmed, found in the name, brand or description, ignoring case. */
export function matchesProductSearch(product: ProductSearchFields, q: string | null | undefined): boolean {
  const needle = (q ?? "").trim().toLowerCase();
  if (needle === "") return true;
  return [product.name, product.brand, product.description].some((field) => field.toLowerCase().includes(needle));
}

/** The amount in 'Typical price $129.99': a usual US street price, never a live quote. */
export function formatPrice(price: number): string {
  return formatUsd(price);
}
