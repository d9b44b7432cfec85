import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { Avatar } from "~/components/layout/avatar";
import { RelativeTime } from "~/components/ui/relative-time";
import { useToast } from "~/components/toast/toast-context";
import { DELETE_COMMENT_CONFIRMATION } from "~/domain/comment-rules";
import { CONFIRM_DELETE_COMMENT_PARAM, hrefWithParams } from "~/domain/pagination";
import type { CommentView, DeleteCommentData } from "./discussion-card";
import { cx } from "class-variance-authority";

export function CommentItem({ fishId, comment, confirming }: { fishId: number; comment: CommentView; confirming: boolean }) {
  const fetcher = useFetcher<DeleteCommentData>({ key: `delete-comment-${comment.id}` });
  const { show } = useToast();
  const { pathname, search } = useLocation();
  const deleting = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.intent === "delete-comment") show(fetcher.data.toast);
  }, [fetcher.state, fetcher.data, show]);

  return (
    <li id={`comment-${comment.id}`} className={cx("flex gap-3 py-4 first:pt-0 last:pb-0", deleting ? "opacity-50" : "")}>
      <Avatar src={comment.author.imageUrl} initials={comment.author.initials} size={40} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <span className="break-words font-medium text-slate-900">{comment.author.name}</span>
            <RelativeTime iso={comment.createdAt} worded={comment.timeAgo} className="text-sm text-slate-500" />
          </p>
          {comment.own && !confirming ? (
            deleting ? (
              <span className="shrink-0 text-sm text-slate-500">Deleting...</span>
            ) : (
              <Link
                // The same page (and discussion page) with the confirmation open.
                to={hrefWithParams(pathname, search, { [CONFIRM_DELETE_COMMENT_PARAM]: comment.id }, `comment-${comment.id}`)}
                preventScrollReset
                aria-label="Delete comment"
                onClick={(event) => {
                  event.preventDefault();
                  if (!window.confirm(DELETE_COMMENT_CONFIRMATION)) return;
                  fetcher.submit(
                    { intent: "delete-comment", commentId: String(comment.id) },
                    { method: "post", action: `/fish/${fishId}`, preventScrollReset: true },
                  );
                }}
                className="inline-flex shrink-0 items-center gap-1 rounded px-1.5 py-0.5 text-sm text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" width="14" height="14" fill="currentColor">
                  <path
                    fillRule="evenodd"
                    d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
                    clipRule="evenodd"
                  />
                </svg>
                Delete
              </Link>
            )
          ) : null}
        </div>
        <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{comment.content}</p>
        {comment.own && confirming ? <ConfirmDelete fishId={fishId} commentId={comment.id} /> : null}
      </div>
    </li>
  );
}

/** The confirmation step without JavaScript: the question, a real delete button, and a way back. */
function ConfirmDelete({ fishId, commentId }: { fishId: number; commentId: number }) {
  const questionId = `confirm-delete-${commentId}`;
  const { pathname, search } = useLocation();
  return (
    <Form
      method="post"
      action={`/fish/${fishId}`}
      preventScrollReset
      aria-labelledby={questionId}
      className="mt-3 rounded-md border border-red-200 bg-red-50 p-3"
    >
      <p id={questionId} className="text-sm font-medium text-red-900">
        {DELETE_COMMENT_CONFIRMATION}
      </p>
      <input type="hidden" name="intent" value="delete-comment" />
      <input type="hidden" name="commentId" value={commentId} />
      <div className="mt-2 flex gap-2">
        <button type="submit" className="rounded-md bg-red-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-700">
          Delete
        </button>
        <Link
          to={hrefWithParams(pathname, search, { [CONFIRM_DELETE_COMMENT_PARAM]: null }, `comment-${commentId}`)}
          preventScrollReset
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}
