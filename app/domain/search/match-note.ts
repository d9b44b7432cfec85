import type { SearchMatch } from "./rank";

/** How a result says which other name it was found under; null when it was found under its own name. */
export type MatchNote = { lead: string; text: string; scientific: boolean };

/**
 * "formerly Corydoras aeneus" for a synonym, "also called Plecostomus" for another common name, the code for a
 * trade code; nothing for a match on the common or scientific name, which every result shows anyway.
 */
export function matchNote(match: SearchMatch | null | undefined): MatchNote | null {
  switch (match?.field) {
    case "synonym":
      return { lead: "formerly", text: match.text, scientific: true };
    case "otherName":
      return { lead: "also called", text: match.text, scientific: false };
    case "tradeCode":
      return { lead: "trade code", text: match.text, scientific: false };
    default:
      return null;
  }
}

/** The note as one line of text: "formerly Corydoras aeneus". */
export function matchNoteText(match: SearchMatch | null | undefined): string | null {
  const note = matchNote(match);
  return note ? `${note.lead} ${note.text}` : null;
}
