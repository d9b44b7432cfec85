import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fishPhotos, plants } from "../../db/schema";
import { pagePhotosForPlant } from "~/models/plant-photo.server";
import { registerFishPhoto } from "~/models/fish-photo.server";
import { action as imageAction, loader as imageLoader } from "~/routes/api.plants.images.$imageId";
import { action as reportAction } from "~/routes/api.plants.images.$imageId.report";
import { action as fishImageAction } from "~/routes/api.fish.images.$imageId";
import { action as fishReportAction } from "~/routes/api.fish.images.$imageId.report";
import { action as pageAction, loader as pageLoader } from "~/routes/plants.$plantId/route";
import { getDb } from "~/services/db.server";
import { getSession } from "~/services/session.server";
import { createUser, request, respond } from "../support/factories";
import { createFish } from "../support/fish";
import { createPlant } from "../support/plants";
import { listImages, pendingPhoto, register, setStatus, uploaded } from "../support/plant-photos";
import { HTML_PAGE, PNG_1X1 } from "../support/images";

/** Plant photos through the JSON API, the plant page's forms, reports, the subject check and the plant's deletion. */

async function deleteImage(imageId: number | string, userId?: string) {
  const req = await request(`/api/plants/images/${imageId}`, { method: "DELETE", userId });
  return respond(() => imageAction({ request: req, params: { imageId: String(imageId) }, context: {} }));
}

async function report(imageId: number, userId: string, route = reportAction, base = "/api/plants") {
  const req = await request(`${base}/images/${imageId}/report`, { method: "POST", userId, json: { reason: "spam" } });
  return respond(() => route({ request: req, params: { imageId: String(imageId) }, context: {} }));
}

/** The toast the next page will show, read from the session cookie the redirect sets. */
async function toastOf(response: Response) {
  const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
  const session = await getSession(new Request("http://localhost:3000/", { headers: { Cookie: cookie } }));
  const { id: _id, ...toast } = session.get("toast")!;
  return toast;
}

describe("POST and GET /api/plants/{id}/images", () => {
  it("registers the member's upload as a pending plant photo that only they see until it is approved", async () => {
    const owner = createUser({ username: "greenthumb", firstName: "Gina", lastName: "Green" });
    const other = createUser();
    const plant = createPlant();
    const photo = await pendingPhoto(plant.id, owner.id);
    expect(photo).toEqual({
      id: expect.any(Number),
      userId: owner.id,
      imageUrl: expect.stringMatching(/^\/objects\/uploads\/[0-9a-f-]{36}$/),
      caption: "Runners",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: "pending",
      user: { username: "greenthumb", firstName: "Gina", lastName: "Green" },
    });
    expect(getDb().select().from(fishPhotos).where(eq(fishPhotos.id, photo.id)).get()).toMatchObject({ plantId: plant.id, fishId: null });

    expect(await (await listImages(plant.id)).json()).toEqual([]);
    expect(await (await listImages(plant.id, other.id)).json()).toEqual([]);
    const own = await listImages(plant.id, owner.id);
    expect(own.headers.get("Cache-Control")).toMatch(/private/);
    expect((await own.json()).map((p: { id: number }) => p.id)).toEqual([photo.id]);

    setStatus(photo.id, "approved");
    const visitors = await listImages(plant.id);
    expect(visitors.headers.get("Cache-Control")).toMatch(/public/);
    expect((await visitors.json()).map((p: { id: number }) => p.id)).toEqual([photo.id]);
  });

  it("keeps a plant's photos and a fish's apart", async () => {
    const member = createUser();
    const plant = createPlant();
    const species = createFish();
    const fishPhoto = await registerFishPhoto(member.id, species.id, { uploadAddress: await uploaded(member.id) });
    expect(fishPhoto.ok).toBe(true);
    if (!fishPhoto.ok) return;
    setStatus(fishPhoto.photo.id, "approved");
    expect(pagePhotosForPlant(plant.id, member.id, { limit: 10 })?.items).toEqual([]);
    // A fish photo is not a plant photo: the plant's routes neither page from, delete nor report it.
    expect((await listImages(plant.id, member.id, `?before=${fishPhoto.photo.id}`)).status).toBe(400);
    expect((await deleteImage(fishPhoto.photo.id, member.id)).status).toBe(404);
    expect((await report(fishPhoto.photo.id, createUser().id)).status).toBe(404);

    const plantPhoto = await pendingPhoto(plant.id, member.id);
    setStatus(plantPhoto.id, "approved");
    const fishDelete = await respond(async () =>
      fishImageAction({
        request: await request(`/api/fish/images/${plantPhoto.id}`, { method: "DELETE", userId: member.id }),
        params: { imageId: String(plantPhoto.id) },
        context: {},
      }),
    );
    expect(fishDelete.status).toBe(404);
    expect((await report(plantPhoto.id, createUser().id, fishReportAction, "/api/fish")).status).toBe(404);
  });

  it("answers a visitor with 401, an unknown plant with 404 and a bad body or reused upload with the fish photos' codes", async () => {
    const member = createUser();
    const plant = createPlant();
    expect((await register(plant.id, undefined, { imageUrl: "/objects/uploads/x" })).status).toBe(401);
    const unknown = await register(99999999, member.id, { imageUrl: await uploaded(member.id) });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Plant not found" });
    expect((await listImages("abc")).status).toBe(404);
    expect((await listImages(99999999)).status).toBe(404);
    expect((await register(plant.id, member.id, { caption: "no address" })).status).toBe(400);
    const reused = await uploaded(member.id);
    expect((await register(plant.id, member.id, { imageUrl: reused })).status).toBe(201);
    expect((await register(plant.id, member.id, { imageUrl: reused })).status).toBe(409);
  });
});

