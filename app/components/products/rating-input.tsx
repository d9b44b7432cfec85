import { Fragment, useState } from "react";
import { REVIEW_RATINGS } from "~/domain/review-rules";
import { STAR_PATH } from "./star-rating";
import { cx } from "class-variance-authority";

/** 'Half a star', '1 star', '4.5 stars': what each radio is called. */
function ratingName(value: number): string {
  if (value === 0.5) return "Half a star";
  return `${value} ${value === 1 ? "star" : "stars"}`;
}

/**
 * Five stars to choose a rating in halves: ten radio inputs (0.5 to 5), each drawn as half a star. Without
 * JavaScript the drawing follows the choice with CSS alone: the radios come highest first and are laid out
 * right to left, so "the checked one and every one after it" is "the chosen value and everything below it".
 * The keyboard moves through them as through any radio group; screen readers hear "4.5 stars".
 */
export function RatingInput({
  id,
  name,
  defaultValue,
  errorId,
  invalid,
}: {
  id: string;
  name: string;
  defaultValue: number | null;
  errorId: string;
  invalid: boolean;
}) {
  const [value, setValue] = useState<number | null>(defaultValue);
  const descending = [...REVIEW_RATINGS].reverse();
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} aria-invalid={invalid || undefined}>
      <legend className="block text-sm font-medium text-slate-800">Your rating</legend>
      <div className="mt-1 flex items-center gap-3">
        <div
          className={cx(
            "relative inline-flex flex-row-reverse justify-end rounded-md p-1",
            invalid && "ring-2 ring-red-600",
            "[&_input:checked~label_svg]:fill-amber-400 [&_input:checked~label_svg]:stroke-amber-600",
            "[&_label:hover_svg]:fill-amber-300 [&_label:hover~label_svg]:fill-amber-300",
            "[&_input:focus-visible+label]:outline-2 [&_input:focus-visible+label]:outline-brand-600",
          )}
        >
          {descending.map((rating) => {
            const inputId = `${id}-${String(rating).replace(".", "-")}`;
            const leftHalf = !Number.isInteger(rating);
            return (
              <Fragment key={rating}>
                <input
                  type="radio"
                  id={inputId}
                  name={name}
                  value={String(rating)}
                  defaultChecked={defaultValue === rating}
                  required
                  onChange={() => setValue(rating)}
                  className="sr-only"
                />
                <label htmlFor={inputId} title={ratingName(rating)} className="relative block h-7 w-3.5 cursor-pointer overflow-hidden">
                  <span className="sr-only">{ratingName(rating)}</span>
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                    className={cx("absolute top-0 h-7 w-7 max-w-none fill-slate-200 stroke-slate-400", leftHalf ? "left-0" : "-left-3.5")}
                  >
                    <path d={STAR_PATH} strokeWidth="1.5" strokeLinejoin="round" />
                  </svg>
                </label>
              </Fragment>
            );
          })}
        </div>
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {value === null ? "" : `${value.toFixed(1)} out of 5`}
        </span>
      </div>
    </fieldset>
  );
}
