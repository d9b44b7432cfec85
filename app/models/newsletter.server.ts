import { count, desc, eq, lt } from "drizzle-orm";
import { newsletterSubscriptions } from "../../db/schema";
import { getDb } from "~/services/db.server";
import type { AdminActor } from "./audit-log.server";
import { fail, type Result } from "./result";

/**
 * The newsletter list: one subscription per address. Anyone may subscribe an address (with the consent line) and
 * anyone holding a signed link may take it off; only admins read the list.
 */

export type Subscriber = { id: number; email: string; consent: string; createdAt: string };

const columns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  consent: newsletterSubscriptions.consent,
  createdAt: newsletterSubscriptions.createdAt,
};

/** Adds the (normalised) address with its consent line; an address on the list already keeps its first consent. */
export function subscribe(email: string, consent: string): { added: boolean } {
  const inserted = getDb()
    .insert(newsletterSubscriptions)
    .values({ email, consent })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id })
    .get();
  return { added: inserted !== undefined };
}

export function isSubscribed(email: string): boolean {
  return (
    getDb()
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .get() !== undefined
  );
}

/** Takes the address off the list (the row is deleted); false when it was not on it. */
export function unsubscribe(email: string): boolean {
  return (
    getDb()
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .returning({ id: newsletterSubscriptions.id })
      .get() !== undefined
  );
}

const adminsOnly = () => fail(403, "Only admins can see the newsletter list", "not-admin" as const);

/** One page of subscribers, newest first: the newest `limit`, or the `limit` older than subscription `before`. */
export function pageSubscribers(
  admin: AdminActor,
  { before, limit }: { before?: number | null; limit: number },
): Result<{ subscribers: Subscriber[]; olderBefore: number | null; total: number }, 403, "not-admin"> {
  if (!admin.isAdmin) return adminsOnly();
  const db = getDb();
  const rows = db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(before ? lt(newsletterSubscriptions.id, before) : undefined)
    .orderBy(desc(newsletterSubscriptions.id))
    .limit(limit + 1)
    .all();
  const subscribers = rows.slice(0, limit);
  const total = db.select({ n: count() }).from(newsletterSubscriptions).get()?.n ?? 0;
  return { ok: true, subscribers, olderBefore: rows.length > limit ? subscribers[subscribers.length - 1]!.id : null, total };
}

/** Every subscriber, oldest first, for the CSV the editors send from. */
export function allSubscribers(admin: AdminActor): Result<{ subscribers: Subscriber[] }, 403, "not-admin"> {
  if (!admin.isAdmin) return adminsOnly();
  return { ok: true, subscribers: getDb().select(columns).from(newsletterSubscriptions).orderBy(newsletterSubscriptions.id).all() };
}
