import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { collectionEntries, tankFish, tanks, users } from "../../db/schema";
import { createFish, toastOf } from "../support/fish";
import { madeTankFor } from "../support/tanks";
import { createUser, request, respond } from "../support/factories";
import { MAX_SPECIES_PER_TANK } from "~/domain/tank-rules";
import { addToCollection } from "~/models/collection.server";
import { placeFish } from "~/models/tank-fish.server";
import { getTank } from "~/models/tank.server";
import { tankReport } from "~/models/tank-report.server";
import { loader as listLoader } from "~/routes/my-tanks._index";
import { action as newAction, loader as newLoader } from "~/routes/my-tanks.new";
import { action as tankAction, loader as tankLoader } from "~/routes/my-tanks.$tankId/route";
import { action as editAction, loader as editLoader } from "~/routes/my-tanks.$tankId_.edit";
import { getDb } from "~/services/db.server";

const FORM = { units: "metric", hardness: "dgh", name: "Living room", length: "60", width: "30", height: "36" };

function madeTank(userId: string, name = `Tank ${Math.random().toString(36).slice(2, 7)}`) {
  return madeTankFor(userId, { name, planted: true, temperatureC: 25, ph: 7 });
}

type Handler = (args: never) => unknown;

async function load(handler: Handler, path: string, params: Record<string, string> = {}, userId?: string) {
  return respond(async () => (handler as (args: unknown) => unknown)({ request: await request(path, { userId }), params, context: {} }));
}

async function submit(
  handler: Handler,
  path: string,
  fields: Record<string, string | number>,
  userId?: string,
  params: Record<string, string> = {},
) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  return respond(async () =>
    (handler as (args: unknown) => unknown)({ request: await request(path, { method: "POST", body, userId }), params, context: {} }),
  );
}

const onTank = (tankId: number, fields: Record<string, string | number>, userId?: string) =>
  submit(tankAction, `/my-tanks/${tankId}`, fields, userId, { tankId: String(tankId) });

const rowsOf = (tankId: number) => getDb().select().from(tankFish).where(eq(tankFish.tankId, tankId)).all();

