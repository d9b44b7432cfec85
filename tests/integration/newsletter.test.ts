import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { newsletterSubscriptions } from "../../db/schema";
import { toastOf } from "../support/fish";
import { createUser, request, respond } from "../support/factories";
import { NEWSLETTER_CONSENT, NEWSLETTER_PAGE_SIZE } from "~/domain/newsletter";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { loader as homeLoader } from "~/routes/_index";
import { loader as adminLoader } from "~/routes/admin.newsletter._index";
import { loader as exportLoader } from "~/routes/admin.newsletter.export";
import { action as subscribeAction } from "~/routes/newsletter";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/newsletter_.unsubscribe";
import { getDb } from "~/services/db.server";
import { resetRateLimits } from "~/services/rate-limit.server";

beforeEach(() => {
  resetRateLimits();
  getDb().delete(newsletterSubscriptions).run();
});

const stored = () => getDb().select().from(newsletterSubscriptions).orderBy(newsletterSubscriptions.id).all();

async function subscribe(
  fields: Record<string, string>,
  { userId, clientAddress = "192.0.2.1" }: { userId?: string; clientAddress?: string } = {},
) {
  return respond(async () =>
    subscribeAction({
      request: await request("/newsletter", { method: "POST", body: new URLSearchParams(fields), userId }),
      params: {},
      context: { clientAddress },
    }),
  );
}

async function get(handler: (args: never) => unknown, path: string, userId?: string) {
  return respond(async () =>
    (handler as (args: unknown) => unknown)({ request: await request(path, { userId }), params: {}, context: {} }),
  );
}

/** The unsubscribe link the admin page gives for an address. */
async function linkFor(email: string) {
  const admin = createUser({ isAdmin: true });
  const page = await (await get(adminLoader, "/admin/newsletter", admin.id)).json();
  const row = page.subscribers.find((entry: { email: string }) => entry.email === email);
  return new URL(row.unsubscribeUrl);
}

