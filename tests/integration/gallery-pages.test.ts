import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { communityImages, fish, imageViews } from "../../db/schema";
import { flushViews, pendingViewsOf, recordView, resetPendingViews } from "~/models/gallery-views.server";
import { postGalleryImage } from "~/models/gallery-uploads.server";
import { action as detailAction, loader as detailLoader } from "~/routes/community-gallery.$imageId";
import { action as galleryAction, loader as galleryLoader, meta as galleryMeta } from "~/routes/community-gallery._index";
import { action as newAction, loader as newLoader } from "~/routes/community-gallery.new";
import { loader as fishLoader } from "~/routes/fish.$fishId/route";
import { getDb } from "~/services/db.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { getSession } from "~/services/session.server";
import { createUser, request, respond } from "../support/factories";
import { PNG_1X1 } from "../support/images";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

beforeEach(() => {
  resetRateLimits();
  resetPendingViews();
});
afterEach(() => vi.restoreAllMocks());

async function galleryImage(
  userId: string,
  fields: Partial<Parameters<typeof postGalleryImage>[2]> = {},
  status: "pending" | "approved" | "rejected" = "approved",
) {
  const result = await postGalleryImage(
    { id: userId },
    { file: PNG_1X1 },
    { title: "A tank", category: "setup", tags: [], description: undefined, tankSpecs: undefined, fishId: undefined, ...fields },
  );
  if (!result.ok) throw new Error(result.message);
  if (status !== "pending")
    getDb()
      .update(communityImages)
      .set({ status, reviewNotes: status === "rejected" ? "Too blurry" : null })
      .where(eq(communityImages.id, result.image.id))
      .run();
  return result.image;
}

async function toastOf(response: Response) {
  const session = await getSession(new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie") ?? "" } }));
  return session.get("toast");
}

function multipart(fields: Record<string, string | string[]>, file?: Uint8Array) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  if (file) form.append("image", new Blob([Buffer.from(file)], { type: "image/png" }), "tank.png");
  else form.append("image", new Blob([], { type: "application/octet-stream" }), "");
  return form;
}

