import { describe, expect, test } from "vitest";
import { getUserById } from "~/models/user.server";
import { action as apiSetUsername } from "~/routes/api.users.username";
import { loader as availability } from "~/routes/api.users.username-available.$username";
import { action as formAction } from "~/routes/username";
import { createUser, request, respond } from "../support/factories";

function checkAvailability(username: string, userId?: string) {
  return respond(async () =>
    availability({
      request: await request(`/api/users/username-available/${encodeURIComponent(username)}`, { userId }),
      params: { username },
      context: {},
    }),
  );
}

function postUsername(body: unknown, userId?: string, init: RequestInit = {}) {
  return respond(async () =>
    apiSetUsername({
      request: await request("/api/users/username", { method: "POST", json: body, userId, ...init }),
      params: {},
      context: {},
    }),
  );
}

describe("GET /api/users/username-available/{username}", () => {
  test("a free name is available", async () => {
    const response = await checkAvailability("neon_fan");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ available: true });
  });

  test("a taken name is not, whatever its letter case", async () => {
    createUser({ username: "bettafish" });
    expect(await (await checkAvailability("BettaFish")).json()).toEqual({
      available: false,
      message: "Username is already taken",
    });
  });

  test("a name breaking the rules says which rule", async () => {
    expect(await (await checkAvailability("ab")).json()).toEqual({
      available: false,
      message: "Username must be at least 3 characters",
    });
    expect(await (await checkAvailability("no spaces")).json()).toMatchObject({
      message: "Username can only contain letters, numbers, and underscores",
    });
  });

  test("a member's own name counts as available to them", async () => {
    const member = createUser({ username: "my_own" });
    expect(await (await checkAvailability("my_own", member.id)).json()).toEqual({ available: true });
  });
});

describe("POST /api/users/username", () => {
  test("a visitor gets 401", async () => {
    const response = await postUsername({ username: "visitor" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  test("a member without a name sets one and gets themselves back", async () => {
    const member = createUser({ username: null });
    const response = await postUsername({ username: "  cory_doras " }, member.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: member.id, username: "cory_doras" });
    expect(getUserById(member.id)?.username).toBe("cory_doras");
  });

  test("a taken name is 409 with the message", async () => {
    createUser({ username: "plecostomus" });
    const member = createUser({ username: null });
    const response = await postUsername({ username: "PlecoStomus" }, member.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Username is already taken" });
    expect(getUserById(member.id)?.username).toBeNull();
  });

  test("an invalid name is 400 with the rule's message", async () => {
    const member = createUser({ username: null });
    const response = await postUsername({ username: "x".repeat(21) }, member.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Username must be at most 20 characters" });
  });

  test("malformed JSON is 400, not 500", async () => {
    const member = createUser({ username: null });
    const response = await respond(async () =>
      apiSetUsername({
        request: await request("/api/users/username", {
          method: "POST",
          userId: member.id,
          headers: { "Content-Type": "application/json" },
          body: "{not json",
        }),
        params: {},
        context: {},
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Malformed JSON" });
  });

  test("a body without a username is 400", async () => {
    const member = createUser({ username: null });
    const response = await postUsername({ name: "x" }, member.id);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBeTruthy();
  });
});

describe("the username form without JavaScript", () => {
  async function submit(fields: Record<string, string>, userId?: string) {
    return respond(async () =>
      formAction({
        request: await request("/username", { method: "POST", body: new URLSearchParams(fields), userId }),
        params: {},
        context: {},
      }),
    );
  }

  test("success goes back where the member was, with the toast", async () => {
    const member = createUser({ username: null });
    const response = await submit({ username: "danio_dan", returnTo: "/fish?q=danio" }, member.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/fish?q=danio");
    expect(response.headers.get("Set-Cookie")).toContain("__shoal_session=");
    expect(getUserById(member.id)?.username).toBe("danio_dan");
  });

  test("a problem is answered beside the field with status 400", async () => {
    const member = createUser({ username: null });
    const response = await submit({ username: "ab", returnTo: "/" }, member.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Username must be at least 3 characters", value: "ab" });
  });

  test("a taken name is refused and nothing changes", async () => {
    createUser({ username: "angelfish" });
    const member = createUser({ username: null });
    const response = await submit({ username: "angelfish", returnTo: "/" }, member.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "Username is already taken" });
    expect(getUserById(member.id)?.username).toBeNull();
  });

  test("an outside return address is replaced by home", async () => {
    const member = createUser({ username: null });
    const response = await submit({ username: "safe_name", returnTo: "//evil.example" }, member.id);
    expect(response.headers.get("Location")).toBe("/");
  });

  test("a visitor is sent to sign in", async () => {
    const response = await submit({ username: "ghost" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/api\/login\?returnTo=/);
  });
});
