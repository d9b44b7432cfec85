import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { auditLog, deletedReferenceSlugs, plants, tankPlants } from "../../db/schema";
import { seedPlants } from "../../db/seed/plants";
import { createUser, request, respond } from "../support/factories";
import { madeTankFor } from "../support/tanks";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";
import { checkerPlantsList } from "~/models/checker.server";
import { publicContentVersion, tableVersion } from "~/models/table-version.server";
import {
  createPlant,
  deletePlant,
  getPlantForAdmin,
  listPlantsForAdmin,
  plantDeletionImpact,
  updatePlant,
} from "~/models/plant-admin.server";
import { setTankPlants } from "~/models/tank-plants.server";
import { plantFormSchema } from "~/validation/plant-form";
import { action as createAction, loader as listLoader } from "~/routes/api.admin.plants._index";
import { action as changeAction, loader as readLoader } from "~/routes/api.admin.plants.$plantId";
import { getDb } from "~/services/db.server";

const admin = createUser({ isAdmin: true });
const member = createUser();

/** A plant body as a script sends it: every fact, in the units GET /api/plants/{id} answers with. */
const ludwigia = {
  name: "Proof Ludwigia",
  scientificName: "Ludwigia probata",
  synonyms: ["Test swamp weed", " Test swamp weed ", "Red proof"],
  type: "stem",
  placement: ["background", "midground", "background"],
  light: "medium",
  co2: "helps",
  growthRate: "fast",
  difficulty: "moderate",
  minTemperatureC: 20,
  maxTemperatureC: "28",
  minPh: 5.5,
  maxPh: 7.5,
  maxHeightCm: 50,
  propagation: "Cuttings",
  description: "A plant made for a test.",
  care: "Trim the tops and replant them.",
  colour: "red",
  leafShape: null,
};

async function post(body: unknown, userId?: string) {
  return respond(async () =>
    createAction({ request: await request("/api/admin/plants", { method: "POST", json: body, userId }), params: {}, context: {} }),
  );
}

async function list(query: string, userId?: string) {
  return respond(async () => listLoader({ request: await request(`/api/admin/plants${query}`, { userId }), params: {}, context: {} }));
}

async function one(method: "GET" | "PUT" | "DELETE" | "PATCH", plantId: number | string, userId?: string, body?: unknown) {
  const fn = method === "GET" ? readLoader : changeAction;
  return respond(async () =>
    fn({
      request: await request(`/api/admin/plants/${plantId}`, { method, userId, ...(body === undefined ? {} : { json: body }) }),
      params: { plantId: String(plantId) },
      context: {},
    }),
  );
}

const row = (id: number) => getDb().select().from(plants).where(eq(plants.id, id)).get();
const bySlug = (slug: string) => getDb().select().from(plants).where(eq(plants.slug, slug)).get();
const auditOf = (id: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectKind, "plant"), eq(auditLog.subjectId, String(id))))
    .all();

async function created(body: unknown = ludwigia) {
  const response = await post(body, admin.id);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; name: string; imageUrl: string };
}

describe("who may keep plants", () => {
  test("a visitor gets 401 and a member 403 for every call, and nothing changes", async () => {
    seedPlants(getDb(), DRAWING_ADDRESSES);
    const fern = bySlug("java-fern")!;
    for (const [userId, status] of [
      [undefined, 401],
      [member.id, 403],
    ] as const) {
      expect((await post(ludwigia, userId)).status).toBe(status);
      expect((await list("", userId)).status).toBe(status);
      expect((await one("GET", fern.id, userId)).status).toBe(status);
      expect((await one("PUT", fern.id, userId, { ...ludwigia, name: "Java Fern" })).status).toBe(status);
      const refused = await one("DELETE", fern.id, userId);
      expect(refused.status).toBe(status);
      expect(await refused.json()).toEqual({
        message: status === 401 ? "Unauthorized" : "You don't have permission to access the admin panel.",
      });
    }
    expect(getDb().select().from(plants).where(eq(plants.name, "Proof Ludwigia")).get()).toBeUndefined();
    expect(row(fern.id)).toEqual(fern);
  });

  test("the model functions check the actor themselves, whatever a route forgot", async () => {
    const values = plantFormSchema.parse(ludwigia);
    const refused = { ok: false, status: 403, message: "Only admins can change plant profiles", code: "not-admin" };
    expect(createPlant(member, values)).toEqual(refused);
    expect(updatePlant(member, 1, values)).toEqual(refused);
    expect(deletePlant(member, 1)).toEqual(refused);
    for (const answer of [getPlantForAdmin(member, 1), listPlantsForAdmin(member, { limit: 8 }), plantDeletionImpact(member, 1)]) {
      expect(answer).toMatchObject({ ok: false, status: 403 });
    }
  });

  test("other methods are 405 with what is allowed", async () => {
    const answer = await one("PATCH", 1, admin.id, ludwigia);
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("GET, PUT, DELETE");
    expect(await answer.json()).toEqual({ message: "Method PATCH not allowed" });
  });
});