describe("/community-gallery", () => {
  it("sends a visitor to sign in with the Unauthorized page", async () => {
    const response = await respond(async () => galleryLoader({ request: await request("/community-gallery"), params: {}, context: {} }));
    expect(response.status).toBe(401);
    expect((await response.json()).signIn).toMatch(/^\/api\/login\?returnTo=/);
  });

  it("shows approved images, the member's own pending and rejected ones (with notes), and the figures", async () => {
    const member = createUser();
    const other = createUser();
    const theirs = await galleryImage(other.id, { title: "Theirs", category: "fish" });
    const waiting = await galleryImage(member.id, { title: "Mine waiting" }, "pending");
    const refused = await galleryImage(member.id, { title: "Mine refused" }, "rejected");
    const hidden = await galleryImage(other.id, { title: "Theirs waiting" }, "pending");
    const response = await respond(async () =>
      galleryLoader({ request: await request("/community-gallery", { userId: member.id }), params: {}, context: {} }),
    );
    const page = await response.json();
    const ids = page.images.map((image: { id: number }) => image.id);
    expect(ids).toEqual(expect.arrayContaining([theirs.id, waiting.id, refused.id]));
    expect(ids).not.toContain(hidden.id);
    expect(page.images.find((image: { id: number }) => image.id === refused.id).reviewNotes).toBe("Too blurry");
    expect(page.stats).toMatchObject({ myUploads: 2, likesReceived: 0, views: 0 });
    expect(page.stats.totalImages).toBeGreaterThanOrEqual(1);

    const fishOnly = await (
      await respond(async () =>
        galleryLoader({ request: await request("/community-gallery?category=fish", { userId: member.id }), params: {}, context: {} }),
      )
    ).json();
    expect(fishOnly.images.every((image: { category: string }) => image.category === "fish")).toBe(true);
  });

  it("likes and unlikes from the grid without JavaScript, and answers the enhanced form with data", async () => {
    const owner = createUser();
    const fan = createUser();
    const image = await galleryImage(owner.id);
    const send = async (fields: Record<string, string>, userId?: string) => {
      const req = await request("/community-gallery?index", {
        method: "POST",
        userId,
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      return respond(() => galleryAction({ request: req, params: {}, context: {} }));
    };
    const liked = await send(
      { intent: "like", imageId: String(image.id), like: "1", redirectTo: "/community-gallery?category=setup" },
      fan.id,
    );
    expect(liked.status).toBe(302);
    expect(liked.headers.get("Location")).toBe("/community-gallery?category=setup");
    // Posting the same like again changes nothing.
    await send({ intent: "like", imageId: String(image.id), like: "1" }, fan.id);
    const data = await send({ intent: "like", imageId: String(image.id), like: "1", respond: "data" }, fan.id);
    expect(await data.json()).toMatchObject({ ok: true, liked: true, likes: 1 });
    const unliked = await send({ intent: "like", imageId: String(image.id), like: "0", respond: "data" }, fan.id);
    expect(await unliked.json()).toMatchObject({ ok: true, liked: false, likes: 0 });
    // Elsewhere than the gallery is not a way back.
    const offsite = await send({ intent: "like", imageId: String(image.id), like: "1", redirectTo: "https://elsewhere.example/" }, fan.id);
    expect(offsite.headers.get("Location")).toBe("/community-gallery");
    const visitor = await send({ intent: "like", imageId: String(image.id), respond: "data" });
    expect(visitor.status).toBe(401);
    const failed = await send({ intent: "like", imageId: "999999" }, fan.id);
    expect((await toastOf(failed))?.description).toBe("Failed to like image. Please try again.");
  });
});

describe("/community-gallery/{id}", () => {
  it("shows an approved image to every member and a pending one only to its member and admins", async () => {
    const owner = createUser();
    const species = getDb().select({ id: fish.id, name: fish.name }).from(fish).limit(1).get();
    const image = await galleryImage(
      owner.id,
      {
        title: "Pending one",
        tags: ["planted", "driftwood", "cichlid", "lighting"],
        tankSpecs: { size: "40 gallons" },
        ...(species ? { fishId: species.id } : {}),
      },
      "pending",
    );
    const open = async (userId?: string) =>
      respond(async () =>
        detailLoader({
          request: await request(`/community-gallery/${image.id}`, { userId, headers: { "User-Agent": BROWSER } }),
          params: { imageId: String(image.id) },
          context: {},
        }),
      );
    expect((await open(createUser().id)).status).toBe(404);
    const own = await (await open(owner.id)).json();
    expect(own.image).toMatchObject({
      title: "Pending one",
      tags: ["planted", "driftwood", "cichlid", "lighting"],
      tankSpecs: { size: "40 gallons" },
      status: "pending",
    });
    expect(own.image.uploaderName).toBe(owner.username);
    expect(JSON.stringify(own)).not.toContain(owner.email);
    if (species) expect(own.image.fish).toEqual(species);
    expect((await open(createUser({ isAdmin: true }).id)).status).toBe(200);
    expect((await open()).status).toBe(401);
  });

  it("deletes the member's own image after the confirmation step, and refuses anyone else", async () => {
    const owner = createUser();
    const image = await galleryImage(owner.id);
    const page = await (
      await respond(async () =>
        detailLoader({
          request: await request(`/community-gallery/${image.id}?confirmDelete=1`, { userId: owner.id }),
          params: { imageId: String(image.id) },
          context: {},
        }),
      )
    ).json();
    expect(page.confirmingDelete).toBe(true);
    const remove = async (userId: string) => {
      const req = await request(`/community-gallery/${image.id}`, {
        method: "POST",
        userId,
        body: new URLSearchParams({ intent: "delete" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      return respond(() => detailAction({ request: req, params: { imageId: String(image.id) }, context: {} }));
    };
    expect((await toastOf(await remove(createUser().id)))?.description).toBe("Failed to delete image.");
    const done = await remove(owner.id);
    expect(done.headers.get("Location")).toBe("/community-gallery");
    expect((await toastOf(done))?.title).toBe("Image deleted");
    expect(getDb().select().from(communityImages).where(eq(communityImages.id, image.id)).get()).toBeUndefined();
  });

  it("takes a report once, and never the member's own", async () => {
    const owner = createUser();
    const reporter = createUser();
    const image = await galleryImage(owner.id);
    const send = async (userId: string, reason = "spam") => {
      const req = await request(`/community-gallery/${image.id}`, {
        method: "POST",
        userId,
        body: new URLSearchParams({ intent: "report", reason }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      return toastOf(await respond(() => detailAction({ request: req, params: { imageId: String(image.id) }, context: {} })));
    };
    expect((await send(reporter.id))?.title).toBe("Report sent");
    expect((await send(reporter.id))?.title).toBe("Already reported");
    expect((await send(owner.id))?.description).toBe("You cannot report your own image.");
    expect((await send(createUser().id, "bogus"))?.description).toBe("Failed to report image. Please try again.");
  });
});

describe("views", () => {
  it("counts a member's views once a day, never the owner's or a bot's, and writes them in batches", async () => {
    const owner = createUser();
    const viewer = createUser();
    const image = await galleryImage(owner.id);
    const day = new Date("2026-03-01T10:00:00Z");
    expect(recordView(image, owner, BROWSER, day)).toBe(false);
    expect(recordView(image, viewer, "Googlebot/2.1 (+http://www.google.com/bot.html)", day)).toBe(false);
    expect(recordView(image, viewer, BROWSER, day)).toBe(true);
    expect(recordView(image, viewer, BROWSER, new Date("2026-03-01T23:59:00Z"))).toBe(false);
    // Nothing is written until the flush; pages show the waiting view already.
    expect(getDb().select().from(communityImages).where(eq(communityImages.id, image.id)).get()!.views).toBe(0);
    expect(pendingViewsOf(image.id)).toBe(1);
    expect(flushViews()).toBe(1);
    expect(pendingViewsOf(image.id)).toBe(0);
    expect(recordView(image, viewer, BROWSER, new Date("2026-03-01T12:00:00Z"))).toBe(false);
    expect(recordView(image, viewer, BROWSER, new Date("2026-03-02T00:00:01Z"))).toBe(true);
    expect(flushViews()).toBe(1);
    expect(getDb().select().from(communityImages).where(eq(communityImages.id, image.id)).get()!.views).toBe(2);
    expect(getDb().select().from(imageViews).where(eq(imageViews.imageId, image.id)).all()).toHaveLength(2);
  });

  it("keeps the views in memory when a flush fails, and writes them at the next one", async () => {
    const owner = createUser();
    const image = await galleryImage(owner.id);
    recordView(image, createUser(), BROWSER);
    recordView(image, createUser(), BROWSER);
    const db = getDb();
    const spy = vi.spyOn(db, "transaction").mockImplementationOnce(() => {
      throw new Error("database is locked");
    });
    expect(() => flushViews()).toThrow("database is locked");
    expect(pendingViewsOf(image.id)).toBe(2);
    spy.mockRestore();
    expect(flushViews()).toBe(2);
    expect(db.select().from(communityImages).where(eq(communityImages.id, image.id)).get()!.views).toBe(2);
  });

  it("counts the page's own visit once when a member opens it twice", async () => {
    const owner = createUser();
    const viewer = createUser();
    const image = await galleryImage(owner.id);
    const open = async () =>
      (
        await respond(async () =>
          detailLoader({
            request: await request(`/community-gallery/${image.id}`, { userId: viewer.id, headers: { "User-Agent": BROWSER } }),
            params: { imageId: String(image.id) },
            context: {},
          }),
        )
      ).json();
    expect((await open()).image.views).toBe(1);
    flushViews();
    expect((await open()).image.views).toBe(1);
  });
});

describe("/community-gallery/new", () => {
  it("posts the form without JavaScript: image, fields, tags and tank specifications", async () => {
    const member = createUser();
    expect(
      (
        await respond(async () =>
          newLoader({ request: await request("/community-gallery/new", { userId: member.id }), params: {}, context: {} }),
        )
      ).status,
    ).toBe(200);
    const form = multipart(
      {
        title: "No-script tank",
        category: "aquascape",
        description: "",
        tags: ["planted", "nano-tank"],
        "tankSpecs.size": "10 gallons",
        "tankSpecs.lighting": "",
      },
      PNG_1X1,
    );
    const req = await request("/community-gallery/new", { method: "POST", userId: member.id, body: form });
    const response = await respond(() => newAction({ request: req, params: {}, context: {} }));
    expect(response.status).toBe(302);
    expect((await toastOf(response))?.title).toBe("Image Posted!");
    const row = getDb().select().from(communityImages).where(eq(communityImages.userId, member.id)).get()!;
    expect(row).toMatchObject({
      title: "No-script tank",
      category: "aquascape",
      description: null,
      tags: ["planted", "nano-tank"],
      tankSpecs: { size: "10 gallons" },
      status: "pending",
    });
  });

  it("says 'Missing Image' and 'Missing Information' and keeps what was typed", async () => {
    const member = createUser();
    const noImage = await respond(async () =>
      newAction({
        request: await request("/community-gallery/new", {
          method: "POST",
          userId: member.id,
          body: multipart({ title: "Kept", category: "setup" }),
        }),
        params: {},
        context: {},
      }),
    );
    expect(noImage.status).toBe(400);
    const missing = await noImage.json();
    expect(missing.toast.title).toBe("Missing Image");
    expect(missing.lastResult.initialValue.title).toBe("Kept");
    const untitled = await respond(async () =>
      newAction({
        request: await request("/community-gallery/new", {
          method: "POST",
          userId: member.id,
          body: multipart({ title: " ", category: "" }, PNG_1X1),
        }),
        params: {},
        context: {},
      }),
    );
    const info = await untitled.json();
    expect(info.toast).toMatchObject({ title: "Missing Information", description: "Please provide a title and select a category." });
    expect(info.lastResult.error.title).toBeTruthy();
  });

  it("sends a visitor to sign in", async () => {
    const response = await respond(async () =>
      newAction({
        request: await request("/community-gallery/new", { method: "POST", body: multipart({ title: "x", category: "setup" }, PNG_1X1) }),
        params: {},
        context: {},
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/api\/login/);
  });
});

describe("the fish page", () => {
  it("lists approved gallery images that name the species", async () => {
    const species = getDb().select({ id: fish.id }).from(fish).limit(1).get();
    if (!species) return;
    const owner = createUser();
    const shown = await galleryImage(owner.id, { title: "On the fish page", fishId: species.id });
    const waiting = await galleryImage(owner.id, { title: "Not yet", fishId: species.id }, "pending");
    const page = await (
      await respond(async () =>
        fishLoader({ request: await request(`/fish/${species.id}`), params: { fishId: String(species.id) }, context: {} }),
      )
    ).json();
    const ids = page.galleryImages.map((image: { id: number }) => image.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(waiting.id);
  });
});

describe("the gallery's description for search engines and link previews", () => {
  it("describes the gallery in its own words", () => {
    const tags = galleryMeta({} as Parameters<typeof galleryMeta>[0]);
    expect(tags).toContainEqual({ title: "Community Gallery | Shoal" });
    expect(tags).toContainEqual({ name: "description", content: expect.stringContaining("shared by Shoal members") });
  });
});
