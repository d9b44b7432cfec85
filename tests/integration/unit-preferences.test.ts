import { describe, expect, test } from "vitest";
import { loader as rootLoader } from "~/root";
import { action as settingsAction, loader as settingsLoader } from "~/routes/settings";
import { visitorCacheKey } from "~/services/unit-preferences.server";
import { getUserById } from "~/models/user.server";
import { createUser, request, respond } from "../support/factories";

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

async function save(values: Record<string, string>, init: { userId?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { ...formHeaders };
  if (init.cookie) headers.Cookie = init.cookie;
  return respond(async () =>
    settingsAction({
      request: await request("/settings", { method: "POST", body: form(values), headers, userId: init.userId }),
      params: {},
      context: {},
    }),
  );
}

async function unitsSeenBy(init: { userId?: string; cookie?: string }) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.Cookie = init.cookie;
  const response = await respond(async () =>
    rootLoader({ request: await request("/", { headers, userId: init.userId }), params: {}, context: {} }),
  );
  return (await response.json()).units;
}

/** The units cookie a response sets, as the browser would send it back. */
function unitsCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("shoal_units="));
  if (!cookie) throw new Error("No units cookie was set");
  return cookie.split(";")[0];
}

describe("/settings", () => {
  test("shows a visitor the defaults: the stored US units", async () => {
    const response = await respond(async () =>
      settingsLoader({ request: await request("/settings?returnTo=%2Ffish%2F3"), params: {}, context: {} }),
    );
    expect(response.headers.get("Cache-Control")).toContain("private");
    expect(await response.json()).toEqual({ preferences: { units: "us", hardness: "dgh" }, signedIn: false, returnTo: "/fish/3" });
  });

  test("a visitor's choice is kept in a cookie, goes back where they came from, and every page reads it", async () => {
    const response = await save({ units: "metric", hardness: "ppm", returnTo: "/fish/3" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/fish/3");
    const cookie = unitsCookie(response);
    expect(cookie).toBe("shoal_units=metric.ppm");
    expect(response.headers.getSetCookie().find((c) => c.startsWith("shoal_units="))).toMatch(/Max-Age=31536000; SameSite=Lax/);
    expect(await unitsSeenBy({ cookie })).toEqual({ units: "metric", hardness: "ppm" });
    expect(await unitsSeenBy({})).toEqual({ units: "us", hardness: "dgh" });
  });

  test("a member's choice is saved on their profile and follows them to a browser without the cookie", async () => {
    const member = createUser();
    const response = await save({ units: "uk", hardness: "dgh", returnTo: "/" }, { userId: member.id });
    expect(response.status).toBe(302);
    expect(getUserById(member.id)).toMatchObject({ unitSystem: "uk", hardnessUnit: "dgh" });
    expect(await unitsSeenBy({ userId: member.id })).toEqual({ units: "uk", hardness: "dgh" });
    // The profile wins over an older choice this browser made as a visitor.
    expect(await unitsSeenBy({ userId: member.id, cookie: "shoal_units=us.ppm" })).toEqual({ units: "uk", hardness: "dgh" });
  });

  test("an unknown choice is refused with the form's message, and nothing is saved", async () => {
    const response = await save({ units: "kelvin", hardness: "dgh" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Please choose a system of units and a hardness unit." });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test("a return address off the site is not followed", async () => {
    const response = await save({ units: "metric", hardness: "dgh", returnTo: "https://elsewhere.example/" });
    expect(response.headers.get("Location")).toBe("/settings");
  });

  test("a cookie that is not ours to read falls back to the defaults", async () => {
    expect(await unitsSeenBy({ cookie: "shoal_units=<script>" })).toEqual({ units: "us", hardness: "dgh" });
  });
});

describe("the visitors' page store", () => {
  test("keeps one copy of a page per choice of units, and the plain address for the defaults", () => {
    expect(visitorCacheKey("/fish/3", undefined)).toBe("/fish/3");
    expect(visitorCacheKey("/fish/3", "shoal_units=us.dgh")).toBe("/fish/3");
    expect(visitorCacheKey("/fish/3", "a=b; shoal_units=metric.dgh")).toBe("/fish/3#units=metric.dgh");
    expect(visitorCacheKey("/fish/3", "shoal_units=uk.ppm")).not.toBe(visitorCacheKey("/fish/3", "shoal_units=metric.ppm"));
    // Anything unreadable is the defaults, so it cannot create copies of its own.
    expect(visitorCacheKey("/fish/3", "shoal_units=nonsense")).toBe("/fish/3");
  });
});
