import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { auditLog, communityImages, fishPhotos } from "../../db/schema";
import { createFish, toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { listAudit } from "~/models/audit-log.server";
import { action as reviewAction } from "~/routes/api.admin.community-images.$imageId.review";
import { loader as allLoader } from "~/routes/api.admin.community-images._index";
import { loader as pendingLoader } from "~/routes/api.admin.community-images.pending";
import { loader as photosLoader } from "~/routes/api.fish.$fishId.images";
import { action as pageAction, loader as pageLoader } from "~/routes/admin.images";
import { getDb } from "~/services/db.server";
import { publicContentVersion } from "~/models/table-version.server";
import { eq } from "drizzle-orm";

const admin = createUser({ isAdmin: true });
const secondAdmin = createUser({ isAdmin: true });

function photoBy(userId: string, fishId: number, caption = "My betta") {
  const key = `uploads/${randomUUID()}`;
  return getDb()
    .insert(fishPhotos)
    .values({ fishId, userId, objectKey: key, imageUrl: `/objects/${key}`, caption, status: "pending" })
    .returning()
    .get();
}

function galleryImageBy(userId: string, title = "My planted 20 gallon") {
  const key = `uploads/${randomUUID()}`;
  return getDb()
    .insert(communityImages)
    .values({ userId, title, category: "aquascape", objectKey: key, imageUrl: `/objects/${key}`, tags: ["Planted", "Nature"] })
    .returning()
    .get();
}

async function review(id: string | number, body: unknown, userId?: string) {
  return respond(async () =>
    reviewAction({
      request: await request(`/api/admin/community-images/${id}/review`, { method: "POST", json: body, userId }),
      params: { imageId: String(id) },
      context: {},
    }),
  );
}

async function list(loader: typeof allLoader, path: string, userId?: string) {
  return respond(async () => loader({ request: await request(path, { userId }), params: {}, context: {} }));
}

/** The newest audit entry about one image, as an admin reads the log. */
function auditEntryFor(subjectKind: "fish-photo" | "gallery-image", id: number) {
  const listed = listAudit(admin, { limit: 50 });
  if (!listed.ok) throw new Error(listed.message);
  return listed.entries.find((row) => row.subjectKind === subjectKind && row.subjectId === String(id));
}

async function photosSeenBy(fishId: number, userId?: string) {
  const response = await respond(async () =>
    photosLoader({ request: await request(`/api/fish/${fishId}/images`, { userId }), params: { fishId: String(fishId) }, context: {} }),
  );
  return (await response.json()) as Array<{ id: number; status: string; reviewNotes?: string }>;
}

describe("the moderation API", () => {
  test("lists pending fish photos and gallery images with every field and a kind", async () => {
    const member = createUser();
    const fish = createFish({ name: `Queue Betta ${randomUUID().slice(0, 6)}` });
    const photo = photoBy(member.id, fish.id);
    const gallery = galleryImageBy(member.id);
    const response = await list(pendingLoader, "/api/admin/community-images/pending?limit=100", admin.id);
    expect(response.status).toBe(200);
    const images = (await response.json()) as Array<Record<string, unknown>>;
    expect(images).toContainEqual(
      expect.objectContaining({
        id: `fish-photo-${photo.id}`,
        kind: "fish-photo",
        title: fish.name,
        description: "My betta",
        userId: member.id,
        status: "pending",
        views: null,
        reviewedBy: null,
        fish: { id: fish.id, name: fish.name },
      }),
    );
    expect(images).toContainEqual(
      expect.objectContaining({ id: gallery.id, kind: "gallery", title: "My planted 20 gallon", tags: ["Planted", "Nature"], views: 0 }),
    );
    expect(Number(response.headers.get("X-Total-Count"))).toBeGreaterThanOrEqual(2);
  });

  test("refuses visitors (401) and members (403), and a bad query (400)", async () => {
    const member = createUser();
    expect((await list(allLoader, "/api/admin/community-images")).status).toBe(401);
    expect((await list(allLoader, "/api/admin/community-images", member.id)).status).toBe(403);
    expect((await list(pendingLoader, "/api/admin/community-images/pending", member.id)).status).toBe(403);
    const bad = await list(allLoader, "/api/admin/community-images?kind=video", admin.id);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "kind must be one of gallery, fish-photo, plant-photo" });
  });

  test("approving a photo shows it to visitors at once, writes the audit log and empties the visitors' store", async () => {
    const member = createUser();
    const fish = createFish();
    const photo = photoBy(member.id, fish.id);
    expect(await photosSeenBy(fish.id)).toEqual([]);
    const versionBefore = publicContentVersion();
    const response = await review(`fish-photo-${photo.id}`, { status: "approved", reviewNotes: "Lovely colours" }, admin.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "approved", reviewedBy: admin.id, reviewNotes: "Lovely colours" });
    expect((await photosSeenBy(fish.id)).map((p) => p.id)).toEqual([photo.id]);
    expect(publicContentVersion()).toBeGreaterThan(versionBefore);
    const entry = auditEntryFor("fish-photo", photo.id);
    expect(entry).toMatchObject({
      action: "image.approved",
      subjectLabel: `Photo of ${fish.name}`,
      details: { reviewNotes: "Lovely colours" },
    });
    // Reviewed once: the second review finds it no longer pending.
    const again = await review(`fish-photo-${photo.id}`, { status: "rejected" }, secondAdmin.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This image has already been reviewed" });
  });

  test("a rejected photo stays hidden; its owner sees it with the reviewer's notes", async () => {
    const member = createUser();
    const fish = createFish();
    const photo = photoBy(member.id, fish.id);
    const response = await review(`fish-photo-${photo.id}`, { status: "rejected", reviewNotes: "Blurry, please retake" }, admin.id);
    expect(response.status).toBe(200);
    expect(await photosSeenBy(fish.id)).toEqual([]);
    expect(await photosSeenBy(fish.id, member.id)).toEqual([
      expect.objectContaining({ id: photo.id, status: "rejected", reviewNotes: "Blurry, please retake" }),
    ]);
  });

  test("an admin never reviews their own upload: another admin must", async () => {
    const fish = createFish();
    const own = photoBy(admin.id, fish.id);
    const response = await review(`fish-photo-${own.id}`, { status: "approved" }, admin.id);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You cannot review your own upload; another admin must" });
    expect((await review(`fish-photo-${own.id}`, { status: "approved" }, secondAdmin.id)).status).toBe(200);
  });

  test("answers 401, 403, 404 and 400 as the API should, and reviews gallery images by number", async () => {
    const member = createUser();
    const gallery = galleryImageBy(member.id);
    expect((await review(gallery.id, { status: "approved" })).status).toBe(401);
    expect((await review(gallery.id, { status: "approved" }, member.id)).status).toBe(403);
    expect((await review(99999999, { status: "approved" }, admin.id)).status).toBe(404);
    expect((await review("fish-photo-99999999", { status: "approved" }, admin.id)).status).toBe(404);
    expect((await review("not-an-id", { status: "approved" }, admin.id)).status).toBe(404);
    const invalid = await review(gallery.id, { status: "maybe" }, admin.id);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: 'status must be "approved", "hidden" or "rejected"' });
    expect((await review(gallery.id, { status: "rejected", reviewNotes: "x".repeat(1001) }, admin.id)).status).toBe(400);
    expect((await review(gallery.id, { status: "approved" }, admin.id)).status).toBe(200);
    const row = getDb().select().from(communityImages).where(eq(communityImages.id, gallery.id)).get();
    expect(row).toMatchObject({ status: "approved", reviewedBy: admin.id });
    expect(
      getDb()
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(gallery.id)))
        .all(),
    ).toContainEqual(expect.objectContaining({ action: "image.approved", subjectKind: "gallery-image" }));
  });
});

