import { describe, expect, test } from "vitest";
import { loader as notFoundLoader, action as notFoundAction } from "~/routes/$";
import { loader as apiNotFound } from "~/routes/api.$";
import { loader as fishDatabase } from "~/routes/fish-database";
import { loader as healthz } from "~/routes/healthz";
import { loader as myFishLoader } from "~/routes/my-fish/route";
import { loader as myPlantsLoader } from "~/routes/my-plants/route";
import { loader as myReviewsLoader } from "~/routes/my-reviews";
import { loader as profileLoader } from "~/routes/profile";
import { loader as rootLoader } from "~/root";
import { redirectWithToast } from "~/services/session.server";
import { createUser, request, respond } from "../support/factories";

const args = async (url: string, userId?: string, init: RequestInit = {}) => ({
  request: await request(url, { userId, ...init }),
  params: {},
  context: {},
});

describe("root loader", () => {
  test("a visitor has no user", async () => {
    const response = await respond(async () => rootLoader(await args("/")));
    expect(await response.json()).toEqual({ user: null, toast: null, units: { units: "us", hardness: "dgh" } });
  });

  test("a member gets only what the header shows", async () => {
    const member = createUser({ firstName: "Ana", email: "ana@example.com", isAdmin: true });
    const body = await (await respond(async () => rootLoader(await args("/", member.id)))).json();
    expect(body.user).toEqual({
      firstName: "Ana",
      lastName: member.lastName,
      username: member.username,
      email: "ana@example.com",
      profileImageUrl: null,
      isAdmin: true,
    });
  });

  test("a flash toast is shown once", async () => {
    const member = createUser();
    const redirect = await redirectWithToast(await request("/", { userId: member.id }), "/", { title: "Username Set!" });
    const cookie = redirect.headers.get("Set-Cookie")!.split(";")[0];
    const first = await respond(async () => rootLoader(await args("/", undefined, { headers: { Cookie: cookie } })));
    expect((await first.json()).toast).toMatchObject({ title: "Username Set!" });
    const cleared = first.headers.get("Set-Cookie")!.split(";")[0];
    const second = await respond(async () => rootLoader(await args("/", undefined, { headers: { Cookie: cleared } })));
    expect((await second.json()).toast).toBeNull();
  });
});

describe("not found", () => {
  test("any unknown page is a 404", async () => {
    expect((await respond(async () => notFoundLoader())).status).toBe(404);
    expect((await respond(async () => notFoundAction())).status).toBe(404);
  });
  test("an unknown /api path is a JSON 404", async () => {
    const response = await respond(async () => apiNotFound());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });
});

describe("redirects and guards", () => {
  test("/fish-database leads to /fish", async () => {
    const response = await respond(() => fishDatabase());
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/fish");
  });

  test("a visitor on a member page gets the signed-out page, which leads to sign in and back", async () => {
    for (const [path, loader] of [
      ["/my-fish", myFishLoader],
      ["/my-plants", myPlantsLoader],
      ["/my-reviews", myReviewsLoader],
      ["/profile", profileLoader],
    ] as const) {
      const response = await respond(async () => loader(await args(path)));
      expect(response.status).toBe(401);
      expect(response.headers.get("Cache-Control")).toContain("no-store");
      expect(await response.json()).toEqual({ message: "Unauthorized", signIn: `/api/login?returnTo=${encodeURIComponent(path)}` });
    }
  });
});

describe("health check", () => {
  test("answers when the database answers", async () => {
    const response = await respond(() => healthz());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });
});
