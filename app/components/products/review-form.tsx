import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { Button, buttonClasses } from "~/components/ui/button";
import {
  REVIEW_RATING_MESSAGE,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  parseReviewRating,
  reviewCounterLabel,
  reviewTextProblem,
} from "~/domain/review-rules";
import { RatingInput } from "./rating-input";
import { cx } from "class-variance-authority";

export type ReviewIntent = "create-review" | "update-review";

function initialText(result: SubmissionResult<string[]> | undefined, fallback: string): string {
  const value = result?.initialValue?.text;
  return typeof value === "string" ? value : fallback;
}

function initialRating(result: SubmissionResult<string[]> | undefined, fallback: number | null): number | null {
  const value = result?.initialValue?.rating;
  return value === undefined ? fallback : parseReviewRating(value);
}

/**
 * Writing or editing a review: a rating in half stars and the text. A plain form post to the product page;
 * the server's messages show beside the fields with or without JavaScript, and with it the same rules run as
 * the member types (counter included) without shipping a schema library.
 */
export function ReviewForm({
  productId,
  intent,
  reviewId,
  defaultRating = null,
  defaultText = "",
  serverResult,
  cancelHref,
}: {
  productId: number;
  intent: ReviewIntent;
  reviewId?: number;
  defaultRating?: number | null;
  defaultText?: string;
  serverResult?: SubmissionResult<string[]>;
  cancelHref?: string;
}) {
  const [form, fields] = useForm({
    id: `${intent}-${productId}`,
    lastResult: serverResult,
    constraint: { rating: { required: true }, text: { required: true, minLength: REVIEW_TEXT_MIN } },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload) => {
          const rating = parseReviewRating(payload.rating);
          const text = typeof payload.text === "string" ? payload.text : "";
          const problem = reviewTextProblem(text);
          const error: Record<string, string[]> = {};
          if (rating === null) error.rating = [REVIEW_RATING_MESSAGE];
          if (problem) error.text = [problem];
          return Object.keys(error).length > 0 ? { error } : { value: { rating, text: text.trim() } };
        },
      }),
  });
  const [text, setText] = useState(() => initialText(serverResult, defaultText));
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;

  const textError = fields.text.errors?.[0];
  const over = text.length > REVIEW_TEXT_MAX;
  const counterId = `${fields.text.id}-counter`;

  return (
    <Form method="post" action={`/products/${productId}`} preventScrollReset {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {reviewId ? <input type="hidden" name="reviewId" value={reviewId} /> : null}
      <div>
        <RatingInput
          id={fields.rating.id}
          name={fields.rating.name}
          defaultValue={initialRating(serverResult, defaultRating)}
          errorId={fields.rating.errorId}
          invalid={Boolean(fields.rating.errors?.length)}
        />
        <p id={fields.rating.errorId} role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
          {fields.rating.errors?.[0]}
        </p>
      </div>
      <div>
        <label htmlFor={fields.text.id} className="block text-sm font-medium text-slate-800">
          Your review
        </label>
        <textarea
          id={fields.text.id}
          name={fields.text.name}
          rows={5}
          required
          minLength={REVIEW_TEXT_MIN}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="What did you use it for, what worked, and what would you warn others about?"
          aria-invalid={textError || over ? true : undefined}
          aria-describedby={`${counterId} ${fields.text.errorId}`}
          className={cx(
            "mt-1 w-full resize-y rounded-md border px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2",
            textError || over ? "border-red-600 focus:ring-red-100" : "border-slate-300 focus:border-brand-600 focus:ring-brand-100",
          )}
        />
        <p id={fields.text.errorId} role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
          {textError}
        </p>
        <p id={counterId} className={cx("mt-1 text-sm", over ? "font-medium text-red-700" : "text-slate-500")}>
          {hydrated ? reviewCounterLabel(text) : `${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : intent === "create-review" ? "Post Review" : "Save Changes"}
        </Button>
        {cancelHref ? (
          <Link to={cancelHref} preventScrollReset className={buttonClasses("secondary", "md")}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
