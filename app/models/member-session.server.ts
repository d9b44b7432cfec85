import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, lte, ne, sql } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import { SESSION_TTL_SECONDS } from "~/domain/access";
import { getDb, preparedPerConnection } from "~/services/db.server";
import { isPrimary } from "~/services/litefs.server";
import type { User } from "./user.server";

/**
 * Signed-in sessions, held on the server. The cookie names a session; the session is valid only while its row
 * exists and has not expired, so signing out ends it for every copy of the cookie, and a member (or an
 * operator) can list and end their sessions.
 */

/** Reading a page is not a write: the last-seen time moves only when it is older than this. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export type MemberSession = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string | null;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** Starts a session for a member who just signed in; the id is 256 random bits, unguessable. */
export function startMemberSession(userId: string, userAgent: string | null, now = Date.now()): MemberSession {
  const row = {
    id: randomBytes(32).toString("base64url"),
    userId,
    lastSeenAt: iso(now),
    expiresAt: iso(now + SESSION_TTL_SECONDS * 1000),
    userAgent: userAgent ? userAgent.slice(0, 200) : null,
  };
  getDb().insert(sessions).values(row).run();
  return { id: row.id, createdAt: iso(now), lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt, userAgent: row.userAgent };
}

// Every member's every request starts here, so the statement is prepared once per connection.
const sessionUser = preparedPerConnection((db) =>
  db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("sessionId")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare(),
);

/** The member a live session belongs to, or null for an ended, expired or unknown one. */
export function userForSession(sessionId: string, now = Date.now()): User | null {
  const db = getDb();
  const row = sessionUser().get({ sessionId, now: iso(now) });
  if (!row) return null;
  // A LiteFS replica cannot write; the member's next write (or read on the primary) moves it instead.
  if (now - Date.parse(row.lastSeenAt) > LAST_SEEN_RESOLUTION_MS && isPrimary()) {
    db.update(sessions)
      .set({ lastSeenAt: iso(now) })
      .where(eq(sessions.id, sessionId))
      .run();
  }
  return row.user;
}

/** Ends one session (signing out). */
export function endMemberSession(sessionId: string) {
  getDb().delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** A member's live sessions, most recently used first (at most 50: older ones are listed by nobody). */
export function listMemberSessions(userId: string, now = Date.now()): MemberSession[] {
  return getDb()
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, iso(now))))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50)
    .all();
}

/** Ends a member's sessions, all of them or all but `keep` ("sign out everywhere else"); returns how many. */
export function revokeMemberSessions(userId: string, keep?: string): number {
  const where = keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId);
  return getDb().delete(sessions).where(where).run().changes;
}

/** Forgets expired sessions (run by the hourly sweep). */
export function sweepExpiredSessions(now = Date.now()): number {
  return getDb()
    .delete(sessions)
    .where(lte(sessions.expiresAt, iso(now)))
    .run().changes;
}
