import { normalizeRating, ratingLabel, starParts, type StarPart } from "~/domain/products";
import { cx } from "class-variance-authority";

const STAR = "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z";

export const STAR_PATH = STAR;

function Star({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cx("h-[1em] w-[1em] shrink-0", className)}>
      <path d={STAR} strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

const EMPTY = "fill-slate-200 stroke-slate-400";
const FILLED = "fill-amber-400 stroke-amber-600";

/** One of the five: a grey star, with the gold one laid over it whole or cut in half. */
function StarIcon({ part }: { part: StarPart }) {
  if (part === "full") return <Star className={FILLED} />;
  if (part === "empty") return <Star className={EMPTY} />;
  return (
    <span className="relative inline-flex h-[1em] w-[1em] shrink-0">
      <Star className={EMPTY} />
      <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
        <Star className={FILLED} />
      </span>
    </span>
  );
}

/** Star sizes: 16 px in cards and lists, 20 px for a product's own rating at the top of its page. */
const SIZES = { sm: "text-base", lg: "text-xl" } as const;

/**
 * A rating drawn as five stars, in halves, with the number beside it. Screen readers hear it once, from the
 * label: 'Rated 4.5 out of 5' (or the caller's own words, say for members' average).
 */
export function StarRating({
  rating,
  size = "sm",
  label,
  showNumber = true,
}: {
  rating: number;
  size?: keyof typeof SIZES;
  label?: string;
  showNumber?: boolean;
}) {
  return (
    <span role="img" aria-label={label ?? ratingLabel(rating)} className="inline-flex items-center gap-1.5">
      <span className={cx("inline-flex items-center gap-0.5", SIZES[size])}>
        {starParts(rating).map((part, i) => (
          <StarIcon key={i} part={part} />
        ))}
      </span>
      {showNumber ? (
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {normalizeRating(rating).toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}
