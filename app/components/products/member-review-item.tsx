import { useFetcher } from "@remix-run/react";
import { Avatar } from "~/components/layout/avatar";
import { formatLocalDay } from "~/domain/dates";
import { helpfulLabel } from "~/domain/review-rules";
import { StarRating } from "./star-rating";
import { cx } from "class-variance-authority";

/** A member's review as the product page shows it. */
export type MemberReviewView = {
  id: number;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  helpfulCount: number;
  author: { name: string; initials: string; imageUrl: string | null };
  /** Whether the viewer marked it helpful already. */
  votedHelpful: boolean;
};

/** 'Mar 4, 2025' from a stored timestamp. */
export function ReviewDate({ iso, edited }: { iso: string; edited?: boolean }) {
  return (
    <span className="text-sm text-slate-500">
      {/* The calendar day is the reader's own: server and browser may see different days near midnight. */}
      <time dateTime={iso} suppressHydrationWarning>
        {formatLocalDay(iso) ?? iso}
      </time>
      {edited ? " (edited)" : null}
    </span>
  );
}

export const wasEdited = (review: { createdAt: string; updatedAt: string }) => review.updatedAt !== review.createdAt;

/** One review by another member (or by anyone, for a visitor): who, how many stars, when, and what they wrote. */
export function MemberReviewItem({
  productId,
  review,
  canVote,
}: {
  productId: number;
  review: MemberReviewView;
  /** A signed-in member who is not the author. */
  canVote: boolean;
}) {
  return (
    <li id={`review-${review.id}`} className="flex gap-3 py-5 first:pt-0 last:pb-0">
      <Avatar src={review.author.imageUrl} initials={review.author.initials} size={40} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="break-words font-medium text-slate-900">{review.author.name}</span>
          <ReviewDate iso={review.createdAt} edited={wasEdited(review)} />
        </p>
        <div className="mt-1">
          <StarRating rating={review.rating} />
        </div>
        <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{review.text}</p>
        <div className="mt-3">
          {canVote ? (
            <HelpfulButton productId={productId} review={review} />
          ) : (
            <p className="text-sm text-slate-600">{helpfulLabel(review.helpfulCount)}</p>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * 'Helpful (N)': a plain form post; with JavaScript it goes through a fetcher, counts the vote at once and
 * keeps the reader's place. Once voted it stays pressed: a review is marked helpful once per member.
 */
function HelpfulButton({ productId, review }: { productId: number; review: MemberReviewView }) {
  const fetcher = useFetcher({ key: `helpful-${review.id}` });
  const pending = fetcher.state !== "idle";
  const voted = review.votedHelpful || pending;
  const count = review.helpfulCount + (pending && !review.votedHelpful ? 1 : 0);
  const classes =
    "inline-flex items-center gap-1.5 rounded-md border px-3 py-1 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="14" height="14" fill="currentColor">
      <path d="M1 8.25a1.25 1.25 0 1 1 2.5 0v7.5a1.25 1.25 0 1 1-2.5 0v-7.5ZM11 3V1.7c0-.268.14-.526.395-.607A2 2 0 0 1 14 3c0 .995-.182 1.948-.514 2.826-.204.54.166 1.174.744 1.174h2.52c1.243 0 2.261 1.01 2.146 2.247a23.864 23.864 0 0 1-1.341 5.974C17.153 16.323 16.072 17 14.9 17h-3.192a3 3 0 0 1-1.341-.317l-2.734-1.366A3 3 0 0 0 6.292 15H5V8h.963c.685 0 1.258-.483 1.612-1.068a4.011 4.011 0 0 1 2.166-1.73c.432-.143.853-.386 1.011-.814.16-.432.248-.9.248-1.388Z" />
    </svg>
  );
  if (voted) {
    return (
      <p className={cx(classes, "w-fit border-brand-200 bg-brand-50 text-brand-800")}>
        {icon}
        {helpfulLabel(count)}
        <span className="sr-only">: you found this review helpful</span>
      </p>
    );
  }
  return (
    <fetcher.Form method="post" action={`/products/${productId}`} preventScrollReset>
      <input type="hidden" name="intent" value="helpful" />
      <input type="hidden" name="reviewId" value={review.id} />
      <button
        type="submit"
        aria-label={`${helpfulLabel(count)}: mark ${review.author.name}'s review helpful`}
        className={cx(classes, "border-slate-300 bg-white text-slate-700 hover:bg-slate-50")}
      >
        {icon}
        {helpfulLabel(count)}
      </button>
    </fetcher.Form>
  );
}
