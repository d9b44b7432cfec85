import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { cardClasses } from "./card";
import { cx } from "class-variance-authority";

/**
 * A card in a grid of species or plants, linking to its page: the 12:7 drawing (its size set by width, height and
 * aspect ratio, so nothing shifts as it arrives), then the text. On a phone the card is a row, drawing beside text.
 * `eager` is for the first row only; the rest load as they scroll into view.
 */
export function DrawingCard({ to, imageUrl, eager, children }: { to: string; imageUrl: string; eager: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={cx("group flex h-full overflow-hidden min-[480px]:flex-col", cardClasses({ interactive: true }))}>
      <img
        src={imageUrl}
        alt=""
        width={240}
        height={140}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[12/7] w-32 shrink-0 self-center bg-brand-50 object-cover min-[480px]:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col p-3 min-[480px]:p-4">{children}</div>
    </Link>
  );
}
