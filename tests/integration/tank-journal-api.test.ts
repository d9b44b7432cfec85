import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { tankReadings } from "../../db/schema";
import { createUser, request, respond, subjectOf } from "../support/factories";
import { daysAgo, journalTank } from "../support/journal";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { loader as csvLoader } from "~/routes/api.tanks.$tankId.journal[.]csv";
import { action as readingsAction, loader as readingsLoader } from "~/routes/api.tanks.$tankId.readings";
import { action as readingAction, loader as readingLoader } from "~/routes/api.tanks.$tankId.readings.$readingId";
import { getDb } from "~/services/db.server";
import { consumeRateLimit } from "~/services/rate-limit.server";

type Handler = (args: never) => unknown;
type Call = { method?: string; json?: unknown; csv?: string; userId?: string; query?: string };

async function api(
  handler: Handler,
  path: string,
  params: Record<string, string>,
  { method = "GET", json, csv, userId, query = "" }: Call = {},
) {
  const init: RequestInit & { userId?: string; json?: unknown } = { method, userId };
  if (json !== undefined) init.json = json;
  if (csv !== undefined) Object.assign(init, { body: csv, headers: { "Content-Type": "text/csv" } });
  return respond(async () =>
    (handler as (args: unknown) => unknown)({ request: await request(`${path}${query}`, init), params, context: {} }),
  );
}

const readings = (tankId: number, call: Call = {}) =>
  api(
    call.method && call.method !== "GET" ? readingsAction : readingsLoader,
    `/api/tanks/${tankId}/readings`,
    { tankId: String(tankId) },
    call,
  );
const reading = (tankId: number, readingId: number | string, call: Call = {}) =>
  api(
    call.method && call.method !== "GET" ? readingAction : readingLoader,
    `/api/tanks/${tankId}/readings/${readingId}`,
    { tankId: String(tankId), readingId: String(readingId) },
    call,
  );
const csvOf = (tankId: number, call: Call = {}) => api(csvLoader, `/api/tanks/${tankId}/journal.csv`, { tankId: String(tankId) }, call);