describe("DELETE /api/plants/images/{imageId} and reports", () => {
  it("lets the owner or an admin delete a plant photo; nobody else", async () => {
    const owner = createUser();
    const admin = createUser({ isAdmin: true });
    const plant = createPlant();
    const first = await pendingPhoto(plant.id, owner.id);
    expect((await deleteImage(first.id)).status).toBe(401);
    const stranger = await deleteImage(first.id, createUser().id);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toEqual({ message: "You can only delete your own images" });
    const deleted = await deleteImage(first.id, owner.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "Your image has been removed." });
    expect((await deleteImage(first.id, owner.id)).status).toBe(404);

    const second = await pendingPhoto(plant.id, owner.id);
    expect((await deleteImage(second.id, admin.id)).status).toBe(200);
    expect(pagePhotosForPlant(plant.id, owner.id, { limit: 10 })?.items).toEqual([]);

    const get = await respond(() =>
      imageLoader({ request: new Request("http://localhost:3000/api/plants/images/1"), params: { imageId: "1" }, context: {} }),
    );
    expect(get.status).toBe(405);
  });

  it("takes one report per member of another member's approved plant photo", async () => {
    const owner = createUser();
    const reporter = createUser();
    const plant = createPlant();
    const photo = await pendingPhoto(plant.id, owner.id);
    expect((await report(photo.id, reporter.id)).status).toBe(404);
    setStatus(photo.id, "approved");
    const first = await report(photo.id, reporter.id);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ reports: 1, hidden: false });
    expect((await report(photo.id, reporter.id)).status).toBe(409);
    expect((await report(photo.id, owner.id)).status).toBe(403);
  });

  it("goes with its plant", async () => {
    const owner = createUser();
    const plant = createPlant();
    const photo = await pendingPhoto(plant.id, owner.id);
    getDb().delete(plants).where(eq(plants.id, plant.id)).run();
    expect(getDb().select().from(fishPhotos).where(eq(fishPhotos.id, photo.id)).get()).toBeUndefined();
  });

  it("is of a fish or of a plant, never both nor neither", () => {
    const owner = createUser();
    const base = { userId: owner.id, objectKey: "photos/x.webp", imageUrl: "/objects/x.webp" };
    expect(() => getDb().insert(fishPhotos).values(base).run()).toThrow(/CHECK/);
    const both = { ...base, fishId: createFish().id, plantId: createPlant().id };
    expect(() => getDb().insert(fishPhotos).values(both).run()).toThrow(/CHECK/);
  });
});

