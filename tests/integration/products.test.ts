import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { productReviews } from "../../db/schema";
import { defaultProductsDir, loadProducts, seedProducts } from "../../db/seed/products";
import { PRODUCT_CATEGORIES } from "~/domain/products";
import { action as apiProductsAction, loader as apiProductsLoader } from "~/routes/api.products";
import { loader as illustrationLoader } from "~/routes/illustrations.products.$category";
import { headers as productsHeaders, loader as productsLoader } from "~/routes/products._index";
import { getDb } from "~/services/db.server";
import { VISITOR_CACHE_CONTROL } from "~/services/http-cache.server";
import { createUser, request, respond } from "../support/factories";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

const files = loadProducts();
const inCategory = (category: string) => files.filter((product) => product.category === category);

const FIELDS = ["id", "name", "brand", "description", "category", "imageUrl", "rating", "reviewText", "price", "reviewDate"].sort();

beforeAll(() => {
  seedProducts(getDb(), DRAWING_ADDRESSES);
});

type ProductsPage = {
  category: string;
  q: string;
  categories: Array<{ id: string; label: string; count: number }>;
  products: Array<Record<string, unknown> & { name: string; brand: string; category: string }>;
};

async function productsPage(url: string, userId?: string) {
  const response = await respond(async () => productsLoader({ request: await request(url, { userId }), params: {}, context: {} }));
  return { response, body: (await response.json()) as ProductsPage };
}

const names = (body: ProductsPage) => body.products.map((product) => `${product.brand} ${product.name}`);