describe("/admin/images", () => {
  async function page(path: string, userId?: string) {
    return respond(async () => pageLoader({ request: await request(path, { userId }), params: {}, context: {} }));
  }

  async function post(path: string, fields: Record<string, string>, userId?: string) {
    return respond(async () =>
      pageAction({
        request: await request(path, {
          method: "POST",
          body: new URLSearchParams(fields),
          userId,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
        params: {},
        context: {},
      }),
    );
  }

  test("shows the pending queue with both counts, filtered by kind", async () => {
    const member = createUser();
    const fish = createFish();
    const photo = photoBy(member.id, fish.id);
    const response = await page("/admin/images?kind=fish-photo", admin.id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      query: { status: string; kind: string };
      images: Array<{ id: string; kind: string }>;
      counts: { pending: number; all: number };
    };
    expect(body.query).toMatchObject({ status: "pending", kind: "fish-photo" });
    expect(body.images.every((image) => image.kind === "fish-photo")).toBe(true);
    expect(body.images.map((image) => image.id)).toContain(`fish-photo-${photo.id}`);
    expect(body.counts.pending).toBeGreaterThanOrEqual(1);
    expect(body.counts.all).toBeGreaterThanOrEqual(body.counts.pending);
  });

  test("Approve and Reject post back to the same view with their toasts", async () => {
    const member = createUser();
    const fish = createFish();
    const first = photoBy(member.id, fish.id);
    const second = photoBy(member.id, fish.id);
    const approved = await post(
      "/admin/images?kind=fish-photo",
      { image: `fish-photo-${first.id}`, status: "approved", reviewNotes: "" },
      admin.id,
    );
    expect(approved.status).toBe(302);
    expect(approved.headers.get("Location")).toBe("/admin/images?kind=fish-photo");
    expect(await toastOf(approved)).toMatchObject({ title: "Image Approved", description: "The image is now visible to everyone." });
    const rejected = await post(
      "/admin/images",
      { image: `fish-photo-${second.id}`, status: "rejected", reviewNotes: "Not a fish" },
      admin.id,
    );
    expect(await toastOf(rejected)).toMatchObject({ title: "Image Rejected" });
    const failed = await post("/admin/images", { image: `fish-photo-${second.id}`, status: "approved" }, admin.id);
    expect(await toastOf(failed)).toMatchObject({ title: "Review Failed", description: "This image has already been reviewed" });
  });

  test("a rejection with notes writes an audit entry carrying those notes", async () => {
    const member = createUser();
    const image = galleryImageBy(member.id, "Murky tank");
    const rejected = await post(
      "/admin/images",
      { image: String(image.id), status: "rejected", reviewNotes: "  Too dark to see the fish  " },
      admin.id,
    );
    expect(await toastOf(rejected)).toMatchObject({ title: "Image Rejected" });
    expect(auditEntryFor("gallery-image", image.id)).toMatchObject({
      action: "image.rejected",
      actorId: admin.id,
      subjectLabel: "Murky tank",
      details: { reviewNotes: "Too dark to see the fish", uploaderId: member.id },
    });
  });

  test("members get 403 from the page's data and its action", async () => {
    const member = createUser();
    expect((await page("/admin/images", member.id)).status).toBe(403);
    expect((await post("/admin/images", { image: "1", status: "approved" }, member.id)).status).toBe(403);
  });
});
