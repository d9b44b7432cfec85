import { FactNotesCard } from "~/components/ui/fact-notes-card";
import { SourcesCard } from "~/components/ui/sources-card";
import { citedFactsInWords, factNotesInReadingOrder, type SpeciesFactNotes, type SpeciesSource } from "~/domain/species-facts";

/**
 * "Sources": the references the profile rests on, each with the facts it supports, so a reader can check them. The
 * broadest come first (those that support the most facts: the species' profiles), and pages cited for one fact,
 * such as whether it jumps, after them. Then how each fact was settled from them (folded: a species' notes run to
 * a few screens): which reference said what, the spread and the consensus kept.
 */
export function FishReferences({ sources, notes }: { sources: SpeciesSource[]; notes: SpeciesFactNotes }) {
  const broadestFirst = [...sources].sort((a, b) => b.facts.length - a.facts.length);
  return (
    <div className="space-y-6">
      <SourcesCard
        sources={broadestFirst.map((source) => ({ title: source.title, url: source.url, cited: citedFactsInWords(source.facts) }))}
      />
      <FactNotesCard notes={factNotesInReadingOrder(notes)} title="How each fact was settled" folded />
    </div>
  );
}
