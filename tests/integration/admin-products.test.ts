import type { ActionFunctionArgs } from "@remix-run/node";
import { desc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { auditLog, deletedReferenceSlugs, memberReviews, productReviews, uploadedObjects } from "../../db/schema";
import { seedProducts } from "../../db/seed/products";
import { toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { PNG_1X1, TEXT_FILE, pngOfSize } from "../support/images";
import { CATALOGUE_IMAGE_MAX_BYTES } from "~/domain/product-form-rules";
import { UPLOAD_PURPOSES } from "~/models/upload.server";
import { listProductReviews } from "~/models/product.server";
import { action as deleteAction, loader as deleteLoader } from "~/routes/admin.products.$productId.delete";
import { action as editAction, loader as editLoader } from "~/routes/admin.products.$productId.edit";
import { loader as listLoader } from "~/routes/admin.products._index";
import { action as newAction, loader as newLoader } from "~/routes/admin.products.new";
import { action as createApi } from "~/routes/api.admin.products._index";
import { action as changeApi } from "~/routes/api.admin.products.$productId";
import { loader as objectLoader } from "~/routes/objects.uploads.$key";
import { getDb } from "~/services/db.server";
import { publicContentVersion } from "~/models/table-version.server";
import { getStorage } from "~/services/storage/index.server";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

const admin = createUser({ isAdmin: true });
const member = createUser();

const body = {
  name: "Proof Canister 300",
  brand: "Testwell",
  description: "A canister filter made for a test.",
  category: "Filter",
  imageUrl: "",
  rating: 4.5,
  reviewText: "Quiet, easy to prime, and the baskets hold plenty of media.",
  price: 129.99,
  reviewDate: "2025-03-04",
};

const form = (fields: Record<string, string> = {}) =>
  new URLSearchParams({ ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])), ...fields });

type Picture = { bytes: Uint8Array; type: string; name: string };

