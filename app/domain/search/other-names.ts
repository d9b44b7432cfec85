/**
 * Other common names the trade sells a species under, by scientific name, for search only: "plecostomus" is
 * what many shops call the Common Pleco, "Siamese fighting fish" the Betta. Only long-established names that
 * point at one species of the encyclopedia belong here; names shared by many species ("pleco", "tetra") do not.
 * Kept beside the ranking (not in the database) so the browser's live search and the server rank alike.
 */
export const OTHER_COMMON_NAMES: Readonly<Record<string, readonly string[]>> = {
  "Pterygoplichthys pardalis": ["Plecostomus", "Amazon sailfin catfish"],
  "Betta splendens": ["Siamese fighting fish"],
  "Danio rerio": ["Zebrafish"],
  "Ancistrus cirrhosus": ["Bushynose pleco"],
  "Pangio kuhlii": ["Coolie loach"],
  "Otocinclus vittatus": ["Oto"],
  "Trichopodus trichopterus": ["Blue gourami"],
};

/** The other common names of a species (none for most). */
export function otherCommonNames(scientificName: string): readonly string[] {
  return OTHER_COMMON_NAMES[scientificName] ?? [];
}
