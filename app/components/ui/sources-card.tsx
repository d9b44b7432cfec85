/** One reference under "Sources": its title, its address, and the facts it is cited for, in words. */
export type CitedSource = { title: string; url: string; cited: string };

/**
 * The references listed at once; the rest wait behind a "more sources" toggle (a native disclosure, so it opens
 * without JavaScript). A well-kept species rests on a dozen or more references, and forty links in a row pushed the
 * discussion a phone's screen-height or two further down the page.
 */
export const SOURCES_SHOWN_AT_ONCE = 6;
/** A toggle that would hide only one or two references costs a press for no room saved: then all are listed. */
const FEWEST_HIDDEN = 3;

function SourceItem({ source }: { source: CitedSource }) {
  return (
    <li>
      <a
        href={source.url}
        rel="noopener noreferrer nofollow"
        className="break-words font-medium text-brand-700 underline hover:text-brand-800"
      >
        {source.title}
      </a>
      <span className="text-slate-600">: {source.cited}</span>
    </li>
  );
}

/**
 * Sources: the references a page rests on, each with the facts it supports, so a reader can check them. Given in
 * the order a reader should meet them: the first few are listed, the others are one press away.
 */
export function SourcesCard({ sources }: { sources: readonly CitedSource[] }) {
  if (sources.length === 0) return null;
  const shown = sources.length - SOURCES_SHOWN_AT_ONCE >= FEWEST_HIDDEN ? SOURCES_SHOWN_AT_ONCE : sources.length;
  const first = sources.slice(0, shown);
  const more = sources.slice(shown);
  const moreWords = `${more.length} more sources`;
  return (
    <section aria-labelledby="sources-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="sources-heading" className="text-lg font-semibold text-slate-900">
        Sources
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {first.map((source) => (
          <SourceItem key={source.url} source={source} />
        ))}
      </ul>
      {more.length > 0 ? (
        <details className="group mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700 underline hover:text-brand-800">
            <span className="group-open:hidden">Show {moreWords}</span>
            <span className="hidden group-open:inline">Hide {moreWords}</span>
          </summary>
          <ul className="mt-2 space-y-2">
            {more.map((source) => (
              <SourceItem key={source.url} source={source} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
