import type { LoaderFunctionArgs } from "@remix-run/node";
import { listOwnReviews } from "~/models/member-review.server";
import { memberReviewStats } from "~/models/member-review-figures.server";
import { apiError, apiJson, readOnly } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { nextPageLink, parsePageQuery } from "~/validation/page-query";

/**
 * GET /api/my-reviews[?before={reviewId}&limit={n}]: the signed-in member's reviews and their figures, as
 * `{ reviews: [{id, productId, rating, text, createdAt, updatedAt, helpfulCount, product: {id, name, brand}}],
 *    stats: {totalReviews, averageRating, helpfulVotes} }`.
 * Reviews come newest first, a page at a time like the other lists (limit 1 to 100, default 50; a
 * `Link: <…>; rel="next"` header names the next page); the stats always cover every review: averageRating is
 * in stars, or null before the first review; helpfulVotes counts the votes other members gave. 401 for a visitor.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const query = parsePageQuery(new URL(request.url).searchParams);
  if (!query.ok) apiError(400, query.message);
  const { before, limit } = query.value;
  const page = listOwnReviews(user.id, { before, limit });
  if (!page) apiError(400, "before must be the id of one of your reviews");
  const headers = new Headers({ "Cache-Control": MEMBER_CACHE_CONTROL });
  if (page.olderBefore !== null) headers.set("Link", nextPageLink(request.url, page.olderBefore, limit));
  return apiJson({ reviews: page.items, stats: memberReviewStats(user.id) }, { headers });
}

/** The answer is read-only. */
export const action = readOnly;