describe("/products", () => {
  test("shows tanks by default, with every category and its number of reviews", async () => {
    const { response, body } = await productsPage("/products");
    expect(response.status).toBe(200);
    expect(body.category).toBe("Tank");
    expect(body.q).toBe("");
    expect(body.categories).toEqual(PRODUCT_CATEGORIES.map(({ id, label }) => ({ id, label, count: inCategory(id).length })));
    expect(body.products).toHaveLength(inCategory("Tank").length);
    expect(body.products.every((product) => product.category === "Tank")).toBe(true);
    expect(names(body)).toContain("Fluval Flex 15 Gallon Aquarium Kit");
    expect(Object.keys(body.products[0]).sort()).toEqual(FIELDS);
    // Best rated first.
    const ratings = body.products.map((product) => product.rating as number);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  test("shows the category the address names", async () => {
    const { body } = await productsPage("/products?category=Filter");
    expect(body.category).toBe("Filter");
    expect(body.products).toHaveLength(inCategory("Filter").length);
    expect(body.products.every((product) => product.category === "Filter")).toBe(true);
    expect(names(body)).toContain("Eheim Classic 2217 Canister Filter");
  });

  test("an unknown category shows tanks", async () => {
    const { response, body } = await productsPage("/products?category=Heaters");
    expect(response.status).toBe(200);
    expect(body.category).toBe("Tank");
    expect(body.products.every((product) => product.category === "Tank")).toBe(true);
  });

  test("searches name, brand and description within the chosen category only", async () => {
    const brand = await productsPage("/products?category=Filter&q=FLUVAL");
    expect(names(brand.body).sort()).toEqual(["Fluval 307 Performance Canister Filter", "Fluval FX4 High Performance Canister Filter"]);
    expect(brand.body.q).toBe("FLUVAL");

    const byName = await productsPage("/products?category=Accessories&q=master");
    expect(names(byName.body)).toEqual(["API Freshwater Master Test Kit"]);

    const byDescription = await productsPage("/products?category=Filter&q=surface skimmer");
    expect(names(byDescription.body)).toEqual(["Seachem Tidal 55 Power Filter"]);

    // Seachem also makes Prime and Stability (Accessories) and Flourite (Substrate): not shown under Filter.
    const seachem = await productsPage("/products?category=Filter&q=seachem");
    expect(names(seachem.body)).toEqual(["Seachem Tidal 55 Power Filter"]);

    // The counts beside the categories stay the whole category's.
    expect(seachem.body.categories.find((entry) => entry.id === "Filter")?.count).toBe(inCategory("Filter").length);
  });

  test("a search that matches nothing in the category is an empty list", async () => {
    const { response, body } = await productsPage("/products?category=Plants&q=zzzz-no-such-thing");
    expect(response.status).toBe(200);
    expect(body.category).toBe("Plants");
    expect(body.products).toEqual([]);

    const elsewhere = await productsPage("/products?category=Tank&q=canister");
    expect(elsewhere.body.products).toEqual([]);
  });

  test("trims the search and cuts it to its maximum length", async () => {
    const { body } = await productsPage(`/products?q=${encodeURIComponent(`  ${"x".repeat(300)}  `)}`);
    expect(body.q).toBe("x".repeat(100));
  });

  test("is shared by visitors and private to members", async () => {
    const visitor = await productsPage("/products");
    expect(visitor.response.headers.get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    const member = createUser();
    const signedIn = await productsPage("/products", member.id);
    expect(signedIn.response.headers.get("Cache-Control")).toBe("private, no-store");

    const passed = new Headers(
      productsHeaders({
        loaderHeaders: visitor.response.headers,
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(passed.get("Cache-Control")).toBe(VISITOR_CACHE_CONTROL);
    expect(passed.get("Vary")).toBe("Cookie");
  });
});

describe("GET /api/products", () => {
  test("lists every review with every field, cacheable for five minutes", async () => {
    const response = await respond(() => apiProductsLoader());
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const body = (await response.json()) as Array<Record<string, unknown>>;
    expect(body).toHaveLength(files.length);
    for (const product of body) expect(Object.keys(product).sort()).toEqual(FIELDS);

    const prime = body.find((product) => product.name === "Prime (500 mL)")!;
    expect(prime).toMatchObject({
      brand: "Seachem",
      category: "Accessories",
      rating: 5,
      price: 17.99,
      reviewDate: "2024-02-06",
    });
    expect(typeof prime.id).toBe("number");
    expect(prime.imageUrl).toMatch(/^\/illustrations\/products\/accessories\?v=[0-9a-z]+$/);

    const withoutPrice = files.find((product) => product.price === undefined)!;
    expect(body.find((product) => product.name === withoutPrice.name)?.price).toBeNull();

    // Grouped by category in PRODUCT_CATEGORIES' order.
    const order = PRODUCT_CATEGORIES.map(({ id }) => id);
    const positions = body.map((product) => order.indexOf(product.category as (typeof order)[number]));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test("answers 405 with the JSON error shape for any other method", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await respond(async () => apiProductsAction({ request: await request("/api/products", { method, json: {} }) }));
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
      expect(await response.json()).toEqual({ message: `Method ${method} not allowed` });
    }
  });
});

describe("GET /illustrations/products/:category", () => {
  function get(url: string, headers: HeadersInit = {}) {
    const parsed = new URL(url, "http://localhost:3000");
    const category = decodeURIComponent(parsed.pathname.replace("/illustrations/products/", ""));
    return respond(() => illustrationLoader({ request: new Request(parsed, { headers }), params: { category }, context: {} }));
  }

  test("serves each review's picture at its imageUrl as a cacheable, sandboxed SVG", async () => {
    const flex = getDb().select().from(productReviews).where(eq(productReviews.slug, "fluval-flex-15")).get()!;
    const response = await get(flex.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get("ETag")).toMatch(/^W\/"[0-9a-z-]+"$/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain(">Aquarium Tanks</title>");
  });

  test("answers 304 when the client already has the picture", async () => {
    const etag = (await get("/illustrations/products/plants")).headers.get("ETag")!;
    const again = await get("/illustrations/products/plants", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const other = await get("/illustrations/products/filter", { "If-None-Match": etag });
    expect(other.status).toBe(200);
  });

  test("answers 404 for anything but the six categories", async () => {
    for (const slug of ["heater", "Tank", ""]) {
      const response = await get(`/illustrations/products/${slug}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).not.toMatch(/svg/);
    }
  });
});

describe("seedProducts", () => {
  test("is idempotent: a second run keeps every id and writes nothing", () => {
    const ids = () =>
      Object.fromEntries(
        getDb()
          .select({ slug: productReviews.slug, id: productReviews.id })
          .from(productReviews)
          .all()
          .map((row) => [row.slug, row.id]),
      );
    const before = ids();
    expect(Object.keys(before)).toHaveLength(files.length);

    expect(seedProducts(getDb(), DRAWING_ADDRESSES)).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: files.length,
      keptEdits: 0,
      keptDeleted: 0,
    });
    expect(seedProducts(getDb(), DRAWING_ADDRESSES)).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: files.length,
      keptEdits: 0,
      keptDeleted: 0,
    });
    expect(ids()).toEqual(before);
  });

  test("updates a changed review in place and adds a new one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-products-seed-"));
    try {
      for (const file of fs.readdirSync(defaultProductsDir())) {
        fs.copyFileSync(path.join(defaultProductsDir(), file), path.join(dir, file));
      }
      const filePath = path.join(dir, "seachem-stability.json");
      const stability = JSON.parse(fs.readFileSync(filePath, "utf8"));
      fs.writeFileSync(filePath, JSON.stringify({ ...stability, rating: 4, price: undefined }));
      fs.writeFileSync(
        path.join(dir, "test-new-product.json"),
        JSON.stringify({ ...stability, slug: "test-new-product", name: "Test Product", rating: 2.5 }),
      );
      const before = getDb().select().from(productReviews).where(eq(productReviews.slug, "seachem-stability")).get()!;

      expect(seedProducts(getDb(), DRAWING_ADDRESSES, dir)).toEqual({
        inserted: 1,
        updated: 1,
        unchanged: files.length - 1,
        keptEdits: 0,
        keptDeleted: 0,
      });

      const after = getDb().select().from(productReviews).where(eq(productReviews.slug, "seachem-stability")).get()!;
      expect(after.id).toBe(before.id);
      expect(after.rating).toBe(4);
      expect(after.price).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      // Put the real files back for any test that runs after.
      seedProducts(getDb(), DRAWING_ADDRESSES);
      getDb().delete(productReviews).where(eq(productReviews.slug, "test-new-product")).run();
    }
  });

  test("writes nothing when any file is invalid", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-products-bad-"));
    try {
      fs.copyFileSync(path.join(defaultProductsDir(), "seachem-prime.json"), path.join(dir, "seachem-prime.json"));
      fs.writeFileSync(path.join(dir, "broken.json"), JSON.stringify({ slug: "broken" }));
      const before = getDb().select().from(productReviews).all();
      expect(() => seedProducts(getDb(), DRAWING_ADDRESSES, dir)).toThrow(/broken\.json/);
      expect(getDb().select().from(productReviews).all()).toEqual(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
