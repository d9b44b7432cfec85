import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { ReviewDate, wasEdited } from "~/components/products/member-review-item";
import { ConfirmDeleteReview, DeleteReviewLink } from "~/components/products/own-review";
import { StarRating } from "~/components/products/star-rating";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { PageNav } from "~/components/ui/page-nav";
import { hrefWithParams } from "~/domain/pagination";
import {
  CONFIRM_DELETE_REVIEW_PARAM,
  MY_REVIEWS_PAGE_SIZE,
  OLDER_REVIEWS_PARAM,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  formatAverageRating,
  helpfulLabel,
} from "~/domain/review-rules";
import { listOwnReviews } from "~/models/member-review.server";
import { memberReviewStats } from "~/models/member-review-figures.server";
import { requireMemberPage } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction = () => [{ title: "My Reviews | Shoal" }];

const MY_REVIEWS_PATH = "/my-reviews";

/**
 * Members only: a visitor gets the signed-out page, which moves on to sign in and back here. The member's figures, then their reviews
 * newest first a page at a time (`?before={reviewId}`); Delete asks first on `?confirmDelete={id}` without
 * JavaScript, and posts to the product page's action, which comes back here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireMemberPage(request);
  const search = new URL(request.url).searchParams;
  const before = parseRecordId(search.get(OLDER_REVIEWS_PARAM));
  // A start that leads nowhere (deleted since, someone else's, mistyped) shows the newest page.
  const older = before ? listOwnReviews(member.id, { before, limit: MY_REVIEWS_PAGE_SIZE }) : null;
  const page = older?.items.length
    ? { ...older, newest: false }
    : { ...listOwnReviews(member.id, { limit: MY_REVIEWS_PAGE_SIZE })!, newest: true };
  const confirmDelete = parseRecordId(search.get(CONFIRM_DELETE_REVIEW_PARAM));
  return data(
    {
      stats: memberReviewStats(member.id),
      reviews: page.items,
      olderBefore: page.olderBefore,
      showingNewest: page.newest,
      confirmDeleteId: page.items.some((review) => review.id === confirmDelete) ? confirmDelete : null,
    },
    { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } },
  );
}

export default function MyReviewsPage() {
  const { stats, reviews, olderBefore, showingNewest, confirmDeleteId } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const withParams = (changes: Record<string, string | number | null>, hash?: string) =>
    hrefWithParams(pathname, search, { [CONFIRM_DELETE_REVIEW_PARAM]: null, ...changes }, hash);

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">My Reviews</h1>
          <p className="mt-2 text-slate-700">The equipment reviews you have written, and how they helped others.</p>
        </div>
        {stats.totalReviews > 0 ? (
          <Link to="/products" className={buttonClasses("secondary", "md")}>
            Review Another Product
          </Link>
        ) : null}
      </div>

      <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Stat label="Total Reviews" value={String(stats.totalReviews)} />
        <Stat label="Average Rating" value={stats.averageRating === null ? "-" : formatAverageRating(stats.averageRating)} />
        <Stat label="Helpful Votes" value={String(stats.helpfulVotes)} />
      </dl>

      <section aria-labelledby="my-reviews-heading" className="mt-8">
        <h2 id="my-reviews-heading" className="sr-only">
          Your reviews
        </h2>
        {reviews.length === 0 ? (
          <EmptyState
            title="No reviews yet"
            description="Share what you think of the tanks, filters, lights and plants you use."
            hint="Your reviews help other fishkeepers choose well."
            action={
              <Link to="/products" className={buttonClasses("primary", "md")}>
                Write Your First Review
              </Link>
            }
          />
        ) : (
          <>
            {showingNewest ? null : (
              <p className="text-sm text-slate-600">
                Older reviews.{" "}
                <Link to={withParams({ [OLDER_REVIEWS_PARAM]: null })} className="font-medium text-brand-700 hover:underline">
                  Back to the newest
                </Link>
              </p>
            )}
            <ol className="mt-2 space-y-4" aria-label="Your reviews">
              {reviews.map((review) => (
                <Card as="li" key={review.id} id={`my-review-${review.id}`} className="scroll-mt-24 p-5">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="text-lg font-semibold leading-snug text-slate-900">
                        <Link to={`/products/${review.product.id}`} className="hover:text-brand-800 hover:underline">
                          {review.product.name}
                        </Link>
                      </h3>
                      <p className="text-sm text-slate-600">{review.product.brand}</p>
                    </div>
                    {confirmDeleteId === review.id ? null : (
                      <div className="flex gap-1">
                        <Link to={`/products/${review.product.id}?edit=1#your-review`} className={buttonClasses("ghost", "sm")}>
                          Edit<span className="sr-only"> review of {review.product.name}</span>
                        </Link>
                        <DeleteReviewLink
                          productId={review.product.id}
                          reviewId={review.id}
                          confirmHref={withParams({ [CONFIRM_DELETE_REVIEW_PARAM]: review.id }, `my-review-${review.id}`)}
                          returnTo={MY_REVIEWS_PATH}
                        />
                      </div>
                    )}
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                    <StarRating rating={review.rating} />
                    <ReviewDate iso={review.createdAt} edited={wasEdited(review)} />
                  </div>
                  <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{review.text}</p>
                  <p className="mt-2 text-sm text-slate-600">{helpfulLabel(review.helpfulCount)}</p>
                  {confirmDeleteId === review.id ? (
                    <ConfirmDeleteReview
                      productId={review.product.id}
                      reviewId={review.id}
                      cancelHref={withParams({}, `my-review-${review.id}`)}
                      returnTo={MY_REVIEWS_PATH}
                    />
                  ) : null}
                </Card>
              ))}
            </ol>
          </>
        )}
        <PageNav
          label="Review pages"
          newest={showingNewest ? null : { href: withParams({ [OLDER_REVIEWS_PARAM]: null }), text: "Newest reviews" }}
          older={olderBefore === null ? null : { href: withParams({ [OLDER_REVIEWS_PARAM]: olderBefore }), text: "Older reviews" }}
        />
      </section>

      <ReviewGuidelines />
    </main>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card as="div" className="p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
    </Card>
  );
}

/** What makes a review useful to the next fishkeeper, and what does not belong in one. */
function ReviewGuidelines() {
  return (
    <Card as="section" aria-labelledby="review-guidelines-heading" className="mt-10 bg-brand-50/40 p-5 sm:p-6">
      <h2 id="review-guidelines-heading" className="text-lg font-semibold text-slate-900">
        Review Guidelines
      </h2>
      <ul className="mt-3 list-inside list-disc space-y-1.5 text-slate-700">
        <li>Review products you have used yourself, and say for how long and in what kind of tank.</li>
        <li>Be specific: setup, noise, water clarity, plant growth, how your fish took to it.</li>
        <li>Mention both what worked and what did not; a fair review helps more than a perfect score.</li>
        <li>Keep it about the product: no personal details, links to shops, or remarks about other members.</li>
        <li>
          One review per product, {REVIEW_TEXT_MIN} to {REVIEW_TEXT_MAX} characters. Edit it when your experience changes.
        </li>
      </ul>
    </Card>
  );
}
