import { SourcesCard } from "~/components/ui/sources-card";
import { citedFactsInWords, type SpeciesSource } from "~/domain/species-facts";

/**
 * Sources: the references the profile rests on, each with the facts it supports, so a reader can check them. The
 * broadest come first (those that support the most facts: the species' profiles), and pages cited for one fact,
 * such as whether it jumps, after them.
 */
export function FishSources({ sources }: { sources: SpeciesSource[] }) {
  const broadestFirst = [...sources].sort((a, b) => b.facts.length - a.facts.length);
  return (
    <SourcesCard
      sources={broadestFirst.map((source) => ({ title: source.title, url: source.url, cited: citedFactsInWords(source.facts) }))}
    />
  );
}
