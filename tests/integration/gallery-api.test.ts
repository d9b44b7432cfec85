import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, communityImages, fish, fishPhotos, imageReports } from "../../db/schema";
import { listMemberImages, reviewMemberImage } from "~/models/moderation.server";
import { action as deleteAction, loader as deleteLoader } from "~/routes/api.community-images.$imageId";
import { action as likeAction } from "~/routes/api.community-images.$imageId.like";
import { action as reportAction } from "~/routes/api.community-images.$imageId.report";
import { action as postAction, loader as listLoader } from "~/routes/api.community-images._index";
import { loader as userLoader } from "~/routes/api.community-images.user.$userId";
import { getDb } from "~/services/db.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { createUser, request, respond } from "../support/factories";
import { createFish } from "../support/fish";
import { PNG_1X1 } from "../support/images";
import { issueUpload } from "../support/uploads";
import { action as objectAction } from "~/routes/objects.uploads.$key";

beforeEach(() => resetRateLimits());

async function uploadedAddress(userId: string, bytes: Uint8Array<ArrayBuffer> = PNG_1X1, type = "image/png") {
  const issued = await issueUpload(userId, "gallery");
  const req = new Request(issued.uploadURL, { method: "PUT", body: bytes, headers: { "Content-Type": type } });
  const key = new URL(issued.uploadURL).pathname.split("/").pop();
  expect((await respond(() => objectAction({ request: req, params: { key }, context: {} }))).status).toBe(200);
  const url = new URL(issued.uploadURL);
  return `${url.origin}${url.pathname}`;
}

async function post(userId: string | undefined, body: unknown) {
  const req = await request("/api/community-images", { method: "POST", userId, json: body });
  return respond(() => postAction({ request: req, params: {}, context: {} }));
}

type Item = {
  id: number;
  title: string;
  status: string;
  likes: number;
  views: number;
  liked: boolean;
  tags: string[];
  tankSpecs?: object;
  description?: string;
};

async function postImage(userId: string, extra: Record<string, unknown> = {}): Promise<Item> {
  const response = await post(userId, { title: "My tank", category: "setup", imageUrl: await uploadedAddress(userId), ...extra });
  expect(response.status).toBe(201);
  return response.json();
}

function approve(imageId: number) {
  getDb().update(communityImages).set({ status: "approved" }).where(eq(communityImages.id, imageId)).run();
}

async function list(query = "", userId?: string) {
  const req = await request(`/api/community-images${query}`, { userId });
  return respond(() => listLoader({ request: req, params: {}, context: {} }));
}

async function like(imageId: number | string, userId?: string) {
  const req = await request(`/api/community-images/${imageId}/like`, { method: "POST", userId });
  return respond(() => likeAction({ request: req, params: { imageId: String(imageId) }, context: {} }));
}

async function report(imageId: number, userId: string | undefined, reason: unknown) {
  const req = await request(`/api/community-images/${imageId}/report`, { method: "POST", userId, json: { reason } });
  return respond(() => reportAction({ request: req, params: { imageId: String(imageId) }, context: {} }));
}

