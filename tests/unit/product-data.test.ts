import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultProductsDir, loadProducts, productFileSchema } from "../../db/seed/products";
import { PRODUCT_CATEGORY_IDS } from "~/domain/products";

// Checks on the real reference files. loadProducts already enforces the schema (slug = file name, unique
// brand and name); these are the rules a reader of the page relies on.
const products = loadProducts();

describe("reference product reviews", () => {
  it("has 36 to 48 reviews, with every file valid", () => {
    const files = fs.readdirSync(defaultProductsDir()).filter((file) => file.endsWith(".json"));
    expect(products).toHaveLength(files.length);
    expect(products.length).toBeGreaterThanOrEqual(36);
    expect(products.length).toBeLessThanOrEqual(48);
  });

  it("uses unique slugs and names", () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(products.map((product) => product.slug))).toBe(true);
    expect(unique(products.map((product) => product.name.toLowerCase()))).toBe(true);
  });

  it("has at least four reviews in each of the six categories", () => {
    for (const category of PRODUCT_CATEGORY_IDS) {
      expect(products.filter((product) => product.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(products.map((product) => [product.slug, product] as const))("%s is a fair, dated review", (_slug, product) => {
    expect(product.rating).toBeGreaterThanOrEqual(0);
    expect(product.rating).toBeLessThanOrEqual(5);
    expect(product.rating * 2).toBe(Math.round(product.rating * 2));
    if (product.price !== undefined) {
      expect(product.price).toBeGreaterThan(0);
      expect(product.price).toBeLessThan(2000);
    }
    expect(product.reviewDate >= "2024-01-01" && product.reviewDate <= "2026-12-31").toBe(true);
    expect(product.description).not.toMatch(/\n/);
    // A review says what is good and what is not.
    expect(product.reviewText.length).toBeGreaterThan(120);
    // Our words are not a sales pitch: no claims the page cannot stand behind.
    expect(`${product.description} ${product.reviewText}`).not.toMatch(/\b(best price|buy now|guaranteed|#1)\b/i);
  });
});

describe("product file schema", () => {
  const valid = {
    slug: "test-tank",
    name: "Test Tank",
    brand: "Test",
    category: "Tank",
    description: "A tank.",
    rating: 4.5,
    reviewText: "Fine.",
    price: 19.99,
    reviewDate: "2025-03-04",
  };

  it("accepts a complete file, with or without a price", () => {
    expect(productFileSchema.safeParse(valid).success).toBe(true);
    const { price: _price, ...withoutPrice } = valid;
    expect(productFileSchema.safeParse(withoutPrice).success).toBe(true);
  });

  it.each([
    ["a rating between halves", { rating: 4.3 }],
    ["a rating above 5", { rating: 5.5 }],
    ["a negative rating", { rating: -0.5 }],
    ["an unknown category", { category: "Heater" }],
    ["a zero price", { price: 0 }],
    ["fractions of a cent", { price: 9.999 }],
    ["an impossible date", { reviewDate: "2025-02-30" }],
    ["a date with a time", { reviewDate: "2025-03-04T10:00:00Z" }],
    ["a slug with spaces", { slug: "test tank" }],
    ["an unknown field", { stars: 4 }],
    ["an empty name", { name: "  " }],
    ["a protocol-relative image", { imageUrl: "//example.com/tank.png" }],
  ])("rejects %s", (_what, change) => {
    expect(productFileSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe("loadProducts", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("reports every broken file by name and loads nothing", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-products-"));
    const base = { name: "A", brand: "B", category: "Tank", description: "d", rating: 4, reviewText: "r", reviewDate: "2025-01-01" };
    fs.writeFileSync(path.join(dir, "good.json"), JSON.stringify({ ...base, slug: "good" }));
    fs.writeFileSync(path.join(dir, "copy.json"), JSON.stringify({ ...base, slug: "copy" }));
    fs.writeFileSync(path.join(dir, "bad-rating.json"), JSON.stringify({ ...base, slug: "bad-rating", name: "C", rating: 6 }));
    fs.writeFileSync(path.join(dir, "elsewhere.json"), JSON.stringify({ ...base, slug: "other", name: "D" }));
    fs.writeFileSync(path.join(dir, "broken.json"), "{ not json");

    let message = "";
    try {
      loadProducts(dir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("bad-rating.json: rating");
    expect(message).toContain("broken.json: not valid JSON");
    expect(message).toContain('elsewhere.json: slug "other" must match the file name');
    expect(message).toMatch(/good\.json: "B A" is already used by copy\.json/);
  });
});
