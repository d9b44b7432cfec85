import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { fish, fishPhotos } from "../../db/schema";
import { createFish, toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { PNG_1X1 } from "../support/images";
import { createFishPhotoFromFile, deleteFishPhoto } from "~/models/fish-photo.server";
import { action as mainImageAction } from "~/routes/admin.fish.$fishId.main-image";
import { loader as objectLoader } from "~/routes/objects.uploads.$key";
import { getDb } from "~/services/db.server";

const admin = createUser({ isAdmin: true });

async function choose(fishId: number, photoId: number | string, userId?: string) {
  return respond(async () =>
    mainImageAction({
      request: await request(`/admin/fish/${fishId}/main-image`, {
        method: "POST",
        body: new URLSearchParams({ photoId: String(photoId) }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        userId,
      }),
      params: { fishId: String(fishId) },
      context: {},
    }),
  );
}

async function photoOf(fishId: number, userId: string, status: "approved" | "pending") {
  const result = await createFishPhotoFromFile(userId, fishId, PNG_1X1, "Side view");
  if (!result.ok) throw new Error(result.message);
  getDb().update(fishPhotos).set({ status }).where(eq(fishPhotos.id, result.photo.id)).run();
  return result.photo;
}

async function visitorGets(imageUrl: string) {
  const key = imageUrl.split("/").pop();
  return respond(async () => objectLoader({ request: await request(imageUrl), params: { key }, context: {} }));
}

describe("an approved community photo as a species' main image", () => {
  test("becomes the main image, and stays public when its member deletes the photo", async () => {
    const member = createUser();
    const species = createFish();
    const photo = await photoOf(species.id, member.id, "approved");
    const response = await choose(species.id, photo.id, admin.id);
    expect(response.headers.get("Location")).toBe(`/admin/fish/${species.id}/edit`);
    expect(await toastOf(response)).toMatchObject({ description: "Fish profile updated successfully" });
    expect(getDb().select({ imageUrl: fish.imageUrl }).from(fish).where(eq(fish.id, species.id)).get()?.imageUrl).toBe(photo.imageUrl);

    expect((await deleteFishPhoto(member, photo.id)).ok).toBe(true);
    expect((await visitorGets(photo.imageUrl)).status).toBe(200);
  });

  test("refuses a pending photo, another species' photo, and members", async () => {
    const member = createUser();
    const species = createFish();
    const pending = await photoOf(species.id, member.id, "pending");
    expect(await toastOf(await choose(species.id, pending.id, admin.id))).toMatchObject({ description: "Failed to update fish" });
    const elsewhere = await photoOf(createFish().id, member.id, "approved");
    expect(await toastOf(await choose(species.id, elsewhere.id, admin.id))).toMatchObject({ description: "Failed to update fish" });
    expect(await toastOf(await choose(species.id, "not-a-number", admin.id))).toMatchObject({ description: "Failed to update fish" });
    expect((await choose(species.id, elsewhere.id, member.id)).status).toBe(403);
    expect((await choose(99999999, elsewhere.id, admin.id)).status).toBe(404);
    expect(getDb().select({ imageUrl: fish.imageUrl }).from(fish).where(eq(fish.id, species.id)).get()?.imageUrl).toBe(species.imageUrl);
  });
});
