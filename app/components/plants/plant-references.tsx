import { SourcesCard } from "~/components/ui/sources-card";
import { PLANT_FACT_KEYS, plantFactLabel, plantFactsInWords, type PlantFactKey, type PlantSource } from "~/domain/plants";

/**
 * Where the references spread over a value: which said what, and why the value shown was kept, in the order the
 * facts are shown. Nothing when they all agreed.
 */
function FactNotes({ notes }: { notes: Partial<Record<PlantFactKey, string>> }) {
  const shown = PLANT_FACT_KEYS.filter((fact) => notes[fact]);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="notes-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="notes-heading" className="text-lg font-semibold text-slate-900">
        Where the references differ
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {shown.map((fact) => (
          <div key={fact}>
            <dt className="inline font-medium text-slate-900">{plantFactLabel(fact)}: </dt>
            <dd className="inline text-slate-700">{notes[fact]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The notes on the facts, then "Sources": each reference with the facts it supports. */
export function PlantReferences({ notes, sources }: { notes: Partial<Record<PlantFactKey, string>>; sources: readonly PlantSource[] }) {
  return (
    <div className="space-y-6">
      <FactNotes notes={notes} />
      <SourcesCard sources={sources.map((source) => ({ title: source.title, url: source.url, cited: plantFactsInWords(source.facts) }))} />
    </div>
  );
}
