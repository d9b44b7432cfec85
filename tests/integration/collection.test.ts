import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { collectionEntries, fish } from "../../db/schema";
import { createFish, toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { addToCollection, listCollection, removeFromCollection } from "~/models/collection.server";
import { action as apiRemove, loader as apiRemoveLoader } from "~/routes/api.my-fish.$fishId.$collectionType";
import { action as apiAdd, loader as apiList } from "~/routes/api.my-fish._index";
import { action as pageAction, loader as pageLoader } from "~/routes/fish.$fishId/route";
import { getDb } from "~/services/db.server";

function entriesOf(userId: string, fishId?: number) {
  return getDb()
    .select()
    .from(collectionEntries)
    .where(
      fishId === undefined
        ? eq(collectionEntries.userId, userId)
        : and(eq(collectionEntries.userId, userId), eq(collectionEntries.fishId, fishId)),
    )
    .all();
}

async function post(fishId: number | string, fields: Record<string, string>, userId?: string) {
  return respond(async () =>
    pageAction({
      request: await request(`/fish/${fishId}`, { method: "POST", body: new URLSearchParams(fields), userId }),
      params: { fishId: String(fishId) },
      context: {},
    }),
  );
}

async function listApi(userId?: string) {
  return respond(async () => apiList({ request: await request("/api/my-fish", { userId }), params: {}, context: {} }));
}

async function addApi(body: unknown, userId?: string, init: RequestInit = {}) {
  return respond(async () =>
    apiAdd({ request: await request("/api/my-fish", { method: "POST", json: body, userId, ...init }), params: {}, context: {} }),
  );
}

async function removeApi(fishId: string | number, type: string, userId?: string, method = "DELETE") {
  return respond(async () =>
    apiRemove({
      request: await request(`/api/my-fish/${fishId}/${type}`, { method, userId }),
      params: { fishId: String(fishId), collectionType: type },
      context: {},
    }),
  );
}

describe("the fish page's save and unsave intents", () => {
  test("a visitor is told to sign in and nothing is saved", async () => {
    const species = createFish();
    const response = await post(species.id, { intent: "save", collectionType: "liked" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/fish/${species.id}`);
    expect(await toastOf(response)).toMatchObject({
      title: "Please sign in",
      description: "Sign in to save fish to your collection.",
      variant: "destructive",
    });
    expect(getDb().select().from(collectionEntries).where(eq(collectionEntries.fishId, species.id)).all()).toEqual([]);
  });

  test("a member saves to favorites by default, and the toast names the collection", async () => {
    const species = createFish({ name: "Save Neon" });
    const member = createUser();
    const response = await post(species.id, { intent: "save" }, member.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/fish/${species.id}`);
    expect(await toastOf(response)).toMatchObject({ title: "Success!", description: "Save Neon added to your favorites collection." });
    expect(entriesOf(member.id, species.id)).toMatchObject([{ collectionType: "liked", notes: null }]);
  });

  test("saving to another collection moves the fish there: one entry, its notes and date kept", async () => {
    const species = createFish({ name: "Owned Barb" });
    const member = createUser();
    const owned = await post(species.id, { intent: "save", collectionType: "owned" }, member.id);
    expect(owned.headers.get("Location")).toBe(`/fish/${species.id}`);
    expect(await toastOf(owned)).toMatchObject({ description: "Owned Barb added to your owned collection." });
    const [before] = entriesOf(member.id, species.id);
    getDb().update(collectionEntries).set({ notes: "Six in the front tank" }).where(eq(collectionEntries.id, before!.id)).run();
    const wish = await post(species.id, { intent: "save", collectionType: "wishlist" }, member.id);
    expect(await toastOf(wish)).toMatchObject({ title: "Moved", description: "Owned Barb moved to your wishlist collection." });
    expect(entriesOf(member.id, species.id)).toEqual([{ ...before, collectionType: "wishlist", notes: "Six in the front tank" }]);
  });

  test("without JavaScript, choosing Owned for a fish saved as Favorites and pressing Saved removes it; Move moves it", async () => {
    const species = createFish({ name: "Moving Molly" });
    const member = createUser();
    await post(species.id, { intent: "save", collectionType: "liked" }, member.id);
    const moved = await post(species.id, { intent: "save", collectionType: "owned" }, member.id);
    expect(await toastOf(moved)).toMatchObject({ title: "Moved", description: "Moving Molly moved to your owned collection." });
    expect(entriesOf(member.id, species.id)).toMatchObject([{ collectionType: "owned" }]);
    // The red Saved button removes the fish, whichever collection the picker shows.
    const removed = await post(species.id, { intent: "unsave", collectionType: "wishlist" }, member.id);
    expect(await toastOf(removed)).toMatchObject({ title: "Removed", description: "Moving Molly removed from your collection." });
    expect(entriesOf(member.id, species.id)).toEqual([]);
  });

  test("the page says where the fish is, and the picker opens on that collection", async () => {
    const species = createFish();
    const member = createUser();
    const page = async () =>
      (await respond(async () =>
        pageLoader({
          request: await request(`/fish/${species.id}?collection=wishlist`, { userId: member.id }),
          params: { fishId: String(species.id) },
          context: {},
        }),
      ).then((response) => response.json())) as { savedType: string | null; selectedType: string };
    expect(await page()).toMatchObject({ savedType: null, selectedType: "wishlist" });
    addToCollection(member.id, species.id, "owned");
    expect(await page()).toMatchObject({ savedType: "owned", selectedType: "owned" });
  });

  test("saving twice keeps one entry and still says it is saved", async () => {
    const species = createFish();
    const member = createUser();
    await post(species.id, { intent: "save", collectionType: "liked" }, member.id);
    const again = await post(species.id, { intent: "save", collectionType: "liked" }, member.id);
    expect(await toastOf(again)).toMatchObject({ title: "Success!" });
    expect(entriesOf(member.id, species.id)).toHaveLength(1);
  });

  test("an unknown collection is refused with the add failure toast", async () => {
    const species = createFish();
    const member = createUser();
    const response = await post(species.id, { intent: "save", collectionType: "aquarium" }, member.id);
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({
      title: "Error",
      description: "Failed to add fish to collection. Please try again.",
      variant: "destructive",
    });
    expect(entriesOf(member.id)).toEqual([]);
  });

  test("a member removes their own entry; another member's entry is untouched", async () => {
    const species = createFish({ name: "Unsave Danio" });
    const member = createUser();
    const other = createUser();
    addToCollection(member.id, species.id, "liked");
    addToCollection(other.id, species.id, "liked");

    const response = await post(species.id, { intent: "unsave", collectionType: "liked" }, member.id);
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ title: "Removed", description: "Unsave Danio removed from your collection." });
    expect(entriesOf(member.id, species.id)).toEqual([]);
    expect(entriesOf(other.id, species.id)).toHaveLength(1);
  });

  test("removing what is not there says it failed", async () => {
    const species = createFish();
    const member = createUser();
    const response = await post(species.id, { intent: "unsave", collectionType: "owned" }, member.id);
    expect(await toastOf(response)).toMatchObject({
      title: "Error",
      description: "Failed to remove fish from collection.",
      variant: "destructive",
    });
  });

  test("an admin saves and removes only in their own collection", async () => {
    const species = createFish();
    const admin = createUser({ isAdmin: true });
    const member = createUser();
    addToCollection(member.id, species.id, "owned");
    await post(species.id, { intent: "save", collectionType: "owned" }, admin.id);
    await post(species.id, { intent: "unsave", collectionType: "owned" }, admin.id);
    expect(entriesOf(admin.id)).toEqual([]);
    expect(entriesOf(member.id, species.id)).toHaveLength(1);
  });

  test("a missing or malformed fish is a 404", async () => {
    const member = createUser();
    for (const id of ["abc", "-1", "1e3", "99999999"]) {
      expect((await post(id, { intent: "save" }, member.id)).status).toBe(404);
    }
    expect(entriesOf(member.id)).toEqual([]);
  });

  test("an unknown intent is a 400", async () => {
    const species = createFish();
    const member = createUser();
    const response = await post(species.id, { intent: "explode" }, member.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Unknown action" });
    const none = await post(species.id, {}, member.id);
    expect(none.status).toBe(400);
  });
});

describe("GET /api/my-fish", () => {
  test("a visitor gets 401", async () => {
    const response = await listApi();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  test("a member gets only their own entries, with every field", async () => {
    const a = createFish();
    const b = createFish();
    const member = createUser();
    const other = createUser();
    addToCollection(member.id, a.id, "owned", "  Two in the 20 gallon  ");
    addToCollection(member.id, b.id, "wishlist");
    addToCollection(other.id, a.id, "liked");
    const response = await listApi(member.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
    const body = await response.json();
    expect(body).toHaveLength(2);
    for (const entry of body) expect(Object.keys(entry).sort()).toEqual(["collectionType", "createdAt", "fishId", "id", "notes"]);
    expect(body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fishId: a.id, collectionType: "owned", notes: "Two in the 20 gallon" }),
        expect.objectContaining({ fishId: b.id, collectionType: "wishlist", notes: null }),
      ]),
    );
  });

  test("entries of a fish that no longer exists are gone", async () => {
    const doomed = createFish();
    const member = createUser();
    addToCollection(member.id, doomed.id, "liked");
    getDb().delete(fish).where(eq(fish.id, doomed.id)).run();
    expect(listCollection(member.id)).toEqual([]);
  });
});

