import type { FishCardData } from "./fish-card";
import { FishCard } from "./fish-card";
import { SearchMatchNote } from "./search-match-note";
import type { SearchMatch } from "~/domain/fish-search";
import { cx } from "class-variance-authority";

/** A card of the /fish list, with the other name a search found it under (a synonym, a trade code) if any. */
export type FishListGridItem = FishCardData & { match?: SearchMatch };

/** Cards above the fold on a wide screen load at once; the rest are lazy, and drawn as they near the screen. */
const EAGER_IMAGES = 4;

/**
 * The grid of /fish: one card per species, linking to its profile. A species the search found under another
 * name says so under its card: "Bronze Corydoras, formerly Corydoras aeneus".
 */
export function FishListGrid({ fish, pending = false }: { fish: readonly FishListGridItem[]; pending?: boolean }) {
  return (
    <ul
      className={cx(
        "mt-4 grid grid-cols-1 gap-3 [--card-height:122px] min-[480px]:gap-4 min-[480px]:grid-cols-2 min-[480px]:[--card-height:310px] md:grid-cols-3 lg:grid-cols-4",
        pending ? "opacity-60 transition-opacity" : "",
      )}
    >
      {fish.map((f, i) =>
        f.match ? (
          <li key={f.id} className={cx("flex flex-col gap-1", i < EAGER_IMAGES ? "" : "render-near-view")}>
            <div className="flex-1">
              <FishCard fish={f} eager={i < EAGER_IMAGES} />
            </div>
            <p className="px-1 text-xs text-slate-600">
              {f.name}
              <SearchMatchNote match={f.match} />
            </p>
          </li>
        ) : (
          <li key={f.id} className={i < EAGER_IMAGES ? undefined : "render-near-view"}>
            <FishCard fish={f} eager={i < EAGER_IMAGES} />
          </li>
        ),
      )}
    </ul>
  );
}
