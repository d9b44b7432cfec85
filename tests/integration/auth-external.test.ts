import http from "node:http";
import type { AddressInfo } from "node:net";
import { Events, OAuth2Server } from "oauth2-mock-server";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { loader as authUserLoader } from "~/routes/api.auth.user";
import { loader as loginLoader } from "~/routes/api.login";
import { loader as logoutLoader } from "~/routes/api.logout";
import { setProviderPictureAddresses } from "~/models/provider-picture.server";
import { getDb } from "~/services/db.server";
import { resetEnvCache } from "~/services/env.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { resetSessionStorage } from "~/services/session.server";
import { respond } from "../support/factories";

// The external-provider path end to end: real discovery, authorize redirect, token exchange with PKCE and
// userinfo, all against oauth2-mock-server; only the app's own routes are called in-process.

const APP = "http://localhost:3000";
const server = new OAuth2Server();
let issuer = "";
let claims: Record<string, unknown> = {};
const ENV_KEYS = [
  "NODE_ENV",
  "APP_URL",
  "ADMIN_EMAILS",
  "OAUTH_ISSUER",
  "OAUTH_AUTHORIZATION_URL",
  "OAUTH_TOKEN_URL",
  "OAUTH_USERINFO_URL",
  "OAUTH_CLIENT_ID",
  "OAUTH_CLIENT_SECRET",
  "OAUTH_SCOPES",
] as const;
const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string | undefined>>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
  resetSessionStorage();
}

function baseEnv() {
  setEnv({
    NODE_ENV: "test",
    APP_URL: undefined,
    ADMIN_EMAILS: "boss@example.com",
    OAUTH_ISSUER: issuer,
    OAUTH_AUTHORIZATION_URL: undefined,
    OAUTH_TOKEN_URL: undefined,
    OAUTH_USERINFO_URL: undefined,
    OAUTH_CLIENT_ID: "shoal-test",
    OAUTH_CLIENT_SECRET: "shoal-test-secret",
    OAUTH_SCOPES: undefined,
  });
}

beforeAll(async () => {
  await server.issuer.keys.generate("ES256");
  await server.start(0, "localhost");
  issuer = server.issuer.url!;
  // The mock's userinfo ignores the token; insist on one, then answer with the claims the test chose.
  server.service.on(Events.BeforeUserinfo, (response, req) => {
    if (!/^Bearer \S+/.test(req.headers.authorization ?? "")) {
      response.statusCode = 401;
      response.body = { error: "invalid_token" };
      return;
    }
    response.body = claims;
  });
});

afterAll(async () => {
  await server.stop();
  setEnv(saved);
});

beforeEach(() => {
  // Every test signs in from the same address: each starts under the sign-in limit.
  resetRateLimits();
  baseEnv();
  claims = { sub: "alice-1", email: "alice@example.com", given_name: "Alice", family_name: "Reed" };
});

const args = (url: string, headers: HeadersInit = {}) => ({
  request: new Request(url, { headers }),
  params: {},
  context: {},
});

/** The Cookie header a browser would send back, from a response's Set-Cookie lines (deletions dropped). */
function cookieJar(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split("=")[0], part] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0];
    const name = pair.split("=")[0];
    if (/max-age=0/i.test(line) || pair === `${name}=`) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

async function startSignIn(returnTo: string) {
  const first = await respond(() => loginLoader(args(`${APP}/api/login?returnTo=${encodeURIComponent(returnTo)}`)));
  return { first, jar: cookieJar(first), authorizeUrl: new URL(first.headers.get("Location") ?? "about:blank") };
}

/** The whole browser round trip: app → provider (auto-approves) → app callback. */
async function signInThroughProvider(returnTo = "/fish/3") {
  const { first, jar, authorizeUrl } = await startSignIn(returnTo);
  expect(first.status).toBe(302);
  const atProvider = await fetch(authorizeUrl, { redirect: "manual" });
  const callbackUrl = atProvider.headers.get("Location")!;
  const callback = await respond(() => loginLoader(args(callbackUrl, { Cookie: jar })));
  return { callback, callbackUrl, jar, sessionCookie: cookieJar(callback, jar) };
}

async function currentUser(cookie?: string) {
  return respond(() => authUserLoader(args(`${APP}/api/auth/user`, cookie ? { Cookie: cookie } : {})));
}

