import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { memberReviews, productReviews } from "../../db/schema";
import { seedProducts } from "../../db/seed/products";
import { formatAverageRating } from "~/domain/review-rules";
import { action as helpfulAction, loader as helpfulLoader } from "~/routes/api.reviews.$reviewId.helpful";
import { action as myReviewsApiAction, loader as myReviewsApi } from "~/routes/api.my-reviews";
import { action as productReviewsAction, loader as productReviewsLoader } from "~/routes/api.products.$productId.reviews";
import { action as reviewAction, loader as reviewLoader } from "~/routes/api.reviews.$reviewId";
import { loader as myReviewsPage } from "~/routes/my-reviews";
import { getDb } from "~/services/db.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { createUser, request, respond } from "../support/factories";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";

/** The members' review API and the /my-reviews page, called as a browser or a script would call them. */

const TEXT = "Quiet, easy to clean, and my tetras love the gentle flow.";

let productIds: number[] = [];
let next = 0;
/** A product nobody in this file has reviewed yet. */
const freshProduct = () => productIds[next++];

beforeAll(() => {
  seedProducts(getDb(), DRAWING_ADDRESSES);
  productIds = getDb()
    .select({ id: productReviews.id })
    .from(productReviews)
    .all()
    .map((row) => row.id);
  expect(productIds.length).toBeGreaterThan(12);
});

beforeEach(() => resetRateLimits());

type Review = {
  id: number;
  productId: number;
  userId: string;
  rating: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  helpfulCount: number;
  author: { name: string; initials: string; imageUrl: string | null };
};
type OwnReview = Omit<Review, "userId" | "author"> & { product: { id: number; name: string; brand: string } };
type Stats = { totalReviews: number; averageRating: number | null; helpfulVotes: number };

async function listReviews(productId: number | string, query = "", userId?: string) {
  const req = await request(`/api/products/${productId}/reviews${query}`, { userId });
  return respond(() => productReviewsLoader({ request: req, params: { productId: String(productId) }, context: {} }));
}

async function postReview(productId: number | string, userId: string | undefined, body: unknown) {
  const req = await request(`/api/products/${productId}/reviews`, { method: "POST", userId, json: body });
  return respond(() => productReviewsAction({ request: req, params: { productId: String(productId) }, context: {} }));
}

async function written(userId: string, productId: number, rating = 4.5, text = TEXT): Promise<Review> {
  const response = await postReview(productId, userId, { rating, text });
  expect(response.status).toBe(201);
  return response.json();
}

async function putReview(reviewId: number | string, userId: string | undefined, body: unknown) {
  const req = await request(`/api/reviews/${reviewId}`, { method: "PUT", userId, json: body });
  return respond(() => reviewAction({ request: req, params: { reviewId: String(reviewId) }, context: {} }));
}

async function deleteReview(reviewId: number | string, userId?: string) {
  const req = await request(`/api/reviews/${reviewId}`, { method: "DELETE", userId });
  return respond(() => reviewAction({ request: req, params: { reviewId: String(reviewId) }, context: {} }));
}

async function getReview(reviewId: number | string) {
  const req = await request(`/api/reviews/${reviewId}`);
  return respond(() => reviewLoader({ request: req, params: { reviewId: String(reviewId) }, context: {} }));
}

async function helpful(reviewId: number | string, userId?: string) {
  const req = await request(`/api/reviews/${reviewId}/helpful`, { method: "POST", userId });
  return respond(() => helpfulAction({ request: req, params: { reviewId: String(reviewId) }, context: {} }));
}

async function myReviews(userId?: string, query = "") {
  const req = await request(`/api/my-reviews${query}`, { userId });
  return respond(() => myReviewsApi({ request: req, params: {}, context: {} }));
}

async function myReviewsPageOf(userId?: string, query = "") {
  const req = await request(`/my-reviews${query}`, { userId });
  return respond(() => myReviewsPage({ request: req, params: {}, context: {} }));
}

/** Gives a review a known creation time, so the order of a list is certain. */
function writtenAt(reviewId: number, createdAt: string) {
  getDb().update(memberReviews).set({ createdAt, updatedAt: createdAt }).where(eq(memberReviews.id, reviewId)).run();
}

/** What the /my-reviews page shows in its three stat cards, computed as the page's component does. */
function statCards(stats: Stats) {
  return {
    "Total Reviews": String(stats.totalReviews),
    "Average Rating": stats.averageRating === null ? "-" : formatAverageRating(stats.averageRating),
    "Helpful Votes": String(stats.helpfulVotes),
  };
}

