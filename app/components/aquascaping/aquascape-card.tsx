import { DifficultyBadge } from "~/components/fish/fish-badges";
import { Link } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import { type AquascapeCardData, type Truncated, aquascapeHref, moreLabel, visiblePlants, visibleTools } from "~/domain/aquascapes";
import { cx } from "class-variance-authority";

/** A guide's level, in the fish badges' colours (the levels are the same words); read out as "Difficulty: …". */
export function AquascapeDifficultyBadge({ difficulty }: { difficulty: string }) {
  return <DifficultyBadge difficulty={difficulty} srLabel="Difficulty: " className="shrink-0" />;
}

const chip = "inline-block rounded-full border px-2 py-0.5 text-xs";

/**
 * A labelled row of chips: the first few entries, then '+N more', which opens (a <details>, so it works without
 * JavaScript) to show the rest.
 */
function ChipList({
  label,
  noun,
  items,
  visible,
  tone,
}: {
  label: string;
  noun: string;
  items: readonly string[];
  visible: Truncated;
  tone: string;
}) {
  const more = moreLabel(visible.more);
  const rest = items.slice(visible.shown.length);
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</h3>
      <ul className="mt-1.5 flex flex-wrap gap-1.5">
        {visible.shown.map((item) => (
          <li key={item} className={cx(chip, tone)}>
            {item}
          </li>
        ))}
        {more ? (
          <li className="has-[details[open]]:basis-full">
            <details className="group">
              <summary
                className={cx(
                  chip,
                  "cursor-pointer border-slate-300 bg-white font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800 group-open:bg-slate-100",
                )}
              >
                {more}
                <span className="sr-only"> {noun}</span>
              </summary>
              <ul className="mt-1.5 flex flex-wrap gap-1.5">
                {rest.map((item) => (
                  <li key={item} className={cx(chip, tone)}>
                    {item}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * One aquascaping guide: its picture, style, title, advice, up to 3 tools and 2 featured plants (then '+N more'),
 * its difficulty, and "Read the guide" to its own page with every tool and plant. The image box has the 8:5 shape of the generated illustrations, set by width, height and
 * aspect ratio, so nothing shifts as images arrive; `eager` is for the first row only.
 */
export function AquascapeCard({ guide, eager = false }: { guide: AquascapeCardData; eager?: boolean }) {
  const headingId = `aquascape-${guide.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden">
      <img
        src={guide.imageUrl}
        alt={`Illustration of the ${guide.title} aquascape`}
        width={320}
        height={200}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[8/5] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{guide.style}</p>
            <h2 id={headingId} className="mt-0.5 text-lg font-semibold text-slate-900">
              {guide.title}
            </h2>
          </div>
          <AquascapeDifficultyBadge difficulty={guide.difficulty} />
        </div>
        <p className="text-sm leading-relaxed text-slate-700">{guide.description}</p>
        <div className="mt-auto space-y-3 pt-1">
          <ChipList
            label="Tools"
            noun="tools"
            items={guide.tools}
            visible={visibleTools(guide.tools)}
            tone="border-slate-200 bg-slate-50 text-slate-800"
          />
          <ChipList
            label="Featured plants"
            noun="plants"
            items={guide.plants}
            visible={visiblePlants(guide.plants)}
            tone="border-green-200 bg-green-50 text-green-900"
          />
          <Link
            to={aquascapeHref(guide.id)}
            aria-label={`Read the guide: ${guide.title}`}
            className="inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            Read the guide
          </Link>
        </div>
      </div>
    </Card>
  );
}
