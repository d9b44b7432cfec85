import { z } from "zod";
import { COMMENT_EMPTY_MESSAGE, COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE } from "~/domain/comment-rules";
import { cleanMemberText, isVisiblyEmpty } from "~/domain/member-text";

export * from "~/domain/comment-rules";

/**
 * A discussion comment: trimmed, 1 to 500 characters. Shared by the form, the action and the
 * API. Control characters other than line breaks and tabs are dropped; a comment of only invisible characters
 * (zero-width spaces, say) is empty.
 */
export const commentSchema = z.object(
  {
    content: z
      // Conform turns an empty field into undefined, so a missing value reads as an empty comment.
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? COMMENT_EMPTY_MESSAGE : "Comment must be text") })
      .transform(cleanMemberText)
      .pipe(
        z
          .string()
          .trim()
          .refine((text) => !isVisiblyEmpty(text), COMMENT_EMPTY_MESSAGE)
          .pipe(z.string().max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE)),
      ),
  },
  { error: "Expected a JSON object with content" },
);
