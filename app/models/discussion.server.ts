import { and, desc, eq, sql, type Placeholder } from "drizzle-orm";
import { discussionComments, fish, fishCommentCounts, users } from "../../db/schema";
import type { KeysetPage } from "~/domain/pagination";
import { getDb, preparedPerConnection } from "~/services/db.server";
import { fishExists } from "./fish.server";
import { olderThan, toPage, type CursorValues } from "./keyset.server";
import { actsAsAdmin, recordAudit, type AdminActor } from "./audit-log.server";

/**
 * Discussion comments on a species. Anyone may read them; a member posts as themselves; a comment may be
 * deleted by its author, and by an admin for moderation.
 */

export type CommentAuthor = {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

export type DiscussionComment = {
  id: number;
  userId: string;
  content: string;
  createdAt: string;
  user: CommentAuthor;
};

const commentColumns = {
  id: discussionComments.id,
  userId: discussionComments.userId,
  content: discussionComments.content,
  createdAt: discussionComments.createdAt,
  user: {
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImageUrl: users.profileImageUrl,
  },
};

export type CommentPageRequest = { before?: number | null; limit: number };

/**
 * One page of a fish's comments, newest first: the newest `limit`, or the `limit` older than comment `before`.
 * Null when `before` is not a comment on this fish (deleted since, or another fish's), for the caller to decide.
 */
export function listComments(fishId: number, { before, limit }: CommentPageRequest): KeysetPage<DiscussionComment> | null {
  if (!before) return toPage(commentStatements().newest.all({ fishId, limit: limit + 1 }), limit);
  const cursor = commentStatements().cursor.get({ fishId, id: before });
  if (!cursor) return null;
  return toPage(commentStatements().older.all({ fishId, createdAt: cursor.createdAt, id: cursor.id, limit: limit + 1 }), limit);
}

/**
 * The query behind a page (one row more than shown), served by discussion_comments_fish_created_idx. Its values
 * may be placeholders: the statements below are this query, prepared once (their `limit` is the rows read).
 */
export function commentPageQuery(
  fishId: number | Placeholder,
  cursor: CursorValues | undefined,
  limit: number | Placeholder,
  db = getDb(),
) {
  const onFish = eq(discussionComments.fishId, fishId);
  return db
    .select(commentColumns)
    .from(discussionComments)
    .innerJoin(users, eq(users.id, discussionComments.userId))
    .where(cursor ? and(onFish, olderThan(discussionComments.createdAt, discussionComments.id, cursor)) : onFish)
    .orderBy(desc(discussionComments.createdAt), desc(discussionComments.id))
    .limit(typeof limit === "number" ? limit + 1 : limit);
}

// Every fish page reads its comments and their count, so these are prepared once per connection.
const commentStatements = preparedPerConnection((db) => {
  const fishId = sql.placeholder("fishId");
  const limit = sql.placeholder("limit");
  return {
    newest: commentPageQuery(fishId, undefined, limit, db).prepare(),
    older: commentPageQuery(fishId, { createdAt: sql.placeholder("createdAt"), id: sql.placeholder("id") }, limit, db).prepare(),
    cursor: db
      .select({ id: discussionComments.id, createdAt: discussionComments.createdAt })
      .from(discussionComments)
      .where(and(eq(discussionComments.id, sql.placeholder("id")), eq(discussionComments.fishId, fishId)))
      .prepare(),
    count: db.select({ count: fishCommentCounts.n }).from(fishCommentCounts).where(eq(fishCommentCounts.fishId, fishId)).prepare(),
  };
});

/** How many comments a fish has: the number its comments' triggers keep, one row however many there are. */
export function countComments(fishId: number): number {
  return commentStatements().count.get({ fishId })?.count ?? 0;
}

function getComment(id: number): DiscussionComment | undefined {
  return getDb()
    .select(commentColumns)
    .from(discussionComments)
    .innerJoin(users, eq(users.id, discussionComments.userId))
    .where(eq(discussionComments.id, id))
    .get();
}

/** Posts a comment as the member; the content has been validated (trimmed, 1 to 500 characters) by the caller. */
export function addComment(
  userId: string,
  fishId: number,
  content: string,
): { ok: true; comment: DiscussionComment } | { ok: false; status: 404; message: string } {
  const db = getDb();
  const id = db.transaction((tx) => {
    if (!fishExists(fishId, tx)) return null;
    return tx.insert(discussionComments).values({ userId, fishId, content }).returning({ id: discussionComments.id }).get().id;
  });
  if (id === null) return { ok: false, status: 404, message: "Fish not found" };
  return { ok: true, comment: getComment(id)! };
}

/** Whoever deletes: the member, with the names the audit log shows when they act as an admin. */
export type Actor = AdminActor;

/**
 * Deletes a comment if the actor may: its author, or an admin. 404 when there is no such comment (or, with
 * `onFish`, none on that fish); 403 for anyone else's. An admin deleting someone else's comment is audited in
 * the same transaction.
 */
export function deleteComment(
  actor: Actor,
  commentId: number,
  onFish?: number,
): { ok: true } | { ok: false; status: 403 | 404; message: string } {
  const db = getDb();
  return db.transaction((tx) => {
    const comment = tx
      .select({
        userId: discussionComments.userId,
        fishId: discussionComments.fishId,
        content: discussionComments.content,
        fishName: fish.name,
      })
      .from(discussionComments)
      .innerJoin(fish, eq(fish.id, discussionComments.fishId))
      .where(eq(discussionComments.id, commentId))
      .get();
    if (!comment || (onFish !== undefined && comment.fishId !== onFish)) {
      return { ok: false as const, status: 404 as const, message: "Comment not found" };
    }
    if (comment.userId !== actor.id && !actor.isAdmin) {
      return { ok: false as const, status: 403 as const, message: "You can only delete your own comments" };
    }
    tx.delete(discussionComments).where(eq(discussionComments.id, commentId)).run();
    if (actsAsAdmin(actor, comment.userId)) {
      recordAudit(tx, actor, {
        action: "comment.deleted",
        subjectKind: "comment",
        subjectId: commentId,
        subjectLabel: `Comment on ${comment.fishName}`,
        details: { authorId: comment.userId, fishId: comment.fishId, content: comment.content },
      });
    }
    return { ok: true as const };
  });
}
