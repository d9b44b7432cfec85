import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { sessions } from "../../db/schema";
import { createUser, request, respond } from "../support/factories";
import {
  endMemberSession,
  listMemberSessions,
  revokeMemberSessions,
  startMemberSession,
  sweepExpiredSessions,
  userForSession,
} from "~/models/member-session.server";
import { loader as currentUser } from "~/routes/api.auth.user";
import { action as logoutPost, loader as logout } from "~/routes/api.logout";
import { getDb } from "~/services/db.server";
import { commitSession, getSession } from "~/services/session.server";
import { signIn } from "~/web/sign-in.server";

/** Signs a member in the way /api/login finishes, and returns the Cookie header the browser would keep. */
async function signedInCookie(userId: string, previousCookie?: string) {
  const response = await signIn(
    new Request("http://localhost:3000/api/login", { headers: previousCookie ? { Cookie: previousCookie } : {} }),
    userId,
    "/",
  );
  return response.headers.get("Set-Cookie")!.split(";")[0];
}

const whoIs = async (cookie: string) =>
  respond(() =>
    currentUser({ request: new Request("http://localhost:3000/api/auth/user", { headers: { Cookie: cookie } }), params: {}, context: {} }),
  );

const logoutWith = (cookie: string, headers: Record<string, string> = {}) =>
  respond(() =>
    logout({
      request: new Request("http://localhost:3000/api/logout", { headers: { Cookie: cookie, ...headers } }),
      params: {},
      context: {},
    }),
  );

describe("signing out ends the session on the server", () => {
  test("a cookie copied before logout is refused afterwards", async () => {
    const member = createUser();
    const cookie = await signedInCookie(member.id);
    const copy = cookie;
    expect((await whoIs(cookie)).status).toBe(200);

    const response = await logoutWith(cookie, { "Sec-Fetch-Site": "same-origin" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/__shoal_session=;.*Max-Age=0|__shoal_session=;.*Expires=Thu, 01 Jan 1970/);

    expect((await whoIs(copy)).status).toBe(401);
    expect(listMemberSessions(member.id)).toEqual([]);
  });

  test("a navigation typed into the address bar (no Sec-Fetch-Site, no Referer) signs out at once", async () => {
    const member = createUser();
    const cookie = await signedInCookie(member.id);
    expect((await logoutWith(cookie)).status).toBe(302);
    expect((await whoIs(cookie)).status).toBe(401);
  });

  test("a navigation from another site shows a one-button 'Sign out?' form and keeps the member signed in", async () => {
    const member = createUser();
    const cookie = await signedInCookie(member.id);
    const fromElsewhere: Record<string, string>[] = [{ "Sec-Fetch-Site": "cross-site" }, { Referer: "https://evil.example/page" }];
    for (const headers of fromElsewhere) {
      const response = await logoutWith(cookie, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get("Set-Cookie")).toBeNull();
      const html = await response.text();
      expect(html).toContain("<h1");
      expect(html).toContain("Sign out?");
      expect(html).toMatch(/<form method="post" action="\/api\/logout">\s*<button type="submit"[^>]*>Sign out<\/button>/);
      expect((await whoIs(cookie)).status).toBe(200);
    }
    // The page's button posts (the server refuses the post if it comes from another origin).
    const posted = await respond(async () =>
      logoutPost({ request: await request("/api/logout", { method: "POST", headers: { Cookie: cookie } }), params: {}, context: {} }),
    );
    expect(posted.status).toBe(302);
    expect((await whoIs(cookie)).status).toBe(401);
  });

  test("a visitor following a cross-site link to /api/logout simply goes home", async () => {
    const response = await logoutWith("", { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("sessions held on the server", () => {
  test("each sign-in is its own session; a member's sessions can be listed and revoked", async () => {
    const member = createUser();
    const phone = await signedInCookie(member.id);
    const laptop = await signedInCookie(member.id);
    expect(listMemberSessions(member.id)).toHaveLength(2);

    const laptopId = (await getSession(new Request("http://x/", { headers: { Cookie: laptop } }))).get("sessionId")!;
    expect(revokeMemberSessions(member.id, laptopId)).toBe(1);
    expect((await whoIs(phone)).status).toBe(401);
    expect((await whoIs(laptop)).status).toBe(200);
    expect(revokeMemberSessions(member.id)).toBe(1);
    expect((await whoIs(laptop)).status).toBe(401);
  });

  test("signing in again in the same browser replaces the session instead of adding one", async () => {
    const member = createUser();
    const first = await signedInCookie(member.id);
    const second = await signedInCookie(member.id, first);
    expect(listMemberSessions(member.id)).toHaveLength(1);
    expect((await whoIs(first)).status).toBe(401);
    expect((await whoIs(second)).status).toBe(200);
  });

  test("an expired session is a visitor, and the sweep forgets it", () => {
    const member = createUser();
    const session = startMemberSession(member.id, "Test browser", Date.now() - 31 * 24 * 3600 * 1000);
    expect(userForSession(session.id)).toBeNull();
    expect(sweepExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(getDb().select().from(sessions).where(eq(sessions.id, session.id)).get()).toBeUndefined();
  });

  test("a cookie naming no session, or a forged one, is a visitor", async () => {
    const member = createUser();
    const session = await getSession(new Request("http://x/"));
    session.set("sessionId", "not-a-real-session");
    expect((await whoIs((await commitSession(session)).split(";")[0])).status).toBe(401);
    const live = startMemberSession(member.id, null);
    endMemberSession(live.id);
    expect(userForSession(live.id)).toBeNull();
    // An old cookie that named the member directly (before sessions were held on the server) is not enough.
    const legacy = await getSession(new Request("http://x/"));
    (legacy as unknown as { set(key: string, value: string): void }).set("userId", member.id);
    expect((await whoIs((await commitSession(legacy)).split(";")[0])).status).toBe(401);
  });

  test("reading pages does not write: the last-seen time moves at most every few minutes", () => {
    const member = createUser();
    const started = Date.now();
    const session = startMemberSession(member.id, null, started);
    userForSession(session.id, started + 60_000);
    expect(listMemberSessions(member.id)[0].lastSeenAt).toBe(new Date(started).toISOString());
    userForSession(session.id, started + 10 * 60_000);
    expect(listMemberSessions(member.id, started + 10 * 60_000)[0].lastSeenAt).toBe(new Date(started + 10 * 60_000).toISOString());
  });
});
