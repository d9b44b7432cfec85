import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { resetEnvCache } from "~/services/env.server";
import { isPrimary, parsePosition, primaryInstance, transactionPosition, waitForPosition } from "~/services/litefs.server";
import { isWriteRequest, POSITION_COOKIE, positionCookieAfter, sendToPrimaryIfNeeded } from "~/web/http/replica-routing.server";

/**
 * A LiteFS replica as the HTTP server sees it: a LITEFS_DIR whose `.primary` file names the primary, and a
 * `shoal.db-pos` file with the position this machine has applied. In front of a stand-in for the app that only
 * notes it was reached, the replica's routing must replay every write and serve every read itself.
 */

const litefsDir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-litefs-"));
const PRIMARY = "primary-machine-1";
const positionFile = path.join(litefsDir, "shoal.db-pos");
const setPosition = (txid: number) => fs.writeFileSync(positionFile, `${txid.toString(16).padStart(16, "0")}/00000000deadbeef`);
const becomeReplica = () => fs.writeFileSync(path.join(litefsDir, ".primary"), `${PRIMARY}\n`);
const becomePrimary = () => fs.rmSync(path.join(litefsDir, ".primary"), { force: true });

let reached: string[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  process.env.LITEFS_DIR = litefsDir;
  process.env.LITEFS_CATCH_UP_MS = "300";
  resetEnvCache();
  server = http.createServer((req, res) => {
    void sendToPrimaryIfNeeded(req, res).then((answered) => {
      if (answered) return;
      reached.push(`${req.method} ${req.url}`);
      const cookie = positionCookieAfter(req, false);
      res.writeHead(200, cookie ? { "set-cookie": cookie } : {});
      res.end("served here");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  delete process.env.LITEFS_DIR;
  delete process.env.LITEFS_CATCH_UP_MS;
  resetEnvCache();
  fs.rmSync(litefsDir, { recursive: true, force: true });
});
beforeEach(() => {
  reached = [];
  setPosition(0x10);
  becomeReplica();
});
afterEach(() => becomePrimary());

const positionCookie = (txid: number) => `${POSITION_COOKIE}=${txid.toString(16).padStart(16, "0")}`;

const MUTATIONS: { method: string; path: string; type?: string; body?: string }[] = [
  { method: "POST", path: "/fish/1", type: "application/x-www-form-urlencoded", body: "intent=save&collectionType=owned" },
  { method: "POST", path: "/fish/1.data", type: "application/x-www-form-urlencoded", body: "intent=comment&content=hi" },
  { method: "POST", path: "/api/tanks", type: "application/json", body: '{"name":"Reef"}' },
  { method: "PUT", path: "/api/tanks/3", type: "application/json", body: '{"name":"Reef 2"}' },
  { method: "PATCH", path: "/api/my-fish/1/owned", type: "application/json", body: '{"notes":"x"}' },
  { method: "DELETE", path: "/api/tanks/3" },
  { method: "POST", path: "/api/logout" },
  // The one GET that writes: the sign-in provider's redirect back.
  { method: "GET", path: "/api/login?code=abc&state=xyz" },
];

describe("on a replica", () => {
  test("the files say where this machine stands", () => {
    expect(primaryInstance()).toBe(PRIMARY);
    expect(isPrimary()).toBe(false);
    expect(transactionPosition()).toBe(0x10n);
    becomePrimary();
    expect(isPrimary()).toBe(true);
  });

  test.each(MUTATIONS)("$method $path is replayed on the primary and never reaches the app", async ({ method, path: to, type, body }) => {
    const response = await fetch(`${base}${to}`, { method, body, headers: type ? { "Content-Type": type } : {}, redirect: "manual" });
    expect(response.status).toBe(409);
    expect(response.headers.get("fly-replay")).toBe(`instance=${PRIMARY}`);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(reached).toEqual([]);
  });

  test("a request Fly has replayed once already is not sent round again", async () => {
    const response = await fetch(`${base}/api/tanks`, { method: "POST", headers: { "fly-replay-src": "instance=other;region=ams" } });
    expect(response.status).toBe(503);
    expect(response.headers.get("fly-replay")).toBeNull();
    expect(response.headers.get("retry-after")).toBe("2");
    expect(reached).toEqual([]);
  });

  test.each(["/", "/fish?q=tetra", "/api/fish", "/api/login", "/api/login?returnTo=%2Ffish", "/healthz"])(
    "GET %s is served here",
    async (to) => {
      const response = await fetch(`${base}${to}`, { redirect: "manual" });
      expect(response.status).toBe(200);
      expect(response.headers.get("fly-replay")).toBeNull();
      expect(reached).toEqual([`GET ${to}`]);
    },
  );

  test("a read carrying a position this replica has reached is served at once", async () => {
    const response = await fetch(`${base}/my-fish`, { headers: { Cookie: positionCookie(0x10) } });
    expect(response.status).toBe(200);
    expect(reached).toEqual(["GET /my-fish"]);
  });

  test("a read carrying a newer position waits, and is served here once the replica has caught up", async () => {
    const pending = fetch(`${base}/my-fish`, { headers: { Cookie: `theme=dark; ${positionCookie(0x11)}` } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reached).toEqual([]);
    setPosition(0x11);
    const response = await pending;
    expect(response.status).toBe(200);
    expect(response.headers.get("fly-replay")).toBeNull();
    expect(reached).toEqual(["GET /my-fish"]);
  });

  test("a read carrying a newer position the replica does not reach in time is replayed on the primary", async () => {
    const response = await fetch(`${base}/my-fish`, { headers: { Cookie: positionCookie(0x12) } });
    expect(response.status).toBe(409);
    expect(response.headers.get("fly-replay")).toBe(`instance=${PRIMARY}`);
    expect(reached).toEqual([]);
  });

  test("a position cookie that is not one is ignored", async () => {
    const response = await fetch(`${base}/my-fish`, { headers: { Cookie: `${POSITION_COOKIE}=zzz` } });
    expect(response.status).toBe(200);
  });
});

describe("on the primary", () => {
  beforeEach(() => becomePrimary());

  test.each(MUTATIONS)(
    "$method $path is served here, and its answer carries the position it reached",
    async ({ method, path: to, type, body }) => {
      setPosition(0x2a);
      const response = await fetch(`${base}${to}`, { method, body, headers: type ? { "Content-Type": type } : {} });
      expect(response.status).toBe(200);
      expect(reached).toEqual([`${method} ${to}`]);
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${POSITION_COOKIE}=`));
      expect(cookie).toMatch(new RegExp(`^${POSITION_COOKIE}=000000000000002a; Max-Age=60; Path=/; HttpOnly; SameSite=Lax$`));
    },
  );

  test("a read is served here without waiting and sets no position", async () => {
    const response = await fetch(`${base}/my-fish`, { headers: { Cookie: positionCookie(0x99) } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(reached).toEqual(["GET /my-fish"]);
  });
});

describe("positions", () => {
  test("the position is the transaction id before the slash, in hexadecimal", () => {
    expect(parsePosition("00000000000000ff/1234567890abcdef")).toBe(255n);
    expect(parsePosition("ffffffffffffffff/0")).toBe(18446744073709551615n);
    expect(parsePosition("")).toBeNull();
    expect(parsePosition("not-hex/1")).toBeNull();
    expect(parsePosition(undefined)).toBeNull();
  });

  test("waiting ends as soon as the position is reached, or says it was not", async () => {
    setPosition(5);
    expect(await waitForPosition(5n, 0)).toBe(true);
    expect(await waitForPosition(6n, 60)).toBe(false);
    setTimeout(() => setPosition(6), 30);
    expect(await waitForPosition(6n, 5000)).toBe(true);
  });

  test("which requests write", () => {
    expect(isWriteRequest("POST", "/fish/1")).toBe(true);
    expect(isWriteRequest("delete", "/api/tanks/1")).toBe(true);
    expect(isWriteRequest("GET", "/api/login?state=s")).toBe(true);
    expect(isWriteRequest("GET", "/api/login?error=access_denied")).toBe(true);
    expect(isWriteRequest("GET", "/api/login")).toBe(false);
    expect(isWriteRequest("HEAD", "/fish")).toBe(false);
    expect(isWriteRequest("GET", "/api/login-help?code=1")).toBe(false);
  });
});
