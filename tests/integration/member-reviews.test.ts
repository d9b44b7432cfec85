import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { memberReviews, productReviewFigures, productReviews, reviewHelpfulVotes, users } from "../../db/schema";
import { seedProducts } from "../../db/seed/products";
import { createUser } from "../support/factories";
import {
  createReview,
  deleteReview,
  listOwnReviews,
  listProductMemberReviews,
  markHelpful,
  updateReview,
} from "~/models/member-review.server";
import { memberReviewStats, productReviewSummaries, productReviewSummary } from "~/models/member-review-figures.server";
import { getDb } from "~/services/db.server";
import { publicContentVersion } from "~/models/table-version.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { memberReviewSchema } from "~/validation/member-review";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

/** The model's rules: one review per member per product, only the author changes it, helpful once and never one's own. */

let productIds: number[] = [];
let next = 0;
/** A product nobody in this file has reviewed yet. */
const freshProduct = () => productIds[next++ % productIds.length];

const TEXT = "Quiet, easy to clean, and my tetras love the gentle flow.";

beforeAll(() => {
  seedProducts(getDb(), DRAWING_ADDRESSES);
  productIds = getDb()
    .select({ id: productReviews.id })
    .from(productReviews)
    .all()
    .map((row) => row.id);
});

beforeEach(() => resetRateLimits());

function written(userId: string, productId: number, rating = 4.5, text = TEXT) {
  const result = createReview(userId, productId, { rating, text });
  if (!result.ok) throw new Error(result.message);
  return result.review;
}

/** Whether `run` changed what visitors see (the public content version moved). */
function changesPublicContent(run: () => void): boolean {
  const before = publicContentVersion();
  run();
  return publicContentVersion() > before;
}

describe("the review schema", () => {
  const parse = (body: unknown) => memberReviewSchema.safeParse(body);
  const message = (body: unknown) => {
    const result = parse(body);
    return result.success ? null : result.error.issues[0]?.message;
  };

  test("accepts half stars from 0.5 to 5, as numbers or the text a radio sends", () => {
    for (const rating of [0.5, 1, 2.5, 4.5, 5, "3.5", "5"]) {
      expect(parse({ rating, text: TEXT }).success, String(rating)).toBe(true);
    }
    expect(parse({ rating: "3.5", text: TEXT }).data?.rating).toBe(3.5);
  });

  test("refuses a missing or impossible rating with 'Please choose a rating'", () => {
    for (const rating of [undefined, null, 0, 5.5, 4.25, -1, "", "abc", "1e0", true, [], {}]) {
      expect(message({ rating, text: TEXT }), String(rating)).toBe("Please choose a rating");
    }
  });

  test("needs 20 to 2000 characters after cleaning", () => {
    expect(message({ rating: 4, text: "Too short." })).toBe("Your review must be at least 20 characters");
    expect(message({ rating: 4, text: `   ${"a".repeat(19)}   ` })).toBe("Your review must be at least 20 characters");
    expect(message({ rating: 4, text: "\u200b".repeat(30) })).toBe("Your review must be at least 20 characters");
    expect(message({ rating: 4 })).toBe("Your review must be at least 20 characters");
    expect(message({ rating: 4, text: "a".repeat(2001) })).toBe("Your review can be at most 2000 characters");
    expect(parse({ rating: 4, text: "a".repeat(2000) }).success).toBe(true);
    expect(parse({ rating: 4, text: `  Works\u0007 well in my planted 20 gallon.\r\n ` }).data?.text).toBe(
      "Works well in my planted 20 gallon.",
    );
  });
});

