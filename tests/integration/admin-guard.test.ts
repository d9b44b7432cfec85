import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, test } from "vitest";
import { createUser, request, respond } from "../support/factories";

/**
 * Every admin route guards its own loader and action: the browser asks for a nested route's data on its own
 * (a `.data` request), without the /admin layout's loader, so the layout's check alone would protect nothing.
 * The routes are found by their file names, so a new admin route is covered the day it is added.
 */

type RouteModule = {
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
};

const modules = import.meta.glob<RouteModule>("../../app/routes/admin*.tsx", { eager: true });
const routes = Object.entries(modules).map(([file, module]) => {
  const name = file
    .split("/")
    .pop()!
    .replace(/\.tsx$/, "");
  const path = `/${name
    .replace(/\._index$/, "")
    .replace(/\./g, "/")
    .replace(/\$(\w+)/g, "1")}`;
  return { name, path, module };
});

const member = createUser();
const admin = createUser({ isAdmin: true });

async function call(fn: (args: LoaderFunctionArgs) => unknown, path: string, userId?: string, method = "GET") {
  return respond(async () =>
    fn({
      request: await request(path, {
        method,
        userId,
        ...(method === "GET" ? {} : { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=x" }),
      }),
      params: { id: "1", fishId: "1", imageId: "1" },
      context: {},
    }),
  );
}

describe("the admin guard", () => {
  test("finds the admin routes", () => {
    expect(routes.map((route) => route.name)).toEqual(expect.arrayContaining(["admin", "admin._index", "admin.images"]));
    for (const route of routes) expect(route.module.loader, `${route.name} has a loader`).toBeTypeOf("function");
  });

  describe.each(routes)("$name", ({ name, path, module }) => {
    test("a member who is not an admin gets 403 from its loader and action", async () => {
      const response = await call(module.loader!, path, member.id);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "You don't have permission to access the admin panel." });
      if (module.action) expect((await call(module.action, path, member.id, "POST")).status).toBe(403);
    });

    test("a visitor is refused (the layout sends them to sign in; nested data answers 401)", async () => {
      const response = await call(module.loader!, path);
      if (name === "admin") {
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent(path)}`);
      } else {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: "Unauthorized" });
      }
      if (module.action) expect((await call(module.action, path, undefined, "POST")).status).toBeGreaterThanOrEqual(300);
    });

    test("an admin is let in (a page, a redirect to the first tab, or 404 for a fish that is not there), privately", async () => {
      const response = await call(module.loader!, path, admin.id);
      expect([200, 302, 404]).toContain(response.status);
      if (response.status === 200) expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    });
  });
});
