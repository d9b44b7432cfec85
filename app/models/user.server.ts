import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { getDb } from "../services/db.server";
import { USERNAME_MESSAGES } from "~/domain/username-rules";
import { isUniqueViolation } from "./sqlite-errors.server";

export type User = typeof users.$inferSelect;

/** The current-user shape of the JSON API: what a client may know about the member it acts for. */
export type PublicUser = Pick<User, "id" | "firstName" | "lastName" | "username" | "email" | "profileImageUrl" | "createdAt" | "isAdmin">;

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt,
    isAdmin: user.isAdmin,
  };
}

export function getUserById(id: string): User | undefined {
  return getDb().select().from(users).where(eq(users.id, id)).get();
}

export type Identity = {
  /** "issuer|sub": the provider's subject, qualified by the provider so two providers never collide. */
  subject: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
};

/** Whether a provider's subject already has an account (a first sign-in does not). */
export function hasAccount(subject: string): boolean {
  return Boolean(getDb().select({ id: users.id }).from(users).where(eq(users.authSubject, subject)).get());
}

/**
 * Creates the member on first sign-in, or refreshes what the provider says about them. Admin rights come
 * from ADMIN_EMAILS at each sign-in; an e-mail outside that list keeps whatever the database says.
 */
export function upsertUserFromIdentity(identity: Identity, adminEmails: string[]): User {
  const db = getDb();
  const email = identity.email?.trim() || null;
  const makeAdmin = email ? adminEmails.includes(email.toLowerCase()) : false;
  return db.transaction((tx) => {
    const existing = tx.select().from(users).where(eq(users.authSubject, identity.subject)).get();
    if (existing) {
      return tx
        .update(users)
        .set({
          // Names and picture are the member's own once they have an account: what they changed or removed on
          // their profile stays so, whatever the provider sends at the next sign-in.
          email: email ?? existing.email,
          isAdmin: existing.isAdmin || makeAdmin,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(users.id, existing.id))
        .returning()
        .get();
    }
    return tx
      .insert(users)
      .values({
        id: randomUUID(),
        authSubject: identity.subject,
        email,
        firstName: identity.firstName?.trim() || null,
        lastName: identity.lastName?.trim() || null,
        // Only a picture Shoal serves itself: a provider's is copied in afterwards (see provider-picture).
        profileImageUrl:
          identity.profileImageUrl?.startsWith("/") && !identity.profileImageUrl.startsWith("//") ? identity.profileImageUrl : null,
        isAdmin: makeAdmin,
      })
      .returning()
      .get();
  });
}

export function isUsernameTaken(username: string, exceptUserId?: string): boolean {
  const row = getDb()
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .get();
  return Boolean(row && row.id !== exceptUserId);
}

export type SetUsernameResult = { ok: true; user: User } | { ok: false; message: string };

/** Sets a member's username; refused when someone else holds it, whatever the letter case. */
export function setUsername(userId: string, username: string): SetUsernameResult {
  const db = getDb();
  const value = username.trim().toLowerCase();
  try {
    return db.transaction((tx) => {
      const taken = tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${value}`)
        .get();
      if (taken && taken.id !== userId) return { ok: false as const, message: USERNAME_MESSAGES.taken };
      const user = tx
        .update(users)
        .set({ username: value, updatedAt: new Date().toISOString() })
        .where(eq(users.id, userId))
        .returning()
        .get();
      if (!user) return { ok: false as const, message: "User not found" };
      return { ok: true as const, user };
    });
  } catch (error) {
    // Two members racing for the same name: the unique index decides, and the loser hears it plainly.
    if (isUniqueViolation(error)) {
      return { ok: false, message: USERNAME_MESSAGES.taken };
    }
    throw error;
  }
}
