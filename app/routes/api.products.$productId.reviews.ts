import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createReview, listProductMemberReviews } from "~/models/member-review.server";
import { productExists } from "~/models/product.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { SHARED_ONLY_CACHE_CONTROL } from "~/services/http-cache.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { memberReviewSchema } from "~/validation/member-review";
import { nextPageLink, parsePageQuery } from "~/validation/page-query";
import { parseRecordId } from "~/validation/record-id";

function requireProductId(raw: string | undefined): number {
  const id = parseRecordId(raw);
  if (id === null || !productExists(id)) apiError(404, "Product not found");
  return id;
}

/**
 * GET /api/products/{productId}/reviews[?before={reviewId}&limit={n}]: the members' reviews of a product,
 * newest first: `[{id, productId, userId, rating, text, createdAt, updatedAt, helpfulCount, author: {name,
 * initials, imageUrl}}]`, rating in stars (0.5 to 5), the author's public name (never an e-mail). At most
 * `limit` (1 to 100, default 50), older than review `before` when given; a `Link: <…>; rel="next"` header names
 * the next page. A bad limit or before, or a before that is no review of this product, is 400 `{message}`.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const productId = requireProductId(params.productId);
  const query = parsePageQuery(new URL(request.url).searchParams);
  if (!query.ok) apiError(400, query.message);
  const { before, limit } = query.value;
  const page = listProductMemberReviews(productId, { before, limit });
  if (!page) apiError(400, `before must be the id of a review of product ${productId}`);
  // Shared caches may keep it (every write empties them); browsers ask again each time.
  const headers = new Headers({ "Cache-Control": SHARED_ONLY_CACHE_CONTROL });
  if (page.olderBefore !== null) headers.set("Link", nextPageLink(request.url, page.olderBefore, limit));
  return apiJson(page.items, { headers });
}

/**
 * POST /api/products/{productId}/reviews {rating, text}: 201 with the review. 401 for a visitor, 404 for an
 * unknown product, 400 `{message}` for a bad body, 409 when the member has reviewed this product already.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("review", user, context);
  const productId = requireProductId(params.productId);
  const input = await parseJsonBody(request, memberReviewSchema);
  const result = createReview(user.id, productId, input);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.review, 201);
}
