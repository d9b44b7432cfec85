import { FactNotesCard } from "~/components/ui/fact-notes-card";
import { SourcesCard } from "~/components/ui/sources-card";
import { PLANT_FACT_KEYS, plantFactLabel, plantFactsInWords, type PlantFactKey, type PlantSource } from "~/domain/plants";

/** The notes on the facts (where the references differ, in the order the facts are shown), then "Sources". */
export function PlantReferences({ notes, sources }: { notes: Partial<Record<PlantFactKey, string>>; sources: readonly PlantSource[] }) {
  const shown = PLANT_FACT_KEYS.flatMap((fact) => {
    const text = notes[fact];
    return text ? [{ fact, label: plantFactLabel(fact), text }] : [];
  });
  return (
    <div className="space-y-6">
      <FactNotesCard notes={shown} />
      <SourcesCard sources={sources.map((source) => ({ title: source.title, url: source.url, cited: plantFactsInWords(source.facts) }))} />
    </div>
  );
}
