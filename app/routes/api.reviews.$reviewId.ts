import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { REVIEW_NOT_FOUND_MESSAGE } from "~/domain/review-rules";
import { deleteReview, getMemberReview, updateReview } from "~/models/member-review.server";
import { allowMethods, apiError, apiJson, parseJsonBody } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { SHARED_ONLY_CACHE_CONTROL } from "~/services/http-cache.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { memberReviewSchema } from "~/validation/member-review";
import { parseRecordId } from "~/validation/record-id";

function reviewIdOr404(raw: string | undefined): number {
  const id = parseRecordId(raw);
  if (id === null) apiError(404, REVIEW_NOT_FOUND_MESSAGE);
  return id;
}

/** GET /api/reviews/{reviewId}: one member's review, in the shape of the product's list. */
export function loader({ params }: LoaderFunctionArgs) {
  const review = getMemberReview(reviewIdOr404(params.reviewId));
  if (!review) apiError(404, REVIEW_NOT_FOUND_MESSAGE);
  return apiJson(review, { headers: { "Cache-Control": SHARED_ONLY_CACHE_CONTROL } });
}

/**
 * PUT /api/reviews/{reviewId} {rating, text}: the author changes their review (200 with it). DELETE
 * /api/reviews/{reviewId}: the author deletes it (200 `{message}`). 401 for a visitor, 403 for anyone else's
 * review (admins included: a review is its author's opinion), 404 for an unknown one, 400 for a bad body.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["PUT", "DELETE"]);
  const user = await requireApiUser(request);
  if (request.method === "DELETE") {
    await enforceApiRateLimit("deleteOwnContent", user, context);
    const result = deleteReview(user.id, reviewIdOr404(params.reviewId));
    if (!result.ok) apiError(result.status, result.message);
    return apiJson({ message: "Review deleted" });
  }
  await enforceApiRateLimit("review", user, context);
  const reviewId = reviewIdOr404(params.reviewId);
  const input = await parseJsonBody(request, memberReviewSchema);
  const result = updateReview(user.id, reviewId, input);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(result.review);
}
