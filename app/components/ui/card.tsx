import { cva, cx } from "class-variance-authority";
import type { HTMLAttributes } from "react";

/**
 * The bordered, rounded white panel. A card that is itself a link lifts and takes the brand colour under the
 * pointer, and shows where focus is.
 */
const card = cva("rounded-lg border border-slate-200 bg-white shadow-sm", {
  variants: {
    interactive: {
      true: "transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
      false: "",
    },
  },
  defaultVariants: { interactive: false },
});

/**
 * The classes of the panel, for elements that are not a `Card`: above all a `<Link>` whose whole surface is the
 * link (`{ interactive: true }`).
 */
export function cardClasses({ interactive = false }: { interactive?: boolean } = {}): string {
  return card({ interactive });
}

type CardElement = "div" | "article" | "section" | "li";

/**
 * A bordered, rounded white panel. `as` keeps the HTML honest: an `article` for a thing with its own heading (a
 * review, a guide), an `li` when the card is the list item. Layout and padding stay with the caller, because the
 * cards differ there (image flush to the edge, or padded text).
 */
export function Card({ as: Element = "div", className, ...props }: HTMLAttributes<HTMLElement> & { as?: CardElement }) {
  return <Element className={cx(className, card())} {...props} />;
}
