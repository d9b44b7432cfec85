import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { plantCollectionEntries, plants } from "../../db/schema";
import { createPlant } from "../support/plants";
import { createUser, request, respond } from "../support/factories";
import {
  addPlantToCollection,
  collectionTypeOfPlant,
  listPlantCollection,
  ownedPlantIds,
  plantCollectionCounts,
  removePlantFromCollection,
  savePlantToCollection,
  unsavePlant,
  updatePlantCollectionEntry,
} from "~/models/plant-collection.server";
import { action as apiEntry, loader as apiEntryLoader } from "~/routes/api.my-plants.$plantId.$collectionType";
import { action as apiAdd, loader as apiList } from "~/routes/api.my-plants._index";
import { getDb } from "~/services/db.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { RATE_LIMITS } from "~/domain/rate-limits";

/** GET/POST /api/my-plants and PATCH/DELETE /api/my-plants/{plantId}/{collectionType}: the answers of /api/my-fish. */

function entriesOf(userId: string, plantId?: number) {
  const mine = eq(plantCollectionEntries.userId, userId);
  return getDb()
    .select()
    .from(plantCollectionEntries)
    .where(plantId === undefined ? mine : and(mine, eq(plantCollectionEntries.plantId, plantId)))
    .all();
}

async function listApi(userId?: string) {
  return respond(async () => apiList({ request: await request("/api/my-plants", { userId }), params: {}, context: {} }));
}

async function addApi(body: unknown, userId?: string, init: RequestInit = {}) {
  return respond(async () =>
    apiAdd({ request: await request("/api/my-plants", { method: "POST", json: body, userId, ...init }), params: {}, context: {} }),
  );
}

async function onEntry(plantId: string | number, type: string, method: string, userId?: string, body?: unknown, init: RequestInit = {}) {
  return respond(async () =>
    apiEntry({
      request: await request(`/api/my-plants/${plantId}/${type}`, { method, userId, json: body, ...init }),
      params: { plantId: String(plantId), collectionType: type },
      context: {},
    }),
  );
}

describe("GET /api/my-plants", () => {
  test("a visitor gets 401", async () => {
    const response = await listApi();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  test("a member gets only their own entries, with every field, privately", async () => {
    const a = createPlant();
    const b = createPlant();
    const member = createUser();
    addPlantToCollection(member.id, a.id, "owned", "  Left of the rock  ");
    addPlantToCollection(member.id, b.id, "wishlist");
    addPlantToCollection(createUser().id, a.id, "liked");
    const response = await listApi(member.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
    const body = await response.json();
    expect(body).toHaveLength(2);
    for (const entry of body) expect(Object.keys(entry).sort()).toEqual(["collectionType", "createdAt", "id", "notes", "plantId"]);
    expect(body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ plantId: a.id, collectionType: "owned", notes: "Left of the rock" }),
        expect.objectContaining({ plantId: b.id, collectionType: "wishlist", notes: null }),
      ]),
    );
  });
});

