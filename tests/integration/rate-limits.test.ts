import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { collectionEntries, discussionComments, fishPhotos, users } from "../../db/schema";
import { createFish, toastOf } from "../support/fish";
import { createUser, request, respond, subjectOf } from "../support/factories";
import { ADDRESS_CEILING_FACTOR, RATE_LIMITS, type RateLimitedAction } from "~/domain/rate-limits";
import { loader as apiChecker } from "~/routes/api.checker";
import { loader as checkerPage } from "~/routes/checker";
import { loader as apiFish } from "~/routes/api.fish._index";
import { loader as fishListPage } from "~/routes/fish._index";
import { action as postDiscussion } from "~/routes/api.fish.$fishId.discussions";
import { action as registerPhoto } from "~/routes/api.fish.$fishId.images";
import { loader as login } from "~/routes/api.login";
import { action as addToCollection } from "~/routes/api.my-fish._index";
import { action as requestUploadAddress } from "~/routes/api.objects.upload";
import { loader as checkUsername } from "~/routes/api.users.username-available.$username";
import { action as claimUsernameApi } from "~/routes/api.users.username";
import { action as devToken } from "~/routes/dev-idp.token";
import { action as fishPage } from "~/routes/fish.$fishId/route";
import { action as usernamePage } from "~/routes/username";
import { action as putUpload } from "~/routes/objects.uploads.$key";
import { getStorage } from "~/services/storage/index.server";
import { PNG_1X1 } from "../support/images";
import { issueUpload } from "../support/uploads";
import { getDb } from "~/services/db.server";
import { consumeRateLimit, resetRateLimits } from "~/services/rate-limit.server";

beforeEach(() => resetRateLimits());

/** Uses up every attempt of the first window, as a member (or an address) who has been busy would have. */
async function exhaust(action: RateLimitedAction, key: string) {
  for (let i = 0; i < RATE_LIMITS[action][0].points; i += 1) {
    expect((await consumeRateLimit(action, subjectOf(key))).ok).toBe(true);
  }
}

async function expectTooManyRequests(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.comment[1].seconds);
  const body = (await response.json()) as { message: string };
  expect(body.message).toMatch(/^You're doing that too often\. Please wait \d+ (seconds?|minutes|hours?) and try again\.$/);
}

const commentsBy = (userId: string) => getDb().select().from(discussionComments).where(eq(discussionComments.userId, userId)).all();

