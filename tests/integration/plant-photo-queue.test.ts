import { describe, expect, it } from "vitest";
import { countMemberImages, listMemberImages, reviewMemberImage } from "~/models/moderation.server";
import { firstApprovedPhotos } from "~/models/plant-photo.server";
import { loader as pageLoader } from "~/routes/plants.$plantId/route";
import { loader as listLoader } from "~/routes/plants._index";
import { createUser, request, respond } from "../support/factories";
import { createPlant } from "../support/plants";
import { listImages, pendingPhoto, setStatus } from "../support/plant-photos";

/** Plant photos in the admins' one queue, and as the plant's picture once approved. */

describe("plant photos in the moderation queue", () => {
  it("lists, counts, links and reviews them as plant photos", async () => {
    const owner = createUser();
    const admin = createUser({ isAdmin: true });
    const plant = createPlant({ name: "Queue Anubias" });
    const photo = await pendingPhoto(plant.id, owner.id);
    const before = countMemberImages(admin, "plant-photo");
    if (!before.ok) throw new Error("not an admin");

    const listed = listMemberImages(admin, { status: "pending", kind: "plant-photo", limit: 50 });
    if (!listed.ok) throw new Error("not an admin");
    const queued = listed.images.find((image) => image.id === `plant-photo-${photo.id}`);
    expect(queued).toMatchObject({
      kind: "plant-photo",
      title: "Queue Anubias",
      category: "plant",
      description: "Runners",
      fish: null,
      plant: { id: plant.id, name: "Queue Anubias" },
    });
    const fishOnly = listMemberImages(admin, { status: "pending", kind: "fish-photo", limit: 50 });
    expect(fishOnly.ok && fishOnly.images.some((image) => image.id === `plant-photo-${photo.id}`)).toBe(false);

    // A plant photo's number named as a fish photo is no image.
    expect(reviewMemberImage(admin, { kind: "fish-photo", id: photo.id }, { status: "approved" })).toMatchObject({ status: 404 });
    const reviewed = reviewMemberImage(admin, { kind: "plant-photo", id: photo.id }, { status: "approved" });
    expect(reviewed).toMatchObject({ ok: true, image: { status: "approved", kind: "plant-photo" } });
    expect(countMemberImages(admin, "plant-photo")).toMatchObject({ pending: before.pending - 1, all: before.all });
    expect((await (await listImages(plant.id)).json()).map((p: { id: number }) => p.id)).toEqual([photo.id]);
  });
});

describe("a plant's picture", () => {
  it("is its first approved photo once it has one, else its drawing", async () => {
    const member = createUser();
    const plant = createPlant({ name: "Picture Bucephalandra" });
    const drawn = createPlant();
    const page = async () =>
      (await (
        await respond(async () =>
          pageLoader({ request: await request(`/plants/${plant.id}`), params: { plantId: String(plant.id) }, context: {} }),
        )
      ).json()) as { picture: string | null };
    expect((await page()).picture).toBeNull();

    const first = await pendingPhoto(plant.id, member.id);
    const second = await pendingPhoto(plant.id, member.id);
    // Pending photos are not the plant's picture; the oldest approved one is, in whatever order they were approved.
    expect(firstApprovedPhotos([plant.id, drawn.id]).size).toBe(0);
    setStatus(second.id, "approved");
    setStatus(first.id, "approved");
    expect(firstApprovedPhotos([plant.id, drawn.id])).toEqual(new Map([[plant.id, first.imageUrl]]));
    expect((await page()).picture).toBe(first.imageUrl);

    const list = await respond(async () =>
      listLoader({ request: await request("/plants?q=Picture+Bucephalandra"), params: {}, context: {} }),
    );
    const cards = ((await list.json()) as { plants: { id: number; imageUrl: string }[] }).plants;
    expect(cards.find((card) => card.id === plant.id)?.imageUrl).toBe(first.imageUrl);
  });
});
