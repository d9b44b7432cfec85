import { sql } from "drizzle-orm";
import { imageStatusCounts } from "../../db/schema";
import type { MemberImageKind, ReviewStatus } from "~/domain/moderation";
import { getDb } from "~/services/db.server";

/**
 * How many member images there are of one kind, in one status or in all: read from the counts the tables'
 * triggers keep (migration 0019), one row each, however many images there are.
 */
export function countImages(kind: MemberImageKind, status?: ReviewStatus): number {
  const row = getDb()
    .select({ n: sql<number>`coalesce(sum(${imageStatusCounts.n}), 0)` })
    .from(imageStatusCounts)
    .where(
      status
        ? sql`${imageStatusCounts.kind} = ${kind} and ${imageStatusCounts.status} = ${status}`
        : sql`${imageStatusCounts.kind} = ${kind}`,
    )
    .get();
  return Number(row?.n ?? 0);
}
