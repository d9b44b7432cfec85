import { z } from "zod";
import { COMMENT_MAX_LENGTH } from "~/domain/constants";

export { COMMENT_MAX_LENGTH };

export const COMMENT_EMPTY_MESSAGE = "Comment cannot be empty";
export const COMMENT_TOO_LONG_MESSAGE = `Comment must be at most ${COMMENT_MAX_LENGTH} characters`;

/** A discussion comment (SPEC section 5): trimmed, 1 to 500 characters. Shared by the form, the action and the API. */
export const commentSchema = z.object(
  {
    content: z
      // Conform turns an empty field into undefined, so a missing value reads as an empty comment.
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? COMMENT_EMPTY_MESSAGE : "Comment must be text") })
      .trim()
      .min(1, COMMENT_EMPTY_MESSAGE)
      .max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE),
  },
  { error: "Expected a JSON object with content" },
);

/** The live counter under the comment box. */
export function commentCounterLabel(text: string): string {
  return `${text.length}/${COMMENT_MAX_LENGTH} characters`;
}

/** The post button is enabled only for something to say, within the limit, and not while posting. */
export function canPostComment(text: string, posting: boolean): boolean {
  // The counter shows what is in the box, so the limit the member sees is the one the button follows.
  return !posting && text.trim().length > 0 && text.length <= COMMENT_MAX_LENGTH;
}

/** The toasts of SPEC section 8 for the discussion. */
export const commentToasts = {
  posted: { title: "Comment posted!", description: "Your comment has been added to the discussion." },
  deleted: { title: "Comment deleted", description: "Your comment has been removed." },
  postFailed: { title: "Error", description: "Failed to post comment. Please try again.", variant: "destructive" as const },
  deleteFailed: { title: "Error", description: "Failed to delete comment.", variant: "destructive" as const },
  signInRequired: { title: "Please sign in", description: "Sign in to join the discussion.", variant: "destructive" as const },
};

export const DELETE_COMMENT_CONFIRMATION = "Are you sure you want to delete this comment?";