describe("POST /api/admin/plants", () => {
  test("creates a plant with every fact, a slug, its drawing and the admin's mark; audited; caches follow", async () => {
    const [publicBefore, plantsBefore] = [publicContentVersion(), tableVersion("plants")];
    const checkerBefore = checkerPlantsList().length;
    const plant = await created();
    expect(plant).toMatchObject({
      name: "Proof Ludwigia",
      synonyms: ["Test swamp weed", "Red proof"],
      placement: ["background", "midground"],
      maxTemperatureC: 28,
      maxHeightCm: 50,
      colour: "red",
      leafShape: null,
      factNotes: {},
      sources: [],
      adminEditedAt: expect.any(String),
    });
    expect(plant.imageUrl).toMatch(/^\/illustrations\/plants\/proof-ludwigia\?v=/);
    expect(row(plant.id)).toMatchObject({ slug: "proof-ludwigia" });
    expect(auditOf(plant.id)).toMatchObject([{ action: "plant.created", subjectLabel: "Proof Ludwigia", actorId: admin.id }]);
    // The visitors' page store and the checker's plant list are kept under versions the triggers raise.
    expect(publicContentVersion()).toBeGreaterThan(publicBefore);
    expect(tableVersion("plants")).toBeGreaterThan(plantsBefore);
    expect(checkerPlantsList()).toHaveLength(checkerBefore + 1);
    expect(checkerPlantsList().find((entry) => entry.id === plant.id)).toMatchObject({ light: "medium", maxTemperatureC: 28 });
  });

  test("a floating plant may leave its height out; hints may be left out", async () => {
    const { maxHeightCm: _height, colour: _colour, leafShape: _shape, ...rest } = ludwigia;
    const plant = await created({ ...rest, name: "Proof Frogbit", type: "floating", placement: ["floating"] });
    expect(plant).toMatchObject({ maxHeightCm: null, colour: null, leafShape: null });
  });

  test.each([
    ["name", { name: "  " }, "Name is required"],
    ["scientific name", { scientificName: undefined }, "Scientific name is required"],
    ["type", { type: "tree" }, "type must be one of stem, rosette, rhizome, carpeting, moss, floating, bulb"],
    ["placement", { placement: [] }, "Choose at least one placement"],
    ["light", { light: "bright" }, "light must be one of low, medium, high"],
    ["temperature", { minTemperatureC: "warm" }, "Temperature must be a number from 0 to 40 °C"],
    ["temperature order", { minTemperatureC: 30, maxTemperatureC: 20 }, "Highest temperature must not be below the lowest"],
    ["pH", { maxPh: 14 }, "pH must be a number from 3 to 10"],
    ["pH order", { minPh: 8, maxPh: 6 }, "Highest pH must not be below the lowest"],
    ["height", { maxHeightCm: -3 }, "Max height must be a number of cm above 0 and at most 300, or empty for a floating plant"],
    ["care", { care: "" }, "Care is required"],
    ["colour", { colour: "blue" }, "colour must be one of green, red, pink, bronze, purple, gold"],
  ])("says what is wrong: %s", async (_field, change, message) => {
    const response = await post({ ...ludwigia, name: "Another Ludwigia", ...change }, admin.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(getDb().select().from(plants).where(eq(plants.name, "Another Ludwigia")).get()).toBeUndefined();
  });

  test("a name another plant has is 409", async () => {
    seedPlants(getDb(), DRAWING_ADDRESSES);
    const response = await post({ ...ludwigia, name: "java fern" }, admin.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "A plant with this name already exists" });
  });
});

