import { Card } from "~/components/ui/card";
import { cx } from "class-variance-authority";

/** The fish collection's tips. */
export const FISH_COLLECTION_TIPS = [
  "Owned is for the fish in your tanks, Favorites for species you love, Wishlist for the ones you plan to keep.",
  "Before a wishlist fish moves to Owned, compare its minimum tank size, temperature and pH with your tank on its profile.",
  "Read each profile's Tank Compatibility card: what a new fish should avoid matters for everything already in the tank.",
  "Schooling fish need a group of their own kind, often six or more: plan for the whole group, not one fish.",
  "Keep new fish in a separate quarantine tank for a few weeks before they join an established one.",
  "Use notes for what you will want later: which tank, how many, where they came from, what they eat.",
];

/** The plant collection's tips. */
export const PLANT_COLLECTION_TIPS = [
  "Owned is for the plants in your tanks, Favorites for plants you admire, Wishlist for the ones you plan to grow.",
  "Before a wishlist plant moves to Owned, compare its light, CO2 and temperature with your tank on its page.",
  "Plants that need strong light or added CO2 melt or stall in a tank without them: start with the easy ones.",
  "Rhizome plants and mosses grow on wood or stone: tie or glue them on rather than burying them.",
  "Some fish eat or uproot soft plants: check what the fish in the tank do before you buy.",
  "Use notes for what you will want later: which tank, where it grows, when you trimmed or fertilised it.",
];

/** The tips card beside the collection: short, true advice for keeping one. */
export function CollectionTips({ tips, className }: { tips: readonly string[]; className?: string }) {
  return (
    <Card as="section" aria-labelledby="collection-tips-heading" className={cx("p-5", className ?? "")}>
      <h2 id="collection-tips-heading" className="font-semibold text-slate-900">
        Tips for your collection
      </h2>
      <ul className="mt-3 space-y-2.5 text-sm text-slate-700">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
