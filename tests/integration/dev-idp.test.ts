import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { users } from "../../db/schema";
import { loader as authUserLoader } from "~/routes/api.auth.user";
import { loader as loginLoader } from "~/routes/api.login";
import { action as authorizeAction, loader as authorizeLoader } from "~/routes/dev-idp.authorize";
import { action as tokenAction, loader as tokenLoader } from "~/routes/dev-idp.token";
import { loader as userinfoLoader } from "~/routes/dev-idp.userinfo";
import { getDb } from "~/services/db.server";
import { resetEnvCache } from "~/services/env.server";
import { resetSessionStorage } from "~/services/session.server";
import { respond } from "../support/factories";

// The built-in development provider: its checks, and the whole sign-in through it. The app's token and
// userinfo calls go out through fetch; here they are routed to the route modules instead of a socket.

const APP = "http://localhost:3000";
const REDIRECT_URI = `${APP}/api/login`;
const ENV_KEYS = ["NODE_ENV", "APP_URL", "ADMIN_EMAILS", "OAUTH_ISSUER", "OAUTH_AUTHORIZATION_URL", "OAUTH_CLIENT_ID"];
const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
  resetSessionStorage();
}

const realFetch = globalThis.fetch;
beforeAll(() => {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { origin, pathname } = new URL(request.url);
    if (origin !== APP) return realFetch(input, init);
    const handler =
      pathname === "/dev-idp/token"
        ? request.method === "POST"
          ? tokenAction
          : tokenLoader
        : pathname === "/dev-idp/userinfo"
          ? userinfoLoader
          : null;
    if (!handler) return new Response("Not Found", { status: 404 });
    return respond(() => handler({ request, params: {}, context: {} }));
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
  setEnv(saved);
});

beforeEach(() => {
  setEnv({
    NODE_ENV: "test",
    APP_URL: undefined,
    ADMIN_EMAILS: "admin@example.com",
    OAUTH_ISSUER: undefined,
    OAUTH_AUTHORIZATION_URL: undefined,
    OAUTH_CLIENT_ID: undefined,
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const args = (request: Request) => ({ request, params: {}, context: {} });
const get = (url: string, headers: HeadersInit = {}) => args(new Request(url, { headers }));

/** A loader's answer as status + body, whether it returned data(), a Response, or threw a Response. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loader data is read loosely in assertions
type Loose = any;
async function outcome(fn: () => unknown): Promise<{ status: number; body: Loose; response?: Response }> {
  try {
    const result = await fn();
    if (result instanceof Response) return { status: result.status, body: null, response: result };
    const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit | null };
    if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, body: wrapped.data };
    return { status: 200, body: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, response: thrown };
    throw thrown;
  }
}

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

function authorizeParams(overrides: Record<string, string | null> = {}) {
  const values: Record<string, string | null> = {
    client_id: "shoal-dev",
    redirect_uri: REDIRECT_URI,
    response_type: "code",
    state: "state-123",
    code_challenge: pkce().challenge,
    code_challenge_method: "S256",
    scope: "openid email profile",
    ...overrides,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== null) params.set(key, value);
  return params;
}

function postForm(url: string, fields: URLSearchParams, headers: HeadersInit = {}) {
  return args(
    new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: fields.toString(),
    }),
  );
}

/** Submits the dev sign-in form and returns the code from the redirect back to the app. */
async function getCode(challenge: string, email = "diver@example.com") {
  const form = authorizeParams({ code_challenge: challenge });
  form.set("email", email);
  form.set("firstName", "Dee");
  form.set("lastName", "Diver");
  const result = await outcome(() => authorizeAction(postForm(`${APP}/dev-idp/authorize`, form)));
  expect(result.status).toBe(302);
  const back = new URL(result.response!.headers.get("Location")!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  expect(back.searchParams.get("state")).toBe("state-123");
  return back.searchParams.get("code")!;
}

function exchange(fields: Record<string, string>, headers: HeadersInit = {}) {
  return outcome(() => tokenAction(postForm(`${APP}/dev-idp/token`, new URLSearchParams(fields), headers)));
}

describe("development identity provider: authorize", () => {
  it("shows the form for a valid request", async () => {
    const result = await outcome(() => authorizeLoader(get(`${APP}/dev-idp/authorize?${authorizeParams()}`)));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ ok: true, params: { client_id: "shoal-dev", state: "state-123" } });
  });

  it.each([
    ["a wrong client_id", { client_id: "someone-else" }, /client_id/],
    ["a foreign redirect_uri", { redirect_uri: "https://evil.example/api/login" }, /redirect_uri/],
    ["a redirect_uri that only starts right", { redirect_uri: `${REDIRECT_URI}/x` }, /redirect_uri/],
    ["no code_challenge", { code_challenge: null }, /PKCE/],
    ["plain PKCE", { code_challenge_method: "plain" }, /PKCE/],
    ["no state", { state: null }, /state/],
    ["a token response_type", { response_type: "token" }, /response_type/],
  ])("refuses %s with 400", async (_label, overrides, message) => {
    const query = authorizeParams(overrides);
    const shown = await outcome(() => authorizeLoader(get(`${APP}/dev-idp/authorize?${query}`)));
    expect(shown.status).toBe(400);
    expect(shown.body).toMatchObject({ ok: false, error: expect.stringMatching(message) });

    // The POST checks again: the hidden fields are as untrusted as the query string.
    query.set("email", "x@example.com");
    const posted = await outcome(() => authorizeAction(postForm(`${APP}/dev-idp/authorize`, query)));
    expect(posted.status).toBe(400);
  });

  it("asks again for a missing or malformed e-mail", async () => {
    const form = authorizeParams();
    form.set("email", "not-an-email");
    const result = await outcome(() => authorizeAction(postForm(`${APP}/dev-idp/authorize`, form)));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ ok: true, fieldError: expect.stringMatching(/e-mail/) });
  });

  it("an unreadable form body is a 400, not a 500", async () => {
    const request = new Request(`${APP}/dev-idp/authorize`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "garbage",
    });
    expect((await outcome(() => authorizeAction(args(request)))).status).toBe(400);
  });
});