describe("GET /api/admin/plants", () => {
  test("searches name and scientific name and pages the list", async () => {
    seedPlants(getDb(), DRAWING_ADDRESSES);
    const body = async (query: string) =>
      (await (await list(query, admin.id)).json()) as { plants: { name: string }[]; page: number; pages: number; total: number };
    const all = await body("?limit=5&page=2");
    expect(all.plants).toHaveLength(5);
    expect(all.page).toBe(2);
    expect(all.pages).toBe(Math.ceil(all.total / 5));
    expect((await body("?q=MICROSORUM")).plants.map((plant) => plant.name)).toContain("Java Fern");
    expect((await body("?q=java%20fern")).plants.map((plant) => plant.name)).toContain("Java Fern");
    expect((await body("?q=%25")).total).toBe(0);
    expect((await list("?limit=1000", admin.id)).status).toBe(400);
  });
});

describe("GET, PUT and DELETE /api/admin/plants/{id}", () => {
  test("reads, edits (keeping the references), audits the change, and seeding keeps the edit", async () => {
    seedPlants(getDb(), DRAWING_ADDRESSES);
    const fern = bySlug("java-fern")!;
    const read = await one("GET", fern.id, admin.id);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: fern.id, name: "Java Fern", sources: fern.sources, adminEditedAt: null });

    const edit = { ...ludwigia, name: "Java Fern", scientificName: fern.scientificName, description: "Edited by an admin." };
    const response = await one("PUT", fern.id, admin.id, edit);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: fern.id, description: "Edited by an admin.", sources: fern.sources });
    expect(auditOf(fern.id).at(-1)).toMatchObject({
      action: "plant.updated",
      details: { changes: { description: { before: fern.description, after: "Edited by an admin." } } },
    });

    expect(seedPlants(getDb(), DRAWING_ADDRESSES).keptEdits).toBeGreaterThanOrEqual(1);
    expect(row(fern.id)?.description).toBe("Edited by an admin.");
  });

  test("unknown ids are 404; a bad body 400; a taken name 409", async () => {
    expect(await (await one("GET", 999999, admin.id)).json()).toEqual({ message: "Plant not found" });
    expect((await one("PUT", 999999, admin.id, ludwigia)).status).toBe(404);
    expect((await one("DELETE", "abc", admin.id)).status).toBe(404);
    const plant = await created({ ...ludwigia, name: "Editable Ludwigia" });
    expect((await one("PUT", plant.id, admin.id, { ...ludwigia, light: "dim" })).status).toBe(400);
    await created({ ...ludwigia, name: "Taken Ludwigia" });
    const clash = await one("PUT", plant.id, admin.id, { ...ludwigia, name: "TAKEN LUDWIGIA" });
    expect(clash.status).toBe(409);
    expect(row(plant.id)?.name).toBe("Editable Ludwigia");
  });

  test("a delete takes the plant out of members' tanks, says how many, and a seeded plant stays deleted", async () => {
    seedPlants(getDb(), DRAWING_ADDRESSES);
    const hornwort = bySlug("hornwort")!;
    const tank = madeTankFor(member.id);
    expect(setTankPlants(member.id, tank.id, [hornwort.id]).ok).toBe(true);
    const response = await one("DELETE", hornwort.id, admin.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Plant profile deleted successfully", removed: { tanks: 1 } });
    expect(row(hornwort.id)).toBeUndefined();
    expect(getDb().select().from(tankPlants).where(eq(tankPlants.tankId, tank.id)).all()).toEqual([]);
    expect(auditOf(hornwort.id)).toMatchObject([{ action: "plant.deleted", details: { tanks: 1 } }]);
    expect(getDb().select().from(deletedReferenceSlugs).where(eq(deletedReferenceSlugs.slug, "hornwort")).get()).toMatchObject({
      kind: "plant",
    });
    expect(seedPlants(getDb(), DRAWING_ADDRESSES).keptDeleted).toBe(1);
    expect(bySlug("hornwort")).toBeUndefined();
    expect(checkerPlantsList().some((entry) => entry.id === hornwort.id)).toBe(false);
  });
});
