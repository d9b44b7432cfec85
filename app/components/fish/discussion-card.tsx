import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { formatDistanceToNow } from "date-fns";
import { useEffect, useRef, useState } from "react";
import { Avatar } from "~/components/layout/avatar";
import { useToast, type ToastMessage } from "~/components/toast/toast-context";
import { PageNav, pageLinkClass } from "~/components/ui/page-nav";
import { CONFIRM_DELETE_COMMENT_PARAM, OLDER_COMMENTS_PARAM, hrefWithParams } from "~/domain/pagination";
import { loginUrl } from "~/domain/safe-redirect";
import {
  COMMENT_MAX_LENGTH,
  DELETE_COMMENT_CONFIRMATION,
  canPostComment,
  commentCounterLabel,
  commentProblem,
} from "~/domain/comment-rules";

/** A comment as the page shows it: the author's public name and picture, and whether the viewer wrote it. */
export type CommentView = {
  id: number;
  content: string;
  createdAt: string;
  own: boolean;
  author: { name: string; initials: string; imageUrl: string | null };
};

export type ActionToast = Omit<ToastMessage, "id">;

/** What the page's action answers to a comment post that it did not accept (field errors, status 400). */
export type CommentFormData = { intent: "comment"; result: SubmissionResult<string[]> };
/** What it answers to a delete it refused (403 someone else's, 404 gone). */
export type DeleteCommentData = { intent: "delete-comment"; toast: ActionToast };

const card = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

/**
 * The Discussion card of SPEC sections 2, 4 and 5. Every control is a plain form post first; with JavaScript
 * the comment box counts characters and posts through a fetcher, and delete asks with the browser's confirm.
 * Without JavaScript, Delete leads to `?confirmDelete={id}`, which renders the confirmation inline.
 * One page of comments is shown (`total` counts them all); links lead to older pages and back, and with
 * JavaScript older comments load in place instead.
 */
export function DiscussionCard({
  fishId,
  comments,
  total,
  olderBefore,
  showingNewest,
  signedIn,
  confirmDeleteId,
  commentResult,
  deleteFailure,
}: {
  fishId: number;
  comments: CommentView[];
  total: number;
  /** Where the next older page starts (`?before=`), or null when these are the oldest comments. */
  olderBefore: number | null;
  showingNewest: boolean;
  signedIn: boolean;
  confirmDeleteId: number | null;
  commentResult?: SubmissionResult<string[]>;
  deleteFailure?: ActionToast;
}) {
  const { pathname, search } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const pageHref = (before: number | null) =>
    hrefWithParams(pathname, search, { [OLDER_COMMENTS_PARAM]: before, [CONFIRM_DELETE_COMMENT_PARAM]: null }, "discussion");

  return (
    <section id="discussion" aria-labelledby="discussion-heading" className={`${card} scroll-mt-24`}>
      <h2 id="discussion-heading" className="text-lg font-semibold text-slate-900">
        Discussion ({total})
      </h2>
      <div className="mt-4">
        {signedIn ? <CommentForm fishId={fishId} serverResult={commentResult} /> : <VisitorCommentBox fishId={fishId} />}
      </div>
      {deleteFailure ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <strong className="font-semibold">{deleteFailure.title}:</strong> {deleteFailure.description}
        </p>
      ) : null}
      {comments.length === 0 ? (
        <p className="mt-6 py-6 text-center text-slate-600">No discussions yet. Be the first to share your thoughts!</p>
      ) : (
        <>
          {showingNewest ? null : (
            // Arriving from an "Older comments" link, the reader learns where they are before the list.
            <p className="mt-6 text-sm text-slate-600">
              Older comments.{" "}
              <Link to={pageHref(null)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                Back to the newest
              </Link>
            </p>
          )}
          <ol className="mt-6 divide-y divide-slate-100" aria-label="Comments">
            {comments.map((comment) => (
              <CommentItem key={comment.id} fishId={fishId} comment={comment} confirming={confirmDeleteId === comment.id} />
            ))}
          </ol>
        </>
      )}
      {hydrated && olderBefore !== null ? (
        // Keyed by the page shown: going to another page starts collapsed; a reload of this one keeps what was loaded.
        <OlderComments key={new URLSearchParams(search).get(OLDER_COMMENTS_PARAM)} fishId={fishId} before={olderBefore} />
      ) : null}
      <PageNav
        label="Discussion pages"
        newest={showingNewest ? null : { href: pageHref(null), text: "Newest comments" }}
        older={hydrated || olderBefore === null ? null : { href: pageHref(olderBefore), text: "Older comments" }}
      />
    </section>
  );
}