describe("the plant page's photos and their forms without JavaScript", () => {
  async function loadPage(plantId: number, userId?: string) {
    const response = await respond(async () =>
      pageLoader({ request: await request(`/plants/${plantId}`, { userId }), params: { plantId: String(plantId) }, context: {} }),
    );
    expect(response.status).toBe(200);
    return response.json() as Promise<{
      photos: { id: number; status: string }[];
      currentUserId: string | null;
      reportedPhotoIds: number[];
    }>;
  }

  async function post(plantId: number, userId: string | undefined, body: FormData | URLSearchParams) {
    const req = await request(`/plants/${plantId}`, { method: "POST", userId, body });
    return respond(() => pageAction({ request: req, params: { plantId: String(plantId) }, context: {} }));
  }

  function photoForm(bytes: Uint8Array<ArrayBuffer>, caption = "") {
    const form = new FormData();
    form.append("intent", "upload-photo");
    form.append("photo", new Blob([bytes], { type: "image/png" }), "plant.png");
    form.append("caption", caption);
    return form;
  }

  it("stores an uploaded file as a pending photo, shows it to its member, and deletes it after confirmation", async () => {
    const member = createUser();
    const plant = createPlant();
    const uploadedPage = await post(plant.id, member.id, photoForm(PNG_1X1, "New leaf"));
    expect(uploadedPage.status).toBe(302);
    expect(uploadedPage.headers.get("Location")).toBe(`/plants/${plant.id}`);
    expect(await toastOf(uploadedPage)).toEqual({
      title: "Image uploaded!",
      description: "Your image has been submitted and is pending approval.",
    });
    const own = await loadPage(plant.id, member.id);
    expect(own.photos).toMatchObject([{ status: "pending", caption: "New leaf" }]);
    expect((await loadPage(plant.id)).photos).toEqual([]);

    const refused = await post(
      plant.id,
      createUser().id,
      new URLSearchParams({ intent: "delete-photo", photoId: String(own.photos[0].id) }),
    );
    expect(await toastOf(refused)).toEqual({ title: "Error", description: "Failed to delete image.", variant: "destructive" });
    const deleted = await post(plant.id, member.id, new URLSearchParams({ intent: "delete-photo", photoId: String(own.photos[0].id) }));
    expect(deleted.headers.get("Location")).toBe(`/plants/${plant.id}`);
    expect(await toastOf(deleted)).toEqual({ title: "Image deleted", description: "Your image has been removed." });
    expect((await loadPage(plant.id, member.id)).photos).toEqual([]);
  });

  it("refuses what is not an image, sends a visitor to sign in, reports once, and refuses other intents", async () => {
    const member = createUser();
    const plant = createPlant();
    const html = await post(plant.id, member.id, photoForm(HTML_PAGE));
    expect(await toastOf(html)).toMatchObject({ title: "Invalid File Type", variant: "destructive" });

    const visitor = await post(plant.id, undefined, photoForm(PNG_1X1));
    expect(visitor.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent(`/plants/${plant.id}`)}`);
    expect(await toastOf(visitor)).toEqual({ title: "Please sign in", description: "Sign in to upload images.", variant: "destructive" });

    const photo = await pendingPhoto(plant.id, createUser().id);
    setStatus(photo.id, "approved");
    const reported = await post(
      plant.id,
      member.id,
      new URLSearchParams({ intent: "report-photo", photoId: String(photo.id), reason: "spam" }),
    );
    expect((await toastOf(reported)).title).toBe("Report sent");
    expect((await loadPage(plant.id, member.id)).reportedPhotoIds).toEqual([photo.id]);

    const unknown = await post(plant.id, member.id, new URLSearchParams({ intent: "feed-the-fish" }));
    expect(unknown.status).toBe(400);
  });
});
