import { Link } from "@remix-run/react";
import { useUnitPreferences } from "~/components/units/use-unit-preferences";
import { convertMeasuresInText } from "~/domain/units-in-text";
import { cx } from "class-variance-authority";

export type SpeciesLinkView = { name: string; fishId: number | null };

/** A group such as "large cichlids", with what it means and the first of the species it stands for here. */
export type GroupLinkView = {
  group: string;
  description: string;
  species: { name: string; fishId: number }[];
  /** How many more species the group holds than `species` lists, and a list of them all when there is one. */
  more: number;
  moreHref: string | null;
};

export type CompatibilityEntryView = SpeciesLinkView | GroupLinkView;

const isGroup = (entry: CompatibilityEntryView): entry is GroupLinkView => "group" in entry;

const LINK_CLASS =
  "font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:text-brand-900 hover:decoration-brand-900";

export const SCHOOLING_NOTE = "This fish should be kept in groups. Single specimens may become stressed or aggressive.";

/**
 * Tank Compatibility: who this fish lives well with and whom to avoid; species in the database are links, and a
 * group opens (a disclosure, with or without JavaScript) to say what it means and which species it holds.
 */
export function CompatibilityCard({
  compatibleWith,
  incompatibleWith,
  schoolingFish,
}: {
  compatibleWith: CompatibilityEntryView[];
  incompatibleWith: CompatibilityEntryView[];
  schoolingFish: boolean;
}) {
  return (
    <section aria-labelledby="compatibility-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="compatibility-heading" className="text-lg font-semibold text-slate-900">
        Tank Compatibility
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <SpeciesList title="Compatible With" tone="good" species={compatibleWith} empty="No companions listed." />
        <SpeciesList title="Avoid With" tone="bad" species={incompatibleWith} empty="Nothing listed to avoid." />
      </div>
      {schoolingFish ? (
        <p className="mt-5 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="currentColor" className="mt-px shrink-0">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.253a.25.25 0 0 1 .244.304l-.459 2.066A1.75 1.75 0 0 0 10.747 15H11a.75.75 0 0 0 0-1.5h-.253a.25.25 0 0 1-.244-.304l.459-2.066A1.75 1.75 0 0 0 9.253 9H9Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{SCHOOLING_NOTE}</span>
        </p>
      ) : null}
    </section>
  );
}

function SpeciesList({
  title,
  tone,
  species,
  empty,
}: {
  title: string;
  tone: "good" | "bad";
  species: CompatibilityEntryView[];
  empty: string;
}) {
  const headingId = `compat-${tone}`;
  const dot = tone === "good" ? "bg-green-500" : "bg-red-500";
  return (
    <div>
      <h3 id={headingId} className={cx("text-sm font-semibold", tone === "good" ? "text-green-800" : "text-red-800")}>
        {title}
      </h3>
      {species.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 space-y-1.5">
          {species.map((entry, index) => (
            <li key={`${isGroup(entry) ? entry.group : entry.name}-${index}`} className="flex items-start gap-2 text-sm text-slate-800">
              <span aria-hidden="true" className={cx("mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full", dot)} />
              {isGroup(entry) ? (
                <GroupDetails entry={entry} />
              ) : entry.fishId !== null ? (
                <Link to={`/fish/${entry.fishId}`} prefetch="intent" className={LINK_CLASS}>
                  {entry.name}
                </Link>
              ) : (
                <span>{entry.name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One group: its name and size; opened, its meaning (sizes in the reader's units) and its species as links. */
function GroupDetails({ entry }: { entry: GroupLinkView }) {
  const units = useUnitPreferences();
  const total = entry.species.length + entry.more;
  return (
    <details className="min-w-0 flex-1">
      <summary className="cursor-pointer">
        <span>{entry.group}</span> <span className="text-slate-500">({total === 0 ? "no fish" : `${total} species`})</span>
      </summary>
      <div className="mt-1.5 space-y-1.5 pl-1">
        <p className="text-xs text-slate-600">{convertMeasuresInText(entry.description, units)}</p>
        {entry.species.length === 0 ? (
          <p className="text-xs text-slate-500">No fish in the encyclopedia.</p>
        ) : (
          <ul aria-label={entry.group} className="flex flex-wrap gap-x-3 gap-y-1">
            {entry.species.map((member) => (
              <li key={member.fishId}>
                <Link to={`/fish/${member.fishId}`} prefetch="intent" className={LINK_CLASS}>
                  {member.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {entry.more > 0 ? (
          entry.moreHref ? (
            <Link to={entry.moreHref} className={cx("text-xs", LINK_CLASS)}>
              and {entry.more} more
            </Link>
          ) : (
            <p className="text-xs text-slate-500">and {entry.more} more</p>
          )
        ) : null}
      </div>
    </details>
  );
}