describe("GET /api/products/{id}/reviews", () => {
  test("lists a product's reviews newest first with the public author, a page at a time with a Link header", async () => {
    const productId = freshProduct();
    const empty = await listReviews(productId);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual([]);
    expect(empty.headers.get("Link")).toBeNull();

    const authors = [
      createUser({ username: "reef_keeper", email: "hidden.one@example.com" }),
      createUser({ username: null, firstName: "Ana", lastName: "Lopez", email: "hidden.two@example.com" }),
      createUser({ username: "tetra_fan", email: "hidden.three@example.com" }),
    ];
    const reviews: Review[] = [];
    for (const [i, author] of authors.entries()) reviews.push(await written(author.id, productId, i + 1.5));
    writtenAt(reviews[0].id, "2024-05-01T10:00:00.000Z");
    writtenAt(reviews[1].id, "2024-05-02T10:00:00.000Z");
    writtenAt(reviews[2].id, "2024-05-03T10:00:00.000Z");

    const all = await listReviews(productId);
    expect(all.status).toBe(200);
    const items: Review[] = await all.json();
    expect(items.map((r) => r.id)).toEqual([reviews[2].id, reviews[1].id, reviews[0].id]);
    expect(items[0]).toEqual({
      id: reviews[2].id,
      productId,
      userId: authors[2].id,
      rating: 3.5,
      text: TEXT,
      createdAt: "2024-05-03T10:00:00.000Z",
      updatedAt: "2024-05-03T10:00:00.000Z",
      helpfulCount: 0,
      author: { name: "tetra_fan", initials: expect.any(String), imageUrl: null },
    });
    expect(items[1].author.name).toBe("Ana Lopez");
    expect(JSON.stringify(items)).not.toMatch(/hidden\./);

    const first = await listReviews(productId, "?limit=2");
    expect(((await first.json()) as Review[]).map((r) => r.id)).toEqual([reviews[2].id, reviews[1].id]);
    expect(first.headers.get("Link")).toBe(`</api/products/${productId}/reviews?limit=2&before=${reviews[1].id}>; rel="next"`);
    const second = await listReviews(productId, `?limit=2&before=${reviews[1].id}`);
    expect(((await second.json()) as Review[]).map((r) => r.id)).toEqual([reviews[0].id]);
    expect(second.headers.get("Link")).toBeNull();
  });

  test("answers 404 for an unknown product and 400 for a bad page", async () => {
    const missing = await listReviews(999999);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Product not found" });
    expect((await listReviews("abc")).status).toBe(404);

    const productId = freshProduct();
    const review = await written(createUser().id, productId);
    expect((await listReviews(productId, "?limit=0")).status).toBe(400);
    expect((await listReviews(productId, "?limit=101")).status).toBe(400);
    // A cursor from another product's list is no place in this one.
    const elsewhere = await listReviews(freshProduct(), `?before=${review.id}`);
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toHaveProperty("message");
  });
});

