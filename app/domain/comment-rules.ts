import { COMMENT_MAX_LENGTH } from "./constants";
import { cleanMemberText, isVisiblyEmpty } from "./member-text";

/**
 * The discussion's rules without a schema library, so the browser can apply them
 * cheaply; app/validation/comment.ts builds the server's schema from the same messages and limits.
 */
export { COMMENT_MAX_LENGTH };

export const COMMENT_EMPTY_MESSAGE = "Comment cannot be empty";
export const COMMENT_TOO_LONG_MESSAGE = `Comment must be at most ${COMMENT_MAX_LENGTH} characters`;

/** What is wrong with a comment as typed (trimmed first), or null when it can be posted. */
export function commentProblem(text: string): string | null {
  const trimmed = cleanMemberText(text).trim();
  if (isVisiblyEmpty(trimmed)) return COMMENT_EMPTY_MESSAGE;
  if (trimmed.length > COMMENT_MAX_LENGTH) return COMMENT_TOO_LONG_MESSAGE;
  return null;
}

/** The live counter under the comment box. */
export function commentCounterLabel(text: string): string {
  return `${text.length}/${COMMENT_MAX_LENGTH} characters`;
}

/** The post button is enabled only for something to say, within the limit, and not while posting. */
export function canPostComment(text: string, posting: boolean): boolean {
  // The counter shows what is in the box, so the limit the member sees is the one the button follows.
  return !posting && !isVisiblyEmpty(text) && text.length <= COMMENT_MAX_LENGTH;
}

/** The discussion's toasts. */
export const commentToasts = {
  posted: { title: "Comment posted!", description: "Your comment has been added to the discussion." },
  deleted: { title: "Comment deleted", description: "Your comment has been removed." },
  postFailed: { title: "Error", description: "Failed to post comment. Please try again.", variant: "destructive" as const },
  deleteFailed: { title: "Error", description: "Failed to delete comment.", variant: "destructive" as const },
  signInRequired: { title: "Please sign in", description: "Sign in to join the discussion.", variant: "destructive" as const },
};

export const DELETE_COMMENT_CONFIRMATION = "Are you sure you want to delete this comment?";