describe("the /my-tanks pages", () => {
  test("a visitor gets the signed-out page on every page, and is sent to sign in by every form", async () => {
    const owner = createUser();
    const tank = madeTank(owner.id);
    for (const [handler, path] of [
      [listLoader, "/my-tanks"],
      [newLoader, "/my-tanks/new"],
      [tankLoader, `/my-tanks/${tank.id}`],
      [editLoader, `/my-tanks/${tank.id}/edit`],
    ] as const) {
      const response = await load(handler, path, { tankId: String(tank.id) });
      expect(response.status).toBe(401);
      expect((await response.json()).signIn).toBe(`/api/login?returnTo=${encodeURIComponent(path)}`);
    }
    for (const answer of [
      await submit(newAction, "/my-tanks/new", FORM),
      await submit(editAction, `/my-tanks/${tank.id}/edit`, FORM, undefined, { tankId: String(tank.id) }),
      await onTank(tank.id, { intent: "delete-tank" }),
    ]) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toMatch(/^\/api\/login\?returnTo=/);
    }
    expect(getTank(owner.id, tank.id)).toBeDefined();
  });

  test("the list shows the member's own tanks with their fish counts", async () => {
    const member = createUser();
    const other = createUser();
    const tank = madeTank(member.id, "Shown");
    madeTank(other.id, "Not shown");
    placeFish(member.id, tank.id, { fishId: createFish().id, count: 8, sex: null });
    placeFish(member.id, tank.id, { fishId: createFish().id, count: 2, sex: "female" });
    const response = await load(listLoader, "/my-tanks", {}, member.id);
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
    const { tanks: listed } = await response.json();
    expect(listed).toEqual([
      { id: tank.id, name: "Shown", lengthCm: 60, widthCm: 30, heightCm: 36, volumeL: 54, fishCount: 10, speciesCount: 2 },
    ]);
    expect((await (await load(listLoader, "/my-tanks", {}, other.id)).json()).tanks).toHaveLength(1);
  });

  test("another member's tank, or none, is a 404 page, and its forms are 404 too", async () => {
    const owner = createUser();
    const other = createUser({ isAdmin: true });
    const tank = madeTank(owner.id, "Private");
    for (const id of [String(tank.id), "99999999", "abc"]) {
      expect((await load(tankLoader, `/my-tanks/${id}`, { tankId: id }, other.id)).status).toBe(404);
      expect((await load(editLoader, `/my-tanks/${id}/edit`, { tankId: id }, other.id)).status).toBe(404);
      expect((await submit(editAction, `/my-tanks/${id}/edit`, FORM, other.id, { tankId: id })).status).toBe(404);
      expect((await submit(tankAction, `/my-tanks/${id}`, { intent: "delete-tank" }, other.id, { tankId: id })).status).toBe(404);
    }
    expect(getTank(owner.id, tank.id)?.name).toBe("Private");
  });

  test("the tank page carries the report, the owned fish to place and the other tanks", async () => {
    const member = createUser();
    const tank = madeTank(member.id, "Reported");
    const elsewhere = madeTank(member.id, "Quarantine");
    const owned = createFish({ name: "Page Owned Rasbora" });
    addToCollection(member.id, owned.id, "owned");
    const wished = createFish();
    addToCollection(member.id, wished.id, "wishlist");
    const page = await (await load(tankLoader, `/my-tanks/${tank.id}?confirmDelete=1`, { tankId: String(tank.id) }, member.id)).json();
    expect(page.tank).toMatchObject({ id: tank.id, name: "Reported", fish: [] });
    expect(page.report.report).toMatchObject({ verdict: expect.any(String), findings: expect.any(Array), suggestions: expect.any(Array) });
    // Every species may be tried: the member's owned fish first, then all the others (the wishlist one too).
    expect(page.choices.owned).toEqual([{ id: owned.id, name: "Page Owned Rasbora" }]);
    expect(page.choices.others.map((choice: { id: number }) => choice.id)).toContain(wished.id);
    expect(page.choices.others.map((choice: { id: number }) => choice.id)).not.toContain(owned.id);
    expect(page.trial).toBeNull();
    expect(page.otherTanks).toEqual([{ id: elsewhere.id, name: "Quarantine" }]);
    expect(page.confirmingDelete).toBe(true);
  });

  test("Check first judges the tank with any species added and writes nothing; a bad choice says why", async () => {
    const member = createUser();
    const tank = madeTank(member.id, "Trial");
    const tried = createFish({ name: "Tried Tetra" });
    const path = (query: string) => `/my-tanks/${tank.id}?intent=place&check=1&${query}`;
    const page = await (await load(tankLoader, path(`fishId=${tried.id}&count=6&sex=`), { tankId: String(tank.id) }, member.id)).json();
    expect(page.trial).toMatchObject({
      chosen: { fishId: tried.id, count: 6, sex: null },
      preview: {
        ok: true,
        preview: { fish: { id: tried.id, name: "Tried Tetra" }, count: 6, verdict: expect.stringMatching(/^(fine|caution|wont-work)$/) },
      },
    });
    expect(rowsOf(tank.id)).toEqual([]);
    expect(getDb().select().from(collectionEntries).where(eq(collectionEntries.userId, member.id)).all()).toEqual([]);
    const unchosen = await (await load(tankLoader, path("fishId=&count=6"), { tankId: String(tank.id) }, member.id)).json();
    expect(unchosen.trial.preview).toEqual({ ok: false, message: "Please choose a fish." });
    const unknown = await (await load(tankLoader, path("fishId=99999999&count=1"), { tankId: String(tank.id) }, member.id)).json();
    expect(unknown.trial.preview).toEqual({ ok: false, message: "There is no fish with id 99999999." });
  });

  test("the list shows the checker's verdict on each tank that holds fish", async () => {
    const member = createUser();
    const stocked = madeTank(member.id, "Stocked");
    const empty = madeTank(member.id, "Empty");
    placeFish(member.id, stocked.id, { fishId: createFish().id, count: 8, sex: null });
    const { verdicts } = await (await load(listLoader, "/my-tanks", {}, member.id)).json();
    const report = tankReport(member, stocked.id);
    expect(report.ok && verdicts).toEqual({ [stocked.id]: report.ok ? report.report.verdict : null });
    expect(verdicts[empty.id]).toBeUndefined();
  });

  test("placing a fish from the wishlist or favorites moves it to Owned: one entry, notes and date kept", async () => {
    const member = createUser();
    const tank = madeTank(member.id);
    const wished = createFish({ name: "Wished Rasbora" });
    const liked = createFish({ name: "Liked Loach" });
    addToCollection(member.id, wished.id, "wishlist", "Buy at the show");
    addToCollection(member.id, liked.id, "liked");
    const entryOf = (fishId: number) =>
      getDb()
        .select()
        .from(collectionEntries)
        .where(and(eq(collectionEntries.userId, member.id), eq(collectionEntries.fishId, fishId)))
        .all();
    const before = entryOf(wished.id)[0]!;
    await onTank(tank.id, { intent: "place", fishId: wished.id, count: 6 }, member.id);
    await onTank(tank.id, { intent: "place", fishId: liked.id, count: 3 }, member.id);
    expect(entryOf(wished.id)).toEqual([{ ...before, collectionType: "owned" }]);
    expect(entryOf(liked.id)).toMatchObject([{ collectionType: "owned" }]);
  });

  test("a new tank in US units is stored metric and opens its page with a toast", async () => {
    const member = createUser();
    const answer = await submit(
      newAction,
      "/my-tanks/new",
      { ...FORM, units: "us", hardness: "ppm", length: "24", width: "12", height: "16", temperature: "78", gh: "143", heater: "on" },
      member.id,
    );
    expect(answer.status).toBe(302);
    const stored = getDb().select().from(tanks).where(eq(tanks.userId, member.id)).get()!;
    expect(answer.headers.get("Location")).toBe(`/my-tanks/${stored.id}`);
    expect(await toastOf(answer)).toMatchObject({ title: "Tank created" });
    expect(stored).toMatchObject({ name: "Living room", heater: true, planted: false, filterFlowLph: null });
    expect(stored.lengthCm).toBeCloseTo(60.96, 10);
    expect(stored.temperatureC).toBeCloseTo(25.56, 2);
    expect(stored.ghDgh).toBeCloseTo(8.01, 2);
    expect(stored.volumeL).toBeCloseTo((60.96 * 30.48 * 40.64 * 0.85) / 1000, 6);
  });

  test("a refused tank form comes back with each problem beside its field and what was typed", async () => {
    const member = createUser();
    const answer = await submit(newAction, "/my-tanks/new", { ...FORM, name: "", width: "5", ph: "fourteen" }, member.id);
    expect(answer.status).toBe(400);
    const { result } = await answer.json();
    expect(result.error).toEqual({
      name: ["Please give the tank a name."],
      width: ["Width must be between 10 and 500 cm."],
      ph: ["pH must be a number."],
    });
    expect(result.initialValue).toMatchObject({ width: "5", ph: "fourteen" });
    madeTank(member.id, "Taken");
    const twin = await submit(newAction, "/my-tanks/new", { ...FORM, name: "taken" }, member.id);
    expect(twin.status).toBe(409);
    expect((await twin.json()).result.error).toEqual({ name: ["You already have a tank called taken."] });
  });

  test("edit saves the details, keeps the fish and goes back to the tank", async () => {
    const member = createUser();
    const tank = madeTank(member.id, "Before");
    placeFish(member.id, tank.id, { fishId: createFish().id, count: 4, sex: null });
    const answer = await submit(editAction, `/my-tanks/${tank.id}/edit`, { ...FORM, name: "After", volume: "50" }, member.id, {
      tankId: String(tank.id),
    });
    expect(answer.headers.get("Location")).toBe(`/my-tanks/${tank.id}`);
    expect(await toastOf(answer)).toMatchObject({ title: "Tank saved" });
    expect(getTank(member.id, tank.id)).toMatchObject({ name: "After", volumeL: 50, heater: null, fish: [{ count: 4 }] });
  });

  test("place adds an owned fish, adds to the count of the same fish and sex, and keeps it as owned", async () => {
    const member = createUser();
    const tank = madeTank(member.id);
    const betta = createFish({ name: "Place Betta" });
    const placed = await onTank(tank.id, { intent: "place", fishId: betta.id, count: 1, sex: "male" }, member.id);
    expect(placed.headers.get("Location")).toBe(`/my-tanks/${tank.id}`);
    expect(await toastOf(placed)).toMatchObject({ title: "Fish added", description: "Place Betta added to this tank (1 now)." });
    await onTank(tank.id, { intent: "place", fishId: betta.id, count: 2, sex: "female" }, member.id);
    const more = await onTank(tank.id, { intent: "place", fishId: betta.id, count: 3, sex: "female" }, member.id);
    expect(await toastOf(more)).toMatchObject({ description: "Place Betta added to this tank (5 now)." });
    expect(
      rowsOf(tank.id)
        .map((row) => [row.sex, row.count])
        .sort(),
    ).toEqual([
      ["female", 5],
      ["male", 1],
    ]);
    const owned = getDb()
      .select()
      .from(collectionEntries)
      .where(and(eq(collectionEntries.userId, member.id), eq(collectionEntries.fishId, betta.id)))
      .all();
    expect(owned.map((entry) => entry.collectionType)).toEqual(["owned"]);

    const refused = await onTank(tank.id, { intent: "place", fishId: "", count: "0" }, member.id);
    expect(refused.status).toBe(400);
    expect((await refused.json()).result.error).toEqual({
      fishId: ["Please choose a fish."],
      count: ["The count must be a whole number from 1 to 500."],
    });
  });

  test(`a tank of ${MAX_SPECIES_PER_TANK} species takes no other species`, async () => {
    const member = createUser();
    const tank = madeTank(member.id);
    for (let i = 0; i < MAX_SPECIES_PER_TANK; i += 1) placeFish(member.id, tank.id, { fishId: createFish().id, count: 1, sex: null });
    const answer = await onTank(tank.id, { intent: "place", fishId: createFish().id, count: 1 }, member.id);
    expect(await toastOf(answer)).toMatchObject({
      title: "Not changed",
      variant: "destructive",
      description: expect.stringMatching(/up to 30 species/),
    });
    expect(rowsOf(tank.id)).toHaveLength(MAX_SPECIES_PER_TANK);
  });

  test("update-count, move and remove change only the member's own rows", async () => {
    const member = createUser();
    const other = createUser();
    const tank = madeTank(member.id, "Main");
    const spare = madeTank(member.id, "Spare");
    const theirs = madeTank(other.id, "Theirs");
    const neon = createFish({ name: "Row Neon" });
    placeFish(member.id, tank.id, { fishId: neon.id, count: 10, sex: null });
    placeFish(member.id, spare.id, { fishId: neon.id, count: 5, sex: null });
    const [row] = rowsOf(tank.id);

    expect(await toastOf(await onTank(tank.id, { intent: "update-count", rowId: row.id, count: 12 }, member.id))).toMatchObject({
      title: "Count updated",
    });
    expect(await toastOf(await onTank(tank.id, { intent: "update-count", rowId: row.id, count: 0 }, member.id))).toMatchObject({
      title: "Not changed",
    });
    expect(await toastOf(await onTank(tank.id, { intent: "move", rowId: row.id, toTankId: theirs.id }, member.id))).toMatchObject({
      title: "Not changed",
    });
    // Another member cannot reach the row through their own tank's page.
    expect(await toastOf(await onTank(theirs.id, { intent: "remove", rowId: row.id }, other.id))).toMatchObject({ title: "Not changed" });
    expect(rowsOf(tank.id)).toMatchObject([{ count: 12 }]);

    const moved = await onTank(tank.id, { intent: "move", rowId: row.id, toTankId: spare.id }, member.id);
    expect(await toastOf(moved)).toMatchObject({ title: "Fish moved", description: "Row Neon moved to Spare." });
    expect(rowsOf(tank.id)).toEqual([]);
    expect(rowsOf(spare.id)).toMatchObject([{ fishId: neon.id, count: 17 }]);

    const [joined] = rowsOf(spare.id);
    const removed = await onTank(spare.id, { intent: "remove", rowId: joined.id }, member.id);
    expect(await toastOf(removed)).toMatchObject({ title: "Fish removed" });
    expect(rowsOf(spare.id)).toEqual([]);
  });

  test("delete-tank removes the tank and goes back to the list; unknown intents are 400", async () => {
    const member = createUser();
    const tank = madeTank(member.id, "Gone");
    const answer = await onTank(tank.id, { intent: "delete-tank" }, member.id);
    expect(answer.headers.get("Location")).toBe("/my-tanks");
    expect(await toastOf(answer)).toMatchObject({ title: "Tank deleted" });
    expect(getTank(member.id, tank.id)).toBeUndefined();
    const kept = madeTank(member.id);
    expect((await onTank(kept.id, { intent: "launch" }, member.id)).status).toBe(400);
  });

  test("a member's tanks go with their account", () => {
    const member = createUser();
    const tank = madeTank(member.id);
    placeFish(member.id, tank.id, { fishId: createFish().id, count: 1, sex: null });
    getDb().delete(users).where(eq(users.id, member.id)).run();
    expect(getDb().select().from(tanks).where(eq(tanks.id, tank.id)).all()).toEqual([]);
    expect(rowsOf(tank.id)).toEqual([]);
  });
});
