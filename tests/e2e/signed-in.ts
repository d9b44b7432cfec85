import { randomBytes, randomUUID } from "node:crypto";
import { createCookieSessionStorage } from "@remix-run/node";
import type { Page } from "@playwright/test";
import { DEV_ISSUER, devIdentity } from "../../app/services/dev-idp.server";
import { SESSION_COOKIE_NAME } from "../../app/services/session-cookie.server";
import { serverDatabase } from "./server-database";
import { E2E_BASE_URL, E2E_SESSION_SECRET } from "./server-settings";

/**
 * Starts a test signed in, without walking through the provider's pages: the member and a session are written
 * straight into the server's database, and the browser is given the session cookie the server would have set.
 * Sign-in itself is proven by the tests that walk through it (sign-in, username, the sign-in links); every other
 * test begins here, which saves four page loads and the username overlay each time.
 */

export type Person = { email: string; firstName: string; lastName: string; username: string };

const cookies = createCookieSessionStorage<{ sessionId: string }>({
  cookie: { name: SESSION_COOKIE_NAME, path: "/", httpOnly: true, sameSite: "lax", secrets: [E2E_SESSION_SECRET] },
});

/**
 * Who the member is beyond the person: an admin or not, since when, whether they have chosen a username, and
 * whether they are the member the development provider signs in for that e-mail (so that signing in through its
 * pages later, on another device, finds this same member).
 */
type MemberOptions = { admin?: boolean; joinedAt?: Date; withoutUsername?: boolean; knownToProvider?: boolean };

/**
 * The member, written into the server's database unless they are there already: the same person twice is the same
 * member, as with the provider (a second device, or coming back later). Their username is chosen already, unless
 * `withoutUsername` (a member just back from the provider for the first time). Answers their id.
 */
export function addMember(
  person: Person,
  { admin = false, joinedAt = new Date(), withoutUsername = false, knownToProvider = false }: MemberOptions = {},
): string {
  const db = serverDatabase();
  // The provider's subject is qualified by its issuer, as the server's sign-in stores it (app/web/auth.server.ts).
  const subject = knownToProvider
    ? `${DEV_ISSUER}|${devIdentity(person.email, person.firstName, person.lastName).sub}`
    : `browser-tests|${person.email}`;
  const existing = db.prepare(`SELECT id FROM users WHERE auth_subject = ?`).get(subject) as { id: string } | undefined;
  if (existing) return existing.id;
  const userId = randomUUID();
  db.prepare(
    `INSERT INTO users (id, auth_subject, email, first_name, last_name, username, is_admin, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    subject,
    person.email,
    person.firstName,
    person.lastName,
    withoutUsername ? null : person.username,
    admin ? 1 : 0,
    joinedAt.toISOString(),
  );
  return userId;
}

/** Writes a live session of the member's; answers the cookie's value. */
async function newSessionCookie(userId: string): Promise<string> {
  const db = serverDatabase();
  const now = new Date();
  const sessionId = randomBytes(32).toString("base64url");
  db.prepare(`INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at, user_agent) VALUES (?, ?, ?, ?, ?, ?)`).run(
    sessionId,
    userId,
    now.toISOString(),
    now.toISOString(),
    new Date(now.getTime() + 24 * 3600 * 1000).toISOString(),
    "browser tests",
  );
  const session = await cookies.getSession();
  session.set("sessionId", sessionId);
  const header = await cookies.commitSession(session);
  // The value exactly as the server's Set-Cookie writes it (already encoded for a cookie header).
  return header.slice(SESSION_COOKIE_NAME.length + 1, header.indexOf(";"));
}

/**
 * Signs the page's browser in as a member (see addMember for the options), and opens `from`. Answers the member's id.
 */
export async function startSignedIn(page: Page, person: Person, options: MemberOptions & { from?: string } = {}): Promise<string> {
  const userId = addMember(person, options);
  const value = await newSessionCookie(userId);
  await page.context().addCookies([{ name: SESSION_COOKIE_NAME, value, url: E2E_BASE_URL, httpOnly: true, sameSite: "Lax" }]);
  if (options.from !== undefined) await page.goto(options.from);
  return userId;
}
