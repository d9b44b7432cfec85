import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { collectionEntries, fish, tankFish, tanks } from "../../db/schema";
import { tankInput } from "../support/tanks";
import { createFish } from "../support/fish";
import { createUser, request, respond, subjectOf } from "../support/factories";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { MAX_FISH_COUNT, MAX_SPECIES_PER_TANK, MAX_TANKS_PER_MEMBER } from "~/domain/tank-rules";
import { placeFish, setTankFish } from "~/models/tank-fish.server";
import { createTank, getTank } from "~/models/tank.server";
import { action as listAction, loader as listLoader } from "~/routes/api.tanks._index";
import { action as tankAction, loader as tankLoader } from "~/routes/api.tanks.$tankId";
import { action as fishAction, loader as fishLoader } from "~/routes/api.tanks.$tankId.fish";
import { loader as reportLoader } from "~/routes/api.tanks.$tankId.report";
import { getDb } from "~/services/db.server";
import { consumeRateLimit } from "~/services/rate-limit.server";

/** A tank body in US units: a "20 gallon long"-ish tank. */
const US_TANK = {
  name: "Den tank",
  units: "us",
  length: 24,
  width: 12,
  height: 16,
  volume: 15,
  filterFlow: 100,
  heater: true,
  temperature: 78,
  ph: 7,
  gh: 8,
};
const METRIC_TANK = { name: "Nano", units: "metric", length: 45, width: 30, height: 30 };

const metricInput = (name: string) => tankInput({ name, temperatureC: 25, ph: 7, ghDgh: 8 });

function madeTank(userId: string, name = `Tank ${Math.random().toString(36).slice(2, 7)}`) {
  const result = createTank(userId, metricInput(name));
  if (!result.ok) throw new Error(result.message);
  return result.tank;
}

type Call = { method?: string; json?: unknown; userId?: string; query?: string };

async function api(
  handler: (args: never) => unknown,
  path: string,
  params: Record<string, string>,
  { method = "GET", json, userId, query = "" }: Call = {},
) {
  const init = { method, userId, ...(json !== undefined ? { json } : {}) };
  return respond(async () =>
    (handler as (args: unknown) => unknown)({ request: await request(`${path}${query}`, init), params, context: {} }),
  );
}

const post = (json: unknown, userId?: string) => api(listAction, "/api/tanks", {}, { method: "POST", json, userId });
const one = (tankId: number | string, call: Call = {}) =>
  api(call.method && call.method !== "GET" ? tankAction : tankLoader, `/api/tanks/${tankId}`, { tankId: String(tankId) }, call);
const putFish = (tankId: number | string, json: unknown, userId?: string) =>
  api(fishAction, `/api/tanks/${tankId}/fish`, { tankId: String(tankId) }, { method: "PUT", json, userId });

async function messageOf(response: Response) {
  return ((await response.json()) as { message: string }).message;
}

