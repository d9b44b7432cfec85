import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { plantCollectionEntries, plants } from "../../db/schema";
import { toastOf } from "../support/fish";
import { createPlant } from "../support/plants";
import { createUser, request, respond } from "../support/factories";
import { addPlantToCollection } from "~/models/plant-collection.server";
import { action as plantAction, loader as plantLoader } from "~/routes/plants.$plantId/route";
import { action as pageAction, loader as pageLoader } from "~/routes/my-plants/route";
import { getDb } from "~/services/db.server";
import { COLLECTION_PAGE_SIZE } from "~/domain/collection-rules";

/** The plant page's save button and /my-plants, as a browser without JavaScript uses them. */

type PageData = {
  type: string | null;
  counts: Record<string, number>;
  entries: {
    id: number;
    plantId: number;
    collectionType: string;
    notes: string | null;
    createdAt: string;
    key: string;
    plant: { name: string; scientificName: string; imageUrl: string };
  }[];
  olderBefore: number | null;
  showingNewest: boolean;
  confirmRemoveId: number | null;
};

function entriesOf(userId: string, plantId?: number) {
  const mine = eq(plantCollectionEntries.userId, userId);
  return getDb()
    .select()
    .from(plantCollectionEntries)
    .where(plantId === undefined ? mine : and(mine, eq(plantCollectionEntries.plantId, plantId)))
    .all();
}

/** An entry added at a known time, so the order of a page is certain. */
function addAt(userId: string, plantId: number, type: "owned" | "liked" | "wishlist", createdAt: string, notes?: string) {
  const result = addPlantToCollection(userId, plantId, type, notes);
  if (!result.ok) throw new Error(result.message);
  getDb().update(plantCollectionEntries).set({ createdAt }).where(eq(plantCollectionEntries.id, result.entry.id)).run();
  return result.entry.id;
}

async function onPlant(plantId: number | string, fields: Record<string, string>, userId?: string) {
  return respond(async () =>
    plantAction({
      request: await request(`/plants/${plantId}`, { method: "POST", body: new URLSearchParams(fields), userId }),
      params: { plantId: String(plantId) },
      context: {},
    }),
  );
}

async function plantPage(plantId: number, userId?: string, query = "") {
  const response = await respond(async () =>
    plantLoader({ request: await request(`/plants/${plantId}${query}`, { userId }), params: { plantId: String(plantId) }, context: {} }),
  );
  expect(response.status).toBe(200);
  return { response, data: (await response.json()) as { signedIn: boolean; savedType: string | null; selectedType: string } };
}

async function load(path: string, userId?: string) {
  return respond(async () => pageLoader({ request: await request(path, { userId }), params: {}, context: {} }));
}

async function loadData(path: string, userId: string): Promise<PageData> {
  const response = await load(path, userId);
  expect(response.status).toBe(200);
  return (await response.json()) as PageData;
}

async function post(fields: Record<string, string | number>, userId?: string, path = "/my-plants") {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  return respond(async () => pageAction({ request: await request(path, { method: "POST", body, userId }), params: {}, context: {} }));
}

