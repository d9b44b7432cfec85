import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { memberReviews, productReviews, reviewHelpfulVotes, users } from "../../db/schema";
import { discussionInitials, discussionName } from "~/domain/display-name";
import type { KeysetPage } from "~/domain/pagination";
import {
  OWN_REVIEW_HELPFUL_MESSAGE,
  REVIEW_DUPLICATE_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_NOT_YOURS_MESSAGE,
  halvesToRating,
  ratingToHalves,
} from "~/domain/review-rules";
import { getDb } from "~/services/db.server";
import type { Tx } from "../../db/types";
import { productExists } from "./product.server";
import { olderThan, toPage, type Cursor } from "./keyset.server";
import { fail, type Failure, type Result } from "./result";
import { isUniqueViolation } from "./sqlite-errors.server";

/**
 * Members' reviews of products, beside the editorial one. Anyone may read them; a member writes one review per
 * product, as themselves; only its author may edit or delete it (admins moderate comments and images, not
 * opinions). Any member but the author may mark a review helpful, once: a second vote changes nothing and is
 * answered as the first was, so a double click or a second tab is no error. Every change shows on the public
 * product page, so each one empties the visitors' page store.
 */

export type ReviewAuthor = { name: string; initials: string; imageUrl: string | null };

/** A review as anyone may see it: the author's public name (never the e-mail), the rating in stars. */
export type MemberReview = {
  id: number;
  productId: number;
  userId: string;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  helpfulCount: number;
  author: ReviewAuthor;
};

/** One of the member's own reviews, with the product it is about. */
export type OwnReview = Omit<MemberReview, "author" | "userId"> & { product: { id: number; name: string; brand: string } };

export type ReviewInput = { rating: number; text: string };

const helpfulCount = sql<number>`(select count(*) from ${reviewHelpfulVotes} where ${reviewHelpfulVotes.reviewId} = ${memberReviews.id})`;

