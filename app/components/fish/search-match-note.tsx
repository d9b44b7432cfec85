import type { SearchMatch } from "~/domain/fish-search";
import { matchNote } from "~/domain/search/match-note";

/**
 * Which other name a search found a species under, after its name: ", formerly Corydoras aeneus" (a synonym,
 * in italics like every scientific name), ", also called Plecostomus", ", trade code L046". Nothing when it was
 * found under its own common or scientific name.
 */
export function SearchMatchNote({ match, className }: { match?: SearchMatch | null; className?: string }) {
  const note = matchNote(match);
  if (!note) return null;
  return (
    <span className={className}>
      , {note.lead} {note.scientific ? <i>{note.text}</i> : note.text}
    </span>
  );
}
