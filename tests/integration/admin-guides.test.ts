import type { ActionFunctionArgs } from "@remix-run/node";
import { desc, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aquascapes, auditLog, deletedReferenceSlugs, uploadedObjects } from "../../db/schema";
import { seedAquascapes } from "../../db/seed/aquascapes";
import { toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { PNG_1X1, TEXT_FILE, pngOfSize } from "../support/images";
import { findAquascapes } from "~/models/aquascape.server";
import { action as deleteAction, loader as deleteLoader } from "~/routes/admin.guides.$guideId.delete";
import { action as editAction, loader as editLoader } from "~/routes/admin.guides.$guideId.edit";
import { loader as listLoader } from "~/routes/admin.guides._index";
import { action as newAction } from "~/routes/admin.guides.new";
import { action as createApi } from "~/routes/api.admin.aquascapes._index";
import { action as changeApi } from "~/routes/api.admin.aquascapes.$aquascapeId";
import { loader as objectLoader } from "~/routes/objects.uploads.$key";
import { getDb } from "~/services/db.server";
import { publicContentVersion } from "~/models/table-version.server";
import { getStorage } from "~/services/storage/index.server";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

const admin = createUser({ isAdmin: true });
const member = createUser();

const body = {
  title: "Proof Pebble Stream",
  style: "Biotope",
  description: "Rounded pebbles, a gentle current and a few tough rosette plants.",
  difficulty: "Moderate",
  imageUrl: "",
  scene: "stream",
  tools: ["Tweezers", "Scissors"],
  plants: ["Cryptocoryne wendtii", "Java Fern"],
};

const form = (fields: Record<string, string> = {}) =>
  new URLSearchParams({ ...body, tools: body.tools.join("\n"), plants: body.plants.join("\n"), ...fields });

type Picture = { bytes: Uint8Array; type: string; name: string };
const png: Picture = { bytes: PNG_1X1, type: "image/png", name: "stream.png" };

/** The form as the page posts it, with or without JavaScript: multipart, the file input empty unless given. */
const multipart = (fields: Record<string, string> = {}, picture?: Picture) => {
  const posted = new FormData();
  for (const [name, value] of form(fields)) posted.append(name, value);
  const file = picture ?? { bytes: new Uint8Array(), type: "application/octet-stream", name: "" };
  posted.append("image", new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  return posted;
};

type Action = (args: ActionFunctionArgs) => unknown;

async function call(
  fn: Action,
  url: string,
  init: { method?: string; body?: URLSearchParams | FormData; json?: unknown; userId?: string } = {},
  params: Record<string, string> = {},
) {
  return respond(async () => fn({ request: await request(url, { method: "POST", userId: admin.id, ...init }), params, context: {} }));
}

const row = (id: number) => getDb().select().from(aquascapes).where(eq(aquascapes.id, id)).get();
const byTitle = (title: string) => getDb().select().from(aquascapes).where(eq(aquascapes.title, title)).get();
const lastAudit = () => getDb().select().from(auditLog).orderBy(desc(auditLog.id)).get();
const stored = async (address: string) => Boolean(await getStorage().head(address.replace(/^\/objects\//, "")));
const catalogueKeys = () =>
  getDb()
    .select({ key: uploadedObjects.key })
    .from(uploadedObjects)
    .where(eq(uploadedObjects.purpose, "catalogue"))
    .all()
    .map((r) => r.key);

/** GET of an image address as a signed-out visitor would send it. */
async function visitorGets(address: string) {
  return respond(async () => objectLoader({ request: await request(address), params: { key: address.split("/").pop() }, context: {} }));
}

const SAME_ORIGIN_ONLY = "Image URL must be a path on this site (/…): upload the picture instead of linking to another site";
type Refusal = { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> }; toast: { description: string } };

describe("the admin guide pages without JavaScript", () => {
  test("the list shows every guide, and a search finds by style", async () => {
    seedAquascapes(getDb(), DRAWING_ADDRESSES);
    const list = await respond(async () =>
      listLoader({ request: await request("/admin/guides", { userId: admin.id }), params: {}, context: {} }),
    );
    expect(list.status).toBe(200);
    expect(((await list.json()) as { guides: unknown[] }).guides.length).toBeGreaterThanOrEqual(12);
    const found = await respond(async () =>
      listLoader({ request: await request("/admin/guides?q=iwagumi", { userId: admin.id }), params: {}, context: {} }),
    );
    const { guides } = (await found.json()) as { guides: { title: string; style: string }[] };
    expect(guides.length).toBeGreaterThan(0);
    expect(guides.every((g) => `${g.title} ${g.style}`.toLowerCase().includes("iwagumi"))).toBe(true);
  });

  test("creates a guide with its lists and chosen drawing, logs it, and it shows on /aquascaping at once", async () => {
    const versionBefore = publicContentVersion();
    const response = await call(newAction, "/admin/guides/new", { body: form({ tools: "Tweezers\n\n Scissors \nTweezers" }) });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/guides");
    expect(await toastOf(response)).toMatchObject({ title: "Success", description: "Aquascaping guide created successfully" });
    const created = byTitle("Proof Pebble Stream")!;
    expect(created).toMatchObject({
      tools: ["Tweezers", "Scissors"],
      plants: body.plants,
      slug: "proof-pebble-stream",
      adminEditedAt: expect.any(String),
    });
    expect(created.imageUrl).toMatch(/^\/illustrations\/aquascapes\/stream\?v=/);
    expect(publicContentVersion()).toBeGreaterThan(versionBefore);
    expect(lastAudit()).toMatchObject({ action: "aquascape.created", subjectKind: "aquascape", subjectId: String(created.id) });
    expect(findAquascapes({ q: "pebble stream" }).map((g) => g.id)).toContain(created.id);
    // The files are the whole seeded list, but a guide an admin made is theirs: seeding leaves it.
    expect(seedAquascapes(getDb(), DRAWING_ADDRESSES).removed).toBe(0);
    expect(row(created.id)?.title).toBe("Proof Pebble Stream");
  });

  test("names each missing field and keeps what was typed; a taken title is 409", async () => {
    const bad = await call(newAction, "/admin/guides/new", { body: form({ title: "", plants: "", imageUrl: "ftp://x" }) });
    expect(bad.status).toBe(400);
    const answer = (await bad.json()) as {
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
      toast: { description: string };
    };
    expect(answer.result.error).toMatchObject({
      title: ["Title is required"],
      plants: ["List at least one plant"],
      imageUrl: [SAME_ORIGIN_ONLY],
    });
    expect(answer.result.initialValue.style).toBe("Biotope");
    expect(answer.toast.description).toBe("Failed to create guide");
    await call(newAction, "/admin/guides/new", { body: form({ title: "Taken Valley" }) });
    expect((await call(newAction, "/admin/guides/new", { body: form({ title: "taken valley" }) })).status).toBe(409);
  });

  test("edits every field, records before and after, and seeding keeps the edit", async () => {
    seedAquascapes(getDb(), DRAWING_ADDRESSES);
    const seeded = getDb().select().from(aquascapes).where(eq(aquascapes.difficulty, "Beginner")).get()!;
    const params = { guideId: String(seeded.id) };
    const loaded = await respond(async () =>
      editLoader({ request: await request(`/admin/guides/${seeded.id}/edit`, { userId: admin.id }), params, context: {} }),
    );
    const { guide } = (await loaded.json()) as { guide: { imageUrl: string; scene: string } };
    // The drawing it shows is chosen, with no address of its own.
    expect(guide.imageUrl).toBe("");
    expect(seeded.imageUrl).toContain(`/${guide.scene}?`);

    const response = await call(
      editAction,
      `/admin/guides/${seeded.id}/edit`,
      { body: form({ title: seeded.title, difficulty: "Advanced", scene: guide.scene }) },
      params,
    );
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ description: "Aquascaping guide updated successfully" });
    expect(row(seeded.id)).toMatchObject({ difficulty: "Advanced", tools: body.tools, imageUrl: seeded.imageUrl });
    const changes = lastAudit()!.details.changes as Record<string, unknown>;
    expect(changes.difficulty).toEqual({ before: "Beginner", after: "Advanced" });
    expect(changes.imageUrl).toBeUndefined();

    expect(seedAquascapes(getDb(), DRAWING_ADDRESSES)).toMatchObject({ keptEdits: 1, removed: 0 });
    expect(row(seeded.id)?.difficulty).toBe("Advanced");
    const missing = await respond(async () =>
      editLoader({ request: await request("/admin/guides/0/edit", { userId: admin.id }), params: { guideId: "0" }, context: {} }),
    );
    expect(missing.status).toBe(404);
  });

  test("asks before deleting, and a seeded guide stays deleted", async () => {
    seedAquascapes(getDb(), DRAWING_ADDRESSES);
    const seeded = getDb().select().from(aquascapes).where(eq(aquascapes.difficulty, "Moderate")).get()!;
    const params = { guideId: String(seeded.id) };
    const confirm = await respond(async () =>
      deleteLoader({ request: await request(`/admin/guides/${seeded.id}/delete`, { userId: admin.id }), params, context: {} }),
    );
    expect(await confirm.json()).toEqual({ guide: { id: seeded.id, title: seeded.title } });
    const response = await call(deleteAction, `/admin/guides/${seeded.id}/delete`, {}, params);
    expect(await toastOf(response)).toMatchObject({ description: "Aquascaping guide deleted successfully" });
    expect(row(seeded.id)).toBeUndefined();
    expect(lastAudit()).toMatchObject({ action: "aquascape.deleted", subjectLabel: seeded.title });
    expect(getDb().select().from(deletedReferenceSlugs).where(eq(deletedReferenceSlugs.slug, seeded.slug!)).get()).toBeDefined();
    expect(seedAquascapes(getDb(), DRAWING_ADDRESSES).keptDeleted).toBe(1);
    expect(byTitle(seeded.title)).toBeUndefined();
  });
});

describe("the guide's picture, uploaded on the form", () => {
  test("an upload becomes the guide's same-origin picture, public at once; a new one replaces it, and the drawing comes back", async () => {
    const created = await call(newAction, "/admin/guides/new", { body: multipart({ title: "Pictured Stream" }, png) });
    expect(created.status).toBe(302);
    const guide = byTitle("Pictured Stream")!;
    const first = guide.imageUrl;
    expect(first).toMatch(/^\/objects\/uploads\/[^/?]+$/);
    const seen = await visitorGets(first);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("Content-Type")).toBe("image/webp");

    const params = { guideId: String(guide.id) };
    const loaded = await respond(async () =>
      editLoader({ request: await request(`/admin/guides/${guide.id}/edit`, { userId: admin.id }), params, context: {} }),
    );
    expect(((await loaded.json()) as { guide: { imageUrl: string } }).guide.imageUrl).toBe(first);
    const kept = await call(
      editAction,
      `/admin/guides/${guide.id}/edit`,
      { body: multipart({ title: "Pictured Stream", imageUrl: first, difficulty: "Advanced" }) },
      params,
    );
    expect(kept.status).toBe(302);
    expect(row(guide.id)).toMatchObject({ difficulty: "Advanced", imageUrl: first });

    const replaced = await call(
      editAction,
      `/admin/guides/${guide.id}/edit`,
      { body: multipart({ title: "Pictured Stream", imageUrl: first }, png) },
      params,
    );
    expect(replaced.status).toBe(302);
    const second = row(guide.id)!.imageUrl;
    expect(second).toMatch(/^\/objects\/uploads\//);
    expect(second).not.toBe(first);
    expect(await stored(first)).toBe(false);
    expect((await visitorGets(first)).status).toBe(404);
    expect((await visitorGets(second)).status).toBe(200);

    const back = await call(
      editAction,
      `/admin/guides/${guide.id}/edit`,
      { body: multipart({ title: "Pictured Stream", imageUrl: second, useDrawing: "on" }) },
      params,
    );
    expect(back.status).toBe(302);
    expect(row(guide.id)!.imageUrl).toMatch(/^\/illustrations\/aquascapes\/stream\?v=/);
    expect(await stored(second)).toBe(false);
  });

  test.each([
    [
      "a file that is not a picture",
      { bytes: TEXT_FILE, type: "image/png", name: "notes.png" },
      415,
      "That file is not a picture Shoal can read (JPG, PNG or WebP).",
    ],
    [
      "a picture over 10 MB",
      { bytes: pngOfSize(11 * 1024 * 1024), type: "image/png", name: "huge.png" },
      413,
      "The picture is over 10 MB.",
    ],
  ])("%s is named beside the image field, and what was typed stays", async (_case, picture, status, message) => {
    const before = catalogueKeys().length;
    const response = await call(newAction, "/admin/guides/new", {
      body: multipart({ title: "Refused Stream", style: "Riverbed" }, picture),
    });
    expect(response.status).toBe(status);
    const answer = (await response.json()) as Refusal;
    expect(answer.result.error.image).toEqual([message]);
    expect(answer.result.initialValue).toMatchObject({ title: "Refused Stream", style: "Riverbed", difficulty: "Moderate" });
    expect(answer.toast.description).toBe("Failed to create guide");
    expect(byTitle("Refused Stream")).toBeUndefined();
    expect(catalogueKeys().length).toBe(before);
  });

  test("a save refused after the picture was published (a taken title) leaves no image behind", async () => {
    await call(newAction, "/admin/guides/new", { body: form({ title: "Taken Stream" }) });
    const before = new Set(catalogueKeys());
    const response = await call(newAction, "/admin/guides/new", { body: multipart({ title: "taken stream" }, png) });
    expect(response.status).toBe(409);
    expect(((await response.json()) as Refusal).result.error.title).toEqual(["A guide with this title already exists"]);
    const published = catalogueKeys().filter((key) => !before.has(key));
    expect(published).toHaveLength(1);
    expect(await getStorage().head(published[0])).toBeNull();
  });
});

describe("/api/admin/aquascapes", () => {
  const post = (json: unknown, userId?: string) => call(createApi, "/api/admin/aquascapes", { json, userId });
  const change = (method: "PUT" | "DELETE", id: number | string, userId?: string, json?: unknown) =>
    call(
      changeApi,
      `/api/admin/aquascapes/${id}`,
      { method, userId, ...(json === undefined ? {} : { json }) },
      { aquascapeId: String(id) },
    );

  test("a visitor gets 401 and a member 403, and nothing changes", async () => {
    const created = (await (await post({ ...body, title: "Guarded Garden" }, admin.id)).json()) as { id: number };
    for (const [userId, status] of [
      [undefined, 401],
      [member.id, 403],
    ] as const) {
      expect((await post({ ...body, title: "Sneaky Garden" }, userId)).status).toBe(status);
      expect((await change("PUT", created.id, userId, { ...body, title: "Renamed" })).status).toBe(status);
      expect((await change("DELETE", created.id, userId)).status).toBe(status);
    }
    expect(byTitle("Sneaky Garden")).toBeUndefined();
    expect(row(created.id)?.title).toBe("Guarded Garden");
  });

  test("POST creates (201), PUT edits (200), DELETE removes (200); unknown ids 404; a bad body 400 with a message", async () => {
    const created = await post({ ...body, title: "Api Jungle", scene: undefined, imageUrl: "/images/jungle.jpg" }, admin.id);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(row(id)?.imageUrl).toBe("/images/jungle.jpg");
    expect(await (await post({ ...body, title: "Linked Jungle", imageUrl: "https://example.com/jungle.jpg" }, admin.id)).json()).toEqual({
      message: SAME_ORIGIN_ONLY,
    });
    const edited = await change("PUT", id, admin.id, {
      ...body,
      title: "Api Jungle",
      imageUrl: null,
      scene: undefined,
      plants: "Vallisneria\nAmazon Sword",
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      id,
      plants: ["Vallisneria", "Amazon Sword"],
      imageUrl: expect.stringMatching(/\/nature\?v=/),
    });

    expect(await (await post({ ...body, difficulty: "Expert" }, admin.id)).json()).toEqual({
      message: "difficulty must be one of Beginner, Moderate, Advanced",
    });
    expect((await post({ ...body, tools: [] }, admin.id)).status).toBe(400);
    expect((await change("PUT", 999999, admin.id, body)).status).toBe(404);
    expect((await change("DELETE", "abc", admin.id)).status).toBe(404);

    const removed = await change("DELETE", id, admin.id);
    expect(removed.status).toBe(200);
    expect(row(id)).toBeUndefined();
    expect((await change("DELETE", id, admin.id)).status).toBe(404);
  });
});