describe("POST /api/community-images", () => {
  it("posts a member's upload as a pending image with every field", async () => {
    const member = createUser();
    const response = await post(member.id, {
      title: "  Planted 20 gallon ",
      description: "   ",
      category: "aquascape",
      imageUrl: await uploadedAddress(member.id),
      tags: ["planted", "driftwood", "planted"],
      tankSpecs: { size: "20 gallons", lighting: "", filtration: "  " },
    });
    expect(response.status).toBe(201);
    const image = await response.json();
    expect(image).toMatchObject({
      title: "Planted 20 gallon",
      category: "aquascape",
      tags: ["planted", "driftwood"],
      tankSpecs: { size: "20 gallons" },
      likes: 0,
      views: 0,
      status: "pending",
    });
    expect(image).not.toHaveProperty("description");
    expect(image.imageUrl).toMatch(/^\/objects\/uploads\//);
    const row = getDb().select().from(communityImages).where(eq(communityImages.id, image.id)).get()!;
    expect(row.tankSpecs).toEqual({ size: "20 gallons" });
    expect(row.description).toBeNull();
  });

  it("stores no tank specifications when none is filled, and names the species when asked", async () => {
    const member = createUser();
    const species = getDb().select({ id: fish.id, name: fish.name }).from(fish).limit(1).get();
    const fishId = species?.id;
    const image = await postImage(member.id, { tankSpecs: { size: " " }, ...(fishId ? { fishId } : {}) });
    expect(image).not.toHaveProperty("tankSpecs");
    const row = getDb().select().from(communityImages).where(eq(communityImages.id, image.id)).get()!;
    expect(row.tankSpecs).toBeNull();
    if (species) expect(row.fishId).toBe(species.id);
  });

  it("refuses categories and tags outside its lists, a missing title, and another member's upload", async () => {
    const member = createUser();
    const address = await uploadedAddress(member.id);
    expect((await post(member.id, { title: "x", category: "reef", imageUrl: address })).status).toBe(400);
    expect((await post(member.id, { title: "x", category: "setup", imageUrl: address, tags: ["saltwater"] })).status).toBe(400);
    const untitled = await post(member.id, { title: "  ", category: "setup", imageUrl: address });
    expect(untitled.status).toBe(400);
    expect((await untitled.json()).message).toBe("Please provide a title and select a category.");
    expect((await post(createUser().id, { title: "x", category: "setup", imageUrl: address })).status).toBe(403);
    expect((await post(undefined, { title: "x", category: "setup", imageUrl: address })).status).toBe(401);
    expect((await post(member.id, { title: "x", category: "setup", imageUrl: address, fishId: 999999 })).status).toBe(404);
    // The upload is still the member's to use once, and only once.
    expect((await post(member.id, { title: "x", category: "setup", imageUrl: address })).status).toBe(201);
    expect((await post(member.id, { title: "x", category: "setup", imageUrl: address })).status).toBe(409);
  });

  it("takes JPG and PNG only", async () => {
    const member = createUser();
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 8, height: 6, channels: 3, background: "#2a7ab0" } })
        .jpeg()
        .toBuffer(),
    );
    expect(
      (await post(member.id, { title: "jpeg", category: "fish", imageUrl: await uploadedAddress(member.id, jpeg, "image/jpeg") })).status,
    ).toBe(201);
    const gif = Uint8Array.from(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"));
    expect(
      (await post(member.id, { title: "gif", category: "fish", imageUrl: await uploadedAddress(member.id, gif, "image/gif") })).status,
    ).toBe(415);
  });
});

describe("GET /api/community-images", () => {
  it("lists approved images only, newest first, by category, with a Link to older pages", async () => {
    const member = createUser();
    const first = await postImage(member.id, { category: "equipment", title: "first" });
    const second = await postImage(member.id, { category: "equipment", title: "second" });
    const hidden = await postImage(member.id, { category: "equipment", title: "pending" });
    approve(first.id);
    approve(second.id);
    const response = await list("?category=equipment&limit=1", member.id);
    expect(response.status).toBe(200);
    const items: Item[] = await response.json();
    expect(items.map((i) => i.id)).toEqual([second.id]);
    expect(response.headers.get("Link")).toBe(`</api/community-images?category=equipment&limit=1&before=${second.id}>; rel="next"`);
    const older: Item[] = await (await list(`?category=equipment&limit=1&before=${second.id}`)).json();
    expect(older.map((i) => i.id)).toEqual([first.id]);
    const all: Item[] = await (await list("?limit=100")).json();
    expect(all.some((i) => i.id === hidden.id)).toBe(false);
    expect(Object.keys(all[0])).toEqual(
      expect.arrayContaining(["id", "title", "category", "imageUrl", "tags", "likes", "views", "createdAt"]),
    );
  });

  it("answers 400 for an unknown category, a bad limit or a cursor outside the list", async () => {
    const member = createUser();
    const pending = await postImage(member.id);
    expect((await list("?category=reef")).status).toBe(400);
    expect((await list("?limit=0")).status).toBe(400);
    expect((await list(`?before=${pending.id}`)).status).toBe(400);
  });
});