describe("subscribing", () => {
  test("stores one subscription per address, with the consent line, and confirms it with a toast on the page", async () => {
    const answer = await subscribe({ email: "  Keeper@Example.COM ", consent: "on", returnTo: "/" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/");
    expect(await toastOf(answer)).toMatchObject({
      title: "Subscribed",
      description: expect.stringMatching(/^keeper@example\.com is on the newsletter list\. The editors send each issue themselves/),
    });
    expect(stored()).toMatchObject([{ email: "keeper@example.com", consent: NEWSLETTER_CONSENT, createdAt: expect.any(String) }]);
    // The same address again: the same answer (nobody learns who subscribed), still one row.
    const again = await subscribe({ email: "keeper@example.com", consent: "on" });
    expect(await toastOf(again)).toMatchObject({ title: "Subscribed" });
    expect(stored()).toHaveLength(1);
  });

  test("without the consent box or with a bad address: 400, the problem named, nothing stored", async () => {
    const noConsent = await subscribe({ email: "a@example.com" });
    expect(noConsent.status).toBe(400);
    expect((await noConsent.json()).result.error).toEqual({ consent: ["Please tick the box to agree, or we cannot add your address."] });
    const bad = await subscribe({ email: "not an address", consent: "on" });
    expect((await bad.json()).result.error).toEqual({ email: ["Please enter a valid e-mail address."] });
    const empty = await subscribe({ consent: "on" });
    expect((await empty.json()).result.error).toEqual({ email: ["Please enter your e-mail address."] });
    const long = await subscribe({ email: `${"a".repeat(250)}@example.com`, consent: "on" });
    expect(long.status).toBe(400);
    expect(stored()).toEqual([]);
  });

  test("a filled honeypot is answered as a person would be, and nothing is stored", async () => {
    const answer = await subscribe({ email: "bot@example.com", consent: "on", website: "http://spam.example" });
    expect(await toastOf(answer)).toMatchObject({ title: "Subscribed" });
    expect(stored()).toEqual([]);
  });

  test("is limited per client address, for visitors and members alike", async () => {
    const [window] = RATE_LIMITS.newsletter;
    const member = createUser();
    for (let i = 0; i < window.points; i += 1) {
      const answer = await subscribe(
        { email: `n${i}@example.com`, consent: "on" },
        { clientAddress: "198.51.100.7", userId: i % 2 ? member.id : undefined },
      );
      expect(await toastOf(answer)).toMatchObject({ title: "Subscribed" });
    }
    const refused = await subscribe({ email: "one-more@example.com", consent: "on" }, { clientAddress: "198.51.100.7", userId: member.id });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await toastOf(refused)).toMatchObject({ title: "Too many requests", variant: "destructive" });
    expect(stored().some((row) => row.email === "one-more@example.com")).toBe(false);
    // Another address is not held back.
    expect(
      await toastOf(await subscribe({ email: "one-more@example.com", consent: "on" }, { clientAddress: "198.51.100.8" })),
    ).toMatchObject({ title: "Subscribed" });
  });

  test("the home page fills in the member's address and says when it is on the list", async () => {
    const member = createUser({ email: "Reef@Example.com" });
    const before = await (await get(homeLoader, "/", member.id)).json();
    expect(before.newsletter).toEqual({ defaultEmail: "Reef@Example.com", subscribedAs: null });
    await subscribe({ email: "reef@example.com", consent: "on" });
    const after = await (await get(homeLoader, "/", member.id)).json();
    expect(after.newsletter.subscribedAs).toBe("reef@example.com");
  });
});

describe("unsubscribing with the signed link", () => {
  test("opening the link changes nothing; the button deletes the subscription, without signing in", async () => {
    await subscribe({ email: "leaving@example.com", consent: "on" });
    const link = await linkFor("leaving@example.com");
    expect(link.pathname).toBe("/newsletter/unsubscribe");
    const page = await get(unsubscribeLoader, `${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(await page.json()).toMatchObject({ valid: true, email: "leaving@example.com" });
    expect(stored()).toHaveLength(1);
    const answer = await respond(async () =>
      unsubscribeAction({
        request: await request("/newsletter/unsubscribe", {
          method: "POST",
          body: new URLSearchParams({ email: link.searchParams.get("email")!, sig: link.searchParams.get("sig")! }),
        }),
        params: {},
        context: {},
      }),
    );
    expect(answer.status).toBe(302);
    expect(await toastOf(answer)).toMatchObject({
      title: "Unsubscribed",
      description: "leaving@example.com will get no more newsletters.",
    });
    expect(stored()).toEqual([]);
  });

  test("a link for another address, a changed signature or none is refused with 400 and deletes nothing", async () => {
    await subscribe({ email: "stays@example.com", consent: "on" });
    await subscribe({ email: "other@example.com", consent: "on" });
    const link = await linkFor("other@example.com");
    const sig = link.searchParams.get("sig")!;
    for (const query of [
      `email=stays%40example.com&sig=${sig}`,
      `email=other%40example.com&sig=${sig.slice(0, -2)}xx`,
      "email=stays%40example.com",
      "",
    ]) {
      const page = await get(unsubscribeLoader, `/newsletter/unsubscribe?${query}`);
      expect(page.status).toBe(400);
      expect(await page.json()).toMatchObject({ valid: false, message: expect.stringMatching(/not valid/) });
    }
    const refused = await respond(async () =>
      unsubscribeAction({
        request: await request("/newsletter/unsubscribe", {
          method: "POST",
          body: new URLSearchParams({ email: "stays@example.com", sig }),
        }),
        params: {},
        context: {},
      }),
    );
    expect(refused.status).toBe(400);
    expect(stored().map((row) => row.email)).toEqual(["stays@example.com", "other@example.com"]);
  });
});

describe("the admin list", () => {
  test("admins see every subscriber, newest first, a page at a time; members get 403 and visitors 401", async () => {
    for (let i = 0; i < NEWSLETTER_PAGE_SIZE + 2; i += 1) {
      getDb()
        .insert(newsletterSubscriptions)
        .values({ email: `s${i}@example.com`, consent: NEWSLETTER_CONSENT })
        .run();
    }
    const admin = createUser({ isAdmin: true });
    const first = await get(adminLoader, "/admin/newsletter", admin.id);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    const page = await first.json();
    expect(page.total).toBe(NEWSLETTER_PAGE_SIZE + 2);
    expect(page.subscribers).toHaveLength(NEWSLETTER_PAGE_SIZE);
    expect(page.subscribers[0].email).toBe(`s${NEWSLETTER_PAGE_SIZE + 1}@example.com`);
    const older = await (await get(adminLoader, `/admin/newsletter?before=${page.olderBefore}`, admin.id)).json();
    expect(older.subscribers.map((row: { email: string }) => row.email)).toEqual(["s1@example.com", "s0@example.com"]);
    expect(older.olderBefore).toBeNull();
    expect((await get(adminLoader, "/admin/newsletter", createUser().id)).status).toBe(403);
    expect((await get(adminLoader, "/admin/newsletter")).status).toBe(401);
  });

  test("the CSV export has every subscriber with consent and link, and defuses spreadsheet formulas", async () => {
    getDb().insert(newsletterSubscriptions).values({ email: "first@example.com", consent: NEWSLETTER_CONSENT }).run();
    getDb().insert(newsletterSubscriptions).values({ email: "=cmd@example.com", consent: 'says "hi"' }).run();
    const admin = createUser({ isAdmin: true });
    const answer = await get(exportLoader, "/admin/newsletter/export", admin.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = (await answer.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at,consent,unsubscribe_url");
    expect(lines[1]).toMatch(
      /^"first@example\.com","\d{4}-\d\d-\d\dT[^"]+","I agree that Shoal's editors[^"]+","http:\/\/localhost:3000\/newsletter\/unsubscribe\?email=first%40example\.com&sig=[\w-]+"$/,
    );
    expect(lines[2]).toMatch(/^"'=cmd@example\.com",".+","says ""hi""",/);
    expect((await get(exportLoader, "/admin/newsletter/export", createUser().id)).status).toBe(403);
    expect((await get(exportLoader, "/admin/newsletter/export")).status).toBe(401);
    expect(getDb().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "first@example.com")).all()).toHaveLength(
      1,
    );
  });
});
