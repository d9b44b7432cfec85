import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { tankReadings, tanks } from "../../db/schema";
import { createFish, toastOf } from "../support/fish";
import { createUser, request, respond, subjectOf } from "../support/factories";
import { daysAgo, journalTank } from "../support/journal";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { createJournalEntry } from "~/models/tank-journal.server";
import { placeFish } from "~/models/tank-fish.server";
import { tankReport } from "~/models/tank-report.server";
import { loader as listLoader } from "~/routes/my-tanks._index";
import { loader as tankLoader } from "~/routes/my-tanks.$tankId/route";
import { action as journalAction, loader as journalLoader } from "~/routes/my-tanks.$tankId_.journal/route";
import { getDb } from "~/services/db.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import type { ReadingInput } from "~/domain/journal/reading-input";

type Handler = (args: never) => unknown;
const call = (handler: Handler, req: Request, tankId: number) =>
  respond(() => (handler as (args: unknown) => unknown)({ request: req, params: { tankId: String(tankId) }, context: {} }));

const view = async (tankId: number, userId?: string, query = "") =>
  call(journalLoader, await request(`/my-tanks/${tankId}/journal${query}`, { userId }), tankId);

async function post(tankId: number, fields: Record<string, string | number>, userId?: string) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  return call(journalAction, await request(`/my-tanks/${tankId}/journal`, { method: "POST", body, userId }), tankId);
}

async function upload(tankId: number, csv: string, userId: string) {
  const body = new FormData();
  body.set("intent", "import");
  body.set("file", new File([csv], "journal.csv", { type: "text/csv" }));
  return call(journalAction, await request(`/my-tanks/${tankId}/journal`, { method: "POST", body, userId }), tankId);
}

const METRIC = { units: "metric", hardness: "dgh" };
const rowsOf = (tankId: number) => getDb().select().from(tankReadings).where(eq(tankReadings.tankId, tankId)).all();

