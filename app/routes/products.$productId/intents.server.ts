import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { safeReturnTo } from "~/domain/safe-redirect";
import { createReview, deleteReview, markHelpful, updateReview } from "~/models/member-review.server";
import type { User } from "~/models/user.server";
import type { Toast } from "~/domain/toast";
import { redirectWithToast } from "~/services/session.server";
import { memberReviewSchema, reviewToasts } from "~/validation/member-review";
import { parseRecordId } from "~/validation/record-id";

/**
 * The product page's form intents (create-review, update-review, delete-review, helpful), as its action
 * dispatches them: each authorizes, changes, and goes back to the page with a toast (post/redirect/get), or
 * answers with the problem (400 with the fields' messages, 403 or 404 with a toast) for the page to show.
 */

type Product = { id: number; name: string };

export const productPath = (productId: number) => `/products/${productId}`;

/**
 * After a change, back to where the member was: the product page, or /my-reviews when the form came from
 * there (`returnTo`, only a path on this site), replacing the post in history.
 */
function back(request: Request, product: Product, toast: Toast, form?: FormData) {
  const to = safeReturnTo(form?.get("returnTo"), productPath(product.id));
  return redirectWithToast(request, to, toast, { headers: { "X-Remix-Replace": "true" } });
}

export function unknownReviewAction() {
  return data({ intent: "unknown" as const, message: "Unknown action" }, { status: 400 });
}

export function writeReview(request: Request, product: Product, user: User | null, form: FormData) {
  if (!user) return back(request, product, reviewToasts.signInRequired);
  const submission = parseWithZod(form, { schema: memberReviewSchema });
  if (submission.status !== "success") {
    // What was typed comes back with the problems beside it.
    return data({ intent: "create-review" as const, result: submission.reply() }, { status: 400 });
  }
  const result = createReview(user.id, product.id, submission.value);
  if (result.ok) return back(request, product, reviewToasts.created);
  return back(request, product, result.status === 409 ? reviewToasts.duplicate : reviewToasts.saveFailed);
}

export function editReview(request: Request, product: Product, user: User | null, form: FormData) {
  if (!user) return back(request, product, reviewToasts.signInRequired);
  const reviewId = parseRecordId(form.get("reviewId"));
  const submission = parseWithZod(form, { schema: memberReviewSchema });
  if (submission.status !== "success") {
    return data({ intent: "update-review" as const, result: submission.reply() }, { status: 400 });
  }
  const result = reviewId === null ? ({ ok: false, status: 404 } as const) : updateReview(user.id, reviewId, submission.value, product.id);
  if (!result.ok) return refused("update-review", result.status, reviewToasts.saveFailed);
  return back(request, product, reviewToasts.updated, form);
}

export function removeReview(request: Request, product: Product, user: User | null, form: FormData) {
  if (!user) return back(request, product, reviewToasts.signInRequired);
  const reviewId = parseRecordId(form.get("reviewId"));
  const result = reviewId === null ? ({ ok: false, status: 404 } as const) : deleteReview(user.id, reviewId, product.id);
  if (!result.ok) return refused("delete-review", result.status, reviewToasts.deleteFailed);
  return back(request, product, reviewToasts.deleted, form);
}

export function voteHelpful(request: Request, product: Product, user: User | null, form: FormData) {
  if (!user) return back(request, product, reviewToasts.signInRequired);
  const reviewId = parseRecordId(form.get("reviewId"));
  const result = reviewId === null ? ({ ok: false, status: 404 } as const) : markHelpful(user.id, reviewId, product.id);
  if (!result.ok) return refused("helpful", result.status, reviewToasts.helpfulFailed);
  return back(request, product, reviewToasts.helpful, form);
}

/** Someone else's review (403) or one that is gone (404): refused, and said so on the page. */
function refused<Intent extends string>(intent: Intent, status: 403 | 404, toast: Toast) {
  return data({ intent, toast }, { status });
}
