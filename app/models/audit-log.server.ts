import { desc, eq, getTableColumns } from "drizzle-orm";
import { auditLog, users } from "../../db/schema";
import type { Tx } from "../../db/types";
import { ADMIN_DENIED_MESSAGE } from "~/domain/access";
import { displayName } from "~/domain/display-name";
import { getDb } from "~/services/db.server";
import { olderThan } from "./keyset.server";
import { fail, type Result } from "./result";

/**
 * The audit log: every admin action, written in the same transaction as the change it records, never changed
 * afterwards (the table refuses updates and deletes). An admin action is one that changes the catalogue or
 * changes or removes someone else's content (a member's comment, photo or gallery image); what an admin does
 * to their own content as a member is not one.
 */

export type AuditAction =
  | "fish.created"
  | "fish.updated"
  | "fish.deleted"
  | "plant.created"
  | "plant.updated"
  | "plant.deleted"
  | "product.created"
  | "product.updated"
  | "product.deleted"
  | "aquascape.created"
  | "aquascape.updated"
  | "aquascape.deleted"
  | "video.created"
  | "video.updated"
  | "video.deleted"
  | "featured.added"
  | "featured.removed"
  | "image.approved"
  | "image.rejected"
  | "image.hidden"
  | "comment.deleted"
  | "photo.deleted";

export type AuditEntry = {
  action: AuditAction;
  subjectKind: "fish" | "plant" | "fish-photo" | "plant-photo" | "gallery-image" | "product" | "aquascape" | "video" | "comment";
  subjectId: string | number;
  subjectLabel: string;
  details?: Record<string, unknown>;
};

/**
 * Whoever an admin model function acts for. Each of those functions checks `isAdmin` itself, so a route that
 * forgot its guard (or a script calling the model directly) still cannot act as an admin.
 */
export type AdminActor = {
  id: string;
  isAdmin: boolean;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

/**
 * Records one admin action; pass the transaction of the change so both happen or neither. It throws for a
 * non-admin, which rolls that transaction back: no change can be logged as an admin's unless one made it.
 */
export function recordAudit(tx: Tx, actor: AdminActor, entry: AuditEntry) {
  if (!actor.isAdmin) throw new Error("Only an admin's action goes in the audit log");
  tx.insert(auditLog)
    .values({
      actorId: actor.id,
      actorName: displayName(actor),
      action: entry.action,
      subjectKind: entry.subjectKind,
      subjectId: String(entry.subjectId),
      subjectLabel: entry.subjectLabel,
      details: entry.details ?? {},
    })
    .run();
}

/**
 * Whether acting on content owned by `ownerId` is an admin action: an admin acting on anyone else's. The
 * member's own deletions, and anything a non-admin may do, are not audited.
 */
export function actsAsAdmin(actor: { id: string; isAdmin?: boolean }, ownerId: string): boolean {
  return Boolean(actor.isAdmin) && actor.id !== ownerId;
}

/** The fields whose values differ, each with its value before and after. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { before: before[key], after: after[key] };
  }
  return changes;
}

/** An entry, with the actor's username today when their account still exists (else null: the copied name stands). */
export type AuditRow = typeof auditLog.$inferSelect & { actorUsername: string | null };

/** Newest first, a page at a time (keyset on created_at and id); `before` is the id of the last row shown. */
export function listAudit(
  admin: AdminActor,
  { before, limit }: { before?: number | null; limit: number },
): Result<{ entries: AuditRow[] }, 403> {
  if (!admin.isAdmin) return fail(403, ADMIN_DENIED_MESSAGE, "not-admin");
  const db = getDb();
  const cursor = before
    ? db.select({ id: auditLog.id, createdAt: auditLog.createdAt }).from(auditLog).where(eq(auditLog.id, before)).get()
    : undefined;
  // A row value, so SQLite seeks audit_log_created_idx to the cursor instead of walking it from the newest entry.
  const older = cursor ? olderThan(auditLog.createdAt, auditLog.id, cursor) : undefined;
  const entries = db
    .select({ ...getTableColumns(auditLog), actorUsername: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(older)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .all();
  return { ok: true, entries };
}