describe("writing, editing and deleting", () => {
  test("a member writes one review per product; a second is refused with 409", () => {
    const member = createUser();
    const productId = freshProduct();
    expect(changesPublicContent(() => written(member.id, productId, 3.5))).toBe(true);
    const stored = getDb().select().from(memberReviews).where(eq(memberReviews.userId, member.id)).all();
    expect(stored).toMatchObject([{ productId, ratingHalves: 7, text: TEXT }]);

    const again = createReview(member.id, productId, { rating: 5, text: TEXT });
    expect(again).toMatchObject({ ok: false, status: 409, message: "You have already reviewed this product" });
  });

  test("an unknown product is 404", () => {
    expect(createReview(createUser().id, 999999, { rating: 4, text: TEXT })).toMatchObject({ ok: false, status: 404 });
  });

  test("only the author edits or deletes; others get 403, unknown reviews 404", () => {
    const author = createUser();
    const other = createUser();
    const admin = createUser({ isAdmin: true });
    const review = written(author.id, freshProduct());

    expect(updateReview(other.id, review.id, { rating: 1, text: TEXT })).toMatchObject({ ok: false, status: 403 });
    expect(updateReview(admin.id, review.id, { rating: 1, text: TEXT })).toMatchObject({ ok: false, status: 403 });
    expect(deleteReview(other.id, review.id)).toMatchObject({ ok: false, status: 403 });
    expect(deleteReview(admin.id, review.id)).toMatchObject({ ok: false, status: 403 });
    expect(updateReview(author.id, 999999, { rating: 1, text: TEXT })).toMatchObject({ ok: false, status: 404 });
    expect(deleteReview(author.id, 999999)).toMatchObject({ ok: false, status: 404 });
    // A review asked for on another product's page is not found there.
    expect(deleteReview(author.id, review.id, review.productId + 1)).toMatchObject({ ok: false, status: 404 });

    const edited = updateReview(author.id, review.id, { rating: 2, text: "Edited: the impeller rattled after a month." });
    expect(edited).toMatchObject({ ok: true, review: { rating: 2, text: "Edited: the impeller rattled after a month." } });
    expect(edited.ok && edited.review.updatedAt >= review.updatedAt).toBe(true);

    expect(changesPublicContent(() => expect(deleteReview(author.id, review.id)).toMatchObject({ ok: true }))).toBe(true);
    expect(getDb().select().from(memberReviews).where(eq(memberReviews.id, review.id)).get()).toBeUndefined();
  });

  test("the database itself refuses a rating outside 1 to 10 half stars", () => {
    const member = createUser();
    expect(() =>
      getDb().insert(memberReviews).values({ productId: freshProduct(), userId: member.id, ratingHalves: 11, text: TEXT }).run(),
    ).toThrow(/CHECK constraint failed/);
  });
});

describe("helpful votes", () => {
  test("another member's vote counts once; a second vote changes nothing; one's own is 403", () => {
    const author = createUser();
    const reader = createUser();
    const review = written(author.id, freshProduct());

    let first: ReturnType<typeof markHelpful> | undefined;
    expect(changesPublicContent(() => (first = markHelpful(reader.id, review.id)))).toBe(true);
    expect(first).toEqual({ ok: true, reviewId: review.id, helpfulCount: 1, counted: true });
    expect(
      changesPublicContent(() =>
        expect(markHelpful(reader.id, review.id)).toEqual({ ok: true, reviewId: review.id, helpfulCount: 1, counted: false }),
      ),
    ).toBe(false);
    expect(markHelpful(author.id, review.id)).toMatchObject({
      ok: false,
      status: 403,
      message: "You cannot mark your own review as helpful",
    });
    expect(markHelpful(reader.id, 999999)).toMatchObject({ ok: false, status: 404 });
    expect(getDb().select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, review.id)).all()).toHaveLength(1);
  });

  test("deleting a review takes its votes with it", () => {
    const author = createUser();
    const review = written(author.id, freshProduct());
    markHelpful(createUser().id, review.id);
    deleteReview(author.id, review.id);
    expect(getDb().select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, review.id)).all()).toEqual([]);
  });
});

