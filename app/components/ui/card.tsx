import type { HTMLAttributes } from "react";

const panel = "rounded-lg border border-slate-200 bg-white shadow-sm";

/** A card that is itself a link lifts and takes the brand colour under the pointer, and shows where focus is. */
const interactive =
  "transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The classes of the bordered, rounded white panel, for elements that are not a `Card`: above all a `<Link>` whose
 * whole surface is the link (`{ interactive: true }`).
 */
export function cardClasses({ interactive: isLink = false }: { interactive?: boolean } = {}): string {
  return isLink ? `${panel} ${interactive}` : panel;
}

type CardElement = "div" | "article" | "section" | "li";

/**
 * A bordered, rounded white panel. `as` keeps the HTML honest: an `article` for a thing with its own heading (a
 * review, a guide), an `li` when the card is the list item. Layout and padding stay with the caller, because the
 * cards differ there (image flush to the edge, or padded text).
 */
export function Card({ as: Element = "div", className, ...props }: HTMLAttributes<HTMLElement> & { as?: CardElement }) {
  return <Element className={className ? `${className} ${panel}` : panel} {...props} />;
}
