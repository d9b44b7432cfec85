import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import { DELETE_REVIEW_CONFIRMATION, helpfulLabel } from "~/domain/review-rules";
import { ReviewDate, wasEdited } from "./member-review-item";
import { StarRating } from "./star-rating";

export type OwnReviewView = {
  id: number;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  helpfulCount: number;
};

/**
 * Delete, for the author. Without JavaScript it leads to `confirmHref`, a page that asks first; with it the
 * browser's confirm asks, and the same post is sent from here.
 */
export function DeleteReviewLink({
  productId,
  reviewId,
  confirmHref,
  returnTo,
  label = "Delete",
}: {
  productId: number;
  reviewId: number;
  confirmHref: string;
  returnTo?: string;
  label?: string;
}) {
  const submit = useSubmit();
  return (
    <Link
      to={confirmHref}
      preventScrollReset
      onClick={(event) => {
        event.preventDefault();
        if (!window.confirm(DELETE_REVIEW_CONFIRMATION)) return;
        submit(
          { intent: "delete-review", reviewId: String(reviewId), ...(returnTo ? { returnTo } : {}) },
          { method: "post", action: `/products/${productId}`, preventScrollReset: true },
        );
      }}
      className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50 hover:text-red-800")}
    >
      {label}
    </Link>
  );
}

/** The confirmation step without JavaScript: the question, a real delete button, and a way back. */
export function ConfirmDeleteReview({
  productId,
  reviewId,
  cancelHref,
  returnTo,
}: {
  productId: number;
  reviewId: number;
  cancelHref: string;
  returnTo?: string;
}) {
  const questionId = `confirm-delete-review-${reviewId}`;
  const deleting = useNavigation().formData?.get("intent") === "delete-review";
  return (
    <Form
      method="post"
      action={`/products/${productId}`}
      preventScrollReset
      aria-labelledby={questionId}
      className="mt-3 rounded-md border border-red-200 bg-red-50 p-3"
    >
      <p id={questionId} className="text-sm font-medium text-red-900">
        {DELETE_REVIEW_CONFIRMATION}
      </p>
      <input type="hidden" name="intent" value="delete-review" />
      <input type="hidden" name="reviewId" value={reviewId} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <div className="mt-2 flex gap-2">
        <button type="submit" disabled={deleting} className={buttonClasses("destructive", "sm")}>
          {deleting ? "Deleting..." : "Delete Review"}
        </button>
        <Link to={cancelHref} preventScrollReset className={buttonClasses("secondary", "sm")}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** The member's own review of the product, at the top of the members' reviews, with Edit and Delete. */
export function OwnReview({
  productId,
  review,
  editHref,
  confirmHref,
  cancelHref,
  confirming,
}: {
  productId: number;
  review: OwnReviewView;
  editHref: string;
  confirmHref: string;
  cancelHref: string;
  confirming: boolean;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating rating={review.rating} />
          <ReviewDate iso={review.createdAt} edited={wasEdited(review)} />
        </div>
        {confirming ? null : (
          <div className="flex gap-1">
            <Link to={editHref} preventScrollReset className={buttonClasses("ghost", "sm")}>
              Edit<span className="sr-only"> your review</span>
            </Link>
            <DeleteReviewLink productId={productId} reviewId={review.id} confirmHref={confirmHref} />
          </div>
        )}
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{review.text}</p>
      <p className="mt-2 text-sm text-slate-600">{helpfulLabel(review.helpfulCount)}</p>
      {confirming ? <ConfirmDeleteReview productId={productId} reviewId={review.id} cancelHref={cancelHref} /> : null}
    </div>
  );
}