describe("GET /api/community-images/user/{userId}", () => {
  it("shows a member all their uploads with likes and views summed; others the approved ones", async () => {
    const member = createUser();
    const fan = createUser();
    const shown = await postImage(member.id, { title: "approved" });
    await postImage(member.id, { title: "waiting" });
    approve(shown.id);
    expect((await like(shown.id, fan.id)).status).toBe(200);
    getDb().update(communityImages).set({ views: 7 }).where(eq(communityImages.id, shown.id)).run();

    const own = await respond(async () =>
      userLoader({
        request: await request(`/api/community-images/user/${member.id}`, { userId: member.id }),
        params: { userId: member.id },
        context: {},
      }),
    );
    const mine = await own.json();
    expect(mine.images.map((i: Item) => i.title)).toEqual(["waiting", "approved"]);
    expect(mine).toMatchObject({ totalLikes: 1, totalViews: 7 });

    const seen = await respond(async () =>
      userLoader({
        request: await request(`/api/community-images/user/${member.id}`, { userId: fan.id }),
        params: { userId: member.id },
        context: {},
      }),
    );
    const theirs = await seen.json();
    expect(theirs.images.map((i: Item) => i.title)).toEqual(["approved"]);
    expect(theirs.images[0].liked).toBe(true);
  });
});

describe("likes", () => {
  it("toggles one like per member, answering {liked, likes}", async () => {
    const owner = createUser();
    const fan = createUser();
    const image = await postImage(owner.id);
    expect((await like(image.id, fan.id)).status).toBe(404);
    approve(image.id);
    expect(await (await like(image.id, fan.id)).json()).toEqual({ liked: true, likes: 1 });
    expect(await (await like(image.id, owner.id)).json()).toEqual({ liked: true, likes: 2 });
    expect(await (await like(image.id, fan.id)).json()).toEqual({ liked: false, likes: 1 });
    expect((await like(image.id)).status).toBe(401);
    expect((await like("abc", fan.id)).status).toBe(404);
  });
});