const rowsOf = (tankId: number) => getDb().select().from(tankReadings).where(eq(tankReadings.tankId, tankId)).all();
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe("the journal API", () => {
  test("a visitor gets 401 and another member 404 from every address", async () => {
    const owner = createUser();
    const other = createUser();
    const tank = journalTank(owner.id);
    const created = await (await readings(tank.id, { method: "POST", json: { ph: 7 }, userId: owner.id })).json();
    for (const userId of [undefined, other.id]) {
      const answers = [
        await readings(tank.id, { userId }),
        await readings(tank.id, { method: "POST", json: { ph: 7 }, userId }),
        await readings(tank.id, { method: "POST", csv: "taken_at,ph\n2026-01-01,7\n", userId }),
        await reading(tank.id, created.id, { method: "PUT", json: { ph: 6 }, userId }),
        await reading(tank.id, created.id, { method: "DELETE", userId }),
        await csvOf(tank.id, { userId }),
      ];
      for (const answer of answers) expect(answer.status).toBe(userId ? 404 : 401);
    }
    expect(rowsOf(tank.id)).toHaveLength(1);
    expect(rowsOf(tank.id)[0].ph).toBe(7);
  });

  test("an entry posted in US units and ppm is stored metric, read back in either, edited and deleted", async () => {
    const member = createUser();
    const tank = journalTank(member.id);
    const posted = await readings(tank.id, {
      method: "POST",
      userId: member.id,
      json: { units: "us", hardness: "ppm", takenAt: "2026-02-01T09:00:00Z", temperature: 78.8, gh: 142.78, nitrate: 20, note: "ok" },
    });
    expect(posted.status).toBe(201);
    const body = await posted.json();
    expect(body).toMatchObject({
      takenAt: "2026-02-01T09:00:00.000Z",
      units: "us",
      hardness: "ppm",
      temperature: 78.8,
      gh: 142.78,
      nitrate: 20,
      ph: null,
      note: "ok",
    });
    const [row] = rowsOf(tank.id);
    expect(row.temperatureC).toBeCloseTo(26, 6);
    expect(row.ghDgh).toBeCloseTo(8, 3);

    const metric = await (await readings(tank.id, { userId: member.id })).json();
    expect(metric).toMatchObject({ items: [{ id: body.id, units: "metric", hardness: "dgh", temperature: 26, gh: 8 }], olderBefore: null });

    const put = await reading(tank.id, body.id, { method: "PUT", userId: member.id, json: { takenAt: "2026-02-01T10:00", ph: 6.6 } });
    expect(await put.json()).toMatchObject({ id: body.id, ph: 6.6, temperature: null, takenAt: "2026-02-01T10:00:00.000Z" });

    const bad = await reading(tank.id, body.id, { method: "PUT", userId: member.id, json: { ph: 20 } });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe("pH must be between 0 and 14.");

    const deleted = await reading(tank.id, body.id, { method: "DELETE", userId: member.id, query: "?units=us" });
    expect(await deleted.json()).toMatchObject({ id: body.id, ph: 6.6, units: "us" });
    expect(rowsOf(tank.id)).toEqual([]);
    expect((await reading(tank.id, body.id, { method: "DELETE", userId: member.id })).status).toBe(404);
    expect((await reading(tank.id, "x", { method: "DELETE", userId: member.id })).status).toBe(404);
    expect((await reading(tank.id, body.id, { userId: member.id })).status).toBe(405);
  });

  test("bad bodies and queries are 400s", async () => {
    const member = createUser();
    const tank = journalTank(member.id);
    const post = (json: unknown) => readings(tank.id, { method: "POST", userId: member.id, json });
    expect(await messageOf(await post({}))).toBe("Enter at least one test result or a water change.");
    expect(await messageOf(await post([]))).toMatch(/^Expected a JSON object/);
    expect(await messageOf(await post({ units: "kelvin", ph: 7 }))).toBe('units must be "metric" or "us".');
    expect(await messageOf(await post({ ph: 7, takenAt: "2999-01-01" }))).toMatch(/^The date and time/);
    expect((await readings(tank.id, { userId: member.id, query: "?limit=0" })).status).toBe(400);
    expect((await readings(tank.id, { userId: member.id, query: "?limit=101" })).status).toBe(400);
    expect((await readings(tank.id, { userId: member.id, query: "?before=x" })).status).toBe(400);
    expect((await readings(tank.id, { userId: member.id, query: "?hardness=gpg" })).status).toBe(400);
    const wrongType = await readings(tank.id, { method: "POST", userId: member.id, csv: undefined, json: undefined });
    expect(wrongType.status).toBe(415);
    expect(rowsOf(tank.id)).toEqual([]);
  });

  test("pages newest first with before and limit", async () => {
    const member = createUser();
    const tank = journalTank(member.id);
    for (let day = 5; day >= 1; day -= 1)
      await readings(tank.id, { method: "POST", userId: member.id, json: { takenAt: daysAgo(day), ph: day } });
    const first = await (await readings(tank.id, { userId: member.id, query: "?limit=3" })).json();
    expect(first.items.map((item: { ph: number }) => item.ph)).toEqual([1, 2, 3]);
    const second = await (await readings(tank.id, { userId: member.id, query: `?limit=3&before=${first.olderBefore}` })).json();
    expect(second).toMatchObject({ items: [{ ph: 4 }, { ph: 5 }], olderBefore: null });
  });

  test("the CSV export reads back the same through the import, in the member's units", async () => {
    const member = createUser({ unitSystem: "metric", hardnessUnit: "ppm" });
    const from = journalTank(member.id);
    const to = journalTank(member.id);
    const entries = [
      {
        takenAt: "2026-03-01T08:00:00Z",
        temperature: 25.5,
        ph: 7.2,
        gh: 8,
        kh: 4,
        ammonia: 0.25,
        nitrite: 0,
        nitrate: 10,
        phosphate: 0.5,
        tds: 180,
      },
      { takenAt: "2026-03-02T08:00:00Z", waterChangePct: 30, note: 'Vacuumed, "deep"\nand rinsed' },
      { takenAt: "2026-03-03T08:00:00Z", nitrate: 20, note: "=SUM(A1)" },
    ];
    for (const json of entries) expect((await readings(from.id, { method: "POST", userId: member.id, json })).status).toBe(201);

    const exported = await csvOf(from.id, { userId: member.id });
    expect(exported.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("Content-Disposition")).toBe(`attachment; filename="tank-${from.id}-journal.csv"`);
    const text = await exported.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "taken_at,temperature_c,ph,gh_ppm,kh_ppm,ammonia_ppm,nitrite_ppm,nitrate_ppm,phosphate_ppm,tds_ppm,water_change_pct,note",
    );
    expect(lines[1]).toBe("2026-03-01T08:00:00.000Z,25.5,7.2,142.78,71.39,0.25,0,10,0.5,180,,");
    expect(text).toContain(",'=SUM(A1)");

    const imported = await readings(to.id, { method: "POST", userId: member.id, csv: text });
    expect(imported.status).toBe(201);
    expect(await imported.json()).toEqual({ imported: 3, cycledNow: false });
    const strip = ({ id: _id, tankId: _tank, createdAt: _created, ...row }: ReturnType<typeof rowsOf>[number]) => row;
    const original = rowsOf(from.id).map(strip);
    const copy = rowsOf(to.id).map(strip);
    copy.forEach((row, index) => {
      for (const [key, value] of Object.entries(row)) {
        const expected = original[index][key as keyof typeof row];
        if (typeof value === "number") expect(value).toBeCloseTo(expected as number, 2);
        else expect(value).toBe(expected);
      }
    });

    // The same file in US units, asked for by query, reads back too.
    const us = await (await csvOf(from.id, { userId: member.id, query: "?units=us" })).text();
    expect(us.split("\r\n")[0].startsWith("taken_at,temperature_f,ph,gh_dgh,kh_dkh,")).toBe(true);
  });

  test("a bad CSV line is named and nothing is imported", async () => {
    const member = createUser();
    const tank = journalTank(member.id);
    const answer = await readings(tank.id, {
      method: "POST",
      userId: member.id,
      csv: "taken_at,ph,water_change_pct\n2026-01-01,7,\n2026-01-02,7,\n2026-01-03,,150\n",
    });
    expect(answer.status).toBe(400);
    expect(await messageOf(answer)).toBe("Line 4: The water change must be a percentage from 1 to 100. Nothing was imported.");
    expect(rowsOf(tank.id)).toEqual([]);
  });

  test("posting is rate-limited", async () => {
    const member = createUser();
    const tank = journalTank(member.id);
    for (let i = 0; i < RATE_LIMITS.journal[0].points; i += 1) await consumeRateLimit("journal", subjectOf(`member:${member.id}`));
    const answer = await readings(tank.id, { method: "POST", userId: member.id, json: { ph: 7 } });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
