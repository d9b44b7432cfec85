import { desc, eq } from "drizzle-orm";
import { discussionComments, fish, users } from "../../db/schema";
import { getDb } from "~/services/db.server";

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

/** A fish's comments, newest first. */
export function listComments(fishId: number): DiscussionComment[] {
  return getDb()
    .select(commentColumns)
    .from(discussionComments)
    .innerJoin(users, eq(users.id, discussionComments.userId))
    .where(eq(discussionComments.fishId, fishId))
    .orderBy(desc(discussionComments.createdAt), desc(discussionComments.id))
    .all();
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
    const species = tx.select({ id: fish.id }).from(fish).where(eq(fish.id, fishId)).get();
    if (!species) return null;
    return tx
      .insert(discussionComments)
      .values({ userId, fishId, content })
      .returning({ id: discussionComments.id })
      .get().id;
  });
  if (id === null) return { ok: false, status: 404, message: "Fish not found" };
  return { ok: true, comment: getComment(id)! };
}

export type Actor = { id: string; isAdmin: boolean };

/**
 * Deletes a comment if the actor may: its author, or an admin. 404 when there is no such comment (or, with
 * `onFish`, none on that fish); 403 for anyone else's.
 */
export function deleteComment(
  actor: Actor,
  commentId: number,
  onFish?: number,
): { ok: true } | { ok: false; status: 403 | 404; message: string } {
  const db = getDb();
  return db.transaction((tx) => {
    const comment = tx
      .select({ userId: discussionComments.userId, fishId: discussionComments.fishId })
      .from(discussionComments)
      .where(eq(discussionComments.id, commentId))
      .get();
    if (!comment || (onFish !== undefined && comment.fishId !== onFish)) {
      return { ok: false as const, status: 404 as const, message: "Comment not found" };
    }
    if (comment.userId !== actor.id && !actor.isAdmin) {
      return { ok: false as const, status: 403 as const, message: "You can only delete your own comments" };
    }
    tx.delete(discussionComments).where(eq(discussionComments.id, commentId)).run();
    return { ok: true as const };
  });
}