describe("POST /api/products/{id}/reviews", () => {
  test("a visitor gets 401", async () => {
    const response = await postReview(freshProduct(), undefined, { rating: 4, text: TEXT });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  test("answers 400 with the message for a rating outside 0.5 to 5 or not in halves", async () => {
    const member = createUser();
    const productId = freshProduct();
    for (const rating of [0, 0.25, 5.5, 4.3, -1, 6, "five", null]) {
      // Writing is held to five attempts in ten minutes; these cases are separate attempts.
      resetRateLimits();
      const response = await postReview(productId, member.id, { rating, text: TEXT });
      expect(response.status, String(rating)).toBe(400);
      expect(await response.json()).toEqual({ message: "Please choose a rating" });
    }
    const missing = await postReview(productId, member.id, { text: TEXT });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "Please choose a rating" });
  });

  test("answers 400 with the message for text under 20 or over 2000 characters", async () => {
    const member = createUser();
    const productId = freshProduct();
    const short = await postReview(productId, member.id, { rating: 4, text: "a".repeat(19) });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: "Your review must be at least 20 characters" });
    // Spaces around the text do not count.
    const padded = await postReview(productId, member.id, { rating: 4, text: `   ${"a".repeat(19)}   ` });
    expect(await padded.json()).toEqual({ message: "Your review must be at least 20 characters" });
    const long = await postReview(productId, member.id, { rating: 4, text: "a".repeat(2001) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: "Your review can be at most 2000 characters" });
    // Nothing was written by the refusals.
    expect(getDb().select().from(memberReviews).where(eq(memberReviews.userId, member.id)).all()).toEqual([]);
    // The limits themselves are allowed.
    expect((await postReview(productId, member.id, { rating: 0.5, text: "a".repeat(2000) })).status).toBe(201);
    expect((await postReview(freshProduct(), member.id, { rating: 5, text: "a".repeat(20) })).status).toBe(201);
  });

  test("answers 400 for a body that is not JSON and 415 for another content type", async () => {
    const member = createUser();
    const productId = freshProduct();
    const malformed = await respond(async () =>
      productReviewsAction({
        request: await request(`/api/products/${productId}/reviews`, {
          method: "POST",
          userId: member.id,
          body: "{rating: 4",
          headers: { "Content-Type": "application/json" },
        }),
        params: { productId: String(productId) },
        context: {},
      }),
    );
    expect(malformed.status).toBe(400);
    const form = await respond(async () =>
      productReviewsAction({
        request: await request(`/api/products/${productId}/reviews`, {
          method: "POST",
          userId: member.id,
          body: new URLSearchParams({ rating: "4", text: TEXT }),
        }),
        params: { productId: String(productId) },
        context: {},
      }),
    );
    expect(form.status).toBe(415);
  });

  test("writes the review (201 with it), refuses a second of the same product with 409, an unknown product with 404", async () => {
    const member = createUser({ username: "filter_fan" });
    const productId = freshProduct();
    const response = await postReview(productId, member.id, { rating: 4.5, text: `  ${TEXT}  ` });
    expect(response.status).toBe(201);
    const review: Review = await response.json();
    expect(review).toMatchObject({
      productId,
      userId: member.id,
      rating: 4.5,
      text: TEXT,
      helpfulCount: 0,
      author: { name: "filter_fan" },
    });
    expect(typeof review.id).toBe("number");
    expect(getDb().select().from(memberReviews).where(eq(memberReviews.id, review.id)).get()).toMatchObject({
      ratingHalves: 9,
      text: TEXT,
    });
    // The new review is in the product's list.
    expect(((await (await listReviews(productId)).json()) as Review[]).map((r) => r.id)).toContain(review.id);

    const again = await postReview(productId, member.id, { rating: 2, text: "A second opinion of the same filter." });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "You have already reviewed this product" });

    const unknown = await postReview(999999, member.id, { rating: 4, text: TEXT });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Product not found" });
  });

  test("a sixth write in ten minutes answers 429 with Retry-After", async () => {
    const member = createUser();
    for (let i = 0; i < 5; i++) expect((await postReview(freshProduct(), member.id, { rating: 4, text: TEXT })).status).toBe(201);
    const limited = await postReview(freshProduct(), member.id, { rating: 4, text: TEXT });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toHaveProperty("message");
  });

  test("answers 405 for another method", async () => {
    const productId = freshProduct();
    const response = await respond(async () =>
      productReviewsAction({
        request: await request(`/api/products/${productId}/reviews`, { method: "DELETE", userId: createUser().id }),
        params: { productId: String(productId) },
        context: {},
      }),
    );
    expect(response.status).toBe(405);
  });
});

describe("PUT /api/reviews/{id}", () => {
  test("the owner edits (200 with the review); another member 403; unknown 404; a bad body 400; a visitor 401", async () => {
    const owner = createUser();
    const other = createUser();
    const admin = createUser({ isAdmin: true });
    const review = await written(owner.id, freshProduct(), 4);
    const edited = "Edited: the impeller started rattling after a month.";

    const ok = await putReview(review.id, owner.id, { rating: 2.5, text: edited });
    expect(ok.status).toBe(200);
    const body: Review = await ok.json();
    expect(body).toMatchObject({ id: review.id, productId: review.productId, rating: 2.5, text: edited });
    expect(body.updatedAt >= review.updatedAt).toBe(true);
    expect(await (await getReview(review.id)).json()).toMatchObject({ rating: 2.5, text: edited });

    for (const someone of [other, admin]) {
      const refused = await putReview(review.id, someone.id, { rating: 1, text: TEXT });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: "You can only change your own reviews" });
    }
    expect((await putReview(review.id, undefined, { rating: 1, text: TEXT })).status).toBe(401);

    const unknown = await putReview(999999, owner.id, { rating: 1, text: TEXT });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Review not found" });
    expect((await putReview("abc", owner.id, { rating: 1, text: TEXT })).status).toBe(404);

    const badRating = await putReview(review.id, owner.id, { rating: 7, text: TEXT });
    expect(badRating.status).toBe(400);
    expect(await badRating.json()).toEqual({ message: "Please choose a rating" });
    resetRateLimits();
    const badText = await putReview(review.id, owner.id, { rating: 3, text: "too short" });
    expect(badText.status).toBe(400);
    expect(await badText.json()).toEqual({ message: "Your review must be at least 20 characters" });
    // The refused edits changed nothing.
    expect(await (await getReview(review.id)).json()).toMatchObject({ rating: 2.5, text: edited });
  });
});

