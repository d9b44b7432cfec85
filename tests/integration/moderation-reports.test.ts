import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { communityImages, fishPhotos, imageReports, photoReports } from "../../db/schema";
import { createFish, toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { reportFishPhoto } from "~/models/photo-reports.server";
import { action as reportApiAction } from "~/routes/api.fish.images.$imageId.report";
import { action as reviewAction } from "~/routes/api.admin.community-images.$imageId.review";
import { loader as photosLoader } from "~/routes/api.fish.$fishId.images";
import { action as pageAction, loader as pageLoader } from "~/routes/admin.images";
import { action as fishAction } from "~/routes/fish.$fishId/route";
import { loader as activityLoader } from "~/routes/admin.activity";
import { loader as ownImagesLoader } from "~/routes/api.community-images.user.$userId";
import { getDb } from "~/services/db.server";

/**
 * Reports of fish photos, the admins' reports view (?status=reported) and its three decisions: approve (keep it,
 * settle the reports), hide (take it down with a note, reports kept) and reject; names instead of ids.
 */

const admin = createUser({ isAdmin: true, username: `mod_${randomUUID().slice(0, 6)}` });
const DAY = 24 * 60 * 60 * 1000;

function approvedPhotoBy(userId: string, fishId: number, caption = "My pleco") {
  const key = `uploads/${randomUUID()}`;
  return getDb()
    .insert(fishPhotos)
    .values({ fishId, userId, objectKey: key, imageUrl: `/objects/${key}`, caption, status: "approved" })
    .returning()
    .get();
}

/** A member of a week's standing with an approved photo of their own: their reports count toward hiding. */
function establishedMember() {
  const member = createUser({ createdAt: new Date(Date.now() - 7 * DAY).toISOString() });
  approvedPhotoBy(member.id, createFish().id, "Mine");
  return member;
}

type QueueImage = {
  id: string | number;
  status: string;
  reports: { count: number; reasons: string[] } | null;
  uploader: { username: string | null; name: string };
  reviewer: { username: string | null; name: string } | null;
  reviewNotes: string | null;
};
type QueuePage = { images: QueueImage[]; counts: { pending: number; reported: number; all: number }; empty: { title: string } | null };

async function queue(path: string, userId = admin.id): Promise<QueuePage> {
  const response = await respond(async () => pageLoader({ request: await request(path, { userId }), params: {}, context: {} }));
  expect(response.status).toBe(200);
  return (await response.json()) as QueuePage;
}

async function decide(path: string, fields: Record<string, string>, userId = admin.id) {
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

async function publicPhotos(fishId: number) {
  const response = await respond(async () =>
    photosLoader({ request: await request(`/api/fish/${fishId}/images`), params: { fishId: String(fishId) }, context: {} }),
  );
  return ((await response.json()) as Array<{ id: number }>).map((photo) => photo.id);
}

describe("reporting a fish photo", () => {
  test("a member reports another member's approved photo once; their own and unseen ones are refused", async () => {
    const owner = createUser();
    const reporter = createUser();
    const fish = createFish();
    const photo = approvedPhotoBy(owner.id, fish.id);
    expect(reportFishPhoto(reporter, photo.id, "spam")).toEqual({ ok: true, reports: 1, hidden: false });
    expect(reportFishPhoto(reporter, photo.id, "spam")).toMatchObject({ ok: false, status: 409 });
    expect(reportFishPhoto(owner, photo.id, "spam")).toMatchObject({ ok: false, status: 403 });
    const pending = getDb()
      .insert(fishPhotos)
      .values({ fishId: fish.id, userId: owner.id, objectKey: "uploads/x", imageUrl: "/objects/uploads/x", status: "pending" })
      .returning()
      .get();
    expect(reportFishPhoto(reporter, pending.id, "spam")).toMatchObject({ ok: false, status: 404 });
    // One report from a new account does not hide it: it stays up for everyone.
    expect(await publicPhotos(fish.id)).toContain(photo.id);
  });

  test("three established members' reports hide it until an admin decides", async () => {
    const owner = createUser();
    const fish = createFish();
    const photo = approvedPhotoBy(owner.id, fish.id);
    const results = [establishedMember(), establishedMember(), establishedMember()].map((member) =>
      reportFishPhoto(member, photo.id, "inappropriate"),
    );
    expect(results.map((result) => result.ok && result.hidden)).toEqual([false, false, true]);
    expect(await publicPhotos(fish.id)).not.toContain(photo.id);
  });

  test("POST /api/fish/images/{id}/report answers {reports, hidden}, 401 for visitors and 400 for a bad reason", async () => {
    const owner = createUser();
    const reporter = createUser();
    const photo = approvedPhotoBy(owner.id, createFish().id);
    const send = async (json: unknown, userId?: string) =>
      respond(async () =>
        reportApiAction({
          request: await request(`/api/fish/images/${photo.id}/report`, { method: "POST", json, userId }),
          params: { imageId: String(photo.id) },
          context: {},
        }),
      );
    expect((await send({ reason: "spam" })).status).toBe(401);
    expect((await send({ reason: "because" }, reporter.id)).status).toBe(400);
    const sent = await send({ reason: "not-theirs" }, reporter.id);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ reports: 1, hidden: false });
    expect((await send({ reason: "spam" }, reporter.id)).status).toBe(409);
  });

  test("the fish page's report-photo form post reports it and says so", async () => {
    const owner = createUser();
    const reporter = createUser();
    const fish = createFish();
    const photo = approvedPhotoBy(owner.id, fish.id);
    const response = await respond(async () =>
      fishAction({
        request: await request(`/fish/${fish.id}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "report-photo", photoId: String(photo.id), reason: "wrong-species" }),
          userId: reporter.id,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
        params: { fishId: String(fish.id) },
        context: {},
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/fish/${fish.id}`);
    expect(await toastOf(response)).toMatchObject({ title: "Report sent" });
    expect(getDb().select().from(photoReports).where(eq(photoReports.photoId, photo.id)).all()).toEqual([
      expect.objectContaining({ userId: reporter.id, reason: "wrong-species" }),
    ]);
  });
});

describe("the reports view", () => {
  test("lists reported images that are still up, with the reasons and the uploader's username", async () => {
    const owner = createUser({ username: `owner_${randomUUID().slice(0, 6)}` });
    const photo = approvedPhotoBy(owner.id, createFish().id);
    reportFishPhoto(createUser(), photo.id, "spam");
    reportFishPhoto(createUser(), photo.id, "not-theirs");
    const page = await queue("/admin/images?status=reported&kind=fish-photo");
    const shown = page.images.find((image) => image.id === `fish-photo-${photo.id}`);
    expect(shown).toMatchObject({
      status: "approved",
      reports: { count: 2, reasons: ["spam", "not-theirs"] },
      uploader: { username: owner.username, name: owner.username },
    });
    expect(page.images.every((image) => image.status === "approved" && image.reports)).toBe(true);
    expect(page.counts.reported).toBeGreaterThanOrEqual(1);
    expect(page.counts.pending).toBeGreaterThanOrEqual(page.counts.reported);
  });

  test("Hide takes a reported photo down with a note, keeps its reports and moves it to Pending Review", async () => {
    const owner = createUser();
    const fish = createFish();
    const photo = approvedPhotoBy(owner.id, fish.id);
    reportFishPhoto(createUser(), photo.id, "inappropriate");
    const hidden = await decide("/admin/images?status=reported", {
      image: `fish-photo-${photo.id}`,
      status: "hidden",
      reviewNotes: "Checking whose photo this is",
    });
    expect(hidden.headers.get("Location")).toBe("/admin/images?status=reported");
    expect(await toastOf(hidden)).toMatchObject({ title: "Image Hidden" });
    expect(await publicPhotos(fish.id)).not.toContain(photo.id);

    const reported = await queue("/admin/images?status=reported&kind=fish-photo");
    expect(reported.images.map((image) => image.id)).not.toContain(`fish-photo-${photo.id}`);
    const pending = await queue("/admin/images?kind=fish-photo");
    expect(pending.images.find((image) => image.id === `fish-photo-${photo.id}`)).toMatchObject({
      status: "pending",
      reviewNotes: "Checking whose photo this is",
      reports: { count: 1 },
      reviewer: { username: admin.username },
    });

    // Hidden is not decided: it cannot be hidden again, and a later approval puts it back and settles the reports.
    const again = await decide("/admin/images", { image: `fish-photo-${photo.id}`, status: "hidden" });
    expect(await toastOf(again)).toMatchObject({ title: "Review Failed" });
    const secondAdmin = createUser({ isAdmin: true });
    const approved = await decide("/admin/images", { image: `fish-photo-${photo.id}`, status: "approved" }, secondAdmin.id);
    expect(await toastOf(approved)).toMatchObject({ title: "Image Approved" });
    expect(await publicPhotos(fish.id)).toContain(photo.id);
    expect(getDb().select().from(photoReports).where(eq(photoReports.photoId, photo.id)).all()).toEqual([]);
  });

  test("only a reported image that is still up can be hidden (409 over the API)", async () => {
    const owner = createUser();
    const photo = approvedPhotoBy(owner.id, createFish().id);
    const response = await respond(async () =>
      reviewAction({
        request: await request(`/api/admin/community-images/fish-photo-${photo.id}/review`, {
          method: "POST",
          json: { status: "hidden" },
          userId: admin.id,
        }),
        params: { imageId: `fish-photo-${photo.id}` },
        context: {},
      }),
    );
    // Not reported: it awaits no review at all.
    expect(response.status).toBe(409);
  });

  test("Reject from the reports view takes it down for good, settles the reports and is in the activity log by username", async () => {
    const owner = createUser();
    const fish = createFish();
    const photo = approvedPhotoBy(owner.id, fish.id);
    reportFishPhoto(createUser(), photo.id, "not-theirs");
    const rejected = await decide("/admin/images?status=reported", {
      image: `fish-photo-${photo.id}`,
      status: "rejected",
      reviewNotes: "Taken from a shop's site",
    });
    expect(await toastOf(rejected)).toMatchObject({ title: "Image Rejected" });
    expect(getDb().select().from(fishPhotos).where(eq(fishPhotos.id, photo.id)).get()).toMatchObject({ status: "rejected" });
    expect(getDb().select().from(photoReports).where(eq(photoReports.photoId, photo.id)).all()).toEqual([]);

    const response = await respond(async () =>
      activityLoader({ request: await request("/admin/activity", { userId: admin.id }), params: {}, context: {} }),
    );
    const { entries } = (await response.json()) as { entries: Array<{ actorName: string; action: string; summary: string | null }> };
    expect(entries).toContainEqual(
      expect.objectContaining({ actorName: admin.username, action: "rejected the image", summary: "Notes: Taken from a shop's site" }),
    );
  });

  test("a hidden gallery image keeps its reports and shows its owner the admin's note", async () => {
    const owner = createUser();
    const key = `uploads/${randomUUID()}`;
    const image = getDb()
      .insert(communityImages)
      .values({
        userId: owner.id,
        title: "Shop display tank",
        category: "setup",
        objectKey: key,
        imageUrl: `/objects/${key}`,
        status: "approved",
      })
      .returning()
      .get();
    getDb().insert(imageReports).values({ imageId: image.id, userId: createUser().id, reason: "spam" }).run();
    const hidden = await decide("/admin/images?status=reported", {
      image: String(image.id),
      status: "hidden",
      reviewNotes: "Is this your tank?",
    });
    expect(await toastOf(hidden)).toMatchObject({ title: "Image Hidden" });
    expect(getDb().select().from(imageReports).where(eq(imageReports.imageId, image.id)).all()).toHaveLength(1);
    const response = await respond(async () =>
      ownImagesLoader({
        request: await request(`/api/community-images/user/${owner.id}`, { userId: owner.id }),
        params: { userId: owner.id },
        context: {},
      }),
    );
    const { images } = (await response.json()) as { images: Array<{ id: number; status: string; reviewNotes?: string }> };
    expect(images).toContainEqual(expect.objectContaining({ id: image.id, status: "pending", reviewNotes: "Is this your tank?" }));
  });
});
