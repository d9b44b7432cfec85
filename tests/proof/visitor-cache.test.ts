import { afterAll, beforeAll, expect, test } from "vitest";
import { CLIENT_IP_HEADER, removeServerFiles, startServer, type RunningServer } from "./support/server";
import { signInOverHttp } from "./support/sign-in";

/**
 * The visitors' page store is emptied when public content changes, and only then: a comment empties it; an
 * upload address, a sign-in or a saved fish does not. A visitor whose toast was shown keeps no session cookie.
 */

let server: RunningServer;
let member: string;
const ip = { [CLIENT_IP_HEADER]: "198.51.100.90" };

beforeAll(async () => {
  server = await startServer();
  member = await signInOverHttp(server.url, { email: "cache@example.com" }, "198.51.100.90");
});
afterAll(async () => {
  await server.stop();
  removeServerFiles(server);
});

const visit = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const fromStore = async (path: string) => (await visit(path)).headers.get("x-cache") === "hit";
const asMember = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { Cookie: member, ...ip, ...(init.headers as Record<string, string>) } });

test("writes that visitors cannot see leave the store alone; a comment empties it", async () => {
  await visit("/fish/2");
  expect(await fromStore("/fish/2")).toBe(true);

  expect((await asMember("/api/objects/upload", { method: "POST" })).status).toBe(200);
  expect(
    (await asMember("/api/my-fish", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"fishId":2}' })).status,
  ).toBe(201);
  await signInOverHttp(server.url, { email: "another@example.com" }, "198.51.100.91");
  expect(await fromStore("/fish/2")).toBe(true);

  const posted = await asMember("/api/fish/2/discussions", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ content: "Shown to visitors at once" }),
  });
  expect(posted.status).toBe(201);
  const page = await visit("/fish/2");
  expect(page.headers.get("x-cache")).toBeNull();
  expect(await page.text()).toContain("Shown to visitors at once");
});

test("a visitor whose toast was shown keeps no session cookie, so the next pages come from the store", async () => {
  // A visitor tries to comment without JavaScript: back to the page with 'Please sign in'.
  const refused = await fetch(`${server.url}/fish/3`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...ip },
    body: "intent=comment&content=hello",
  });
  expect(refused.status).toBe(302);
  const toastCookie = refused.headers.getSetCookie()[0].split(";")[0];
  expect(toastCookie).toMatch(/^__shoal_session=./);

  const shown = await visit("/fish/3", { Cookie: toastCookie });
  expect(await shown.text()).toContain("Sign in to join the discussion.");
  const cleared = shown.headers.getSetCookie().find((line) => line.startsWith("__shoal_session="));
  expect(cleared).toMatch(/^__shoal_session=;/);
  expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

  await visit("/fish/3");
  expect(await fromStore("/fish/3")).toBe(true);
});