describe("the tank API", () => {
  test("a visitor gets 401 from every address", async () => {
    const owner = createUser();
    const tank = madeTank(owner.id);
    const answers = [
      await api(listLoader, "/api/tanks", {}),
      await post(METRIC_TANK),
      await one(tank.id),
      await one(tank.id, { method: "PUT", json: METRIC_TANK }),
      await one(tank.id, { method: "DELETE" }),
      await putFish(tank.id, []),
      await api(reportLoader, `/api/tanks/${tank.id}/report`, { tankId: String(tank.id) }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ message: "Unauthorized" });
    }
    expect(getTank(owner.id, tank.id)).toBeDefined();
  });

  test("a tank posted in US units is stored metric and reads back in either", async () => {
    const member = createUser();
    const created = await post(US_TANK, member.id);
    expect(created.status).toBe(201);
    expect(created.headers.get("Cache-Control")).toMatch(/private/);
    const body = await created.json();
    expect(body).toMatchObject({ ...US_TANK, units: "us", planted: false, filterRatedVolume: null, fish: [] });

    const stored = getDb().select().from(tanks).where(eq(tanks.id, body.id)).get()!;
    expect(stored.lengthCm).toBeCloseTo(60.96, 10);
    expect(stored.heightCm).toBeCloseTo(40.64, 10);
    expect(stored.volumeL).toBeCloseTo(56.78, 2);
    expect(stored.filterFlowLph).toBeCloseTo(378.54, 2);
    expect(stored.temperatureC).toBeCloseTo(25.556, 3);

    const metric = await (await one(body.id, { userId: member.id })).json();
    expect(metric).toMatchObject({
      units: "metric",
      length: 60.96,
      width: 30.48,
      height: 40.64,
      volume: 56.78,
      filterFlow: 378.54,
      temperature: 25.56,
      ph: 7,
      gh: 8,
    });
    const us = await (await one(body.id, { userId: member.id, query: "?units=us" })).json();
    expect(us).toMatchObject({ units: "us", length: 24, width: 12, height: 16, volume: 15, filterFlow: 100, temperature: 78 });
    expect((await one(body.id, { userId: member.id, query: "?units=imperial" })).status).toBe(400);
  });

  test("without a volume, the water is about 85% of what the tank holds", async () => {
    const member = createUser();
    const body = await (await post(METRIC_TANK, member.id)).json();
    expect(body.volume).toBeCloseTo((45 * 30 * 30 * 0.85) / 1000, 2);
    const listed = await (await api(listLoader, "/api/tanks", {}, { userId: member.id })).json();
    expect(listed).toEqual([body]);
  });

  test.each([
    [{ ...METRIC_TANK, length: undefined }, "Please enter the length."],
    [{ ...METRIC_TANK, height: "tall" }, "Height must be a number."],
    [{ ...METRIC_TANK, width: 2 }, "Width must be between 10 and 500 cm."],
    [{ ...US_TANK, length: 1000 }, "Length must be between 3.9 and 197 in."],
    [{ ...METRIC_TANK, volume: 90 }, "The water volume can't be more than the tank holds (41 L)."],
    [{ ...METRIC_TANK, temperature: 80 }, "Temperature must be between 0 and 40 °C."],
    [{ ...METRIC_TANK, ph: 14 }, "pH must be between 3 and 10."],
    [{ ...METRIC_TANK, units: "imperial" }, 'units must be "metric" or "us".'],
    [{ ...METRIC_TANK, name: "   " }, "Please give the tank a name."],
    [{ ...METRIC_TANK, heater: "maybe" }, "heater must be true or false, or left out."],
    [[METRIC_TANK], "Expected a JSON object with name, units, length, width and height"],
  ])("POST %j is 400: %s", async (body, message) => {
    const member = createUser();
    const answer = await post(body, member.id);
    expect(answer.status).toBe(400);
    expect(await messageOf(answer)).toBe(message);
    expect(getDb().select().from(tanks).where(eq(tanks.userId, member.id)).all()).toEqual([]);
  });

  test("a second tank of the same name, or one past the limit, is 409", async () => {
    const member = createUser();
    madeTank(member.id, "Nano");
    const twin = await post({ ...METRIC_TANK, name: "nano" }, member.id);
    expect(twin.status).toBe(409);
    expect(await messageOf(twin)).toBe("You already have a tank called nano.");
    for (let i = 1; i < MAX_TANKS_PER_MEMBER; i += 1) madeTank(member.id);
    const over = await post({ ...METRIC_TANK, name: "One more" }, member.id);
    expect(over.status).toBe(409);
    expect(await messageOf(over)).toMatch(/up to 20 tanks/);
  });

  test("another member's tank, or an unknown id, is 404 for every method and stays as it was", async () => {
    const owner = createUser();
    const other = createUser();
    const tank = madeTank(owner.id, "Mine");
    for (const id of [tank.id, 99999999, "abc"]) {
      for (const call of [{}, { method: "PUT", json: METRIC_TANK }, { method: "DELETE" }]) {
        const answer = await one(id, { ...call, userId: other.id });
        expect(answer.status).toBe(404);
        expect(await messageOf(answer)).toBe("Tank not found");
      }
      expect((await putFish(id, [], other.id)).status).toBe(404);
      expect((await api(reportLoader, `/api/tanks/${id}/report`, { tankId: String(id) }, { userId: other.id })).status).toBe(404);
    }
    expect(getTank(owner.id, tank.id)?.name).toBe("Mine");
  });

  test("PUT replaces the details and keeps the fish; DELETE removes the tank and its fish, not the collection", async () => {
    const member = createUser();
    const tank = madeTank(member.id, "Old name");
    const species = createFish();
    placeFish(member.id, tank.id, { fishId: species.id, count: 6, sex: null });
    const edited = await one(tank.id, { method: "PUT", json: { ...US_TANK, name: "New name" }, userId: member.id });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      name: "New name",
      units: "us",
      length: 24,
      fish: [{ fishId: species.id, count: 6, sex: null }],
    });

    const removed = await one(tank.id, { method: "DELETE", userId: member.id });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ id: tank.id, name: "New name" });
    expect(getDb().select().from(tankFish).where(eq(tankFish.tankId, tank.id)).all()).toEqual([]);
    expect(getDb().select().from(collectionEntries).where(eq(collectionEntries.userId, member.id)).all()).toHaveLength(1);
    expect((await one(tank.id, { userId: member.id })).status).toBe(404);
  });

  test("PUT fish replaces the stock, and every fish placed joins the member's Owned collection", async () => {
    const member = createUser();
    const tank = madeTank(member.id);
    const [betta, tetra] = [createFish({ name: "Api Betta" }), createFish({ name: "Api Tetra" })];
    const answer = await putFish(
      tank.id,
      [
        { fishId: betta.id, count: 1, sex: "male" },
        { fishId: tetra.id, count: 12 },
        { fishId: betta.id, count: 2, sex: "female" },
      ],
      member.id,
    );
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.fish.map((f: { name: string; count: number; sex: string | null }) => [f.name, f.count, f.sex])).toEqual([
      ["Api Betta", 2, "female"],
      ["Api Betta", 1, "male"],
      ["Api Tetra", 12, null],
    ]);
    const owned = getDb()
      .select()
      .from(collectionEntries)
      .where(and(eq(collectionEntries.userId, member.id), eq(collectionEntries.collectionType, "owned")))
      .all();
    expect(owned.map((entry) => entry.fishId).sort()).toEqual([betta.id, tetra.id].sort());

    const emptied = await (await putFish(tank.id, [], member.id)).json();
    expect(emptied.fish).toEqual([]);
    // The same species may live in two tanks.
    const second = madeTank(member.id);
    expect((await putFish(second.id, [{ fishId: tetra.id, count: 3 }], member.id)).status).toBe(200);
    expect((await putFish(tank.id, [{ fishId: tetra.id, count: 3 }], member.id)).status).toBe(200);
  });

  test.each([
    [[{ fishId: 99999999, count: 1 }], "There is no fish with id 99999999."],
    [[{ fishId: 1, count: 0 }], `The count must be a whole number from 1 to ${MAX_FISH_COUNT}.`],
    [[{ fishId: 1, count: 2.5 }], `The count must be a whole number from 1 to ${MAX_FISH_COUNT}.`],
    [[{ fishId: 1, count: 1, sex: "both" }], 'sex must be "male", "female" or "mixed".'],
    [
      [
        { fishId: 1, count: 1 },
        { fishId: 1, count: 2 },
      ],
      "Fish 1 is listed twice with the same sex: give one count.",
    ],
    [{ fishId: 1, count: 1 }, "Expected a JSON array of {fishId, count, sex}"],
  ])("PUT fish %j is 400: %s", async (body, message) => {
    const member = createUser();
    const tank = madeTank(member.id);
    const answer = await putFish(tank.id, body, member.id);
    expect(answer.status).toBe(400);
    expect(await messageOf(answer)).toBe(message);
  });

  test(`more than ${MAX_SPECIES_PER_TANK} species is 400, and GET on the fish address is 405`, async () => {
    const member = createUser();
    const tank = madeTank(member.id);
    const many = Array.from({ length: MAX_SPECIES_PER_TANK + 1 }, () => ({ fishId: createFish().id, count: 1 }));
    const answer = await putFish(tank.id, many, member.id);
    expect(answer.status).toBe(400);
    expect(await messageOf(answer)).toBe(`A tank holds at most ${MAX_SPECIES_PER_TANK} species.`);
    expect((await putFish(tank.id, many.slice(1), member.id)).status).toBe(200);
    const get = await respond(() =>
      fishLoader({ request: new Request(`http://localhost/api/tanks/${tank.id}/fish`), params: {}, context: {} }),
    );
    expect(get.status).toBe(405);
  });

  test("the report judges the tank as it is now", async () => {
    const member = createUser();
    const tank = madeTank(member.id);
    const report = async () =>
      (await api(reportLoader, `/api/tanks/${tank.id}/report`, { tankId: String(tank.id) }, { userId: member.id })).json();
    const empty = await report();
    expect(empty).toMatchObject({
      rulesVersion: expect.any(String),
      verdict: expect.stringMatching(/^(fine|caution|wont-work)$/),
      findings: expect.any(Array),
    });
    // A coldwater fish with a tropical one: no temperature suits both.
    const cold = createFish({ name: "Report Cold Fish", minTemperatureF: 50, maxTemperatureF: 60 });
    const warm = createFish({ name: "Report Warm Fish", minTemperatureF: 78, maxTemperatureF: 86 });
    setTankFish(member.id, tank.id, [
      { fishId: cold.id, count: 6, sex: null },
      { fishId: warm.id, count: 6, sex: null },
    ]);
    const judged = await report();
    expect(judged.verdict).toBe("wont-work");
    const finding = judged.findings.find((f: { rule: string }) => f.rule === "coldwater-tropical");
    expect(finding).toMatchObject({ severity: "wont-work", fishIds: expect.arrayContaining([cold.id, warm.id]) });
  });

  test("a tank set up this week, with its kit and water, is judged by them: a sensitive species waits", async () => {
    const member = createUser();
    const today = new Date().toISOString().slice(0, 10);
    const created = await post(
      { ...METRIC_TANK, name: "Young", setUpOn: today, cycled: false, heater: true, lid: false, kh: 4 },
      member.id,
    );
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ setUpOn: today, cycled: false, heater: true, lid: false, kh: 4 });
    const sensitive = createFish({ name: "Young Tank Grazer", facts: { needsMatureTank: true } });
    setTankFish(member.id, body.id, [{ fishId: sensitive.id, count: 6, sex: null }]);
    const judged = await (
      await api(reportLoader, `/api/tanks/${body.id}/report`, { tankId: String(body.id) }, { userId: member.id })
    ).json();
    expect(judged.verdict).toBe("wont-work");
    const finding = judged.findings.find((f: { rule: string }) => f.rule === "tank-maturity");
    expect(finding.message).toContain("needs a mature tank, and this one is not cycled yet");
  });

  test("a deleted species leaves the tanks it was in", () => {
    const member = createUser();
    const tank = madeTank(member.id);
    const doomed = createFish();
    placeFish(member.id, tank.id, { fishId: doomed.id, count: 2, sex: null });
    getDb().delete(fish).where(eq(fish.id, doomed.id)).run();
    expect(getTank(member.id, tank.id)?.fish).toEqual([]);
  });

  test("creating, editing and placing fish are rate-limited", async () => {
    const member = createUser();
    for (let i = 0; i < RATE_LIMITS.tank[0].points; i += 1) await consumeRateLimit("tank", subjectOf(`member:${member.id}`));
    const answer = await post(METRIC_TANK, member.id);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
