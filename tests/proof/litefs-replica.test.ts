import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { CLIENT_IP_HEADER, removeServerFiles, startServer, type RunningServer } from "./support/server";
import { signInOverHttp } from "./support/sign-in";

/**
 * The built server under LiteFS, simulated the way LiteFS shows a machine its place: a LITEFS_DIR with a
 * `.primary` file on a replica (none on the primary) and the `shoal.db-pos` position file. The server starts as
 * the primary (it creates, migrates and seeds the database), then becomes a replica while it runs, as it would
 * when the lease moves, and finally starts again as a replica.
 */

const PRIMARY = "primary-machine-1";
const litefsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-litefs-proof-"));
const hex = (txid: number) => txid.toString(16).padStart(16, "0");
const setPosition = (txid: number) => fs.writeFileSync(path.join(litefsDir, "shoal.db-pos"), `${hex(txid)}/00000000deadbeef`);
const becomeReplica = () => fs.writeFileSync(path.join(litefsDir, ".primary"), PRIMARY);
const becomePrimary = () => fs.rmSync(path.join(litefsDir, ".primary"), { force: true });

let server: RunningServer;
let cookie: string;
let fishId: number;
let tankId: number;

const send = (
  to: string,
  init: { method?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
) =>
  fetch(`${server.url}${to}`, {
    method: init.method ?? "GET",
    redirect: "manual",
    headers: {
      Cookie: cookie,
      Origin: server.url,
      [CLIENT_IP_HEADER]: "198.51.100.40",
      ...(init.json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(init.form ? { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" } : {}),
      ...init.headers,
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form ? new URLSearchParams(init.form) : undefined,
  });

/** What a write would change, read straight from the file: row counts of the tables members write, and the tank's name. */
function databaseState() {
  const db = new Database(server.databasePath, { readonly: true, fileMustExist: true });
  try {
    const tables = ["users", "sessions", "tanks", "tank_fish", "collection_entries", "discussion_comments", "rate_limits", "audit_log"];
    const counts: Record<string, number> = Object.fromEntries(
      tables.map((table) => [table, (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n]),
    );
    return { counts, tank: db.prepare("select name from tanks where id = ?").get(tankId) };
  } finally {
    db.close();
  }
}

const tank = (name: string) => ({ name, units: "metric", length: 60, width: 30, height: 36, temperature: 25, ph: 7 });

beforeAll(async () => {
  setPosition(0x10);
  server = await startServer({ env: { LITEFS_DIR: litefsDir, LITEFS_CATCH_UP_MS: "300" } });
  cookie = await signInOverHttp(server.url, { email: "replica-proof@example.com" }, "198.51.100.40");
  const list = (await (await send("/api/fish")).json()) as { id: number }[];
  fishId = list[0].id;
});
afterAll(async () => {
  await server.stop();
  removeServerFiles(server);
  fs.rmSync(litefsDir, { recursive: true, force: true });
});

describe("on the primary", () => {
  test("a write is served, and its answer carries the position it reached", async () => {
    becomePrimary();
    const created = await send("/api/tanks", { method: "POST", json: tank("Primary tank") });
    expect(created.status).toBe(201);
    tankId = ((await created.json()) as { id: number }).id;
    expect(created.headers.get("fly-replay")).toBeNull();
    expect(created.headers.getSetCookie().some((line) => line.startsWith(`shoal_txid=${hex(0x10)};`))).toBe(true);
  });
});

describe("on a replica", () => {
  type Mutation = { what: string; to: string; method: string; form?: Record<string, string>; json?: unknown };
  const mutations = (): Mutation[] => [
    { what: "a form posted to a page", to: `/fish/${fishId}`, method: "POST", form: { intent: "save", collectionType: "owned" } },
    {
      what: "a form posted by the enhanced page",
      to: `/fish/${fishId}.data`,
      method: "POST",
      form: { intent: "comment", content: "From a replica" },
    },
    { what: "POST to the API", to: "/api/tanks", method: "POST", json: tank("Replica tank") },
    { what: "PUT to the API", to: `/api/tanks/${tankId}`, method: "PUT", json: tank("Renamed on a replica") },
    { what: "POST to the API (collection)", to: "/api/my-fish", method: "POST", json: { fishId, collectionType: "wishlist" } },
    { what: "DELETE to the API", to: `/api/tanks/${tankId}`, method: "DELETE" },
    { what: "signing out", to: "/api/logout", method: "POST" },
  ];

  test("every mutation is replayed on the primary and leaves the database as it was", async () => {
    becomeReplica();
    const before = databaseState();
    for (const { what, to, method, json, form } of mutations()) {
      const response = await send(to, { method, json, form });
      expect(response.status, what).toBe(409);
      expect(response.headers.get("fly-replay"), what).toBe(`instance=${PRIMARY}`);
      expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
    }
    const callback = await send("/api/login?code=abc&state=xyz");
    expect(callback.status).toBe(409);
    expect(callback.headers.get("fly-replay")).toBe(`instance=${PRIMARY}`);
    expect(databaseState()).toEqual(before);
  });

  test("reads are served here, signed in or not", async () => {
    becomeReplica();
    for (const to of ["/", "/fish", `/fish/${fishId}`, "/api/fish", "/my-fish", "/api/my-fish", `/api/tanks/${tankId}`]) {
      const response = await send(to);
      expect(response.status, to).toBe(200);
      expect(response.headers.get("fly-replay"), to).toBeNull();
    }
    const visitor = await fetch(`${server.url}/fish`);
    expect(visitor.status).toBe(200);
  });

  test("a member's read after a write waits for the replica, then is served here", async () => {
    becomeReplica();
    setPosition(0x10);
    const pending = send("/my-fish", { headers: { Cookie: `${cookie}; shoal_txid=${hex(0x11)}` } });
    setTimeout(() => setPosition(0x11), 100);
    const response = await pending;
    expect(response.status).toBe(200);
    expect(response.headers.get("fly-replay")).toBeNull();
  });

  test("a member's read after a write the replica does not reach in time is replayed on the primary", async () => {
    becomeReplica();
    const response = await send("/my-fish", { headers: { Cookie: `${cookie}; shoal_txid=${hex(0x20)}` } });
    expect(response.status).toBe(409);
    expect(response.headers.get("fly-replay")).toBe(`instance=${PRIMARY}`);
  });

  test("a search is still limited, counted in memory", async () => {
    becomeReplica();
    const rows = databaseState().counts.rate_limits;
    // A different text each time: an answer the visitors' page store already holds costs nothing and counts nothing.
    let n = 0;
    const search = () => fetch(`${server.url}/api/fish?q=tetra${(n += 1)}`, { headers: { [CLIENT_IP_HEADER]: "203.0.113.77" } });
    for (let i = 0; i < RATE_LIMITS.search[0].points; i += 1) expect((await search()).status).toBe(200);
    const refused = await search();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(databaseState().counts.rate_limits).toBe(rows);
  });

  test("once the lease comes back, the same machine writes again", async () => {
    becomePrimary();
    const renamed = await send(`/api/tanks/${tankId}`, { method: "PUT", json: tank("Renamed on the primary") });
    expect(renamed.status).toBe(200);
    expect(databaseState().tank).toEqual({ name: "Renamed on the primary" });
  });
});

describe("starting as a replica", () => {
  test("the server neither migrates nor seeds, says where the primary is, and serves reads", async () => {
    await server.stop();
    becomeReplica();
    await server.start();
    expect(server.output()).toMatch(/LiteFS replica of primary-machine-1/);
    expect((await send("/api/fish")).status).toBe(200);
    const write = await send("/api/tanks", { method: "POST", json: tank("After restart") });
    expect(write.status).toBe(409);
    becomePrimary();
  });
});