describe("sign-in with an external OpenID Connect provider", () => {
  it("first leg redirects to the provider's authorize endpoint with PKCE S256 and a state cookie", async () => {
    const { first, authorizeUrl } = await startSignIn("/fish/3");
    expect(first.status).toBe(302);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${issuer}/authorize`);
    const query = authorizeUrl.searchParams;
    expect(query.get("response_type")).toBe("code");
    expect(query.get("client_id")).toBe("shoal-test");
    expect(query.get("redirect_uri")).toBe(`${APP}/api/login`);
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get("state")).toBeTruthy();
    expect(query.get("scope")).toBe("openid email profile");
    const state = first.headers.getSetCookie().find((line) => line.startsWith("oauth2:"));
    expect(state).toMatch(/^oauth2:[0-9a-f-]{36}=/);
    expect(state).toMatch(/HttpOnly/i);
    expect(state).not.toMatch(/Secure/i);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
  });

  it("callback signs in, returns to the requested page, and clears the state cookie", async () => {
    const { callback, sessionCookie } = await signInThroughProvider("/fish/3");
    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toBe("/fish/3");
    const setCookies = callback.headers.getSetCookie();
    expect(setCookies.some((line) => line.startsWith("__shoal_session="))).toBe(true);
    expect(setCookies.filter((line) => line.startsWith("oauth2:")).every((line) => /Max-Age=0/i.test(line))).toBe(true);
    expect(setCookies.some((line) => line.startsWith("oauth2:"))).toBe(true);
    expect(sessionCookie).not.toMatch(/oauth2:/);

    const me = await currentUser(sessionCookie);
    expect(me.status).toBe(200);
    expect(me.headers.get("Cache-Control")).toBe("private, no-store");
    const body = await me.json();
    expect(Object.keys(body).sort()).toEqual(
      ["createdAt", "email", "firstName", "id", "isAdmin", "lastName", "profileImageUrl", "username"].sort(),
    );
    expect(body).toMatchObject({ email: "alice@example.com", firstName: "Alice", lastName: "Reed", isAdmin: false });
    const row = getDb().select().from(users).where(eq(users.id, body.id)).get();
    expect(row?.authSubject).toBe(`${issuer}|alice-1`);
  });

  it("a second sign-in with the same subject is the same member", async () => {
    claims = { sub: "repeat-1", email: "repeat@example.com" };
    const first = await currentUser((await signInThroughProvider("/")).sessionCookie);
    claims = { sub: "repeat-1", email: "repeat.new@example.com" };
    const second = await currentUser((await signInThroughProvider("/")).sessionCookie);
    const [a, b] = [await first.json(), await second.json()];
    expect(b.id).toBe(a.id);
    expect(b.email).toBe("repeat.new@example.com");
  });

  it("ADMIN_EMAILS makes a member an admin, but only with a verified e-mail", async () => {
    claims = { sub: "boss-1", email: "Boss@Example.com" };
    const boss = await (await currentUser((await signInThroughProvider()).sessionCookie)).json();
    expect(boss.isAdmin).toBe(true);

    claims = { sub: "impostor-1", email: "boss@example.com", email_verified: false };
    const impostor = await (await currentUser((await signInThroughProvider()).sessionCookie)).json();
    expect(impostor.isAdmin).toBe(false);
  });

  it("splits a display name when the provider sends no given or family name", async () => {
    claims = { sub: "named-1", name: "Mary Ann Smith", picture: "javascript:alert(1)" };
    const me = await (await currentUser((await signInThroughProvider()).sessionCookie)).json();
    expect(me).toMatchObject({ firstName: "Mary", lastName: "Ann Smith", email: null, profileImageUrl: null });
  });

  it("a new member's provider picture is copied once into Shoal's own storage, never linked", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    const asked: string[] = [];
    const pictures = http.createServer((req, res) => {
      asked.push(req.url ?? "");
      res.writeHead(200, { "Content-Type": "image/png", "Content-Length": String(png.byteLength) });
      res.end(png);
    });
    await new Promise<void>((resolve) => pictures.listen(0, "127.0.0.1", () => resolve()));
    const picture = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}/a/photo.png`;
    // Tests can serve only on loopback, which a member's address may never reach: allow exactly the stand-in.
    setProviderPictureAddresses({ allows: (address) => address === "127.0.0.1" });
    try {
      claims = { sub: "pictured-1", email: "pictured@example.com", picture };
      const { sessionCookie } = await signInThroughProvider();
      await vi.waitFor(
        async () => {
          const me = (await (await currentUser(sessionCookie)).json()) as { profileImageUrl: string | null };
          expect(me.profileImageUrl).toMatch(/^\/objects\/uploads\/[^/?]+$/);
          // The copy (a fetch and a re-encode) runs after the answer: on a busy machine it takes more than a second.
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(asked).toEqual(["/a/photo.png"]);
      // Once the member has an account the picture is theirs: a later sign-in copies nothing.
      const row = getDb()
        .select()
        .from(users)
        .where(eq(users.authSubject, `${issuer}|pictured-1`))
        .get()!;
      getDb().update(users).set({ profileImageUrl: null }).where(eq(users.id, row.id)).run();
      await signInThroughProvider();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(asked).toHaveLength(1);
      expect(getDb().select().from(users).where(eq(users.id, row.id)).get()!.profileImageUrl).toBeNull();
    } finally {
      setProviderPictureAddresses(undefined);
      pictures.close();
    }
  });

  describe("a provider picture at a private address is never fetched, and the member still signs in", () => {
    const asked: string[] = [];
    const pictures = http.createServer((req, res) => {
      asked.push(req.url ?? "");
      if (req.url === "/moved") {
        res.writeHead(302, { Location: redirectTo });
        res.end();
        return;
      }
      res.writeHead(200, { "Content-Type": "image/png" });
      res.end(pngBytes);
    });
    let port = 0;
    let pngBytes: Buffer;
    let redirectTo = "";
    let subject = 0;
    beforeAll(async () => {
      pngBytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 90, b: 200 } } })
        .png()
        .toBuffer();
      await new Promise<void>((resolve) => pictures.listen(0, "127.0.0.1", () => resolve()));
      port = (pictures.address() as AddressInfo).port;
    });
    afterAll(() => {
      pictures.close();
    });
    beforeEach(() => {
      asked.length = 0;
    });

    /** Signs in a new member whose provider names `picture`; their answer from /api/auth/user once the copy gave up. */
    async function signInWithPicture(picture: string, refusal: RegExp) {
      subject += 1;
      claims = { sub: `private-picture-${subject}`, email: `private-${subject}@example.com`, given_name: "Pia", picture };
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      try {
        const { callback, sessionCookie } = await signInThroughProvider("/fish/3");
        expect(callback.status).toBe(302);
        expect(callback.headers.get("Location")).toBe("/fish/3");
        // The copy runs in the background and says why it gave up.
        await vi.waitFor(() => expect(warn.mock.calls.map((call) => String(call[0])).join("\n")).toMatch(refusal));
        const me = await currentUser(sessionCookie);
        expect(me.status).toBe(200);
        return (await me.json()) as { firstName: string; profileImageUrl: string | null };
      } finally {
        warn.mockRestore();
      }
    }

    it.each([
      ["loopback", () => `http://127.0.0.1:${port}/a.png`],
      ["a private (RFC 1918) address", () => "http://10.0.0.1/a.png"],
      ["the cloud metadata service", () => "http://169.254.169.254/latest/meta-data/iam/"],
      ["IPv6 loopback", () => `http://[::1]:${port}/a.png`],
      ["a name resolving to loopback", () => `http://localhost:${port}/a.png`],
    ])("refuses %s; the member has the drawn initial", async (_what, picture) => {
      const me = await signInWithPicture(picture(), /not a public address/);
      expect(me).toMatchObject({ firstName: "Pia", profileImageUrl: null });
      expect(asked).toEqual([]);
    });

    it("refuses a redirect from an allowed address to a private one", async () => {
      // The stand-in is allowed under a made-up name; the same name answers a private address on the next hop.
      let lookups = 0;
      setProviderPictureAddresses({
        allows: (address) => address === "127.0.0.1",
        resolve: async () => (lookups++ === 0 ? ["127.0.0.1"] : ["10.0.0.7"]),
      });
      redirectTo = `http://pictures.test:${port}/a.png`;
      try {
        const me = await signInWithPicture(`http://pictures.test:${port}/moved`, /10\.0\.0\.7, which is not a public address/);
        expect(me.profileImageUrl).toBeNull();
        expect(asked).toEqual(["/moved"]);
      } finally {
        setProviderPictureAddresses(undefined);
      }
    });
  });

  it("an off-site (or API) returnTo falls back to /", async () => {
    for (const returnTo of ["//evil.example", "https://evil.example/", "/\\evil.example", "/api/logout"]) {
      const { callback } = await signInThroughProvider(returnTo);
      expect(callback.headers.get("Location")).toBe("/");
    }
  });

  it("a callback with a wrong state is refused with 400, not 500", async () => {
    const { callbackUrl, jar } = await signInThroughProvider();
    const forged = new URL(callbackUrl);
    forged.searchParams.set("state", "forged-state");
    const json = await respond(() => loginLoader(args(forged.toString(), { Cookie: jar })));
    expect(json.status).toBe(400);
    expect((await json.json()).message).toMatch(/was not started in this browser/);

    const page = await respond(() => loginLoader(args(forged.toString(), { Cookie: jar, Accept: "text/html,application/xhtml+xml" })));
    expect(page.status).toBe(400);
    expect(page.headers.get("Content-Type")).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain("was not started in this browser");
    expect(html).toContain('href="/api/login?returnTo=');
    expect(page.headers.getSetCookie().some((line) => line.startsWith("__shoal_session=") && !/Max-Age=0/.test(line))).toBe(false);
  });

  it("a callback without the state cookie, or without state at all, is refused with 400", async () => {
    const { authorizeUrl } = await startSignIn("/");
    const atProvider = await fetch(authorizeUrl, { redirect: "manual" });
    const callbackUrl = atProvider.headers.get("Location")!;
    expect((await respond(() => loginLoader(args(callbackUrl)))).status).toBe(400);

    const noState = new URL(callbackUrl);
    noState.searchParams.delete("state");
    const response = await respond(() => loginLoader(args(noState.toString())));
    expect(response.status).toBe(400);
  });

  it("a provider error (access denied) is a 400 with a readable message", async () => {
    const { jar, authorizeUrl } = await startSignIn("/");
    const url = `${APP}/api/login?error=access_denied&state=${authorizeUrl.searchParams.get("state")}`;
    const response = await respond(() => loginLoader(args(url, { Cookie: jar })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Sign-in was cancelled." });
  });

  it("a code the provider rejects is a 400", async () => {
    server.service.once(Events.BeforeResponse, (response) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant" };
    });
    const { callback } = await signInThroughProvider();
    expect(callback.status).toBe(400);
    expect((await callback.json()).message).toMatch(/expired or was already used/);
  });

  it("a userinfo failure is a 502 page, not a 500", async () => {
    server.service.once(Events.BeforeUserinfo, (response) => {
      response.statusCode = 500;
      response.body = { error: "server_error" };
    });
    const { callback } = await signInThroughProvider();
    expect(callback.status).toBe(502);
  });

  it("works with explicit endpoints instead of discovery", async () => {
    setEnv({
      OAUTH_ISSUER: undefined,
      OAUTH_AUTHORIZATION_URL: `${issuer}/authorize`,
      OAUTH_TOKEN_URL: `${issuer}/token`,
      OAUTH_USERINFO_URL: `${issuer}/userinfo`,
      OAUTH_CLIENT_SECRET: undefined,
    });
    claims = { sub: "manual-1", email: "manual@example.com" };
    const { callback, sessionCookie } = await signInThroughProvider("/videos");
    expect(callback.headers.get("Location")).toBe("/videos");
    const me = await (await currentUser(sessionCookie)).json();
    const row = getDb().select().from(users).where(eq(users.id, me.id)).get();
    expect(row?.authSubject).toBe(`${new URL(issuer).origin}|manual-1`);
  });

  it("under an https APP_URL the state cookie is Secure and the redirect URI uses it", async () => {
    setEnv({ APP_URL: "https://shoal.example" });
    const { first, authorizeUrl } = await startSignIn("/");
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe("https://shoal.example/api/login");
    for (const line of first.headers.getSetCookie()) expect(line).toMatch(/; Secure/i);
  });

  it("with no provider in production, sign-in answers 503 with a clear message", async () => {
    setEnv({ NODE_ENV: "production", OAUTH_ISSUER: undefined, OAUTH_CLIENT_ID: undefined });
    const response = await respond(() => loginLoader(args(`${APP}/api/login`)));
    expect(response.status).toBe(503);
    expect((await response.json()).message).toMatch(/not configured/);
  });

  it("an unreachable issuer is a 503, not a 500", async () => {
    setEnv({ OAUTH_ISSUER: "http://127.0.0.1:9/unreachable" });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await respond(() => loginLoader(args(`${APP}/api/login`, { Accept: "text/html" })));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("could not be reached");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("/api/auth/user without a session is 401 Unauthorized", async () => {
    const response = await currentUser();
    expect(response.status).toBe(401);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it("/api/logout clears the session and goes home", async () => {
    const { sessionCookie } = await signInThroughProvider();
    expect((await currentUser(sessionCookie)).status).toBe(200);
    const response = await respond(() => logoutLoader(args(`${APP}/api/logout`, { Cookie: sessionCookie })));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const after = cookieJar(response, sessionCookie);
    expect(after).not.toMatch(/__shoal_session=/);
    expect((await currentUser(after)).status).toBe(401);
  });
});
