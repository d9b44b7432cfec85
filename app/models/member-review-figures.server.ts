import { and, avg, count, eq, gt, inArray } from "drizzle-orm";
import { memberReviews, productReviewFigures, reviewHelpfulVotes } from "../../db/schema";
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

/**
 * The same for several products at once (a category's cards); products nobody reviewed are left out. Read from the
 * figures member_reviews' triggers keep, one row a product however many reviewed it.
 */
export function productReviewSummaries(productIds: number[]): Map<number, ReviewSummary> {
  if (productIds.length === 0) return new Map();
  const rows = getDb()
    .select({ productId: productReviewFigures.productId, n: productReviewFigures.n, sum: productReviewFigures.ratingHalvesSum })
    .from(productReviewFigures)
    .where(and(inArray(productReviewFigures.productId, productIds), gt(productReviewFigures.n, 0)))
    .all();
  return new Map(rows.map((row) => [row.productId, { average: row.sum / row.n / 2, count: row.n }]));
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