const blank: Omit<ReadingInput, "takenAt"> = {
  temperature: null,
  ph: null,
  gh: null,
  kh: null,
  ammonia: null,
  nitrite: null,
  nitrate: null,
  phosphate: null,
  tds: null,
  waterChangePct: null,
  note: null,
};
const write = (userId: string, tankId: number, takenAt: string, values: Partial<ReadingInput>) => {
  const result = createJournalEntry(userId, tankId, { ...blank, takenAt, ...values });
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe("the journal page", () => {
  test("a visitor is asked to sign in; another member's tank is not found, to read or to write", async () => {
    const owner = createUser();
    const other = createUser();
    const tank = journalTank(owner.id);
    expect((await view(tank.id)).status).toBe(401);
    expect((await view(tank.id, other.id)).status).toBe(404);
    const refused = await post(tank.id, { intent: "record", ...METRIC, ph: "7" }, other.id);
    expect(refused.status).toBe(404);
    const visitor = await post(tank.id, { intent: "record", ...METRIC, ph: "7" });
    expect(visitor.status).toBe(302);
    expect(rowsOf(tank.id)).toEqual([]);
  });

  test("a test recorded in °F and ppm is stored in °C and dGH, and listed newest first", async () => {
    const member = createUser();
    const tank = journalTank(member.id);
    const answer = await post(
      tank.id,
      {
        intent: "record",
        units: "us",
        hardness: "ppm",
        takenAt: "2026-01-05T08:30",
        temperature: "77",
        gh: "143",
        ph: "7.2",
        note: "Before feeding",
      },
      member.id,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/my-tanks/${tank.id}/journal`);
    expect(await toastOf(answer)).toMatchObject({ title: "Entry saved" });
    const [row] = rowsOf(tank.id);
    expect(row.takenAt).toBe("2026-01-05T08:30:00.000Z");
    expect(row.temperatureC).toBeCloseTo(25, 6);
    expect(row.ghDgh).toBeCloseTo(8.012, 2);
    expect(row).toMatchObject({ ph: 7.2, note: "Before feeding", nitratePpm: null });

    await post(tank.id, { intent: "record", ...METRIC, waterChangePct: "30" }, member.id);
    const page = await (await view(tank.id, member.id)).json();
    expect(page.page.items.map((item: { waterChangePct: number | null }) => item.waterChangePct)).toEqual([30, null]);
  });

  test("values outside what a test can read come back beside their fields, nothing stored", async () => {
    const member = createUser();
    const tank = journalTank(member.id);
    const answer = await post(tank.id, { intent: "record", ...METRIC, ph: "15", nitrate: "lots" }, member.id);
    expect(answer.status).toBe(400);
    const { result } = await answer.json();
    expect(result.error).toEqual({ ph: ["pH must be between 0 and 14."], nitrate: ["Nitrate must be a number."] });
    const empty = await (await post(tank.id, { intent: "record", ...METRIC, note: "fed" }, member.id)).json();
    expect(empty.result.error).toEqual({ "": ["Enter at least one test result or a water change."] });
    expect(rowsOf(tank.id)).toEqual([]);
  });

  test("an entry is edited and deleted from its own tank only", async () => {
    const member = createUser();
    const other = createUser();
    const tank = journalTank(member.id);
    const othersTank = journalTank(other.id);
    const { entry } = write(member.id, tank.id, daysAgo(1), { ph: 7 });
    const { entry: othersEntry } = write(other.id, othersTank.id, daysAgo(1), { ph: 6 });

    const editing = await (await view(tank.id, member.id, `?edit=${entry.id}`)).json();
    expect(editing.editing).toEqual({ id: entry.id, values: { takenAt: entry.takenAt.slice(0, 16), ph: "7" } });

    const updated = await post(
      tank.id,
      { intent: "update", entryId: entry.id, ...METRIC, takenAt: "2026-01-01T10:00", ph: "6.8" },
      member.id,
    );
    expect(await toastOf(updated)).toMatchObject({ title: "Entry updated" });
    expect(rowsOf(tank.id)[0]).toMatchObject({ ph: 6.8, takenAt: "2026-01-01T10:00:00.000Z" });

    // Another member's entry, named on this member's tank, is not found.
    const stray = await post(tank.id, { intent: "update", entryId: othersEntry.id, ...METRIC, ph: "5" }, member.id);
    expect(await toastOf(stray)).toMatchObject({ title: "Not changed", description: "Journal entry not found." });
    const strayDelete = await post(tank.id, { intent: "delete", entryId: othersEntry.id }, member.id);
    expect(await toastOf(strayDelete)).toMatchObject({ title: "Not changed" });
    expect(rowsOf(othersTank.id)).toHaveLength(1);

    const deleted = await post(tank.id, { intent: "delete", entryId: entry.id }, member.id);
    expect(await toastOf(deleted)).toMatchObject({ title: "Entry deleted" });
    expect(rowsOf(tank.id)).toEqual([]);
  });

  test("entries come a page at a time, newest first", async () => {
    const member = createUser();
    const tank = journalTank(member.id);
    for (let day = 25; day >= 1; day -= 1) write(member.id, tank.id, daysAgo(day), { ph: 6 + day / 10 });
    const first = await (await view(tank.id, member.id)).json();
    expect(first.page.items).toHaveLength(20);
    expect(first.page.items[0].ph).toBeCloseTo(6.1);
    const second = await (await view(tank.id, member.id, `?before=${first.page.olderBefore}`)).json();
    expect(second.page.items).toHaveLength(5);
    expect(second.page.olderBefore).toBeNull();
    expect(second.page.items[4].ph).toBeCloseTo(8.5);
  });

  test("charts per range, with the fish's shared range as a band and water changes marked", async () => {
    const member = createUser();
    const tank = journalTank(member.id, { cycled: true });
    const fish = createFish({ minTemperatureF: 72, maxTemperatureF: 79, minPh: 6, maxPh: 7.5 });
    placeFish(member.id, tank.id, { fishId: fish.id, count: 6, sex: null });
    write(member.id, tank.id, daysAgo(60), { temperature: 24, ph: 7 });
    write(member.id, tank.id, daysAgo(10), { temperature: 25, waterChangePct: 25 });
    write(member.id, tank.id, daysAgo(2), { temperature: 26 });

    const page = await (await view(tank.id, member.id, "?range=30")).json();
    expect(page.range).toBe(30);
    expect(page.charts.map((chart: { parameter: string }) => chart.parameter)).toEqual(["temperature"]);
    const [chart] = page.charts;
    expect(chart.geometry.line.split("L")).toHaveLength(2);
    expect(chart.geometry.band).not.toBeNull();
    expect(chart.geometry.waterChanges).toHaveLength(1);
    // A member who never chose units reads the site's default, US units.
    expect(chart.summary).toMatch(
      /^Temperature, 2 tests from .*: latest 78\.8 °F, lowest 77 °F, highest 78\.8 °F\. The fish in this tank share 72 °F to 79 °F\. 1 water change marked\.$/,
    );
    expect(page.table.columns).toEqual(["Temperature (°F)", "Water changed (%)"]);
    expect(page.table.rows.map((row: { cells: string[] }) => row.cells)).toEqual([
      ["77", "25"],
      ["78.8", ""],
    ]);
    expect(page.untested).toContain("pH");

    const season = await (await view(tank.id, member.id, "?range=90")).json();
    expect(season.charts.map((c: { parameter: string }) => c.parameter)).toEqual(["temperature", "ph"]);
  });

  test("a warning shows on the journal, the tank page and the list; the checker judges the latest test", async () => {
    const member = createUser();
    const tank = journalTank(member.id, { cycled: true });
    const fish = createFish({ minTemperatureF: 72, maxTemperatureF: 79, minPh: 6, maxPh: 7.5 });
    placeFish(member.id, tank.id, { fishId: fish.id, count: 6, sex: null });
    write(member.id, tank.id, daysAgo(3), { waterChangePct: 20 });
    write(member.id, tank.id, daysAgo(1), { temperature: 31, ammonia: 0.5 });

    const journal = await (await view(tank.id, member.id)).json();
    expect(journal.warnings.map((w: { kind: string }) => w.kind)).toEqual(["ammonia", "temperature"]);
    expect(journal.warnings[0]).toMatchObject({ urgent: true, title: "Ammonia in a cycled tank" });

    const tankPage = await (await call(tankLoader, await request(`/my-tanks/${tank.id}`, { userId: member.id }), tank.id)).json();
    expect(tankPage.warnings.map((w: { kind: string }) => w.kind)).toEqual(["ammonia", "temperature"]);
    expect(tankPage.report.measuredAt).toBe(rowsOf(tank.id)[1].takenAt);
    const list = await (
      await respond(async () => listLoader({ request: await request("/my-tanks", { userId: member.id }), params: {}, context: {} }))
    ).json();
    expect(list.warnings[tank.id].map((w: { kind: string }) => w.kind)).toEqual(["ammonia", "temperature"]);

    // The tank was typed at 25 °C; the journal's 31 °C is what the checker judges now.
    const report = tankReport(member, tank.id);
    expect(report.ok && report.report.findings.some((f) => f.numbers.currentC === 31)).toBe(true);
    expect(report.ok && report.measuredAt).toBeTruthy();
  });

  test("the cycle is read from a new tank's tests, and marks the tank cycled when complete", async () => {
    const member = createUser();
    const tank = journalTank(member.id);
    write(member.id, tank.id, daysAgo(30), { ammonia: 2, nitrite: 0 });
    write(member.id, tank.id, daysAgo(20), { ammonia: 1, nitrite: 2, nitrate: 5 });
    let page = await (await view(tank.id, member.id)).json();
    expect(page.cycle).toMatchObject({ stage: "nitrite", title: "Stage 2 of 3: nitrite" });
    write(member.id, tank.id, daysAgo(9), { ammonia: 0, nitrite: 0, nitrate: 20 });
    page = await (await view(tank.id, member.id)).json();
    expect(page.cycle.stage).toBe("settling");
    expect(getDb().select().from(tanks).where(eq(tanks.id, tank.id)).get()?.cycled).toBeNull();

    const answer = await post(
      tank.id,
      { intent: "record", ...METRIC, takenAt: daysAgo(1).slice(0, 16), ammonia: "0", nitrite: "0", nitrate: "25" },
      member.id,
    );
    expect(await toastOf(answer)).toMatchObject({ description: "Saved. The tests show the tank is cycled, so it is marked cycled now." });
    expect(getDb().select().from(tanks).where(eq(tanks.id, tank.id)).get()?.cycled).toBe(true);
    page = await (await view(tank.id, member.id)).json();
    expect(page.cycle.stage).toBe("cycled");
  });

  test("a CSV file is imported whole, or not at all with its bad line named", async () => {
    const member = createUser();
    const tank = journalTank(member.id);
    const bad = await upload(tank.id, "taken_at,ph,nitrate_ppm\n2026-01-01T08:00,7,10\n2026-01-02T08:00,7,900\n", member.id);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ intent: "import", error: "Line 3: Nitrate must be between 0 and 500 ppm. Nothing was imported." });
    expect(rowsOf(tank.id)).toEqual([]);

    const good = await upload(
      tank.id,
      'taken_at,temperature_f,ph,water_change_pct,note\n2026-01-01T08:00,77,7,,\n2026-01-02T08:00,,,25,"Changed, vacuumed"\n',
      member.id,
    );
    expect(await toastOf(good)).toMatchObject({ title: "Journal imported", description: "2 entries added." });
    const rows = rowsOf(tank.id);
    expect(rows[0].temperatureC).toBeCloseTo(25, 6);
    expect(rows[1]).toMatchObject({ waterChangePct: 25, note: "Changed, vacuumed" });

    const empty = await upload(tank.id, "", member.id);
    expect(await empty.json()).toMatchObject({ error: "Choose a CSV file to import." });
  });

  test("recording is rate-limited", async () => {
    const member = createUser();
    const tank = journalTank(member.id);
    for (let i = 0; i < RATE_LIMITS.journal[0].points; i += 1) await consumeRateLimit("journal", subjectOf(`member:${member.id}`));
    const answer = await post(tank.id, { intent: "record", ...METRIC, ph: "7" }, member.id);
    expect(await toastOf(answer)).toMatchObject({ title: "Too many requests" });
    expect(rowsOf(tank.id)).toEqual([]);
  });
});