describe("DELETE /api/reviews/{id}", () => {
  test("another member gets 403; the owner deletes it; then it is 404", async () => {
    const owner = createUser();
    const productId = freshProduct();
    const review = await written(owner.id, productId);
    await helpful(review.id, createUser().id);

    expect((await deleteReview(review.id)).status).toBe(401);
    const other = await deleteReview(review.id, createUser().id);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: "You can only change your own reviews" });
    expect((await deleteReview(review.id, createUser({ isAdmin: true }).id)).status).toBe(403);

    const done = await deleteReview(review.id, owner.id);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: "Review deleted" });
    expect(await (await listReviews(productId)).json()).toEqual([]);
    expect((await getReview(review.id)).status).toBe(404);

    const again = await deleteReview(review.id, owner.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "Review not found" });
    // The owner may review the product again.
    expect((await postReview(productId, owner.id, { rating: 3, text: TEXT })).status).toBe(201);
  });
});

describe("POST /api/reviews/{id}/helpful", () => {
  test("counts once per member, refuses one's own review (403) and a visitor (401)", async () => {
    const author = createUser();
    const reader = createUser();
    const productId = freshProduct();
    const review = await written(author.id, productId);

    const first = await helpful(review.id, reader.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ reviewId: review.id, helpfulCount: 1, counted: true });
    // A second vote (a double click, a retry) is answered the same way and does not count twice.
    const second = await helpful(review.id, reader.id);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ reviewId: review.id, helpfulCount: 1, counted: false });
    // Another member's vote counts.
    expect(await (await helpful(review.id, createUser().id)).json()).toEqual({ reviewId: review.id, helpfulCount: 2, counted: true });
    expect(((await (await listReviews(productId)).json()) as Review[])[0].helpfulCount).toBe(2);

    const own = await helpful(review.id, author.id);
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ message: "You cannot mark your own review as helpful" });
    const visitor = await helpful(review.id);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: "Unauthorized" });
    expect((await helpful(999999, reader.id)).status).toBe(404);
    expect((await helpful("abc", reader.id)).status).toBe(404);
    expect(((await (await listReviews(productId)).json()) as Review[])[0].helpfulCount).toBe(2);

    const get = await respond(async () =>
      helpfulLoader({ request: await request(`/api/reviews/${review.id}/helpful`), params: { reviewId: String(review.id) }, context: {} }),
    );
    expect(get.status).toBe(405);
  });
});

describe("GET /api/my-reviews", () => {
  test("answers only the member's own reviews, newest first, with their figures; a visitor gets 401", async () => {
    const member = createUser();
    const other = createUser();
    const older = await written(member.id, freshProduct(), 5);
    const newer = await written(member.id, freshProduct(), 2.5);
    writtenAt(older.id, "2024-06-01T10:00:00.000Z");
    writtenAt(newer.id, "2024-06-02T10:00:00.000Z");
    const theirs = await written(other.id, freshProduct(), 1);
    await helpful(older.id, other.id);
    await helpful(newer.id, createUser().id);
    // A vote the member gives is not one they received.
    await helpful(theirs.id, member.id);

    const response = await myReviews(member.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
    const body: { reviews: OwnReview[]; stats: Stats } = await response.json();
    expect(body.reviews.map((r) => r.id)).toEqual([newer.id, older.id]);
    const product = getDb().select().from(productReviews).where(eq(productReviews.id, newer.productId)).get()!;
    expect(body.reviews[0]).toMatchObject({
      rating: 2.5,
      text: TEXT,
      helpfulCount: 1,
      product: { id: product.id, name: product.name, brand: product.brand },
    });
    expect(body.reviews[0]).not.toHaveProperty("userId");
    expect(body.stats).toEqual({ totalReviews: 2, averageRating: 3.75, helpfulVotes: 2 });

    const page = await myReviews(member.id, "?limit=1");
    expect(((await page.json()) as { reviews: OwnReview[] }).reviews.map((r) => r.id)).toEqual([newer.id]);
    expect(page.headers.get("Link")).toBe(`</api/my-reviews?limit=1&before=${newer.id}>; rel="next"`);
    const rest = await (await myReviews(member.id, `?limit=1&before=${newer.id}`)).json();
    expect(rest.reviews.map((r: OwnReview) => r.id)).toEqual([older.id]);
    // The stats always cover every review, whatever the page.
    expect(rest.stats).toEqual({ totalReviews: 2, averageRating: 3.75, helpfulVotes: 2 });
    // Someone else's review is no cursor in this list.
    expect((await myReviews(member.id, `?before=${theirs.id}`)).status).toBe(400);

    const otherList = await (await myReviews(other.id)).json();
    expect(otherList.reviews.map((r: OwnReview) => r.id)).toEqual([theirs.id]);

    expect(await (await myReviews(createUser().id)).json()).toEqual({
      reviews: [],
      stats: { totalReviews: 0, averageRating: null, helpfulVotes: 0 },
    });

    const visitor = await myReviews();
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: "Unauthorized" });

    const post = await respond(async () =>
      myReviewsApiAction({ request: await request("/api/my-reviews", { method: "POST", userId: member.id }), params: {}, context: {} }),
    );
    expect(post.status).toBe(405);
  });
});