describe("POST /api/my-fish", () => {
  test("a visitor gets 401 and nothing is stored", async () => {
    const species = createFish();
    const response = await addApi({ fishId: species.id });
    expect(response.status).toBe(401);
    expect(getDb().select().from(collectionEntries).where(eq(collectionEntries.fishId, species.id)).all()).toEqual([]);
  });

  test("a member adds with liked as the default: 201 with the entry", async () => {
    const species = createFish();
    const member = createUser();
    const response = await addApi({ fishId: species.id, notes: " Lovely " }, member.id);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ fishId: species.id, collectionType: "liked", notes: "Lovely" });
    expect(typeof body.id).toBe("number");
    expect(typeof body.createdAt).toBe("string");
    expect(entriesOf(member.id, species.id)).toHaveLength(1);
  });

  test("a numeric string id and a null collection are accepted", async () => {
    const species = createFish();
    const member = createUser();
    const response = await addApi({ fishId: String(species.id), collectionType: null, notes: null }, member.id);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ collectionType: "liked", notes: null });
  });

  test("a fish already in any of the member's collections is 409, naming where it is; one entry stays", async () => {
    const species = createFish();
    const member = createUser();
    expect((await addApi({ fishId: species.id, collectionType: "owned" }, member.id)).status).toBe(201);
    const again = await addApi({ fishId: species.id, collectionType: "owned" }, member.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This fish is already in your owned collection" });
    const elsewhere = await addApi({ fishId: species.id, collectionType: "wishlist" }, member.id);
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.json()).toEqual({ message: "This fish is already in your owned collection" });
    expect(entriesOf(member.id, species.id)).toMatchObject([{ collectionType: "owned" }]);
  });

  test("an unknown fish is 404", async () => {
    const member = createUser();
    const response = await addApi({ fishId: 99999999 }, member.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Fish not found" });
  });

  test.each([
    [{}, "fishId must be a positive whole number"],
    [{ fishId: "abc" }, "fishId must be a positive whole number"],
    [{ fishId: -1 }, "fishId must be a positive whole number"],
    [{ fishId: "1e3" }, "fishId must be a positive whole number"],
    [{ fishId: 1.5 }, "fishId must be a positive whole number"],
    [{ fishId: 1e20 }, "fishId must be a positive whole number"],
    [{ fishId: 1, collectionType: "aquarium" }, "collectionType must be one of owned, liked, wishlist"],
    [{ fishId: 1, notes: 5 }, "notes must be text"],
    [{ fishId: 1, notes: "x".repeat(1001) }, "notes must be at most 1000 characters"],
    [[1, 2], "Expected a JSON object with fishId"],
    ["liked", "Expected a JSON object with fishId"],
  ])("body %j is a 400 saying %s", async (body, message) => {
    const member = createUser();
    const response = await addApi(body, member.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(entriesOf(member.id)).toEqual([]);
  });

  test("malformed JSON is a 400", async () => {
    const member = createUser();
    const response = await addApi(undefined, member.id, {
      body: "{fishId: 1",
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Malformed JSON" });
  });

  test("other methods are 405", async () => {
    const member = createUser();
    const response = await addApi({ fishId: 1 }, member.id, { method: "PUT" });
    expect(response.status).toBe(405);
  });
});

describe("DELETE /api/my-fish/{fishId}/{collectionType}", () => {
  test("a visitor gets 401", async () => {
    const species = createFish();
    const member = createUser();
    addToCollection(member.id, species.id, "liked");
    const response = await removeApi(species.id, "liked");
    expect(response.status).toBe(401);
    expect(entriesOf(member.id)).toHaveLength(1);
  });

  test("a member removes their entry: 200 with what was removed", async () => {
    const species = createFish();
    const member = createUser();
    const kept = createFish();
    addToCollection(member.id, species.id, "wishlist");
    addToCollection(member.id, kept.id, "owned");
    expect((await removeApi(species.id, "owned", member.id)).status).toBe(404);
    const response = await removeApi(species.id, "wishlist", member.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ fishId: species.id, collectionType: "wishlist" });
    expect(entriesOf(member.id).map((e) => e.fishId)).toEqual([kept.id]);
  });

  test("another member cannot remove it: 404, and it stays", async () => {
    const species = createFish();
    const member = createUser();
    const other = createUser();
    const admin = createUser({ isAdmin: true });
    addToCollection(member.id, species.id, "liked");
    expect((await removeApi(species.id, "liked", other.id)).status).toBe(404);
    expect((await removeApi(species.id, "liked", admin.id)).status).toBe(404);
    expect(entriesOf(member.id)).toHaveLength(1);
  });

  test.each([
    ["abc", "liked"],
    ["-1", "liked"],
    ["1e3", "liked"],
    ["999999999999999999999", "liked"],
    ["1", "aquarium"],
    ["99999999", "owned"],
  ])("/%s/%s is a 404", async (fishId, type) => {
    const member = createUser();
    const response = await removeApi(fishId, type, member.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Fish not found in your collection" });
  });

  test("GET and POST are 405", async () => {
    const get = await respond(() =>
      apiRemoveLoader({ request: new Request("http://localhost/api/my-fish/1/liked"), params: {}, context: {} }),
    );
    expect(get.status).toBe(405);
    const member = createUser();
    expect((await removeApi(1, "liked", member.id, "POST")).status).toBe(405);
  });
});

describe("the collection model", () => {
  test("add answers 404 for an unknown fish and remove 404 for a missing entry", () => {
    const member = createUser();
    expect(addToCollection(member.id, 99999999, "liked")).toMatchObject({ ok: false, status: 404 });
    expect(removeFromCollection(member.id, 99999999, "liked")).toMatchObject({ ok: false, status: 404 });
  });
});
