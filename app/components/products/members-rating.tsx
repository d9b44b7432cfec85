import { formatAverageRating, memberReviewCountLabel } from "~/domain/review-rules";
import { StarRating } from "./star-rating";

export type MembersRatingData = { average: number | null; count: number };

/**
 * Members' average beside our own rating: stars to the nearest half, the average to one decimal and how many
 * reviewed it. Nothing at all when no member has: a product nobody reviewed shows no made-up '0 reviews'.
 */
export function MembersRating({ summary, size = "sm" }: { summary: MembersRatingData | null; size?: "sm" | "lg" }) {
  if (!summary || summary.count === 0 || summary.average === null) return null;
  const average = formatAverageRating(summary.average);
  const count = memberReviewCountLabel(summary.count);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <StarRating rating={summary.average} size={size} showNumber={false} label={`Members rate it ${average} out of 5`} />
      <span className="text-sm text-slate-700">
        <span className="font-medium">{average}</span> from {count}
      </span>
    </span>
  );
}
