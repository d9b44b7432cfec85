import type { SubmissionResult } from "@conform-to/react";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import type { Toast } from "~/domain/toast";
import { PageNav, pageLinkClass } from "~/components/ui/page-nav";
import { CONFIRM_DELETE_COMMENT_PARAM, OLDER_COMMENTS_PARAM, hrefWithParams } from "~/domain/pagination";
import { memberPart } from "~/components/member-part";
import { VisitorCommentBox } from "./visitor-comment-box";
import { CommentItem } from "./comment-item";
import { cx } from "class-variance-authority";

/** The form and the form library behind it: a script of its own, which a visitor never downloads. */
const CommentForm = memberPart(() => import("./comment-form").then((module) => module.CommentForm));

/** A comment as the page shows it: the author's public name and picture, and whether the viewer wrote it. */
export type CommentView = {
  id: number;
  content: string;
  createdAt: string;
  /** How long ago it was posted, as the server worded it ('about 2 hours ago'). */
  timeAgo: string;
  own: boolean;
  author: { name: string; initials: string; imageUrl: string | null };
};

/** What the page's action answers to a comment post that it did not accept (field errors, status 400). */
export type CommentFormData = { intent: "comment"; result: SubmissionResult<string[]> };
/** What it answers to a delete it refused (403 someone else's, 404 gone). */
export type DeleteCommentData = { intent: "delete-comment"; toast: Toast };

const card = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

/**
 * The Discussion card. Every control is a plain form post first; with JavaScript
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
  deleteFailure?: Toast;
}) {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const pageHref = (before: number | null) =>
    hrefWithParams(pathname, search, { [OLDER_COMMENTS_PARAM]: before, [CONFIRM_DELETE_COMMENT_PARAM]: null }, "discussion");

  return (
    <section id="discussion" aria-labelledby="discussion-heading" className={cx(card, "scroll-mt-24")}>
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
