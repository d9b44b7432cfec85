import { avg, count, eq, inArray } from "drizzle-orm";
import { memberReviews, reviewHelpfulVotes } from "../../db/schema";
import { getDb } from "~/services/db.server";

/**
 * The figures of members' reviews: a product's average and count (its page and its card on /products) and a
 * member's totals (/my-reviews). Ratings are kept in half stars; these answer in stars.
 */

export type ReviewSummary = { average: number | null; count: number };

/** Members' average rating (in stars) and how many reviewed a product; the average is null with no reviews. */
export function productReviewSummary(productId: number): ReviewSummary {
  return productReviewSummaries([productId]).get(productId) ?? { average: null, count: 0 };
}

/** The same for several products at once (a category's cards); products nobody reviewed are left out. */
export function productReviewSummaries(productIds: number[]): Map<number, ReviewSummary> {
  if (productIds.length === 0) return new Map();
  const rows = getDb()
    .select({ productId: memberReviews.productId, average: avg(memberReviews.ratingHalves), count: count() })
    .from(memberReviews)
    .where(inArray(memberReviews.productId, productIds))
    .groupBy(memberReviews.productId)
    .all();
  return new Map(rows.map((row) => [row.productId, { average: row.average === null ? null : Number(row.average) / 2, count: row.count }]));
}

export type MemberReviewStats = { totalReviews: number; averageRating: number | null; helpfulVotes: number };

/** A member's figures for /my-reviews: reviews written, their average rating, and helpful votes received. */
export function memberReviewStats(userId: string): MemberReviewStats {
  const db = getDb();
  const written = db
    .select({ total: count(), average: avg(memberReviews.ratingHalves) })
    .from(memberReviews)
    .where(eq(memberReviews.userId, userId))
    .get();
  const received = db
    .select({ votes: count() })
    .from(reviewHelpfulVotes)
    .innerJoin(memberReviews, eq(memberReviews.id, reviewHelpfulVotes.reviewId))
    .where(eq(memberReviews.userId, userId))
    .get();
  return {
    totalReviews: written?.total ?? 0,
    averageRating: written?.average == null ? null : Number(written.average) / 2,
    helpfulVotes: received?.votes ?? 0,
  };
}