describe("the plant page's save button", () => {
  test("a visitor is told to sign in and nothing is saved", async () => {
    const plant = createPlant();
    const response = await onPlant(plant.id, { intent: "save", collectionType: "liked" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/plants/${plant.id}`);
    expect(await toastOf(response)).toMatchObject({
      title: "Please sign in",
      description: "Sign in to save plants to your collection.",
      variant: "destructive",
    });
    expect(getDb().select().from(plantCollectionEntries).where(eq(plantCollectionEntries.plantId, plant.id)).all()).toEqual([]);
  });

  test("a member saves to favorites by default, and the toast names the plant and the collection", async () => {
    const plant = createPlant({ name: "Save Anubias" });
    const member = createUser();
    const response = await onPlant(plant.id, { intent: "save" }, member.id);
    expect(response.headers.get("Location")).toBe(`/plants/${plant.id}`);
    expect(await toastOf(response)).toMatchObject({ title: "Success!", description: "Save Anubias added to your favorites collection." });
    expect(entriesOf(member.id, plant.id)).toMatchObject([{ collectionType: "liked", notes: null }]);
  });

  test("saving to another collection moves the plant: one entry, its notes and date kept", async () => {
    const plant = createPlant({ name: "Moving Fern" });
    const member = createUser();
    const owned = await onPlant(plant.id, { intent: "save", collectionType: "owned" }, member.id);
    expect(await toastOf(owned)).toMatchObject({ description: "Moving Fern added to your owned collection." });
    const [before] = entriesOf(member.id, plant.id);
    getDb().update(plantCollectionEntries).set({ notes: "Left side" }).where(eq(plantCollectionEntries.id, before!.id)).run();
    const wish = await onPlant(plant.id, { intent: "save", collectionType: "wishlist" }, member.id);
    expect(await toastOf(wish)).toMatchObject({ title: "Moved", description: "Moving Fern moved to your wishlist collection." });
    expect(entriesOf(member.id, plant.id)).toEqual([{ ...before, collectionType: "wishlist", notes: "Left side" }]);
    // Saving where it is keeps the one entry and still says it is saved.
    const again = await onPlant(plant.id, { intent: "save", collectionType: "wishlist" }, member.id);
    expect(await toastOf(again)).toMatchObject({ title: "Success!" });
    expect(entriesOf(member.id, plant.id)).toHaveLength(1);
  });

  test("the red Saved button removes the plant whichever collection the picker shows; nothing there is a failure", async () => {
    const plant = createPlant({ name: "Unsave Moss" });
    const member = createUser();
    const other = createUser();
    addPlantToCollection(member.id, plant.id, "owned");
    addPlantToCollection(other.id, plant.id, "owned");
    const removed = await onPlant(plant.id, { intent: "unsave", collectionType: "wishlist" }, member.id);
    expect(removed.headers.get("Location")).toBe(`/plants/${plant.id}?collection=wishlist`);
    expect(await toastOf(removed)).toMatchObject({ title: "Removed", description: "Unsave Moss removed from your collection." });
    expect(entriesOf(member.id)).toEqual([]);
    expect(entriesOf(other.id)).toHaveLength(1);
    const none = await onPlant(plant.id, { intent: "unsave", collectionType: "owned" }, member.id);
    expect(await toastOf(none)).toMatchObject({
      title: "Error",
      description: "Failed to remove plant from collection.",
      variant: "destructive",
    });
  });

  test("an unknown collection is refused with the add failure toast", async () => {
    const plant = createPlant();
    const member = createUser();
    const response = await onPlant(plant.id, { intent: "save", collectionType: "aquarium" }, member.id);
    expect(await toastOf(response)).toMatchObject({
      title: "Error",
      description: "Failed to add plant to collection. Please try again.",
      variant: "destructive",
    });
    expect(entriesOf(member.id)).toEqual([]);
  });

  test("a missing plant is a 404 and an unknown intent a 400", async () => {
    const member = createUser();
    for (const id of ["abc", "-1", "1e3", "99999999"]) {
      expect((await onPlant(id, { intent: "save" }, member.id)).status).toBe(404);
    }
    const plant = createPlant();
    const unknown = await onPlant(plant.id, { intent: "explode" }, member.id);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: "Unknown action" });
    expect(entriesOf(member.id)).toEqual([]);
  });

  test("the page says where the plant is; the picker opens there, else on the collection chosen last", async () => {
    const plant = createPlant();
    const member = createUser();
    expect((await plantPage(plant.id)).data).toMatchObject({ signedIn: false, savedType: null, selectedType: "liked" });
    expect((await plantPage(plant.id, member.id, "?collection=wishlist")).data).toMatchObject({
      signedIn: true,
      savedType: null,
      selectedType: "wishlist",
    });
    addPlantToCollection(member.id, plant.id, "owned");
    const { response, data } = await plantPage(plant.id, member.id, "?collection=wishlist");
    expect(data).toMatchObject({ savedType: "owned", selectedType: "owned" });
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
  });
});

describe("the /my-plants page", () => {
  test("a visitor gets the signed-out page, which leads to sign in and back to the same tab", async () => {
    const response = await load("/my-plants?type=owned");
    expect(response.status).toBe(401);
    expect((await response.json()).signIn).toBe(`/api/login?returnTo=${encodeURIComponent("/my-plants?type=owned")}`);
  });

  test("a member sees their own plants, newest first, with each plant and the count of every tab", async () => {
    const member = createUser();
    const other = createUser();
    const fern = createPlant({ name: "Page Fern", scientificName: "Microsorum pteropus" });
    const moss = createPlant({ name: "Page Moss" });
    const sword = createPlant({ name: "Page Sword" });
    addAt(member.id, fern.id, "owned", "2024-03-01T10:00:00.000Z", "On the driftwood");
    addAt(member.id, moss.id, "wishlist", "2024-03-02T10:00:00.000Z");
    addAt(member.id, sword.id, "liked", "2024-03-03T10:00:00.000Z");
    addAt(other.id, sword.id, "owned", "2024-03-04T10:00:00.000Z");

    const response = await load("/my-plants", member.id);
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
    const page = (await response.json()) as PageData;
    expect(page.counts).toEqual({ all: 3, owned: 1, liked: 1, wishlist: 1 });
    expect(page.entries.map((e) => [e.plant.name, e.collectionType])).toEqual([
      ["Page Sword", "liked"],
      ["Page Moss", "wishlist"],
      ["Page Fern", "owned"],
    ]);
    expect(page.entries[2]).toMatchObject({
      plantId: fern.id,
      notes: "On the driftwood",
      createdAt: "2024-03-01T10:00:00.000Z",
      key: `${fern.id}-owned`,
      plant: { name: "Page Fern", scientificName: "Microsorum pteropus", imageUrl: fern.imageUrl },
    });

    const owned = await loadData("/my-plants?type=owned", member.id);
    expect(owned.entries.map((e) => e.plant.name)).toEqual(["Page Fern"]);
    expect(owned.counts.all).toBe(3);
    expect((await loadData("/my-plants?type=aquarium", member.id)).entries).toHaveLength(3);
  });

  test("a long collection comes a page at a time; an old or foreign cursor shows the newest page", async () => {
    const member = createUser();
    const other = createUser();
    for (let i = 0; i < COLLECTION_PAGE_SIZE + 2; i += 1) {
      addAt(member.id, createPlant().id, "liked", `2024-01-01T00:00:${String(i).padStart(2, "0")}.000Z`);
    }
    const first = await loadData("/my-plants", member.id);
    expect(first.entries).toHaveLength(COLLECTION_PAGE_SIZE);
    const second = await loadData(`/my-plants?before=${first.olderBefore}`, member.id);
    expect(second.showingNewest).toBe(false);
    expect(second.entries).toHaveLength(2);
    expect(second.olderBefore).toBeNull();
    const foreign = addAt(other.id, createPlant().id, "liked", "2024-01-01T00:00:00.000Z");
    for (const before of [String(foreign), "abc", "99999999"]) {
      const page = await loadData(`/my-plants?before=${before}`, member.id);
      expect(page.showingNewest).toBe(true);
      expect(page.entries[0].id).toBe(first.entries[0].id);
    }
    // The remove confirmation opens only for an entry on the page.
    expect((await loadData(`/my-plants?confirmRemove=${first.entries[0].id}`, member.id)).confirmRemoveId).toBe(first.entries[0].id);
    expect((await loadData(`/my-plants?confirmRemove=${foreign}`, member.id)).confirmRemoveId).toBeNull();
  });

  test("a deleted plant takes its entries with it, and the counts follow", async () => {
    const member = createUser();
    const kept = createPlant();
    const doomed = createPlant();
    addPlantToCollection(member.id, kept.id, "owned");
    addPlantToCollection(member.id, doomed.id, "owned");
    getDb().delete(plants).where(eq(plants.id, doomed.id)).run();
    const page = await loadData("/my-plants", member.id);
    expect(page.entries.map((e) => e.plantId)).toEqual([kept.id]);
    expect(page.counts).toEqual({ all: 1, owned: 1, liked: 0, wishlist: 0 });
  });
});

describe("the /my-plants action", () => {
  test("a visitor is sent to sign in and nothing changes", async () => {
    const member = createUser();
    const plant = createPlant();
    addPlantToCollection(member.id, plant.id, "owned", "kept");
    for (const intent of ["update-notes", "move", "remove"]) {
      const response = await post({ intent, plantId: plant.id, collectionType: "owned", notes: "x", moveTo: "liked" });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/api\/login\?returnTo=/);
    }
    expect(entriesOf(member.id)).toMatchObject([{ collectionType: "owned", notes: "kept" }]);
  });

  test("update-notes saves the notes and goes back to the same tab and page; too long comes back to the form", async () => {
    const member = createUser();
    const plant = createPlant({ name: "Notes Rotala" });
    const id = addAt(member.id, plant.id, "owned", "2024-02-01T00:00:00.000Z");
    const response = await post(
      { intent: "update-notes", plantId: plant.id, collectionType: "owned", notes: "  Back corner\nTrimmed weekly  " },
      member.id,
      `/my-plants?type=owned&before=${id}&confirmRemove=${id}&junk=1`,
    );
    expect(response.headers.get("Location")).toBe(`/my-plants?type=owned&before=${id}`);
    expect(await toastOf(response)).toMatchObject({ title: "Notes saved", description: "Your notes on Notes Rotala were saved." });
    expect(entriesOf(member.id)).toMatchObject([{ notes: "Back corner\nTrimmed weekly", createdAt: "2024-02-01T00:00:00.000Z" }]);

    const long = "x".repeat(1001);
    const refused = await post({ intent: "update-notes", plantId: plant.id, collectionType: "owned", notes: long }, member.id);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      intent: "update-notes",
      entry: `${plant.id}-owned`,
      result: { initialValue: { notes: long }, error: { notes: ["Notes must be at most 1000 characters"] } },
    });
    await post({ intent: "update-notes", plantId: plant.id, collectionType: "owned", notes: "   " }, member.id);
    expect(entriesOf(member.id)[0].notes).toBeNull();
  });

  test("move puts the entry in another collection, keeping its notes and date; where it is says so", async () => {
    const member = createUser();
    const plant = createPlant({ name: "Move Cabomba" });
    addAt(member.id, plant.id, "wishlist", "2024-02-01T00:00:00.000Z", "someday");
    const response = await post(
      { intent: "move", plantId: plant.id, collectionType: "wishlist", moveTo: "owned" },
      member.id,
      "/my-plants?type=wishlist",
    );
    expect(response.headers.get("Location")).toBe("/my-plants?type=wishlist");
    expect(await toastOf(response)).toMatchObject({ title: "Moved", description: "Move Cabomba moved to your owned collection." });
    expect(entriesOf(member.id)).toMatchObject([{ collectionType: "owned", notes: "someday", createdAt: "2024-02-01T00:00:00.000Z" }]);
    const same = await post({ intent: "move", plantId: plant.id, collectionType: "owned", moveTo: "owned" }, member.id);
    expect(await toastOf(same)).toMatchObject({ title: "Not moved", description: "Move Cabomba is already in your owned collection." });
    const unknown = await post({ intent: "move", plantId: plant.id, collectionType: "owned", moveTo: "aquarium" }, member.id);
    expect(await toastOf(unknown)).toMatchObject({ title: "Error", description: "Failed to update your collection. Please try again." });
    expect(entriesOf(member.id)).toMatchObject([{ collectionType: "owned" }]);
  });

  test("remove takes the entry out, and only that one", async () => {
    const member = createUser();
    const plant = createPlant({ name: "Gone Hornwort" });
    const kept = createPlant();
    addPlantToCollection(member.id, plant.id, "liked");
    addPlantToCollection(member.id, kept.id, "liked");
    const response = await post({ intent: "remove", plantId: plant.id, collectionType: "liked" }, member.id, "/my-plants?type=liked");
    expect(response.headers.get("Location")).toBe("/my-plants?type=liked");
    expect(await toastOf(response)).toMatchObject({ title: "Removed", description: "Gone Hornwort removed from your collection." });
    expect(entriesOf(member.id).map((e) => e.plantId)).toEqual([kept.id]);
    const again = await post({ intent: "remove", plantId: plant.id, collectionType: "liked" }, member.id);
    expect(await toastOf(again)).toMatchObject({ title: "Error", description: "Failed to remove plant from collection." });
  });

  test("another member's entry is not found, whatever the intent", async () => {
    const member = createUser();
    const plant = createPlant();
    addPlantToCollection(member.id, plant.id, "owned", "mine");
    for (const actor of [createUser(), createUser({ isAdmin: true })]) {
      const notes = await post({ intent: "update-notes", plantId: plant.id, collectionType: "owned", notes: "theirs" }, actor.id);
      expect(await toastOf(notes)).toMatchObject({ title: "Error", description: "That plant is not in your collection." });
      const move = await post({ intent: "move", plantId: plant.id, collectionType: "owned", moveTo: "wishlist" }, actor.id);
      expect(await toastOf(move)).toMatchObject({ title: "Error", variant: "destructive" });
      const remove = await post({ intent: "remove", plantId: plant.id, collectionType: "owned" }, actor.id);
      expect(await toastOf(remove)).toMatchObject({ title: "Error", description: "Failed to remove plant from collection." });
      expect(entriesOf(actor.id)).toEqual([]);
    }
    expect(entriesOf(member.id)).toMatchObject([{ collectionType: "owned", notes: "mine" }]);
  });

  test("malformed entries and unknown intents are refused", async () => {
    const member = createUser();
    const malformed: Record<string, string>[] = [
      { intent: "update-notes", plantId: "abc", collectionType: "owned", notes: "x" },
      { intent: "move", plantId: "1", collectionType: "aquarium", moveTo: "owned" },
      { intent: "update-notes", plantId: "99999999", collectionType: "owned", notes: "x" },
      // A fish's field names no plant.
      { intent: "remove", fishId: "1", collectionType: "owned" },
    ];
    for (const fields of malformed) {
      const response = await post(fields, member.id);
      expect(response.status).toBe(302);
      expect(await toastOf(response)).toMatchObject({ title: "Error" });
    }
    const unknown = await post({ intent: "launch" }, member.id);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: "Unknown action" });
  });
});
