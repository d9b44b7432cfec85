import { Link, useFetcher } from "@remix-run/react";
import { useId } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { MAX_FISH_COUNT, SEX_LABELS, type TankSex } from "~/domain/tank-rules";
import { cx } from "class-variance-authority";

/** One species (and sex) in a tank, as the tank page shows it. */
export type TankFishView = {
  id: number;
  fishId: number;
  count: number;
  sex: TankSex | null;
  name: string;
  scientificName: string;
  imageUrl: string;
};

const smallControl =
  "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100";

/**
 * A species in the tank with its count and sex, and three small forms that each post to the tank page's action:
 * a new count, a move to another of the member's tanks, and taking them out. With JavaScript they go through
 * fetchers and the row says what it is doing; without, each is a plain post and the page comes back.
 */
export function TankFishRow({
  row,
  action,
  otherTanks,
}: {
  row: TankFishView;
  action: string;
  otherTanks: { id: number; name: string }[];
}) {
  const countFetcher = useFetcher({ key: `count-${row.id}` });
  const moveFetcher = useFetcher({ key: `move-${row.id}` });
  const removeFetcher = useFetcher({ key: `remove-${row.id}` });
  const countId = useId();
  const moveId = useId();
  const busy = [countFetcher, moveFetcher, removeFetcher].some((fetcher) => fetcher.state !== "idle");
  const headingId = `tank-fish-${row.id}-name`;
  const label = `${row.name}${row.sex ? ` (${SEX_LABELS[row.sex].toLowerCase()})` : ""}`;

  return (
    <Card
      as="li"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cx("p-4 transition-opacity", busy ? "opacity-60" : "")}
    >
      <div className="flex gap-4">
        <Link to={`/fish/${row.fishId}`} tabIndex={-1} aria-hidden="true" className="shrink-0 self-start">
          <img
            src={row.imageUrl}
            alt=""
            width={96}
            height={56}
            loading="lazy"
            decoding="async"
            className="aspect-[12/7] w-24 rounded-md bg-brand-50 object-cover"
          />
        </Link>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="break-words font-semibold text-slate-900">
            <Link to={`/fish/${row.fishId}`} className="hover:text-brand-800 hover:underline">
              {row.name}
            </Link>
          </h3>
          <p className="break-words text-sm italic text-slate-600">{row.scientificName}</p>
          <p className="mt-1.5 flex flex-wrap items-center gap-2 text-xs">
            <Badge tone="brand">{row.count === 1 ? "1 fish" : `${row.count} fish`}</Badge>
            {row.sex ? <Badge tone="neutral">{SEX_LABELS[row.sex]}</Badge> : null}
          </p>
        </div>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-slate-100 pt-3">
        <countFetcher.Form method="post" action={action} preventScrollReset className="flex items-center gap-2">
          <input type="hidden" name="intent" value="update-count" />
          <input type="hidden" name="rowId" value={row.id} />
          <label htmlFor={countId} className="text-sm text-slate-700">
            Count<span className="sr-only"> of {label}</span>
          </label>
          <input
            id={countId}
            name="count"
            type="number"
            min={1}
            max={MAX_FISH_COUNT}
            step={1}
            required
            defaultValue={row.count}
            key={row.count}
            className={cx(smallControl, "w-20")}
          />
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {countFetcher.state !== "idle" ? "Saving..." : "Save"}
            <span className="sr-only"> count of {label}</span>
          </Button>
        </countFetcher.Form>

        {otherTanks.length > 0 ? (
          <moveFetcher.Form method="post" action={action} preventScrollReset className="flex items-center gap-2">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="rowId" value={row.id} />
            <label htmlFor={moveId} className="text-sm text-slate-700">
              Move to<span className="sr-only"> ({label})</span>
            </label>
            <select id={moveId} name="toTankId" className={cx(smallControl, "max-w-40")}>
              {otherTanks.map((tank) => (
                <option key={tank.id} value={tank.id}>
                  {tank.name}
                </option>
              ))}
            </select>
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              {moveFetcher.state !== "idle" ? "Moving..." : "Move"}
              <span className="sr-only"> {label}</span>
            </Button>
          </moveFetcher.Form>
        ) : null}

        <removeFetcher.Form method="post" action={action} preventScrollReset className="ml-auto">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="rowId" value={row.id} />
          <Button type="submit" variant="ghost" size="sm" disabled={busy} className="text-red-700 hover:bg-red-50 hover:text-red-800">
            {removeFetcher.state !== "idle" ? "Removing..." : "Remove"}
            <span className="sr-only"> {label} from this tank</span>
          </Button>
        </removeFetcher.Form>
      </div>
    </Card>
  );
}
