/**
 * Links from a checker finding to the notes behind it. Kept apart from the species facts module, which the
 * report's page would otherwise load whole for two small functions.
 */

/** The id of a fact's note on its page, so a link (a checker finding's) can open the notes at the fact it rests on. */
export const factNoteAnchor = (fact: string) => `note-${fact}`;

/** Checker words for profile fields that one note covers: both ends of a range are the one range's note. */
const NOTED_AS: Record<string, string> = {
  minTemperature: "temperature",
  maxTemperature: "temperature",
  minPh: "ph",
  maxPh: "ph",
};

/** What a finding uses that no note explains: names, a type, lists of tankmates. */
const NOT_NOTED = new Set(["name", "scientificName", "fishType", "compatibleWith", "incompatibleWith"]);

/** The fact whose note explains a fact a checker finding used (`Finding.factsUsed`), or null where none can. */
export function notedFact(used: string): string | null {
  if (used in NOTED_AS) return NOTED_AS[used];
  return NOT_NOTED.has(used) ? null : used;
}
