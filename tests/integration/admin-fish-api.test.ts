import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { collectionEntries, deletedReferenceSlugs, discussionComments, fish } from "../../db/schema";
import { seedReferenceData } from "../../db/seed/seed";
import { createFish } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { addComment } from "~/models/discussion.server";
import { addToCollection } from "~/models/collection.server";
import { action as createAction } from "~/routes/api.admin.fish._index";
import { action as changeAction } from "~/routes/api.admin.fish.$fishId";
import { getDb } from "~/services/db.server";
import { publicContentVersion } from "~/models/table-version.server";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

const admin = createUser({ isAdmin: true });
const member = createUser();

const neonBody = {
  name: "Proof Tetra",
  scientificName: "Paracheirodon probatus",
  imageUrl: "/images/fish-illustration.svg",
  difficulty: "Beginner",
  temperament: "Peaceful",
  fishType: "Schooling",
  minTankSize: "10",
  maxSize: 1.5,
  minTemperature: 72,
  maxTemperature: "not a number",
  minPh: "6.0",
  maxPh: 7,
  lifespan: "5-8 years",
  diet: "Omnivore",
  schoolingFish: true,
  compatibleWith: ["Neon Tetra", "  Neon Tetra ", "Cherry Barb"],
  incompatibleWith: "Oscar\nJack Dempsey",
  description: "A fish made for a test.",
  careRequirements: { feeding: "Small pellets", schoolSize: "6 or more", breeding: "" },
};

async function post(body: unknown, userId?: string) {
  return respond(async () =>
    createAction({ request: await request("/api/admin/fish", { method: "POST", json: body, userId }), params: {}, context: {} }),
  );
}

async function change(method: "PUT" | "DELETE", fishId: number | string, userId?: string, body?: unknown) {
  return respond(async () =>
    changeAction({
      request: await request(`/api/admin/fish/${fishId}`, { method, userId, ...(body === undefined ? {} : { json: body }) }),
      params: { fishId: String(fishId) },
      context: {},
    }),
  );
}

const row = (id: number) => getDb().select().from(fish).where(eq(fish.id, id)).get();

describe("who may change fish profiles", () => {
  test("a visitor gets 401 and a member 403, and nothing changes", async () => {
    const species = createFish();
    for (const [userId, status] of [
      [undefined, 401],
      [member.id, 403],
    ] as const) {
      expect((await post(neonBody, userId)).status).toBe(status);
      expect((await change("PUT", species.id, userId, neonBody)).status).toBe(status);
      expect((await change("DELETE", species.id, userId)).status).toBe(status);
    }
    expect(getDb().select().from(fish).where(eq(fish.name, "Proof Tetra")).get()).toBeUndefined();
    expect(row(species.id)?.name).toBe(species.name);
  });
});

describe("POST /api/admin/fish", () => {
  test("creates a species with every field, the number rule, a slug, and marks it as the admin's", async () => {
    const versionBefore = publicContentVersion();
    const response = await post(neonBody, admin.id);
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number };
    expect(created).toMatchObject({
      name: "Proof Tetra",
      minTankSize: 10,
      maxTemperature: 0,
      minPh: 6,
      compatibleWith: ["Neon Tetra", "Cherry Barb"],
      incompatibleWith: ["Oscar", "Jack Dempsey"],
      careRequirements: { feeding: "Small pellets", schoolSize: "6 or more" },
    });
    expect(row(created.id)).toMatchObject({ slug: "proof-tetra", adminEditedAt: expect.any(String) });
    expect(publicContentVersion()).toBeGreaterThan(versionBefore);
  });

  test.each([
    ["name", { name: "  " }, "Name is required"],
    ["scientific name", { scientificName: undefined }, "Scientific name is required"],
    // With no drawing either: one not mentioned is drawn by default.
    ["image", { imageUrl: "", illustration: null }, "Image URL is required"],
    [
      "image address",
      { imageUrl: "javascript:alert(1)" },
      "Image URL must be a path on this site (/…): upload the picture as a photo of the fish instead of linking to another site",
    ],
    [
      "image address on another site",
      { imageUrl: "https://images.example.com/a.jpg" },
      "Image URL must be a path on this site (/…): upload the picture as a photo of the fish instead of linking to another site",
    ],
    ["difficulty", { difficulty: "Impossible" }, "difficulty must be one of Beginner, Moderate, Advanced"],
  ])("says which required field is missing or wrong: %s", async (_field, change, message) => {
    const response = await post({ ...neonBody, name: "Another Tetra", ...change }, admin.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  test("a name another species has is 409", async () => {
    const existing = createFish({ name: "Taken Tetra" });
    const response = await post({ ...neonBody, name: "taken tetra" }, admin.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "A fish with this name already exists" });
    expect(getDb().select().from(fish).where(eq(fish.name, "taken tetra")).get()).toBeUndefined();
    expect(row(existing.id)).toBeDefined();
  });
});

describe("PUT and DELETE /api/admin/fish/{id}", () => {
  test("an edit replaces the fields, and seeding keeps it", async () => {
    seedReferenceData(getDb(), DRAWING_ADDRESSES);
    const betta = getDb().select().from(fish).where(eq(fish.slug, "betta")).get()!;
    const response = await change("PUT", betta.id, admin.id, { ...neonBody, name: "Betta", description: "Edited by an admin." });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: betta.id, description: "Edited by an admin." });
    seedReferenceData(getDb(), DRAWING_ADDRESSES);
    expect(row(betta.id)?.description).toBe("Edited by an admin.");
  });

  test("unknown ids are 404; a bad body 400", async () => {
    expect((await change("PUT", 999999, admin.id, neonBody)).status).toBe(404);
    expect((await change("DELETE", "abc", admin.id)).status).toBe(404);
    const species = createFish();
    const bad = await change("PUT", species.id, admin.id, { ...neonBody, name: "" });
    expect(bad.status).toBe(400);
  });

  test("a delete takes members' data with it, says how much, and a seeded species stays deleted", async () => {
    seedReferenceData(getDb(), DRAWING_ADDRESSES);
    const guppy = getDb().select().from(fish).where(eq(fish.slug, "guppy")).get()!;
    addToCollection(member.id, guppy.id, "owned");
    addComment(member.id, guppy.id, "My guppies are thriving.");
    const response = await change("DELETE", guppy.id, admin.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "Fish profile deleted successfully",
      removed: { collectionEntries: 1, comments: 1, photos: 0 },
    });
    expect(row(guppy.id)).toBeUndefined();
    expect(getDb().select().from(discussionComments).where(eq(discussionComments.fishId, guppy.id)).all()).toEqual([]);
    expect(getDb().select().from(collectionEntries).where(eq(collectionEntries.fishId, guppy.id)).all()).toEqual([]);
    expect(getDb().select().from(deletedReferenceSlugs).where(eq(deletedReferenceSlugs.slug, "guppy")).get()).toBeDefined();
    seedReferenceData(getDb(), DRAWING_ADDRESSES);
    expect(getDb().select().from(fish).where(eq(fish.slug, "guppy")).get()).toBeUndefined();
  });
});