/** The form as the page posts it, with or without JavaScript: multipart, the file input empty unless given. */
const multipart = (fields: Record<string, string> = {}, picture?: Picture) => {
  const posted = new FormData();
  for (const [name, value] of form(fields)) posted.append(name, value);
  const file = picture ?? { bytes: new Uint8Array(), type: "application/octet-stream", name: "" };
  posted.append("image", new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  return posted;
};

type Action = (args: ActionFunctionArgs) => unknown;

async function call(
  fn: Action,
  url: string,
  init: { method?: string; body?: URLSearchParams | FormData; json?: unknown; userId?: string } = {},
  params: Record<string, string> = {},
) {
  return respond(async () => fn({ request: await request(url, { method: "POST", userId: admin.id, ...init }), params, context: {} }));
}

const row = (id: number) => getDb().select().from(productReviews).where(eq(productReviews.id, id)).get();
const byName = (name: string) => getDb().select().from(productReviews).where(eq(productReviews.name, name)).get();
const lastAudit = () => getDb().select().from(auditLog).orderBy(desc(auditLog.id)).get();
const stored = async (address: string) => Boolean(await getStorage().head(address.replace(/^\/objects\//, "")));
const catalogueKeys = () =>
  getDb()
    .select({ key: uploadedObjects.key })
    .from(uploadedObjects)
    .where(eq(uploadedObjects.purpose, "catalogue"))
    .all()
    .map((r) => r.key);

/** GET of an image address as a signed-out visitor would send it. */
async function visitorGets(address: string) {
  return respond(async () => objectLoader({ request: await request(address), params: { key: address.split("/").pop() }, context: {} }));
}

type Refusal = { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> }; toast: { description: string } };

describe("the admin product pages without JavaScript", () => {
  test("the list pages through every review, and a search finds by brand", async () => {
    seedProducts(getDb(), DRAWING_ADDRESSES);
    const list = await respond(async () =>
      listLoader({ request: await request("/admin/products", { userId: admin.id }), params: {}, context: {} }),
    );
    expect(list.status).toBe(200);
    const page = (await list.json()) as { products: unknown[]; pages: number };
    expect(page.products.length).toBe(24);
    expect(page.pages).toBeGreaterThan(1);
    const found = await respond(async () =>
      listLoader({ request: await request("/admin/products?q=FLUVAL", { userId: admin.id }), params: {}, context: {} }),
    );
    const { products } = (await found.json()) as { products: { brand: string }[] };
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.brand.toLowerCase().includes("fluval") || JSON.stringify(p).toLowerCase().includes("fluval"))).toBe(
      true,
    );
    const blank = await respond(async () =>
      newLoader({ request: await request("/admin/products/new", { userId: admin.id }), params: {}, context: {} }),
    );
    expect(((await blank.json()) as { today: string }).today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("creates a review with the category's drawing, logs it, and it shows on /products at once", async () => {
    const versionBefore = publicContentVersion();
    const response = await call(newAction, "/admin/products/new", { body: form({ price: "" }) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/products");
    expect(await toastOf(response)).toMatchObject({ title: "Success", description: "Product review created successfully" });
    const created = byName("Proof Canister 300")!;
    expect(created).toMatchObject({ rating: 4.5, price: null, slug: "testwell-proof-canister-300", adminEditedAt: expect.any(String) });
    expect(created.imageUrl).toMatch(/^\/illustrations\/products\//);
    expect(publicContentVersion()).toBeGreaterThan(versionBefore);
    expect(lastAudit()).toMatchObject({
      action: "product.created",
      subjectKind: "product",
      subjectId: String(created.id),
      actorId: admin.id,
    });
    expect(listProductReviews({ category: "Filter" }).some((p) => p.id === created.id)).toBe(true);
  });

  test("names each wrong field and keeps what was typed; a taken brand and name is 409", async () => {
    const bad = await call(newAction, "/admin/products/new", {
      body: form({ name: "", rating: "4.3", price: "-2", reviewDate: "2025-02-30" }),
    });
    expect(bad.status).toBe(400);
    const answer = (await bad.json()) as {
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
      toast: { description: string };
    };
    expect(answer.result.error).toMatchObject({
      name: ["Name is required"],
      rating: ["Rating must be 0 to 5 in halves"],
      price: ["Price must be a positive amount in dollars and cents, or empty"],
      reviewDate: ["Review date must be a real date like 2025-03-04"],
    });
    expect(answer.result.initialValue.brand).toBe("Testwell");
    expect(answer.toast.description).toBe("Failed to create product review");

    await call(newAction, "/admin/products/new", { body: form({ name: "Taken Light" }) });
    const taken = await call(newAction, "/admin/products/new", { body: form({ name: "taken light" }) });
    expect(taken.status).toBe(409);
  });

  test("edits every field, records before and after, and seeding keeps the edit", async () => {
    seedProducts(getDb(), DRAWING_ADDRESSES);
    const seeded = getDb().select().from(productReviews).where(eq(productReviews.category, "Tank")).get()!;
    const params = { productId: String(seeded.id) };
    const loaded = await respond(async () =>
      editLoader({ request: await request(`/admin/products/${seeded.id}/edit`, { userId: admin.id }), params, context: {} }),
    );
    expect(((await loaded.json()) as { product: { name: string } }).product.name).toBe(seeded.name);

    const edit = form({
      name: seeded.name,
      brand: seeded.brand,
      category: "Tank",
      rating: "2",
      reviewText: "Edited by an admin.",
      imageUrl: "/images/tank.jpg",
    });
    const response = await call(editAction, `/admin/products/${seeded.id}/edit`, { body: edit }, params);
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ description: "Product review updated successfully" });
    expect(row(seeded.id)).toMatchObject({ rating: 2, reviewText: "Edited by an admin.", imageUrl: "/images/tank.jpg" });
    const entry = lastAudit()!;
    expect(entry.action).toBe("product.updated");
    expect((entry.details.changes as Record<string, unknown>).rating).toEqual({ before: seeded.rating, after: 2 });

    expect(seedProducts(getDb(), DRAWING_ADDRESSES).keptEdits).toBeGreaterThanOrEqual(1);
    expect(row(seeded.id)?.reviewText).toBe("Edited by an admin.");
    const missing = await respond(async () =>
      editLoader({
        request: await request("/admin/products/999999/edit", { userId: admin.id }),
        params: { productId: "999999" },
        context: {},
      }),
    );
    expect(missing.status).toBe(404);
  });

  test("asks before deleting, says what goes with it, and a seeded review stays deleted", async () => {
    seedProducts(getDb(), DRAWING_ADDRESSES);
    const seeded = getDb().select().from(productReviews).where(eq(productReviews.category, "Lighting")).get()!;
    getDb().insert(memberReviews).values({ productId: seeded.id, userId: member.id, ratingHalves: 8, text: "Bright and even." }).run();
    const params = { productId: String(seeded.id) };
    const confirm = await respond(async () =>
      deleteLoader({ request: await request(`/admin/products/${seeded.id}/delete`, { userId: admin.id }), params, context: {} }),
    );
    expect(await confirm.json()).toMatchObject({ memberReviews: 1 });
    const response = await call(deleteAction, `/admin/products/${seeded.id}/delete`, {}, params);
    expect(await toastOf(response)).toMatchObject({ description: "Product review deleted successfully" });
    expect(row(seeded.id)).toBeUndefined();
    expect(getDb().select().from(memberReviews).where(eq(memberReviews.productId, seeded.id)).all()).toEqual([]);
    expect(lastAudit()).toMatchObject({ action: "product.deleted", details: { memberReviews: 1 } });
    expect(getDb().select().from(deletedReferenceSlugs).where(eq(deletedReferenceSlugs.slug, seeded.slug!)).get()).toBeDefined();
    expect(seedProducts(getDb(), DRAWING_ADDRESSES).keptDeleted).toBeGreaterThanOrEqual(1);
    expect(getDb().select().from(productReviews).where(eq(productReviews.slug, seeded.slug!)).get()).toBeUndefined();
  });
});

describe("the review's picture, uploaded on the form", () => {
  test("an upload becomes the review's same-origin picture, public at once; a new one replaces it, and the drawing comes back", async () => {
    expect(CATALOGUE_IMAGE_MAX_BYTES).toBe(UPLOAD_PURPOSES.catalogue);
    const png = { bytes: PNG_1X1, type: "image/png", name: "canister.png" };
    // A review runs longer than the few KB a member form's text field may: it is kept whole.
    const reviewText = "Très calme, facile à amorcer.".repeat(135);
    const created = await call(newAction, "/admin/products/new", { body: multipart({ name: "Pictured Canister", reviewText }, png) });
    expect(created.status).toBe(302);
    const product = byName("Pictured Canister")!;
    expect(product.reviewText).toBe(reviewText);
    const first = product.imageUrl;
    expect(first).toMatch(/^\/objects\/uploads\/[^/?]+$/);
    const seen = await visitorGets(first);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("Content-Type")).toBe("image/webp");

    const params = { productId: String(product.id) };
    const loaded = await respond(async () =>
      editLoader({ request: await request(`/admin/products/${product.id}/edit`, { userId: admin.id }), params, context: {} }),
    );
    expect(((await loaded.json()) as { product: { imageUrl: string } }).product.imageUrl).toBe(first);
    // An edit without a file keeps the picture the hidden field carries.
    const kept = await call(
      editAction,
      `/admin/products/${product.id}/edit`,
      { body: multipart({ name: "Pictured Canister", imageUrl: first, rating: "3" }) },
      params,
    );
    expect(kept.status).toBe(302);
    expect(row(product.id)).toMatchObject({ rating: 3, imageUrl: first });

    const replaced = await call(
      editAction,
      `/admin/products/${product.id}/edit`,
      { body: multipart({ name: "Pictured Canister", imageUrl: first }, { ...png, name: "new.png" }) },
      params,
    );
    expect(replaced.status).toBe(302);
    const second = row(product.id)!.imageUrl;
    expect(second).toMatch(/^\/objects\/uploads\//);
    expect(second).not.toBe(first);
    expect(await stored(first)).toBe(false);
    expect((await visitorGets(first)).status).toBe(404);
    expect((await visitorGets(second)).status).toBe(200);

    const back = await call(
      editAction,
      `/admin/products/${product.id}/edit`,
      { body: multipart({ name: "Pictured Canister", imageUrl: second, useDrawing: "on" }) },
      params,
    );
    expect(back.status).toBe(302);
    expect(row(product.id)!.imageUrl).toMatch(/^\/illustrations\/products\/filter\?v=/);
    expect(await stored(second)).toBe(false);
  });

  test("deleting a review deletes its uploaded picture, on the page and through the API", async () => {
    const png = { bytes: PNG_1X1, type: "image/png", name: "gone.png" };
    for (const [name, remove] of [
      ["Doomed Canister", (id: number) => call(deleteAction, `/admin/products/${id}/delete`, {}, { productId: String(id) })],
      [
        "Doomed Canister Two",
        (id: number) => call(changeApi, `/api/admin/products/${id}`, { method: "DELETE" }, { productId: String(id) }),
      ],
    ] as const) {
      await call(newAction, "/admin/products/new", { body: multipart({ name }, png) });
      const product = byName(name)!;
      expect(await stored(product.imageUrl)).toBe(true);
      expect([200, 302]).toContain((await remove(product.id)).status);
      expect(row(product.id)).toBeUndefined();
      expect(await stored(product.imageUrl)).toBe(false);
    }
  });

  test("a replaced picture another review still shows is kept", async () => {
    await call(newAction, "/admin/products/new", {
      body: multipart({ name: "Shared Light" }, { bytes: PNG_1X1, type: "image/png", name: "a.png" }),
    });
    const shared = byName("Shared Light")!;
    await call(newAction, "/admin/products/new", { body: form({ name: "Twin Light", imageUrl: shared.imageUrl }) });
    expect(byName("Twin Light")!.imageUrl).toBe(shared.imageUrl);
    const params = { productId: String(shared.id) };
    await call(editAction, `/admin/products/${shared.id}/edit`, { body: multipart({ name: "Shared Light", useDrawing: "on" }) }, params);
    expect(row(shared.id)!.imageUrl).toMatch(/^\/illustrations\//);
    expect(await stored(shared.imageUrl)).toBe(true);
    expect((await visitorGets(shared.imageUrl)).status).toBe(200);
  });

  test.each([
    [
      "a file that is not a picture",
      { bytes: TEXT_FILE, type: "image/png", name: "notes.png" },
      415,
      "That file is not a picture Shoal can read (JPG, PNG or WebP).",
    ],
    [
      "a picture over 10 MB",
      { bytes: pngOfSize(11 * 1024 * 1024), type: "image/png", name: "huge.png" },
      413,
      "The picture is over 10 MB.",
    ],
  ])("%s is named beside the image field, and what was typed stays", async (_case, picture, status, message) => {
    const before = catalogueKeys().length;
    const response = await call(newAction, "/admin/products/new", {
      body: multipart({ name: "Refused Picture", reviewText: "Typed with care." }, picture),
    });
    expect(response.status).toBe(status);
    const answer = (await response.json()) as Refusal;
    expect(answer.result.error.image).toEqual([message]);
    expect(answer.result.initialValue).toMatchObject({ name: "Refused Picture", reviewText: "Typed with care.", brand: "Testwell" });
    expect(answer.toast.description).toBe("Failed to create product review");
    expect(byName("Refused Picture")).toBeUndefined();
    expect(catalogueKeys().length).toBe(before);
  });

  test("an address on another site is refused, saying to upload the picture instead", async () => {
    const message = "Image URL must be a path on this site (/…): upload the picture instead of linking to another site";
    for (const imageUrl of ["https://example.com/tank.jpg", "//example.com/tank.jpg", "/\\example.com/tank.jpg"]) {
      const response = await call(newAction, "/admin/products/new", { body: form({ name: "Linked Tank", imageUrl }) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Refusal).result.error.imageUrl).toEqual([message]);
      const api = await call(createApi, "/api/admin/products", { json: { ...body, name: "Linked Tank", imageUrl } });
      expect(await api.json()).toEqual({ message });
    }
    expect(byName("Linked Tank")).toBeUndefined();
  });

  test("a save refused after the picture was published (a taken name) leaves no image behind", async () => {
    await call(newAction, "/admin/products/new", { body: form({ name: "Taken Canister" }) });
    const before = new Set(catalogueKeys());
    const response = await call(newAction, "/admin/products/new", {
      body: multipart({ name: "taken canister" }, { bytes: PNG_1X1, type: "image/png", name: "a.png" }),
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as Refusal).result.error.name).toEqual([
      "A review of this brand's product with this name already exists",
    ]);
    const published = catalogueKeys().filter((key) => !before.has(key));
    expect(published).toHaveLength(1);
    expect(await getStorage().head(published[0])).toBeNull();
  });
});

describe("/api/admin/products", () => {
  const post = (json: unknown, userId?: string) => call(createApi, "/api/admin/products", { json, userId });
  const change = (method: "PUT" | "DELETE", id: number | string, userId?: string, json?: unknown) =>
    call(changeApi, `/api/admin/products/${id}`, { method, userId, ...(json === undefined ? {} : { json }) }, { productId: String(id) });

  test("a visitor gets 401 and a member 403, and nothing changes", async () => {
    const created = (await (await post({ ...body, name: "Guarded Heater" }, admin.id)).json()) as { id: number };
    for (const [userId, status] of [
      [undefined, 401],
      [member.id, 403],
    ] as const) {
      expect((await post({ ...body, name: "Sneaky Heater" }, userId)).status).toBe(status);
      expect((await change("PUT", created.id, userId, { ...body, name: "Renamed" })).status).toBe(status);
      expect((await change("DELETE", created.id, userId)).status).toBe(status);
    }
    expect(byName("Sneaky Heater")).toBeUndefined();
    expect(row(created.id)?.name).toBe("Guarded Heater");
  });

  test("POST creates (201), PUT edits (200), DELETE removes (200); unknown ids 404; a bad body 400 with a message", async () => {
    const created = await post({ ...body, name: "Api Substrate", category: "Substrate", price: null }, admin.id);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const edited = await change("PUT", id, admin.id, { ...body, name: "Api Substrate", category: "Substrate", rating: 3 });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id, rating: 3, price: 129.99 });

    expect(await (await post({ ...body, category: "Rocks" }, admin.id)).json()).toEqual({
      message: "category must be one of Tank, Filter, Lighting, Substrate, Plants, Accessories",
    });
    expect((await post({ ...body, rating: 6 }, admin.id)).status).toBe(400);
    expect(await (await post({ ...body, price: "cheap" }, admin.id)).json()).toEqual({
      message: "Price must be a positive amount in dollars and cents, or empty",
    });
    expect((await change("PUT", 999999, admin.id, body)).status).toBe(404);
    expect((await change("DELETE", "abc", admin.id)).status).toBe(404);

    const removed = await change("DELETE", id, admin.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ message: "Product review deleted successfully", memberReviews: 0 });
    expect(row(id)).toBeUndefined();
    expect((await change("DELETE", id, admin.id)).status).toBe(404);
  });
});