/** What the page's loader answers, as far as loading older comments in place needs it. */
type CommentPageData = { comments: CommentView[]; olderCommentsBefore: number | null; showingNewestComments: boolean };

/**
 * With JavaScript: a button that loads the comments older than `before` in place, from the page's own loader
 * (the same `?before=` the plain link leads to), then offers the next ones. Each loaded page starts after the
 * last comment above it, so when a post or a delete moves the pages above, the pages below reload from their
 * new start and no comment is skipped or shown twice.
 */
function OlderComments({ fishId, before }: { fishId: number; before: number }) {
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<CommentPageData>();
  const [wanted, setWanted] = useState(false);
  const href = hrefWithParams(pathname, search, { [OLDER_COMMENTS_PARAM]: before, [CONFIRM_DELETE_COMMENT_PARAM]: null });
  const { load } = fetcher;
  useEffect(() => {
    if (wanted) load(href);
  }, [wanted, load, href]);

  const page = wanted ? fetcher.data : undefined;
  if (!page) {
    const loading = wanted && fetcher.state === "loading";
    return (
      <div className="mt-6 flex justify-center border-t border-slate-100 pt-4">
        <button type="button" aria-disabled={loading || undefined} onClick={() => setWanted(true)} className={pageLinkClass}>
          {loading ? "Loading older comments..." : "Load older comments"}
        </button>
      </div>
    );
  }
  // The loader shows the newest page for a start that no longer exists: that page is already above.
  if (page.showingNewestComments || page.comments.length === 0) return null;
  return (
    <>
      <OlderCommentList fishId={fishId} comments={page.comments} />
      {page.olderCommentsBefore !== null ? <OlderComments fishId={fishId} before={page.olderCommentsBefore} /> : null}
    </>
  );
}

