/** One reference under "Sources": its title, its address, and the facts it is cited for, in words. */
export type CitedSource = { title: string; url: string; cited: string };

/** Sources: the references a page rests on, each with the facts it supports, so a reader can check them. */
export function SourcesCard({ sources }: { sources: readonly CitedSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="sources-heading" className="text-lg font-semibold text-slate-900">
        Sources
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              rel="noopener noreferrer nofollow"
              className="break-words font-medium text-brand-700 underline hover:text-brand-800"
            >
              {source.title}
            </a>
            <span className="text-slate-600">: {source.cited}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
