import path from "node:path";
import { z } from "zod";
import { PRODUCT_CATEGORY_IDS } from "../../app/domain/products";
import type { Db } from "../types";
import type { DrawingAddresses } from "./drawings";
import { productReviews } from "../schema";
import { loadRecordFiles } from "./load-record-files";
import { upsertBySlug, type UpsertCounts } from "./upsert-by-slug";

/**
 * Reference data: Shoal's own product reviews, one JSON file each in db/seed/products. Every product is a real,
 * currently or recently sold item; the rating, review and description are our words, and the price is a typical
 * US street price (optional: left out where we are not sure), never a live quote. Seeding upserts by slug, so a
 * review keeps its id; a review whose file is removed is left in the database.
 */

const text = z.string().trim().min(1);

/** A calendar date, YYYY-MM-DD, that exists (no 2025-02-30). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date like 2025-03-04")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "not a real calendar date");

export const productFileSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"),
  name: text.max(120),
  brand: text.max(60),
  category: z.enum(PRODUCT_CATEGORY_IDS),
  /** One line, our own words. */
  description: text.max(200),
  /** A photo of the product; without one the seed uses its category's generated illustration. */
  imageUrl: z
    .string()
    .regex(/^(?:\/(?!\/)|https:\/\/)\S+$/, "a site path starting with / or an https URL")
    .optional(),
  /** Our editorial rating: 0 to 5 in halves. */
  rating: z
    .number()
    .min(0)
    .max(5)
    .refine((value) => Number.isInteger(value * 2), "a whole or half star (0, 0.5 … 5)"),
  reviewText: text.max(800),
  /** Typical US street price in dollars; omitted when unsure. */
  price: z
    .number()
    .positive()
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "whole cents")
    .optional(),
  reviewDate: isoDate,
});

export type ProductFile = z.infer<typeof productFileSchema>;

export type ProductSeedCounts = UpsertCounts;

export function defaultProductsDir(): string {
  return path.resolve(process.cwd(), "db/seed/products");
}

/**
 * Reads and validates every product file, reporting every problem at once, each naming its file. Nothing is
 * written when any file is invalid.
 */
export function loadProducts(productsDir: string = defaultProductsDir()): ProductFile[] {
  return loadRecordFiles(productsDir, productFileSchema, {
    kind: "product",
    unique: [{ key: (p) => `${p.brand} ${p.name}`.toLowerCase(), describe: (p) => `"${p.brand} ${p.name}"` }],
  });
}

/** The columns a product file owns; the id is never written from files. */
function referenceColumns(product: ProductFile, drawings: DrawingAddresses) {
  return {
    name: product.name,
    brand: product.brand,
    description: product.description,
    category: product.category,
    imageUrl: product.imageUrl ?? drawings.product(product.category),
    rating: product.rating,
    reviewText: product.reviewText,
    price: product.price ?? null,
    reviewDate: product.reviewDate,
  };
}

/**
 * Upserts every product review by slug in one synchronous transaction (better-sqlite3 cannot await inside one).
 * Rows that already match their file are not rewritten, so a routine start writes nothing.
 */
export function seedProducts(db: Db, drawings: DrawingAddresses, productsDir: string = defaultProductsDir()): ProductSeedCounts {
  const products = loadProducts(productsDir);
  return db.transaction((tx) =>
    upsertBySlug(
      tx,
      "product",
      productReviews,
      products.map((product) => ({ slug: product.slug, values: referenceColumns(product, drawings) })),
    ),
  );
}