describe("development identity provider: token and userinfo", () => {
  it("exchanges a code once, with the right verifier, for a token userinfo accepts", async () => {
    const { verifier, challenge } = pkce();
    const code = await getCode(challenge, "Diver@Example.com");
    const fields = { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, client_id: "shoal-dev", code_verifier: verifier };
    const first = await exchange(fields);
    expect(first.status).toBe(200);
    const tokens = await first.response!.json();
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: expect.any(Number) });
    expect(first.response!.headers.get("Cache-Control")).toBe("no-store");

    const again = await exchange(fields);
    expect(again.status).toBe(400);
    expect(await again.response!.json()).toMatchObject({ error: "invalid_grant" });

    const info = await outcome(() => userinfoLoader(get(`${APP}/dev-idp/userinfo`, { Authorization: `Bearer ${tokens.access_token}` })));
    expect(info.status).toBe(200);
    expect(await info.response!.json()).toEqual({
      sub: createHash("sha256").update("diver@example.com").digest("hex"),
      email: "diver@example.com",
      given_name: "Dee",
      family_name: "Diver",
      name: "Dee Diver",
    });
  });

  it("refuses a PKCE verifier that does not match, and the code is then spent", async () => {
    const { verifier, challenge } = pkce();
    const code = await getCode(challenge);
    const base = { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, client_id: "shoal-dev" };
    const wrong = await exchange({ ...base, code_verifier: pkce().verifier });
    expect(wrong.status).toBe(400);
    expect(await wrong.response!.json()).toMatchObject({ error: "invalid_grant" });
    expect((await exchange({ ...base, code_verifier: verifier })).status).toBe(400);
  });

  it("refuses a missing verifier, another redirect_uri, another client and an expired code", async () => {
    const { verifier, challenge } = pkce();
    const base = { grant_type: "authorization_code", redirect_uri: REDIRECT_URI, client_id: "shoal-dev", code_verifier: verifier };
    const noVerifier = { ...base, code: await getCode(challenge), code_verifier: "" };
    expect((await exchange(noVerifier)).status).toBe(400);
    expect((await exchange({ ...base, code: await getCode(challenge), redirect_uri: `${APP}/elsewhere` })).status).toBe(400);
    const otherClient = await exchange({ ...base, code: await getCode(challenge), client_id: "intruder" });
    expect(otherClient.status).toBe(401);
    expect(await otherClient.response!.json()).toMatchObject({ error: "invalid_client" });

    const code = await getCode(challenge);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 61_000);
    expect((await exchange({ ...base, code })).status).toBe(400);
  });

  it("accepts HTTP Basic client authentication", async () => {
    const { verifier, challenge } = pkce();
    const code = await getCode(challenge);
    const basic = `Basic ${Buffer.from("shoal-dev:").toString("base64")}`;
    const result = await exchange(
      { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
      { Authorization: basic },
    );
    expect(result.status).toBe(200);
  });

  it("answers OAuth errors for a wrong grant type, a JSON body or a GET", async () => {
    const wrongGrant = await exchange({ grant_type: "password", client_id: "shoal-dev" });
    expect(wrongGrant.status).toBe(400);
    expect(await wrongGrant.response!.json()).toMatchObject({ error: "unsupported_grant_type" });

    const json = new Request(`${APP}/dev-idp/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect((await outcome(() => tokenAction(args(json)))).status).toBe(400);
    expect((await outcome(() => tokenLoader())).status).toBe(405);
  });

  it("userinfo refuses a missing or unknown token with 401", async () => {
    for (const headers of [{}, { Authorization: "Bearer nope" }, { Authorization: "Basic abc" }] as HeadersInit[]) {
      const result = await outcome(() => userinfoLoader(get(`${APP}/dev-idp/userinfo`, headers)));
      expect(result.status).toBe(401);
      expect(result.response!.headers.get("WWW-Authenticate")).toMatch(/Bearer/);
    }
  });
});

describe("signing in through the development provider", () => {
  function cookieJar(response: Response, previous = "") {
    const jar = new Map(
      previous
        .split("; ")
        .filter(Boolean)
        .map((pair) => [pair.split("=")[0], pair] as const),
    );
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0];
      const name = pair.split("=")[0];
      if (/max-age=0/i.test(line) || pair === `${name}=`) jar.delete(name);
      else jar.set(name, pair);
    }
    return [...jar.values()].join("; ");
  }

  /** Browser: /api/login → dev authorize page → form POST → /api/login callback. */
  async function signIn(email: string, returnTo = "/fish/3") {
    const first = await respond(() => loginLoader(get(`${APP}/api/login?returnTo=${encodeURIComponent(returnTo)}`)));
    expect(first.status).toBe(302);
    const jar = cookieJar(first);
    const authorizeUrl = new URL(first.headers.get("Location")!);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${APP}/dev-idp/authorize`);

    const page = await outcome(() => authorizeLoader(get(authorizeUrl.toString())));
    expect(page.status).toBe(200);
    const form = new URLSearchParams(page.body.params);
    form.set("email", email);
    form.set("firstName", "Coral");
    form.set("lastName", "");
    const posted = await outcome(() => authorizeAction(postForm(authorizeUrl.toString(), form)));
    expect(posted.status).toBe(302);

    const callback = await respond(() => loginLoader(get(posted.response!.headers.get("Location")!, { Cookie: jar })));
    return { callback, cookie: cookieJar(callback, jar) };
  }

  it("the full flow signs the member in and brings them back", async () => {
    const { callback, cookie } = await signIn("coral@example.com");
    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toBe("/fish/3");
    const me = await respond(() => authUserLoader(get(`${APP}/api/auth/user`, { Cookie: cookie })));
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body).toMatchObject({ email: "coral@example.com", firstName: "Coral", lastName: null, isAdmin: false });
    const row = getDb().select().from(users).where(eq(users.id, body.id)).get();
    expect(row?.authSubject).toBe(`shoal-dev|${createHash("sha256").update("coral@example.com").digest("hex")}`);

    // Same e-mail, any letter case: the same member.
    const again = await signIn("CORAL@example.com", "/");
    const me2 = await respond(() => authUserLoader(get(`${APP}/api/auth/user`, { Cookie: again.cookie })));
    expect((await me2.json()).id).toBe(body.id);
  });

  it("an e-mail in ADMIN_EMAILS signs in as an admin", async () => {
    const { cookie } = await signIn("admin@example.com");
    const me = await respond(() => authUserLoader(get(`${APP}/api/auth/user`, { Cookie: cookie })));
    expect((await me.json()).isAdmin).toBe(true);
  });

  it("cancelling on the provider page ends in a readable 400", async () => {
    const first = await respond(() => loginLoader(get(`${APP}/api/login`)));
    const authorizeUrl = new URL(first.headers.get("Location")!);
    const form = new URLSearchParams(authorizeUrl.searchParams);
    form.set("intent", "cancel");
    const posted = await outcome(() => authorizeAction(postForm(authorizeUrl.toString(), form)));
    const back = posted.response!.headers.get("Location")!;
    expect(new URL(back).searchParams.get("error")).toBe("access_denied");
    const callback = await respond(() => loginLoader(get(back, { Cookie: cookieJar(first), Accept: "text/html" })));
    expect(callback.status).toBe(400);
    expect(await callback.text()).toContain("Sign-in was cancelled.");
  });
});

describe("development provider availability", () => {
  async function statuses() {
    const query = authorizeParams();
    return [
      (await outcome(() => authorizeLoader(get(`${APP}/dev-idp/authorize?${query}`)))).status,
      (await outcome(() => authorizeAction(postForm(`${APP}/dev-idp/authorize`, query)))).status,
      (await exchange({ grant_type: "authorization_code", client_id: "shoal-dev" })).status,
      (await outcome(() => tokenLoader())).status,
      (await outcome(() => userinfoLoader(get(`${APP}/dev-idp/userinfo`, { Authorization: "Bearer x" })))).status,
    ];
  }

  it("every dev-idp route is 404 in production", async () => {
    setEnv({ NODE_ENV: "production" });
    expect(await statuses()).toEqual([404, 404, 404, 404, 404]);
  });

  it("every dev-idp route is 404 when a real provider is configured", async () => {
    setEnv({ OAUTH_ISSUER: "https://accounts.example.com", OAUTH_CLIENT_ID: "x" });
    expect(await statuses()).toEqual([404, 404, 404, 404, 404]);
  });
});
