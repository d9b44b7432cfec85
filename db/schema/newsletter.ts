import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

/**
 * Newsletter subscriptions: one per address, with the consent line the subscriber agreed to, word for word, and
 * when. Nothing else is kept (no member id, no client address): the editors need an address to write to and the
 * proof that its owner asked. Unsubscribing deletes the row.
 */
export const newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Trimmed and lower-cased, so one address is one subscription however it was typed. */
    email: text("email").notNull(),
    /** The consent line shown beside the box the subscriber ticked. */
    consent: text("consent").notNull(),
    createdAt: createdAt(),
  },
  // The admin list pages by id (newest first), which is the order of subscribing: no other index is needed.
  (t) => [uniqueIndex("newsletter_subscriptions_email_unique").on(t.email)],
);
