import type { Toast } from "~/domain/toast";
import type { SubmissionResult } from "@conform-to/react";
import { Link, useLocation } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import { PageNav } from "~/components/ui/page-nav";
import { buttonClasses } from "~/components/ui/button";
import { hrefWithParams } from "~/domain/pagination";
import { CONFIRM_DELETE_REVIEW_PARAM, EDIT_REVIEW_PARAM, OLDER_REVIEWS_PARAM, memberReviewCountLabel } from "~/domain/review-rules";
import { loginUrl } from "~/domain/safe-redirect";
import { MemberReviewItem, type MemberReviewView } from "./member-review-item";
import { MembersRating, type MembersRatingData } from "./members-rating";
import { OwnReview, type OwnReviewView } from "./own-review";
import { ReviewForm } from "./review-form";

/**
 * The members' reviews of one product: their average, the signed-in member's own review (with Edit and Delete)
 * or the form to write one, a sign-in link for visitors, and everyone else's reviews a page at a time.
 */
export function MemberReviewsSection({
  productId,
  summary,
  reviews,
  olderBefore,
  showingNewest,
  signedIn,
  own,
  editing,
  confirmingDelete,
  createResult,
  updateResult,
  refusal,
}: {
  productId: number;
  summary: MembersRatingData;
  reviews: MemberReviewView[];
  olderBefore: number | null;
  showingNewest: boolean;
  signedIn: boolean;
  own: OwnReviewView | null;
  editing: boolean;
  confirmingDelete: boolean;
  createResult?: SubmissionResult<string[]>;
  updateResult?: SubmissionResult<string[]>;
  refusal?: Toast;
}) {
  const { pathname, search } = useLocation();
  const withParams = (changes: Record<string, string | number | null>, hash?: string) =>
    hrefWithParams(pathname, search, { [EDIT_REVIEW_PARAM]: null, [CONFIRM_DELETE_REVIEW_PARAM]: null, ...changes }, hash);
  const pageHref = (before: number | null) => withParams({ [OLDER_REVIEWS_PARAM]: before }, "member-reviews");
  const backHref = withParams({}, "your-review");

  return (
    <section id="member-reviews" aria-labelledby="member-reviews-heading" className="scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="member-reviews-heading" className="text-2xl font-semibold text-slate-900">
          Member Reviews ({summary.count})
        </h2>
        {summary.count > 0 ? <MembersRating summary={summary} /> : null}
      </div>

      {refusal ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <strong className="font-semibold">{refusal.title}:</strong> {refusal.description}
        </p>
      ) : null}

      <Card as="div" className="mt-4 scroll-mt-24 p-5 sm:p-6" id="your-review">
        {own ? (
          <>
            <h3 className="text-lg font-semibold text-slate-900">{editing ? "Edit Your Review" : "Your Review"}</h3>
            <div className="mt-3">
              {editing || updateResult ? (
                <ReviewForm
                  productId={productId}
                  intent="update-review"
                  reviewId={own.id}
                  defaultRating={own.rating}
                  defaultText={own.text}
                  serverResult={updateResult}
                  cancelHref={backHref}
                />
              ) : (
                <OwnReview
                  productId={productId}
                  review={own}
                  editHref={withParams({ [EDIT_REVIEW_PARAM]: 1 }, "your-review")}
                  confirmHref={withParams({ [CONFIRM_DELETE_REVIEW_PARAM]: own.id }, "your-review")}
                  cancelHref={backHref}
                  confirming={confirmingDelete}
                />
              )}
            </div>
          </>
        ) : signedIn ? (
          <>
            <h3 className="text-lg font-semibold text-slate-900">Write a Review</h3>
            <p className="mt-1 text-sm text-slate-600">Tell other fishkeepers how it worked in your tank.</p>
            <div className="mt-4">
              <ReviewForm productId={productId} intent="create-review" serverResult={createResult} />
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-700">Used this product? Sign in to write a review.</p>
            <a href={loginUrl(`/products/${productId}#your-review`)} className={buttonClasses("primary", "md")}>
              Sign In to Review
            </a>
          </div>
        )}
      </Card>

      {reviews.length === 0 ? (
        <p className="mt-6 py-4 text-center text-slate-600">
          {summary.count === 0 ? "No member reviews yet. Be the first to share your experience!" : "No other member reviews yet."}
        </p>
      ) : (
        <>
          {showingNewest ? null : (
            <p className="mt-6 text-sm text-slate-600">
              Older reviews.{" "}
              <Link to={pageHref(null)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                Back to the newest
              </Link>
            </p>
          )}
          <Card as="div" className="mt-6 p-5 sm:p-6">
            <ol className="divide-y divide-slate-100" aria-label={`Member reviews, ${memberReviewCountLabel(summary.count)}`}>
              {reviews.map((review) => (
                <MemberReviewItem key={review.id} productId={productId} review={review} canVote={signedIn} />
              ))}
            </ol>
          </Card>
        </>
      )}
      <PageNav
        label="Member review pages"
        newest={showingNewest ? null : { href: pageHref(null), text: "Newest reviews" }}
        older={olderBefore === null ? null : { href: pageHref(olderBefore), text: "Older reviews" }}
      />
    </section>
  );
}