describe("comments", () => {
  test("a member posts up to the limit through the API, then gets 429 with Retry-After and nothing is stored", async () => {
    const species = createFish();
    const member = createUser();
    const post = async (content: string) =>
      respond(async () =>
        postDiscussion({
          request: await request(`/api/fish/${species.id}/discussions`, { method: "POST", json: { content }, userId: member.id }),
          params: { fishId: String(species.id) },
          context: {},
        }),
      );
    const allowed = RATE_LIMITS.comment[0].points;
    for (let i = 0; i < allowed; i += 1) expect((await post(`Comment ${i}`)).status).toBe(201);
    await expectTooManyRequests(await post("One too many"));
    expect(commentsBy(member.id)).toHaveLength(allowed);
  });

  test("the limit is the member's own: another member may still post", async () => {
    const species = createFish();
    const [busy, other] = [createUser(), createUser()];
    await exhaust("comment", `member:${busy.id}`);
    const response = await respond(async () =>
      postDiscussion({
        request: await request(`/api/fish/${species.id}/discussions`, { method: "POST", json: { content: "Hi" }, userId: other.id }),
        params: { fishId: String(species.id) },
        context: {},
      }),
    );
    expect(response.status).toBe(201);
  });

  test("the page's comment form over the limit goes back with a toast, and nothing is stored", async () => {
    const species = createFish();
    const member = createUser();
    await exhaust("comment", `member:${member.id}`);
    const response = await respond(async () =>
      fishPage({
        request: await request(`/fish/${species.id}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "comment", content: "Hello" }),
          userId: member.id,
        }),
        params: { fishId: String(species.id) },
        context: {},
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/fish/${species.id}`);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await toastOf(response)).toMatchObject({ title: "Too many requests", variant: "destructive" });
    expect(commentsBy(member.id)).toEqual([]);
  });
});

describe("collections", () => {
  test("saving fish over the limit answers 429 and the fish is not saved (API and page)", async () => {
    const species = createFish();
    const member = createUser();
    await exhaust("collection", `member:${member.id}`);
    const api = await respond(async () =>
      addToCollection({
        request: await request("/api/my-fish", { method: "POST", json: { fishId: species.id }, userId: member.id }),
        params: {},
        context: {},
      }),
    );
    await expectTooManyRequests(api);
    const page = await respond(async () =>
      fishPage({
        request: await request(`/fish/${species.id}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "save", collectionType: "owned" }),
          userId: member.id,
        }),
        params: { fishId: String(species.id) },
        context: {},
      }),
    );
    expect(await toastOf(page)).toMatchObject({ title: "Too many requests" });
    expect(getDb().select().from(collectionEntries).where(eq(collectionEntries.userId, member.id)).all()).toEqual([]);
  });
});

describe("uploads", () => {
  test("upload addresses over the limit answer 429", async () => {
    const member = createUser();
    await exhaust("uploadAddress", `member:${member.id}`);
    const response = await respond(async () =>
      requestUploadAddress({
        request: await request("/api/objects/upload", { method: "POST", userId: member.id }),
        params: {},
        context: {},
      }),
    );
    await expectTooManyRequests(response);
  });

  test("a PUT to an upload address counts against the member it was given to: 429, and nothing is stored", async () => {
    const member = createUser();
    const { uploadURL, key } = await issueUpload(member.id, "fish-photo");
    await exhaust("upload", `member:${member.id}`);
    const address = new URL(uploadURL);
    const response = await respond(() =>
      putUpload({
        request: new Request(uploadURL, { method: "PUT", headers: { "Content-Type": "image/png" }, body: PNG_1X1 }),
        params: { key: address.pathname.split("/").pop() },
        context: {},
      }),
    );
    await expectTooManyRequests(response);
    expect(await getStorage().head(key)).toBeNull();
  });

  test("a forged PUT does not use up the member's allowance", async () => {
    const member = createUser();
    const { uploadURL } = await issueUpload(member.id, "fish-photo");
    const address = new URL(uploadURL);
    const key = address.pathname.split("/").pop();
    const forged = new URL(uploadURL);
    forged.searchParams.set("sig", "forged");
    for (let i = 0; i <= RATE_LIMITS.upload[0].points; i += 1) {
      const refused = await respond(() =>
        putUpload({
          request: new Request(forged, { method: "PUT", headers: { "Content-Type": "image/png" }, body: PNG_1X1 }),
          params: { key },
          context: {},
        }),
      );
      expect(refused.status).toBe(403);
    }
    const real = await respond(() =>
      putUpload({
        request: new Request(uploadURL, { method: "PUT", headers: { "Content-Type": "image/png" }, body: PNG_1X1 }),
        params: { key },
        context: {},
      }),
    );
    expect(real.status).toBe(200);
  });

  test("photo registration over the limit answers 429 and registers nothing", async () => {
    const species = createFish();
    const member = createUser();
    await exhaust("imageRegistration", `member:${member.id}`);
    const response = await respond(async () =>
      registerPhoto({
        request: await request(`/api/fish/${species.id}/images`, {
          method: "POST",
          json: { imageUrl: "/objects/uploads/0d9a0c56-3a2f-4c3e-9d2b-5a1f2e3d4c5b" },
          userId: member.id,
        }),
        params: { fishId: String(species.id) },
        context: {},
      }),
    );
    await expectTooManyRequests(response);
    expect(getDb().select().from(fishPhotos).where(eq(fishPhotos.userId, member.id)).all()).toEqual([]);
  });

  test("a photo form without JavaScript over the limit goes back with a toast", async () => {
    const species = createFish();
    const member = createUser();
    await exhaust("upload", `member:${member.id}`);
    const body = new FormData();
    body.set("intent", "upload-photo");
    body.set("photo", new Blob([new Uint8Array([0x89, 0x50])], { type: "image/png" }), "fish.png");
    const response = await respond(async () =>
      fishPage({
        request: await request(`/fish/${species.id}`, { method: "POST", body, userId: member.id }),
        params: { fishId: String(species.id) },
        context: {},
      }),
    );
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ title: "Too many requests" });
  });
});

describe("usernames", () => {
  test("availability checks over the limit answer 429", async () => {
    const member = createUser();
    await exhaust("usernameCheck", `member:${member.id}`);
    const response = await respond(async () =>
      checkUsername({
        request: await request("/api/users/username-available/reef_keeper", { userId: member.id }),
        params: { username: "reef_keeper" },
        context: {},
      }),
    );
    await expectTooManyRequests(response);
  });

  test("a visitor's checks count per client address", async () => {
    await exhaust("usernameCheck", "address:203.0.113.7");
    const check = async (clientAddress: string) =>
      respond(async () =>
        checkUsername({
          request: await request("/api/users/username-available/reef_keeper"),
          params: { username: "reef_keeper" },
          context: { clientAddress },
        }),
      );
    expect((await check("203.0.113.7")).status).toBe(429);
    expect((await check("203.0.113.8")).status).toBe(200);
  });

  test("claims over the limit answer 429 (API) or a toast (page), and the name is not taken", async () => {
    const member = createUser({ username: null });
    await exhaust("usernameClaim", `member:${member.id}`);
    const api = await respond(async () =>
      claimUsernameApi({
        request: await request("/api/users/username", { method: "POST", json: { username: "new_name" }, userId: member.id }),
        params: {},
        context: {},
      }),
    );
    await expectTooManyRequests(api);
    const page = await respond(async () =>
      usernamePage({
        request: await request("/username?returnTo=%2Ffish", {
          method: "POST",
          body: new URLSearchParams({ username: "new_name", returnTo: "/fish" }),
          userId: member.id,
        }),
        params: {},
        context: {},
      }),
    );
    expect(await toastOf(page)).toMatchObject({ title: "Too many requests" });
    expect(getDb().select().from(users).where(eq(users.id, member.id)).get()?.username).toBeNull();
  });
});

/** The state cookie the strategy sets when this browser starts a sign-in with state "abc". */
const STARTED_HERE = "oauth2:0b0e6a36-4a8f-4f52-9f0e-2a7c1d9b3e11=state%3Dabc%26abc%3Dverifier";

describe("sign-in", () => {
  test("callbacks over the limit answer 429 with Retry-After, per client address", async () => {
    await exhaust("signInCallback", "address:198.51.100.20");
    const callback = (clientAddress: string) =>
      respond(() =>
        login({
          request: new Request("http://localhost:3000/api/login?state=abc&code=def", {
            headers: { Accept: "application/json", Cookie: STARTED_HERE },
          }),
          params: {},
          context: { clientAddress },
        }),
      );
    const refused = await callback("198.51.100.20");
    await expectTooManyRequests(refused);
    // Another address is not affected: its callback is judged on its merits (here, a forged one).
    expect((await callback("198.51.100.21")).status).toBe(400);
  });

  test("a callback this browser did not start is refused before it counts, so another site cannot use up the allowance", async () => {
    const forged = (cookie?: string) =>
      respond(() =>
        login({
          request: new Request("http://localhost:3000/api/login?state=abc&code=def", {
            headers: { Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
          }),
          params: {},
          context: { clientAddress: "198.51.100.22" },
        }),
      );
    for (let i = 0; i < 25; i++) {
      const refused = await forged(i % 2 ? undefined : "oauth2:11111111-1111-4111-8111-111111111111=state%3Dother%26other%3Dv");
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: "This sign-in was not started in this browser, or it has expired. Please sign in again.",
      });
    }
    // The visitor's own sign-in, started here, still goes to the provider instead of meeting a 429.
    expect((await forged(STARTED_HERE)).status).not.toBe(429);
  });

  test("the development provider's token endpoint over the limit answers 429", async () => {
    await exhaust("devToken", "address:198.51.100.30");
    const response = await respond(() =>
      devToken({
        request: new Request("http://localhost:3000/dev-idp/token", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "grant_type=authorization_code&code=x",
        }),
        params: {},
        context: { clientAddress: "198.51.100.30" },
      }),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ error: "slow_down" });
  });
});

describe("how attempts are counted", () => {
  const comment = RATE_LIMITS.comment[0].points;

  test("only attempts let through count: refused ones do not push the day's window further", async () => {
    const member = createUser();
    const subject = { memberId: member.id, address: "198.51.100.60" };
    for (let i = 0; i < comment; i += 1) expect((await consumeRateLimit("comment", subject)).ok).toBe(true);
    for (let i = 0; i < 300; i += 1) expect((await consumeRateLimit("comment", subject)).ok).toBe(false);
    const counted = (key: string) => getDb().$client.prepare("select points from rate_limits where key = ?").pluck().get(key);
    expect(counted(`comment:0:member:${member.id}`)).toBe(comment);
    expect(counted(`comment:1:member:${member.id}`)).toBe(comment);
  });

  test("counts are kept in the database, so a restart forgets none", async () => {
    const member = createUser();
    await exhaust("comment", `member:${member.id}`);
    // A new process builds its limiters afresh from the same database.
    (globalThis as { __shoalRateLimiters?: unknown }).__shoalRateLimiters = undefined;
    expect((await consumeRateLimit("comment", subjectOf(`member:${member.id}`))).ok).toBe(false);
  });

  test("members at one address share a ceiling beside their own limits, so five accounts cannot each take a full allowance", async () => {
    const address = "198.51.100.61";
    let accepted = 0;
    for (let account = 0; account < 5; account += 1) {
      const subject = { memberId: createUser().id, address };
      for (let i = 0; i < comment; i += 1) if ((await consumeRateLimit("comment", subject)).ok) accepted += 1;
    }
    expect(accepted).toBe(comment * ADDRESS_CEILING_FACTOR);
    // Someone at another address is not affected.
    expect((await consumeRateLimit("comment", { memberId: createUser().id, address: "198.51.100.62" })).ok).toBe(true);
  });
});

describe("reads that cost real work", () => {
  test("the anonymous checker over the limit answers 429 with Retry-After, and its page says so in words", async () => {
    await exhaust("checker", "address:198.51.100.70");
    const context = { clientAddress: "198.51.100.70" };
    const query = "units=metric&length=60&width=30&height=36&fish=1:6";
    const api = await respond(async () => apiChecker({ request: await request(`/api/checker?${query}`), context }));
    await expectTooManyRequests(api);
    const page = await respond(async () => checkerPage({ request: await request(`/checker?${query}`), params: {}, context }));
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await page.json()).tooManyRequests).toMatch(/^You're doing that too often\. Please wait/);
    // The empty form costs nothing and still opens.
    expect((await respond(async () => checkerPage({ request: await request("/checker"), params: {}, context }))).status).toBe(200);
  });

  test("a text search over the limit answers 429; the plain list is not counted", async () => {
    await exhaust("search", "address:198.51.100.71");
    const context = { clientAddress: "198.51.100.71" };
    await expectTooManyRequests(await respond(async () => apiFish({ request: await request("/api/fish?q=zzqx"), context })));
    expect((await respond(async () => apiFish({ request: await request("/api/fish"), context }))).status).toBe(200);
    const page = await respond(async () => fishListPage({ request: await request("/fish?q=zzqx"), params: {}, context }));
    expect(page.status).toBe(429);
  });
});
