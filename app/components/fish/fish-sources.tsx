import { SourcesCard } from "~/components/ui/sources-card";
import { citedFactsInWords, type SpeciesSource } from "~/domain/species-facts";

/** Sources: the references the profile rests on, each with the facts it supports, so a reader can check them. */
export function FishSources({ sources }: { sources: SpeciesSource[] }) {
  return (
    <SourcesCard sources={sources.map((source) => ({ title: source.title, url: source.url, cited: citedFactsInWords(source.facts) }))} />
  );
}