describe("the /my-reviews page", () => {
  test("a visitor gets 401 with where to sign in", async () => {
    const response = await myReviewsPageOf(undefined, "?before=3");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: "Unauthorized",
      signIn: `/api/login?returnTo=${encodeURIComponent("/my-reviews?before=3")}`,
    });
  });

  test("a member without reviews sees 0, '-' and 0", async () => {
    const response = await myReviewsPageOf(createUser().id);
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.stats).toEqual({ totalReviews: 0, averageRating: null, helpfulVotes: 0 });
    expect(statCards(page.stats)).toEqual({ "Total Reviews": "0", "Average Rating": "-", "Helpful Votes": "0" });
    expect(page.reviews).toEqual([]);
    expect(page.showingNewest).toBe(true);
  });

  test("the figures are computed from the member's reviews and the votes others gave them", async () => {
    const member = createUser();
    const ratings = [5, 4.5, 4];
    const mine: Review[] = [];
    for (const rating of ratings) mine.push(await written(member.id, freshProduct(), rating));
    mine.forEach((review, i) => writtenAt(review.id, `2024-07-0${i + 1}T10:00:00.000Z`));
    for (const voter of [createUser(), createUser()]) await helpful(mine[0].id, voter.id);
    await helpful(mine[2].id, createUser().id);
    // A repeated vote, another member's review and the member's own votes do not change the figures.
    const someone = createUser();
    await helpful(mine[1].id, someone.id);
    await helpful(mine[1].id, someone.id);
    const theirs = await written(someone.id, freshProduct(), 1);
    await helpful(theirs.id, member.id);

    const response = await myReviewsPageOf(member.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
    const page = await response.json();
    // (5 + 4.5 + 4) / 3 = 4.5
    expect(page.stats).toEqual({ totalReviews: 3, averageRating: 4.5, helpfulVotes: 4 });
    expect(statCards(page.stats)).toEqual({ "Total Reviews": "3", "Average Rating": "4.5", "Helpful Votes": "4" });
    expect(page.reviews.map((r: OwnReview) => r.id)).toEqual([mine[2].id, mine[1].id, mine[0].id]);
    expect(page.reviews.map((r: OwnReview) => r.helpfulCount)).toEqual([1, 1, 2]);

    // An average that is no round half: 5 + 4.5 + 4 + 0.5 = 14 / 4 = 3.5; then with 2 more, 17 / 5 = 3.4.
    await written(member.id, freshProduct(), 0.5);
    expect(statCards((await (await myReviewsPageOf(member.id)).json()).stats)["Average Rating"]).toBe("3.5");
    await written(member.id, freshProduct(), 3);
    const five = (await (await myReviewsPageOf(member.id)).json()).stats;
    expect(five).toMatchObject({ totalReviews: 5, averageRating: 3.4 });
    expect(statCards(five)["Average Rating"]).toBe("3.4");
  });

  test("a stale or foreign start shows the newest page; ?confirmDelete names only a review on the page", async () => {
    const member = createUser();
    const review = await written(member.id, freshProduct());
    const theirs = await written(createUser().id, freshProduct());
    const page = await (await myReviewsPageOf(member.id, `?before=${theirs.id}&confirmDelete=${review.id}`)).json();
    expect(page.showingNewest).toBe(true);
    expect(page.reviews.map((r: OwnReview) => r.id)).toEqual([review.id]);
    expect(page.confirmDeleteId).toBe(review.id);
    expect((await (await myReviewsPageOf(member.id, `?confirmDelete=${theirs.id}`)).json()).confirmDeleteId).toBeNull();
  });
});
