import { Link } from "@remix-run/react";

export type SpeciesLinkView = { name: string; fishId: number | null };

export const SCHOOLING_NOTE = "This fish should be kept in groups. Single specimens may become stressed or aggressive.";

/** Tank Compatibility: who this fish lives well with and whom to avoid; species in the database are links. */
export function CompatibilityCard({
  compatibleWith,
  incompatibleWith,
  schoolingFish,
}: {
  compatibleWith: SpeciesLinkView[];
  incompatibleWith: SpeciesLinkView[];
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
  species: SpeciesLinkView[];
  empty: string;
}) {
  const headingId = `compat-${tone}`;
  const dot = tone === "good" ? "bg-green-500" : "bg-red-500";
  return (
    <div>
      <h3 id={headingId} className={`text-sm font-semibold ${tone === "good" ? "text-green-800" : "text-red-800"}`}>
        {title}
      </h3>
      {species.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 space-y-1.5">
          {species.map((entry) => (
            <li key={entry.name} className="flex items-center gap-2 text-sm text-slate-800">
              <span aria-hidden="true" className={`h-1.5 w-1.5 shrink-0 rounded-full ${dot}`} />
              {entry.fishId !== null ? (
                <Link
                  to={`/fish/${entry.fishId}`}
                  prefetch="intent"
                  className="font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:text-brand-900 hover:decoration-brand-900"
                >
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