describe("lists and figures", () => {
  test("a product's reviews come newest first, a page at a time, with the author's public name only", () => {
    const productId = freshProduct();
    const authors = [
      createUser({ username: "reef_keeper", email: "secret.one@example.com" }),
      createUser({ username: null, firstName: "Ana", lastName: "Lopez", email: "secret.two@example.com" }),
      createUser({ username: null, firstName: null, lastName: null, email: "secret.three@example.com" }),
    ];
    const reviews = authors.map((author, i) => written(author.id, productId, i + 1));
    const first = listProductMemberReviews(productId, { limit: 2 })!;
    expect(first.items.map((review) => review.id)).toEqual([reviews[2].id, reviews[1].id]);
    expect(first.olderBefore).toBe(reviews[1].id);
    const second = listProductMemberReviews(productId, { before: first.olderBefore, limit: 2 })!;
    expect(second).toMatchObject({ items: [{ id: reviews[0].id }], olderBefore: null });
    expect(first.items.map((review) => review.author.name)).toEqual(["Anonymous User", "Ana Lopez"]);
    expect(second.items[0].author.name).toBe("reef_keeper");
    expect(JSON.stringify([first, second])).not.toMatch(/secret/);
    // A cursor from another product's list is no place in this one.
    expect(listProductMemberReviews(productId + 1, { before: reviews[0].id, limit: 2 })).toBeNull();
  });

  test("the members' average and count, per product and for a category's cards", () => {
    const productId = freshProduct();
    const untouched = freshProduct();
    expect(productReviewSummary(productId)).toEqual({ average: null, count: 0 });
    written(createUser().id, productId, 4.5);
    written(createUser().id, productId, 3);
    expect(productReviewSummary(productId)).toEqual({ average: 3.75, count: 2 });
    const summaries = productReviewSummaries([productId, untouched]);
    expect(summaries.get(productId)).toEqual({ average: 3.75, count: 2 });
    expect(summaries.has(untouched)).toBe(false);
  });

  test("the average and count stay true through edits, deletes, a member's deletion and a product's deletion", () => {
    const db = getDb();
    const productId = freshProduct();
    const other = freshProduct();
    // What the reviews themselves say, counted afresh.
    const counted = (id: number) => {
      const rows = db.select({ rating: memberReviews.ratingHalves }).from(memberReviews).where(eq(memberReviews.productId, id)).all();
      return rows.length === 0
        ? { average: null, count: 0 }
        : { average: rows.reduce((sum, row) => sum + row.rating, 0) / rows.length / 2, count: rows.length };
    };
    const agree = () => {
      for (const id of [productId, other]) expect(productReviewSummary(id), `product ${id}`).toEqual(counted(id));
    };

    const [ana, ben, cara] = [createUser(), createUser(), createUser()];
    const anas = written(ana.id, productId, 5);
    written(ben.id, productId, 2);
    const caras = written(cara.id, productId, 3.5);
    written(cara.id, other, 1);
    expect(productReviewSummary(productId)).toEqual({ average: 3.5, count: 3 });
    agree();

    expect(updateReview(ana.id, anas.id, { rating: 4, text: TEXT }).ok).toBe(true);
    expect(productReviewSummary(productId)).toEqual({ average: 3.1666666666666665, count: 3 });
    expect(deleteReview(cara.id, caras.id).ok).toBe(true);
    expect(productReviewSummary(productId)).toEqual({ average: 3, count: 2 });
    agree();

    // A member's deletion takes their reviews with it; the last review gone, the product has none again.
    db.delete(users).where(eq(users.id, cara.id)).run();
    expect(productReviewSummary(other)).toEqual({ average: null, count: 0 });
    expect(productReviewSummaries([productId, other]).has(other)).toBe(false);
    agree();

    // Moved to another product (no page does this; the figures follow all the same).
    db.update(memberReviews).set({ productId: other }).where(eq(memberReviews.id, anas.id)).run();
    expect([productReviewSummary(productId).count, productReviewSummary(other).count]).toEqual([1, 1]);
    agree();

    // A product's deletion takes its reviews and its figures.
    db.delete(productReviews).where(eq(productReviews.id, other)).run();
    productIds = productIds.filter((id) => id !== other);
    expect(db.select().from(productReviewFigures).where(eq(productReviewFigures.productId, other)).all()).toEqual([]);
  });

  test("a member's own reviews, newest first, and their figures", () => {
    const member = createUser();
    expect(memberReviewStats(member.id)).toEqual({ totalReviews: 0, averageRating: null, helpfulVotes: 0 });
    const older = written(member.id, freshProduct(), 5);
    const newer = written(member.id, freshProduct(), 2.5);
    markHelpful(createUser().id, older.id);
    markHelpful(createUser().id, older.id);
    markHelpful(createUser().id, newer.id);
    // Votes the member gave do not count as received.
    markHelpful(member.id, written(createUser().id, freshProduct()).id);

    expect(memberReviewStats(member.id)).toEqual({ totalReviews: 2, averageRating: 3.75, helpfulVotes: 3 });
    const page = listOwnReviews(member.id, { limit: 1 })!;
    expect(page.items).toMatchObject([{ id: newer.id, rating: 2.5, helpfulCount: 1, product: { id: newer.productId } }]);
    expect(listOwnReviews(member.id, { before: page.olderBefore, limit: 1 })!.items).toMatchObject([
      { id: older.id, rating: 5, helpfulCount: 2 },
    ]);
    expect(listOwnReviews(createUser().id, { before: older.id, limit: 1 })).toBeNull();
  });
});
