import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { openDatabase } from "../../db/open";
import { sessions } from "../../db/schema";
import { createUser, subjectOf } from "../support/factories";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { pendingViewsOf, recordView } from "~/models/gallery-views.server";
import { startMemberSession, userForSession } from "~/models/member-session.server";
import { getDb } from "~/services/db.server";
import { resetEnvCache } from "~/services/env.server";
import { consumeRateLimit, resetRateLimits } from "~/services/rate-limit.server";
import { prepareServer } from "~/web/startup.server";

/**
 * What the app does on a LiteFS replica, where the database cannot be written: nothing it does on its own (a
 * page read, a rate limit, a view, the start) may write, and what needs counting is counted in memory.
 */

const litefsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-litefs-"));
const becomeReplica = () => fs.writeFileSync(path.join(litefsDir, ".primary"), "primary-machine-1");
const becomePrimary = () => fs.rmSync(path.join(litefsDir, ".primary"), { force: true });
const count = (table: string) => (getDb().$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

beforeAll(() => {
  process.env.LITEFS_DIR = litefsDir;
  resetEnvCache();
  // The primary creates and migrates the database; the replica only ever opens it.
  getDb();
});
afterAll(() => {
  delete process.env.LITEFS_DIR;
  resetEnvCache();
  fs.rmSync(litefsDir, { recursive: true, force: true });
});
beforeEach(() => {
  becomePrimary();
  resetRateLimits();
  becomeReplica();
});
afterEach(() => becomePrimary());

describe("rate limits on a replica", () => {
  test("a read's limit is counted in memory, refuses past its allowance, and writes nothing", async () => {
    const rows = count("rate_limits");
    const subject = subjectOf("address:203.0.113.9");
    for (let i = 0; i < RATE_LIMITS.search[0].points; i += 1) expect((await consumeRateLimit("search", subject)).ok).toBe(true);
    const refused = await consumeRateLimit("search", subject);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(count("rate_limits")).toBe(rows);
    // Another address has its own allowance.
    expect((await consumeRateLimit("search", subjectOf("address:203.0.113.10"))).ok).toBe(true);
  });

  test("the primary keeps counting in the database", async () => {
    becomePrimary();
    const rows = count("rate_limits");
    expect((await consumeRateLimit("search", subjectOf("address:203.0.113.11"))).ok).toBe(true);
    expect(count("rate_limits")).toBeGreaterThan(rows);
  });
});

describe("reads that write on the primary write nothing on a replica", () => {
  test("a session seen long ago is still recognised, and its last-seen time is left to the primary", () => {
    becomePrimary();
    const member = createUser();
    const session = startMemberSession(member.id, "test", Date.now() - 60 * 60 * 1000);
    becomeReplica();
    expect(userForSession(session.id)?.id).toBe(member.id);
    const stored = () => getDb().select().from(sessions).where(eq(sessions.id, session.id)).get()!.lastSeenAt;
    expect(stored()).toBe(session.lastSeenAt);
    becomePrimary();
    expect(userForSession(session.id)?.id).toBe(member.id);
    expect(stored()).not.toBe(session.lastSeenAt);
  });

  test("a member's visit to a gallery image is not noted on a replica", () => {
    const image = { id: 987_654, userId: "someone-else" };
    expect(recordView(image, { id: "a-member" }, "Mozilla/5.0 Firefox/140.0")).toBe(false);
    expect(pendingViewsOf(image.id)).toBe(0);
  });
});

describe("starting on a replica", () => {
  test("neither migrates nor seeds, and the background jobs leave the database alone", () => {
    becomePrimary();
    const member = createUser();
    const expired = startMemberSession(member.id, "test", Date.now() - 400 * 24 * 60 * 60 * 1000);
    // This file's database was migrated but never seeded: a seed would fill the species.
    expect(count("fish")).toBe(0);
    becomeReplica();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { seeded } = prepareServer();
    expect(seeded).toBeNull();
    expect(log.mock.calls.flat().join("\n")).toMatch(/LiteFS replica of primary-machine-1/);
    log.mockRestore();
    // No seed ran, and the session sweep (which runs at start on the primary) left the expired session alone.
    expect(count("fish")).toBe(0);
    expect(getDb().select().from(sessions).where(eq(sessions.id, expired.id)).get()).toBeDefined();
  });

  test("a replica opens the primary's file as it is, and refuses to start without one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-replica-"));
    const file = path.join(dir, "shoal.db");
    expect(() => openDatabase(file, "db/migrations", { replica: true })).toThrow(/the primary has not created it yet/);
    new Database(file).close();
    const db = openDatabase(file, "db/migrations", { replica: true });
    const tables = db.$client.prepare("select name from sqlite_master where type = 'table'").all();
    expect(tables).toEqual([]);
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