describe("reports", () => {
  const DAY = 24 * 60 * 60 * 1000;

  /** An account made a minute ago (as a throwaway account would be). */
  function newAccount() {
    return createUser({ createdAt: new Date(Date.now() - 60_000).toISOString() });
  }

  /** A member for a week with one approved contribution: a gallery image, or a fish photo. */
  function establishedMember(contribution: "gallery" | "fish-photo" = "gallery") {
    const member = createUser({ createdAt: new Date(Date.now() - 7 * DAY).toISOString() });
    if (contribution === "gallery") {
      getDb()
        .insert(communityImages)
        .values({ userId: member.id, title: "their tank", category: "setup", imageUrl: "/uploads/theirs.png", status: "approved" })
        .run();
    } else {
      getDb()
        .insert(fishPhotos)
        .values({
          fishId: createFish().id,
          userId: member.id,
          objectKey: `photo-${member.id}`,
          imageUrl: "/uploads/photo.png",
          status: "approved",
        })
        .run();
    }
    return member;
  }

  async function visitorSees(imageId: number) {
    return ((await (await list("?limit=100")).json()) as Item[]).some((i) => i.id === imageId);
  }

  function queued(admin: ReturnType<typeof createUser>, imageId: number) {
    const queue = listMemberImages(admin, { status: "pending", kind: "gallery", limit: 100 });
    if (!queue.ok) throw new Error("An admin was refused the queue");
    return queue.images.find((i) => i.id === imageId);
  }

  it("takes one report per member, never the owner's, and only a reason from the list", async () => {
    const owner = createUser();
    const image = await postImage(owner.id, { title: "reported" });
    approve(image.id);
    expect((await report(image.id, owner.id, "spam")).status).toBe(403);
    expect((await report(image.id, createUser().id, "rude")).status).toBe(400);
    const first = createUser();
    expect(await (await report(image.id, first.id, "spam")).json()).toEqual({ reports: 1, hidden: false });
    expect((await report(image.id, first.id, "other")).status).toBe(409);
  });

  it("leaves an image reported by three new accounts visible, in the admins' queue with its reasons", async () => {
    const owner = establishedMember();
    const image = await postImage(owner.id, { title: "reported by new accounts" });
    approve(image.id);
    // Old enough, but no approved contribution: no more weight than an account made a minute ago.
    const noContribution = createUser({ createdAt: new Date(Date.now() - 30 * DAY).toISOString() });
    await report(image.id, newAccount().id, "spam");
    await report(image.id, noContribution.id, "not-theirs");
    const third = await report(image.id, newAccount().id, "spam");
    expect(third.status).toBe(201);
    expect(await third.json()).toEqual({ reports: 3, hidden: false });
    expect(await visitorSees(image.id)).toBe(true);
    await report(image.id, newAccount().id, "inappropriate");

    expect(await visitorSees(image.id)).toBe(true);
    const admin = createUser({ isAdmin: true });
    expect(queued(admin, image.id)).toMatchObject({
      status: "approved",
      reports: { count: 4, reasons: ["spam", "not-theirs", "inappropriate"] },
    });

    // Approving it again keeps it up and settles the reports: it leaves the queue.
    expect(reviewMemberImage(admin, { kind: "gallery", id: image.id }, { status: "approved" }).ok).toBe(true);
    expect(getDb().select().from(imageReports).where(eq(imageReports.imageId, image.id)).all()).toEqual([]);
    expect(queued(admin, image.id)).toBeUndefined();
    expect(await visitorSees(image.id)).toBe(true);
  });

  it("lets an admin take down a reported image that is still up", async () => {
    const image = await postImage(createUser().id, { title: "reported and rejected" });
    approve(image.id);
    await report(image.id, newAccount().id, "inappropriate");
    const admin = createUser({ isAdmin: true });
    expect(reviewMemberImage(admin, { kind: "gallery", id: image.id }, { status: "rejected", reviewNotes: "Not fishkeeping" }).ok).toBe(
      true,
    );
    expect(await visitorSees(image.id)).toBe(false);
    // Taking it down is audited with the reports that brought it to the admin.
    const audited = getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(image.id)))
      .all();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: "image.rejected", subjectKind: "gallery-image", actorId: admin.id });
    expect(audited[0].details).toMatchObject({ reviewNotes: "Not fishkeeping", reports: { count: 1, reasons: ["inappropriate"] } });
    // Reviewed and without reports, it no longer awaits review: a second review is refused.
    expect(reviewMemberImage(admin, { kind: "gallery", id: image.id }, { status: "approved" })).toMatchObject({ ok: false, status: 409 });
  });

  it("hides an image reported by three established members, back in the queue with its reasons", async () => {
    const image = await postImage(createUser().id, { title: "reported by members" });
    approve(image.id);
    expect(await (await report(image.id, establishedMember().id, "spam")).json()).toEqual({ reports: 1, hidden: false });
    // New accounts' reports add to the queue's count, never to the hiding.
    await report(image.id, newAccount().id, "other");
    expect(await (await report(image.id, establishedMember("fish-photo").id, "inappropriate")).json()).toEqual({
      reports: 3,
      hidden: false,
    });
    expect(await visitorSees(image.id)).toBe(true);
    expect(await (await report(image.id, establishedMember().id, "spam")).json()).toEqual({ reports: 4, hidden: true });

    expect(await visitorSees(image.id)).toBe(false);
    const admin = createUser({ isAdmin: true });
    expect(queued(admin, image.id)).toMatchObject({
      status: "pending",
      reports: { count: 4, reasons: ["spam", "other", "inappropriate"] },
    });
    expect(reviewMemberImage(admin, { kind: "gallery", id: image.id }, { status: "approved" }).ok).toBe(true);
    expect(getDb().select().from(imageReports).where(eq(imageReports.imageId, image.id)).all()).toEqual([]);
    expect(await visitorSees(image.id)).toBe(true);
  });
});

describe("DELETE /api/community-images/{id}", () => {
  it("lets only the image's member delete it", async () => {
    const owner = createUser();
    const image = await postImage(owner.id);
    approve(image.id);
    const remove = async (userId?: string) =>
      respond(async () =>
        deleteAction({
          request: await request(`/api/community-images/${image.id}`, { method: "DELETE", userId }),
          params: { imageId: String(image.id) },
          context: {},
        }),
      );
    expect((await remove()).status).toBe(401);
    expect((await remove(createUser().id)).status).toBe(403);
    expect((await remove(createUser({ isAdmin: true }).id)).status).toBe(403);
    expect((await remove(owner.id)).status).toBe(200);
    expect((await remove(owner.id)).status).toBe(404);
    const read = await respond(async () =>
      deleteLoader({ request: await request(`/api/community-images/${image.id}`), params: {}, context: {} }),
    );
    expect(read.status).toBe(405);
  });
});