const reviewColumns = {
  id: memberReviews.id,
  productId: memberReviews.productId,
  userId: memberReviews.userId,
  ratingHalves: memberReviews.ratingHalves,
  text: memberReviews.text,
  createdAt: memberReviews.createdAt,
  updatedAt: memberReviews.updatedAt,
  helpfulCount,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

type ReviewRow = {
  id: number;
  productId: number;
  userId: string;
  ratingHalves: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  helpfulCount: number;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

function toReview(row: ReviewRow): MemberReview {
  const { ratingHalves, username, firstName, lastName, profileImageUrl, ...rest } = row;
  const named = { username, firstName, lastName };
  return {
    ...rest,
    rating: halvesToRating(ratingHalves),
    helpfulCount: Number(row.helpfulCount),
    author: { name: discussionName(named), initials: discussionInitials(named), imageUrl: profileImageUrl },
  };
}

function reviewsWithAuthors() {
  return getDb().select(reviewColumns).from(memberReviews).innerJoin(users, eq(users.id, memberReviews.userId));
}

export function getMemberReview(id: number): MemberReview | undefined {
  const row = reviewsWithAuthors().where(eq(memberReviews.id, id)).get();
  return row ? toReview(row) : undefined;
}

export type PageRequest = { before?: number | null; limit: number };

/**
 * One page of a product's reviews, newest first: the newest `limit`, or the `limit` older than review `before`.
 * Null when `before` is not a review of this product (deleted since, or another product's).
 */
export function listProductMemberReviews(productId: number, { before, limit }: PageRequest): KeysetPage<MemberReview> | null {
  const cursor = before ? reviewCursor(before, eq(memberReviews.productId, productId)) : undefined;
  if (cursor === null) return null;
  const onProduct = eq(memberReviews.productId, productId);
  const rows = reviewsWithAuthors()
    .where(cursor ? and(onProduct, olderThan(memberReviews.createdAt, memberReviews.id, cursor)) : onProduct)
    .orderBy(desc(memberReviews.createdAt), desc(memberReviews.id))
    .limit(limit + 1)
    .all();
  return toPage(rows.map(toReview), limit);
}

/** The member's reviews, newest first, a page at a time; null when `before` is not one of theirs. */
export function listOwnReviews(userId: string, { before, limit }: PageRequest): KeysetPage<OwnReview> | null {
  const cursor = before ? reviewCursor(before, eq(memberReviews.userId, userId)) : undefined;
  if (cursor === null) return null;
  const byMember = eq(memberReviews.userId, userId);
  const rows = getDb()
    .select({
      id: memberReviews.id,
      productId: memberReviews.productId,
      ratingHalves: memberReviews.ratingHalves,
      text: memberReviews.text,
      createdAt: memberReviews.createdAt,
      updatedAt: memberReviews.updatedAt,
      helpfulCount,
      product: { id: productReviews.id, name: productReviews.name, brand: productReviews.brand },
    })
    .from(memberReviews)
    .innerJoin(productReviews, eq(productReviews.id, memberReviews.productId))
    .where(cursor ? and(byMember, olderThan(memberReviews.createdAt, memberReviews.id, cursor)) : byMember)
    .orderBy(desc(memberReviews.createdAt), desc(memberReviews.id))
    .limit(limit + 1)
    .all();
  const reviews = rows.map(({ ratingHalves, ...rest }) => ({
    ...rest,
    rating: halvesToRating(ratingHalves),
    helpfulCount: Number(rest.helpfulCount),
  }));
  return toPage(reviews, limit);
}

function reviewCursor(reviewId: number, within: SQL): Cursor | null {
  const row = getDb()
    .select({ id: memberReviews.id, createdAt: memberReviews.createdAt })
    .from(memberReviews)
    .where(and(eq(memberReviews.id, reviewId), within))
    .get();
  return row ?? null;
}

/** The member's review of a product, if they wrote one. */
export function getOwnReviewOf(userId: string, productId: number): MemberReview | undefined {
  const row = reviewsWithAuthors()
    .where(and(eq(memberReviews.userId, userId), eq(memberReviews.productId, productId)))
    .get();
  return row ? toReview(row) : undefined;
}

/** Which of these reviews the member has marked helpful (what the page's buttons need). */
export function reviewsMarkedHelpfulBy(userId: string, reviewIds: number[]): Set<number> {
  if (reviewIds.length === 0) return new Set();
  const rows = getDb()
    .select({ reviewId: reviewHelpfulVotes.reviewId })
    .from(reviewHelpfulVotes)
    .where(and(eq(reviewHelpfulVotes.userId, userId), inArray(reviewHelpfulVotes.reviewId, reviewIds)))
    .all();
  return new Set(rows.map((row) => row.reviewId));
}

const productNotFound = () => fail(404, "Product not found");
const reviewNotFound = () => fail(404, REVIEW_NOT_FOUND_MESSAGE);

/**
 * Writes the member's review of a product (the input validated by memberReviewSchema): 404 for an unknown
 * product, 409 when the member has reviewed it already.
 */
export function createReview(userId: string, productId: number, input: ReviewInput): Result<{ review: MemberReview }, 404 | 409> {
  const db = getDb();
  let outcome: Failure<404 | 409> | number;
  try {
    outcome = db.transaction((tx) => {
      if (!productExists(productId, tx)) return productNotFound();
      const existing = tx
        .select({ id: memberReviews.id })
        .from(memberReviews)
        .where(and(eq(memberReviews.productId, productId), eq(memberReviews.userId, userId)))
        .get();
      if (existing) return fail(409, REVIEW_DUPLICATE_MESSAGE);
      return tx
        .insert(memberReviews)
        .values({ productId, userId, ratingHalves: ratingToHalves(input.rating), text: input.text })
        .returning({ id: memberReviews.id })
        .get().id;
    });
  } catch (error) {
    // Two posts racing: the unique index (product, member) decides.
    if (isUniqueViolation(error)) return fail(409, REVIEW_DUPLICATE_MESSAGE);
    throw error;
  }
  if (typeof outcome !== "number") return outcome;
  return { ok: true, review: getMemberReview(outcome)! };
}

/** The review, if the member may change it: 404 when there is none (or, with `onProduct`, none on it), 403 for another's. */
function authorsReview(tx: Tx, userId: string, reviewId: number, onProduct?: number) {
  const review = tx
    .select({ userId: memberReviews.userId, productId: memberReviews.productId })
    .from(memberReviews)
    .where(eq(memberReviews.id, reviewId))
    .get();
  if (!review || (onProduct !== undefined && review.productId !== onProduct)) return reviewNotFound();
  if (review.userId !== userId) return fail(403, REVIEW_NOT_YOURS_MESSAGE);
  return null;
}

/** Changes the rating and text of the member's own review. */
export function updateReview(
  userId: string,
  reviewId: number,
  input: ReviewInput,
  onProduct?: number,
): Result<{ review: MemberReview }, 403 | 404> {
  const refused = getDb().transaction((tx) => {
    const problem = authorsReview(tx, userId, reviewId, onProduct);
    if (problem) return problem;
    tx.update(memberReviews)
      .set({
        ratingHalves: ratingToHalves(input.rating),
        text: input.text,
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      })
      .where(eq(memberReviews.id, reviewId))
      .run();
    return null;
  });
  if (refused) return refused;
  return { ok: true, review: getMemberReview(reviewId)! };
}

/** Deletes the member's own review, and the helpful votes it had. */
export function deleteReview(userId: string, reviewId: number, onProduct?: number): Result<{ productId: number }, 403 | 404> {
  const outcome = getDb().transaction((tx) => {
    const problem = authorsReview(tx, userId, reviewId, onProduct);
    if (problem) return problem;
    return tx.delete(memberReviews).where(eq(memberReviews.id, reviewId)).returning({ productId: memberReviews.productId }).get()!;
  });
  if ("ok" in outcome) return outcome;
  return { ok: true, productId: outcome.productId };
}

/**
 * Marks another member's review helpful: 404 for an unknown review (or, with `onProduct`, one of another
 * product), 403 for the member's own. Voting again is no error and changes nothing (`counted` says whether this
 * vote was the one that counted).
 */
export function markHelpful(
  userId: string,
  reviewId: number,
  onProduct?: number,
): Result<{ reviewId: number; helpfulCount: number; counted: boolean }, 403 | 404> {
  const outcome = getDb().transaction((tx) => {
    const review = tx
      .select({ userId: memberReviews.userId, productId: memberReviews.productId })
      .from(memberReviews)
      .where(eq(memberReviews.id, reviewId))
      .get();
    if (!review || (onProduct !== undefined && review.productId !== onProduct)) return reviewNotFound();
    if (review.userId === userId) return fail(403, OWN_REVIEW_HELPFUL_MESSAGE);
    const inserted = tx
      .insert(reviewHelpfulVotes)
      .values({ reviewId, userId })
      .onConflictDoNothing({ target: [reviewHelpfulVotes.reviewId, reviewHelpfulVotes.userId] })
      .returning({ id: reviewHelpfulVotes.id })
      .get();
    const votes = tx.select({ n: count() }).from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, reviewId)).get();
    return { counted: Boolean(inserted), helpfulCount: votes?.n ?? 0 };
  });
  if ("ok" in outcome) return outcome;
  return { ok: true, reviewId, ...outcome };
}