describe("POST /api/my-plants", () => {
  test("a visitor gets 401 and nothing is stored", async () => {
    const plant = createPlant();
    const response = await addApi({ plantId: plant.id });
    expect(response.status).toBe(401);
    expect(getDb().select().from(plantCollectionEntries).where(eq(plantCollectionEntries.plantId, plant.id)).all()).toEqual([]);
  });

  test("a member adds with liked as the default: 201 with the entry", async () => {
    const plant = createPlant();
    const member = createUser();
    const response = await addApi({ plantId: plant.id, notes: " Lovely " }, member.id);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ plantId: plant.id, collectionType: "liked", notes: "Lovely" });
    expect(typeof body.id).toBe("number");
    expect(typeof body.createdAt).toBe("string");
    const strings = await addApi({ plantId: String(createPlant().id), collectionType: null, notes: null }, member.id);
    expect(strings.status).toBe(201);
    expect(await strings.json()).toMatchObject({ collectionType: "liked", notes: null });
  });

  test("a plant already in any of the member's collections is 409, naming where it is; one entry stays", async () => {
    const plant = createPlant();
    const member = createUser();
    expect((await addApi({ plantId: plant.id, collectionType: "owned" }, member.id)).status).toBe(201);
    for (const collectionType of ["owned", "wishlist"]) {
      const again = await addApi({ plantId: plant.id, collectionType }, member.id);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: "This plant is already in your owned collection" });
    }
    expect(entriesOf(member.id, plant.id)).toMatchObject([{ collectionType: "owned" }]);
  });

  test("an unknown plant is 404", async () => {
    const response = await addApi({ plantId: 99999999 }, createUser().id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Plant not found" });
  });

  test.each([
    [{}, "plantId must be a positive whole number"],
    [{ plantId: "abc" }, "plantId must be a positive whole number"],
    [{ plantId: -1 }, "plantId must be a positive whole number"],
    [{ plantId: 1.5 }, "plantId must be a positive whole number"],
    [{ fishId: 1 }, "plantId must be a positive whole number"],
    [{ plantId: 1, collectionType: "aquarium" }, "collectionType must be one of owned, liked, wishlist"],
    [{ plantId: 1, notes: 5 }, "notes must be text"],
    [{ plantId: 1, notes: "x".repeat(1001) }, "notes must be at most 1000 characters"],
    [[1, 2], "Expected a JSON object with plantId"],
    ["liked", "Expected a JSON object with plantId"],
  ])("body %j is a 400 saying %s", async (body, message) => {
    const member = createUser();
    const response = await addApi(body, member.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(entriesOf(member.id)).toEqual([]);
  });

  test("malformed JSON is 400, another content type 415, another method 405", async () => {
    const member = createUser();
    const malformed = await addApi(undefined, member.id, { body: "{plantId: 1", headers: { "Content-Type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Malformed JSON" });
    const form = await addApi(undefined, member.id, {
      body: "plantId=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await addApi({ plantId: 1 }, member.id, { method: "PUT" })).status).toBe(405);
  });

  test("repeated saves meet the collection rate limit: 429 with a message", async () => {
    resetRateLimits();
    const member = createUser();
    const [limit] = RATE_LIMITS.collection;
    let last: Response | undefined;
    for (let i = 0; i <= limit.points; i += 1) last = await addApi({ plantId: 99999999 }, member.id);
    expect(last!.status).toBe(429);
    expect(typeof (await last!.json()).message).toBe("string");
    resetRateLimits();
  });
});

describe("DELETE /api/my-plants/{plantId}/{collectionType}", () => {
  test("a visitor gets 401 and the entry stays", async () => {
    const plant = createPlant();
    const member = createUser();
    addPlantToCollection(member.id, plant.id, "liked");
    expect((await onEntry(plant.id, "liked", "DELETE")).status).toBe(401);
    expect(entriesOf(member.id)).toHaveLength(1);
  });

  test("a member removes their entry from the collection it is in: 200 with what was removed", async () => {
    const plant = createPlant();
    const kept = createPlant();
    const member = createUser();
    addPlantToCollection(member.id, plant.id, "wishlist");
    addPlantToCollection(member.id, kept.id, "owned");
    expect((await onEntry(plant.id, "owned", "DELETE", member.id)).status).toBe(404);
    const response = await onEntry(plant.id, "wishlist", "DELETE", member.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ plantId: plant.id, collectionType: "wishlist" });
    expect(entriesOf(member.id).map((e) => e.plantId)).toEqual([kept.id]);
  });

  test("another member or an admin cannot remove it: 404, and it stays", async () => {
    const plant = createPlant();
    const member = createUser();
    addPlantToCollection(member.id, plant.id, "liked");
    for (const actor of [createUser(), createUser({ isAdmin: true })]) {
      const response = await onEntry(plant.id, "liked", "DELETE", actor.id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Plant not found in your collection" });
    }
    expect(entriesOf(member.id)).toHaveLength(1);
  });

  test.each([
    ["abc", "liked"],
    ["-1", "liked"],
    ["999999999999999999999", "liked"],
    ["1", "aquarium"],
    ["99999999", "owned"],
  ])("/%s/%s is a 404", async (plantId, type) => {
    const response = await onEntry(plantId, type, "DELETE", createUser().id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Plant not found in your collection" });
  });

  test("GET is 405 naming PATCH and DELETE, and POST is 405", async () => {
    const get = await respond(() =>
      apiEntryLoader({ request: new Request("http://localhost/api/my-plants/1/liked"), params: {}, context: {} }),
    );
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("PATCH, DELETE");
    expect((await onEntry(1, "liked", "POST", createUser().id)).status).toBe(405);
  });
});

describe("PATCH /api/my-plants/{plantId}/{collectionType}", () => {
  test("notes and a move at once: 200 with the entry, its id and date kept; the old address no longer names it", async () => {
    const plant = createPlant();
    const member = createUser();
    const before = addPlantToCollection(member.id, plant.id, "wishlist");
    if (!before.ok) throw new Error("not added");
    const response = await onEntry(plant.id, "wishlist", "PATCH", member.id, { collectionType: "owned", notes: "Bought a pot" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...before.entry, collectionType: "owned", notes: "Bought a pot" });
    expect((await onEntry(plant.id, "wishlist", "PATCH", member.id, { notes: "x" })).status).toBe(404);
  });

  test("a visitor gets 401, another member 404, a bad body 400; nothing changes", async () => {
    const plant = createPlant();
    const member = createUser();
    addPlantToCollection(member.id, plant.id, "liked", "kept");
    expect((await onEntry(plant.id, "liked", "PATCH", undefined, { notes: "changed" })).status).toBe(401);
    expect((await onEntry(plant.id, "liked", "PATCH", createUser().id, { notes: "theirs" })).status).toBe(404);
    const empty = await onEntry(plant.id, "liked", "PATCH", member.id, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Nothing to change: send notes or collectionType" });
    expect(entriesOf(member.id)).toMatchObject([{ collectionType: "liked", notes: "kept" }]);
  });
});

describe("the plant collection model", () => {
  test("answers only for the member's own entries, and counts every tab", () => {
    const member = createUser();
    const other = createUser();
    const fern = createPlant({ name: "Model Fern" });
    const moss = createPlant({ name: "Aaa Model Moss" });
    const sword = createPlant();
    expect(addPlantToCollection(member.id, 99999999, "liked")).toMatchObject({ ok: false, status: 404, message: "Plant not found" });
    expect(savePlantToCollection(member.id, 99999999, "liked")).toMatchObject({ ok: false, status: 404 });
    expect(savePlantToCollection(member.id, fern.id, "owned")).toMatchObject({ ok: true, outcome: "added" });
    expect(savePlantToCollection(member.id, fern.id, "owned")).toMatchObject({ ok: true, outcome: "unchanged" });
    expect(savePlantToCollection(member.id, moss.id, "wishlist")).toMatchObject({ outcome: "added" });
    expect(savePlantToCollection(member.id, moss.id, "owned")).toMatchObject({ outcome: "moved" });
    addPlantToCollection(member.id, sword.id, "liked");
    addPlantToCollection(other.id, sword.id, "owned");

    expect(collectionTypeOfPlant(member.id, moss.id)).toBe("owned");
    expect(collectionTypeOfPlant(other.id, moss.id)).toBeNull();
    expect(plantCollectionCounts(member.id)).toEqual({ all: 3, owned: 2, liked: 1, wishlist: 0 });
    // Owned plants by name: what a tank's picker offers first.
    expect(ownedPlantIds(member.id)).toEqual([moss.id, fern.id]);
    expect(ownedPlantIds(other.id)).toEqual([sword.id]);

    expect(updatePlantCollectionEntry(other.id, fern.id, "owned", { notes: "x" })).toMatchObject({ ok: false, status: 404 });
    expect(removePlantFromCollection(other.id, fern.id, "owned")).toMatchObject({ ok: false, status: 404 });
    expect(unsavePlant(other.id, fern.id)).toMatchObject({ ok: false, status: 404 });
    expect(unsavePlant(member.id, fern.id)).toMatchObject({ ok: true, entry: { plantId: fern.id, collectionType: "owned" } });
    expect(listPlantCollection(member.id).map((e) => e.plantId)).not.toContain(fern.id);
  });

  test("a member's entries go with the member, and one entry per member and plant is kept by the database", () => {
    const member = createUser();
    const plant = createPlant();
    addPlantToCollection(member.id, plant.id, "liked");
    expect(() =>
      getDb().insert(plantCollectionEntries).values({ userId: member.id, plantId: plant.id, collectionType: "owned" }).run(),
    ).toThrow();
    getDb().delete(plants).where(eq(plants.id, plant.id)).run();
    expect(entriesOf(member.id)).toEqual([]);
  });
});
