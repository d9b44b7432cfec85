import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { REVIEW_NOT_FOUND_MESSAGE } from "~/domain/review-rules";
import { markHelpful } from "~/models/member-review.server";
import { allowMethods, apiError, apiJson, methodNotAllowed } from "~/services/api.server";
import { requireApiUser } from "~/web/current-user.server";
import { enforceApiRateLimit } from "~/services/rate-limit.server";
import { parseRecordId } from "~/validation/record-id";

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["POST"]);
}

/**
 * POST /api/reviews/{reviewId}/helpful: the member marks another member's review helpful; 200
 * `{reviewId, helpfulCount, counted}`. Once per member: voting again is answered the same way with
 * `counted: false` and changes nothing, so a retry or a double click is safe. 401 for a visitor, 403 for one's
 * own review, 404 for an unknown one.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  const user = await requireApiUser(request);
  await enforceApiRateLimit("helpfulVote", user, context);
  const reviewId = parseRecordId(params.reviewId);
  if (reviewId === null) apiError(404, REVIEW_NOT_FOUND_MESSAGE);
  const result = markHelpful(user.id, reviewId);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson({ reviewId: result.reviewId, helpfulCount: result.helpfulCount, counted: result.counted });
}
