import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { collectionEntries, fish } from "../../db/schema";
import { createFish, toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { addToCollection, collectionCounts, updateCollectionEntry } from "~/models/collection.server";
import { action as apiEntry, loader as apiEntryLoader } from "~/routes/api.my-fish.$fishId.$collectionType";
import { loader as apiList } from "~/routes/api.my-fish._index";
import { action as pageAction, loader as pageLoader } from "~/routes/my-fish/route";
import { getDb } from "~/services/db.server";
import { COLLECTION_PAGE_SIZE } from "~/domain/collection-rules";

type PageData = {
  type: string | null;
  counts: Record<string, number>;
  entries: {
    id: number;
    fishId: number;
    collectionType: string;
    notes: string | null;
    createdAt: string;
    fish: { name: string; scientificName: string; imageUrl: string };
  }[];
  olderBefore: number | null;
  showingNewest: boolean;
  confirmRemoveId: number | null;
};

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

/** An entry added at a known time, so the order of a page is certain. */
function addAt(userId: string, fishId: number, type: "owned" | "liked" | "wishlist", createdAt: string, notes?: string) {
  const result = addToCollection(userId, fishId, type, notes);
  if (!result.ok) throw new Error(result.message);
  getDb().update(collectionEntries).set({ createdAt }).where(eq(collectionEntries.id, result.entry.id)).run();
  return result.entry.id;
}

async function load(path: string, userId?: string) {
  return respond(async () => pageLoader({ request: await request(path, { userId }), params: {}, context: {} }));
}

async function loadData(path: string, userId: string): Promise<PageData> {
  const response = await load(path, userId);
  expect(response.status).toBe(200);
  return (await response.json()) as PageData;
}

async function post(fields: Record<string, string | number>, userId?: string, path = "/my-fish") {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  return respond(async () => pageAction({ request: await request(path, { method: "POST", body, userId }), params: {}, context: {} }));
}

async function patch(fishId: string | number, type: string, body: unknown, userId?: string, init: RequestInit = {}) {
  return respond(async () =>
    apiEntry({
      request: await request(`/api/my-fish/${fishId}/${type}`, { method: "PATCH", json: body, userId, ...init }),
      params: { fishId: String(fishId), collectionType: type },
      context: {},
    }),
  );
}

describe("the /my-fish page", () => {
  test("a visitor gets the signed-out page, which leads to sign in and back to the same tab", async () => {
    const response = await load("/my-fish?type=owned");
    expect(response.status).toBe(401);
    expect((await response.json()).signIn).toBe(`/api/login?returnTo=${encodeURIComponent("/my-fish?type=owned")}`);
  });

  test("a member sees their own entries, newest first, with the fish and the count of every tab", async () => {
    const member = createUser();
    const other = createUser();
    const neon = createFish({ name: "Page Neon", scientificName: "Paracheirodon innesi" });
    const pleco = createFish({ name: "Page Pleco" });
    const betta = createFish({ name: "Page Betta" });
    addAt(member.id, neon.id, "owned", "2024-03-01T10:00:00.000Z", "Six in the 20 gallon");
    addAt(member.id, pleco.id, "wishlist", "2024-03-02T10:00:00.000Z");
    addAt(member.id, betta.id, "liked", "2024-03-03T10:00:00.000Z");
    addAt(other.id, betta.id, "owned", "2024-03-04T10:00:00.000Z");

    const page = await loadData("/my-fish", member.id);
    expect(page.type).toBeNull();
    expect(page.counts).toEqual({ all: 3, owned: 1, liked: 1, wishlist: 1 });
    expect(page.entries.map((e) => [e.fish.name, e.collectionType])).toEqual([
      ["Page Betta", "liked"],
      ["Page Pleco", "wishlist"],
      ["Page Neon", "owned"],
    ]);
    expect(page.entries[2]).toMatchObject({
      fishId: neon.id,
      notes: "Six in the 20 gallon",
      createdAt: "2024-03-01T10:00:00.000Z",
      fish: { name: "Page Neon", scientificName: "Paracheirodon innesi", imageUrl: neon.imageUrl },
    });
    expect(page.showingNewest).toBe(true);
    expect(page.olderBefore).toBeNull();

    const owned = await loadData("/my-fish?type=owned", member.id);
    expect(owned.type).toBe("owned");
    expect(owned.entries.map((e) => e.fish.name)).toEqual(["Page Neon"]);
    // The counts stay those of every tab.
    expect(owned.counts.all).toBe(3);
    // An unknown tab is All.
    expect((await loadData("/my-fish?type=aquarium", member.id)).entries).toHaveLength(3);
  });

  test("the page is private to the member", async () => {
    const member = createUser();
    const response = await load("/my-fish", member.id);
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
  });

  test("a long collection comes a page at a time; an old or foreign cursor shows the newest page", async () => {
    const member = createUser();
    const other = createUser();
    for (let i = 0; i < COLLECTION_PAGE_SIZE + 2; i += 1) {
      addAt(member.id, createFish().id, "liked", `2024-01-01T00:00:${String(i).padStart(2, "0")}.000Z`);
    }
    const first = await loadData("/my-fish", member.id);
    expect(first.entries).toHaveLength(COLLECTION_PAGE_SIZE);
    expect(first.olderBefore).toBe(first.entries[COLLECTION_PAGE_SIZE - 1].id);
    const second = await loadData(`/my-fish?before=${first.olderBefore}`, member.id);
    expect(second.showingNewest).toBe(false);
    expect(second.entries).toHaveLength(2);
    expect(second.olderBefore).toBeNull();
    expect(new Set([...first.entries, ...second.entries].map((e) => e.id)).size).toBe(COLLECTION_PAGE_SIZE + 2);

    const foreign = addAt(other.id, createFish().id, "liked", "2024-01-01T00:00:00.000Z");
    for (const before of [String(foreign), "abc", "99999999"]) {
      const page = await loadData(`/my-fish?before=${before}`, member.id);
      expect(page.showingNewest).toBe(true);
      expect(page.entries[0].id).toBe(first.entries[0].id);
    }
  });

  test("the remove confirmation opens only for an entry on the page", async () => {
    const member = createUser();
    const other = createUser();
    const mine = addAt(member.id, createFish().id, "owned", "2024-02-01T00:00:00.000Z");
    const theirs = addAt(other.id, createFish().id, "owned", "2024-02-01T00:00:00.000Z");
    expect((await loadData(`/my-fish?confirmRemove=${mine}`, member.id)).confirmRemoveId).toBe(mine);
    expect((await loadData(`/my-fish?confirmRemove=${theirs}`, member.id)).confirmRemoveId).toBeNull();
  });

  test("entries of a deleted fish are dropped, and the counts with them", async () => {
    const member = createUser();
    const kept = createFish();
    const doomed = createFish();
    addToCollection(member.id, kept.id, "owned");
    addToCollection(member.id, doomed.id, "owned");
    getDb().delete(fish).where(eq(fish.id, doomed.id)).run();
    const page = await loadData("/my-fish", member.id);
    expect(page.entries.map((e) => e.fishId)).toEqual([kept.id]);
    expect(page.counts).toEqual({ all: 1, owned: 1, liked: 0, wishlist: 0 });
  });

  test("an empty collection is an empty page with zero counts", async () => {
    const member = createUser();
    const page = await loadData("/my-fish?type=wishlist", member.id);
    expect(page.entries).toEqual([]);
    expect(page.counts).toEqual({ all: 0, owned: 0, liked: 0, wishlist: 0 });
  });
});

describe("the /my-fish action", () => {
  test("a visitor is sent to sign in and nothing changes", async () => {
    const member = createUser();
    const species = createFish();
    addToCollection(member.id, species.id, "owned", "kept");
    for (const intent of ["update-notes", "move", "remove"]) {
      const response = await post({ intent, fishId: species.id, collectionType: "owned", notes: "x", moveTo: "liked" });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/api\/login\?returnTo=/);
    }
    expect(entriesOf(member.id)).toMatchObject([{ collectionType: "owned", notes: "kept" }]);
  });

  test("update-notes saves the notes and goes back to the same tab and page", async () => {
    const member = createUser();
    const species = createFish({ name: "Notes Rasbora" });
    const id = addAt(member.id, species.id, "owned", "2024-02-01T00:00:00.000Z");
    const response = await post(
      { intent: "update-notes", fishId: species.id, collectionType: "owned", notes: "  Eight in the nano\nFed twice a day  " },
      member.id,
      `/my-fish?type=owned&before=${id}&confirmRemove=${id}&junk=1`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/my-fish?type=owned&before=${id}`);
    expect(await toastOf(response)).toMatchObject({ title: "Notes saved", description: "Your notes on Notes Rasbora were saved." });
    expect(entriesOf(member.id)).toMatchObject([{ notes: "Eight in the nano\nFed twice a day", createdAt: "2024-02-01T00:00:00.000Z" }]);

    // An empty box clears them.
    await post({ intent: "update-notes", fishId: species.id, collectionType: "owned", notes: "   " }, member.id);
    expect(entriesOf(member.id)[0].notes).toBeNull();
  });

  test("notes over the limit come back with the message and what was typed, and nothing is saved", async () => {
    const member = createUser();
    const species = createFish();
    addToCollection(member.id, species.id, "liked", "before");
    const long = "x".repeat(1001);
    const response = await post({ intent: "update-notes", fishId: species.id, collectionType: "liked", notes: long }, member.id);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({
      intent: "update-notes",
      entry: `${species.id}-liked`,
      result: { initialValue: { notes: long }, error: { notes: ["Notes must be at most 1000 characters"] } },
    });
    expect(entriesOf(member.id)[0].notes).toBe("before");
  });

  test("another member's entry is not found, whatever the intent", async () => {
    const member = createUser();
    const other = createUser();
    const admin = createUser({ isAdmin: true });
    const species = createFish();
    addToCollection(member.id, species.id, "owned", "mine");
    for (const actor of [other, admin]) {
      const notes = await post({ intent: "update-notes", fishId: species.id, collectionType: "owned", notes: "theirs" }, actor.id);
      expect(await toastOf(notes)).toMatchObject({
        title: "Error",
        description: "That fish is not in your collection.",
        variant: "destructive",
      });
      const move = await post({ intent: "move", fishId: species.id, collectionType: "owned", moveTo: "wishlist" }, actor.id);
      expect(await toastOf(move)).toMatchObject({ title: "Error", variant: "destructive" });
      const remove = await post({ intent: "remove", fishId: species.id, collectionType: "owned" }, actor.id);
      expect(await toastOf(remove)).toMatchObject({ title: "Error", description: "Failed to remove fish from collection." });
      expect(entriesOf(actor.id)).toEqual([]);
    }
    expect(entriesOf(member.id)).toMatchObject([{ collectionType: "owned", notes: "mine" }]);
  });

  test("move puts the entry in another collection, keeping its notes and date", async () => {
    const member = createUser();
    const species = createFish({ name: "Move Guppy" });
    addAt(member.id, species.id, "wishlist", "2024-02-01T00:00:00.000Z", "someday");
    const response = await post(
      { intent: "move", fishId: species.id, collectionType: "wishlist", moveTo: "owned" },
      member.id,
      "/my-fish?type=wishlist",
    );
    expect(response.headers.get("Location")).toBe("/my-fish?type=wishlist");
    expect(await toastOf(response)).toMatchObject({ title: "Moved", description: "Move Guppy moved to your owned collection." });
    expect(entriesOf(member.id)).toMatchObject([{ collectionType: "owned", notes: "someday", createdAt: "2024-02-01T00:00:00.000Z" }]);
  });

  test("moving an entry where it is already says so, and changes nothing", async () => {
    const member = createUser();
    const species = createFish({ name: "Twice Molly" });
    addToCollection(member.id, species.id, "liked", "love them");
    const same = await post({ intent: "move", fishId: species.id, collectionType: "liked", moveTo: "liked" }, member.id);
    expect(await toastOf(same)).toMatchObject({ title: "Not moved", description: "Twice Molly is already in your favorites collection." });
    expect(entriesOf(member.id).map((e) => [e.collectionType, e.notes])).toEqual([["liked", "love them"]]);
  });

  test("a move to an unknown collection fails and changes nothing", async () => {
    const member = createUser();
    const species = createFish();
    addToCollection(member.id, species.id, "liked");
    const response = await post({ intent: "move", fishId: species.id, collectionType: "liked", moveTo: "aquarium" }, member.id);
    expect(await toastOf(response)).toMatchObject({ title: "Error", description: "Failed to update your collection. Please try again." });
    expect(entriesOf(member.id)).toMatchObject([{ collectionType: "liked" }]);
  });

  test("remove takes the entry out, and only that one", async () => {
    const member = createUser();
    const species = createFish({ name: "Gone Loach" });
    const kept = createFish();
    addToCollection(member.id, species.id, "liked");
    addToCollection(member.id, kept.id, "liked");
    const response = await post({ intent: "remove", fishId: species.id, collectionType: "liked" }, member.id, "/my-fish?type=liked");
    expect(response.headers.get("Location")).toBe("/my-fish?type=liked");
    expect(await toastOf(response)).toMatchObject({ title: "Removed", description: "Gone Loach removed from your collection." });
    expect(entriesOf(member.id).map((e) => e.fishId)).toEqual([kept.id]);
    const again = await post({ intent: "remove", fishId: species.id, collectionType: "liked" }, member.id);
    expect(await toastOf(again)).toMatchObject({ title: "Error", description: "Failed to remove fish from collection." });
  });

  test("malformed entries and unknown intents are refused", async () => {
    const member = createUser();
    const malformed: Record<string, string>[] = [
      { intent: "update-notes", fishId: "abc", collectionType: "owned", notes: "x" },
      { intent: "move", fishId: "1", collectionType: "aquarium", moveTo: "owned" },
      { intent: "update-notes", fishId: "99999999", collectionType: "owned", notes: "x" },
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

describe("PATCH /api/my-fish/{fishId}/{collectionType}", () => {
  test("a visitor gets 401 and nothing changes", async () => {
    const member = createUser();
    const species = createFish();
    addToCollection(member.id, species.id, "liked", "kept");
    const response = await patch(species.id, "liked", { notes: "changed" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
    expect(entriesOf(member.id)[0].notes).toBe("kept");
  });

  test("notes change: 200 with the entry in the shape GET /api/my-fish lists", async () => {
    const member = createUser();
    const species = createFish();
    addToCollection(member.id, species.id, "liked", "old");
    const response = await patch(species.id, "liked", { notes: "  new notes  " }, member.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["collectionType", "createdAt", "fishId", "id", "notes"]);
    expect(body).toMatchObject({ fishId: species.id, collectionType: "liked", notes: "new notes" });
    const listed = (await (
      await respond(async () => apiList({ request: await request("/api/my-fish", { userId: member.id }), params: {}, context: {} }))
    ).json()) as unknown[];
    expect(listed).toEqual([body]);

    const cleared = await patch(species.id, "liked", { notes: null }, member.id);
    expect(await cleared.json()).toMatchObject({ notes: null });
  });

  test("a move and notes at once; the id and date stay", async () => {
    const member = createUser();
    const species = createFish();
    const before = addToCollection(member.id, species.id, "wishlist");
    if (!before.ok) throw new Error("not added");
    const response = await patch(species.id, "wishlist", { collectionType: "owned", notes: "Bought two" }, member.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...before.entry, collectionType: "owned", notes: "Bought two" });
    // The old address no longer names it.
    expect((await patch(species.id, "wishlist", { notes: "x" }, member.id)).status).toBe(404);
  });

  test("a member has one entry per fish: moving it never meets another, and the id and date stay", async () => {
    const member = createUser();
    const species = createFish();
    const added = addToCollection(member.id, species.id, "liked", "a");
    const response = await patch(species.id, "liked", { collectionType: "owned" }, member.id);
    expect(response.status).toBe(200);
    expect(entriesOf(member.id)).toMatchObject([{ id: added.ok ? added.entry.id : -1, collectionType: "owned", notes: "a" }]);
    // The entry is no longer under the collection it left.
    expect((await patch(species.id, "liked", { notes: "b" }, member.id)).status).toBe(404);
  });

  test("moving to the collection it is in already changes nothing and answers the entry", async () => {
    const member = createUser();
    const species = createFish();
    addToCollection(member.id, species.id, "owned", "same");
    const response = await patch(species.id, "owned", { collectionType: "owned" }, member.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ collectionType: "owned", notes: "same" });
  });

  test("another member's entry, or none, is 404 and stays as it was", async () => {
    const member = createUser();
    const other = createUser();
    const admin = createUser({ isAdmin: true });
    const species = createFish();
    addToCollection(member.id, species.id, "owned", "mine");
    for (const actor of [other, admin]) {
      const response = await patch(species.id, "owned", { notes: "theirs", collectionType: "liked" }, actor.id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Fish not found in your collection" });
    }
    for (const [fishId, type] of [
      ["abc", "owned"],
      ["-1", "owned"],
      [String(species.id), "aquarium"],
      ["99999999", "owned"],
    ]) {
      expect((await patch(fishId, type, { notes: "x" }, member.id)).status).toBe(404);
    }
    expect(entriesOf(member.id)).toMatchObject([{ collectionType: "owned", notes: "mine" }]);
  });

  test.each([
    [{}, "Nothing to change: send notes or collectionType"],
    [{ color: "red" }, "Nothing to change: send notes or collectionType"],
    [{ notes: 5 }, "notes must be text"],
    [{ notes: "x".repeat(1001) }, "notes must be at most 1000 characters"],
    [{ collectionType: "aquarium" }, "collectionType must be one of owned, liked, wishlist"],
    [{ collectionType: null }, "collectionType must be one of owned, liked, wishlist"],
    [[1, 2], "Expected a JSON object with notes or collectionType"],
    ["owned", "Expected a JSON object with notes or collectionType"],
    [null, "Expected a JSON object with notes or collectionType"],
  ])("body %j is a 400 saying %s", async (body, message) => {
    const member = createUser();
    const species = createFish();
    addToCollection(member.id, species.id, "liked", "kept");
    const response = await patch(species.id, "liked", body, member.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(entriesOf(member.id)).toMatchObject([{ collectionType: "liked", notes: "kept" }]);
  });

  test("malformed JSON is 400 and another content type 415", async () => {
    const member = createUser();
    const species = createFish();
    addToCollection(member.id, species.id, "liked");
    const malformed = await patch(species.id, "liked", undefined, member.id, {
      body: "{notes:",
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Malformed JSON" });
    const form = await patch(species.id, "liked", undefined, member.id, {
      body: "notes=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });

  test("GET, POST and PUT are 405 naming PATCH and DELETE", async () => {
    const get = await respond(() =>
      apiEntryLoader({ request: new Request("http://localhost/api/my-fish/1/liked"), params: {}, context: {} }),
    );
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("PATCH, DELETE");
    const member = createUser();
    for (const method of ["POST", "PUT"]) {
      expect((await patch(1, "liked", { notes: "x" }, member.id, { method })).status).toBe(405);
    }
  });

  test("the model answers the same for a member's own entry only", () => {
    const member = createUser();
    const other = createUser();
    const species = createFish();
    addToCollection(member.id, species.id, "liked");
    expect(updateCollectionEntry(other.id, species.id, "liked", { notes: "x" })).toMatchObject({ ok: false, status: 404 });
    expect(updateCollectionEntry(member.id, species.id, "liked", { notes: "x" })).toMatchObject({ ok: true, entry: { notes: "x" } });
    expect(collectionCounts(member.id)).toEqual({ all: 1, owned: 0, liked: 1, wishlist: 0 });
  });
});