/** A loaded page of older comments; it takes the focus from the button it replaces, so reading goes on there. */
function OlderCommentList({ fishId, comments }: { fishId: number; comments: CommentView[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => listRef.current?.focus(), []);
  return (
    <ol
      ref={listRef}
      tabIndex={-1}
      aria-label="Older comments"
      className="mt-4 divide-y divide-slate-100 border-t border-slate-100 pt-4 focus:outline-none"
    >
      {comments.map((comment) => (
        <CommentItem key={comment.id} fishId={fishId} comment={comment} confirming={false} />
      ))}
    </ol>
  );
}

function VisitorCommentBox({ fishId }: { fishId: number }) {
  return (
    <div>
      <label htmlFor="comment-visitor" className="sr-only">
        Comment
      </label>
      <textarea
        id="comment-visitor"
        rows={3}
        disabled
        placeholder="Sign in to join the discussion"
        className="w-full resize-none rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-500 placeholder:text-slate-500"
      />
      <div className="mt-2 flex justify-end">
        <a
          href={loginUrl(`/fish/${fishId}`)}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          Sign In to Comment
        </a>
      </div>
    </div>
  );
}

function textOf(result: SubmissionResult<string[]> | undefined): string {
  const value = result?.initialValue?.content;
  return typeof value === "string" ? value : "";
}

function CommentForm({ fishId, serverResult }: { fishId: number; serverResult?: SubmissionResult<string[]> }) {
  const fetcher = useFetcher<CommentFormData>({ key: `comment-${fishId}` });
  const fetcherResult = fetcher.data && fetcher.data.intent === "comment" ? fetcher.data.result : undefined;
  const lastResult = fetcherResult ?? serverResult;
  const [form, fields] = useForm({
    id: `comment-form-${fishId}`,
    lastResult,
    // No maxLength: text pasted over the limit stays in the box (the counter and the message say so).
    constraint: { content: { required: true } },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The same rules as the server's schema, without shipping a schema library to the browser.
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload) => {
          const content = typeof payload.content === "string" ? payload.content : "";
          const problem = commentProblem(content);
          return problem ? { error: { content: [problem] } } : { value: { content: content.trim() } };
        },
      }),
  });
  // The box is controlled so the counter follows it; it starts with what the server kept after a refusal.
  const [text, setText] = useState(() => textOf(lastResult));
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const wasPosting = useRef(false);
  const posting = fetcher.state !== "idle";

  useEffect(() => setHydrated(true), []);

  // A post that was accepted redirects, which leaves the fetcher without data: then the box is cleared.
  useEffect(() => {
    if (posting) {
      wasPosting.current = true;
      return;
    }
    if (!wasPosting.current) return;
    wasPosting.current = false;
    if (fetcher.data === undefined) {
      formRef.current?.reset();
      setText("");
    }
  }, [posting, fetcher.data]);

  const error = fields.content.errors?.[0];
  const over = text.length > COMMENT_MAX_LENGTH;
  const counterId = `${fields.content.id}-counter`;

  return (
    <fetcher.Form
      method="post"
      action={`/fish/${fishId}`}
      preventScrollReset
      ref={formRef}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="comment" />
      <label htmlFor={fields.content.id} className="sr-only">
        Your comment
      </label>
      <textarea
        id={fields.content.id}
        name={fields.content.name}
        rows={3}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Share your experience with this fish..."
        aria-invalid={error || over ? true : undefined}
        aria-describedby={`${counterId} ${fields.content.errorId}`}
        className={`w-full resize-y rounded-md border px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 ${
          error || over ? "border-red-600 focus:ring-red-100" : "border-slate-300 focus:border-brand-600 focus:ring-brand-100"
        }`}
      />
      <p id={fields.content.errorId} role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
        {error}
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p id={counterId} className={`text-sm ${over ? "font-medium text-red-700" : "text-slate-500"}`}>
          {hydrated ? commentCounterLabel(text) : `Up to ${COMMENT_MAX_LENGTH} characters`}
        </p>
        <button
          type="submit"
          disabled={hydrated && !canPostComment(text, posting)}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {posting ? "Posting..." : "Post Comment"}
        </button>
      </div>
    </fetcher.Form>
  );
}

function RelativeTime({ iso }: { iso: string }) {
  // Server and browser clocks may straddle a boundary ("1 minute" / "2 minutes"): the browser's wording wins.
  return (
    <time dateTime={iso} suppressHydrationWarning className="text-sm text-slate-500">
      {formatDistanceToNow(new Date(iso), { addSuffix: true })}
    </time>
  );
}

function CommentItem({ fishId, comment, confirming }: { fishId: number; comment: CommentView; confirming: boolean }) {
  const fetcher = useFetcher<DeleteCommentData>({ key: `delete-comment-${comment.id}` });
  const { show } = useToast();
  const { pathname, search } = useLocation();
  const deleting = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.intent === "delete-comment") show(fetcher.data.toast);
  }, [fetcher.state, fetcher.data, show]);

  return (
    <li id={`comment-${comment.id}`} className={`flex gap-3 py-4 first:pt-0 last:pb-0 ${deleting ? "opacity-50" : ""}`}>
      <Avatar src={comment.author.imageUrl} initials={comment.author.initials} size={40} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <span className="break-words font-medium text-slate-900">{comment.author.name}</span>
            <RelativeTime iso={comment.createdAt} />
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
