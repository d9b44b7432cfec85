/**
 * Groups of fish that a species file may name in compatibleWith / incompatibleWith instead of one species.
 * Every other entry must be the `name` of a species (checked for the seed files in tests/unit/species-data.test.ts).
 * Add a group here, with what it means, before using it in a file.
 */
export const COMPATIBILITY_GROUP_DESCRIPTIONS = {
  "fin-nippers": "Fish known to nip fins, such as tiger barbs and serpae tetras.",
  "long-finned fish": "Slow fish with long, flowing fins, such as fancy guppies, bettas and long-finned angelfish.",
  "small tetras": "Neon-sized tetras and similar small, slim fish that fit in a larger fish's mouth.",
  "small fish": "Any fish small enough to be swallowed by the species in question.",
  shrimp: "Dwarf shrimp such as cherry and Amano shrimp, and their young.",
  snails: "Aquarium snails such as nerites and mystery snails.",
  "large cichlids": "Big, predatory or territorial cichlids such as oscars and jack Dempseys.",
  "aggressive fish": "Any fish listed as Aggressive, or known to bully and chase tankmates.",
  "peaceful community fish": "Peaceful fish of similar size that share a typical tropical community tank.",
  "small peaceful fish": "Peaceful fish under about 2 inches: small tetras, rasboras, danios, pygmy corydoras.",
  livebearers: "Guppies, platies, mollies, swordtails and endlers.",
  "slow-moving fish": "Slow swimmers that lose out at feeding time or get harassed: bettas, gouramis, fancy guppies.",
  "bottom dwellers": "Corydoras, loaches, plecos and other fish that live and feed on the bottom.",
  "fast swimmers": "Active, fast fish such as danios and giant danios that outcompete slow feeders.",
  "Malawi cichlids": "Mbuna, peacocks and haps from Lake Malawi, which need hard, alkaline water.",
  "Tanganyika cichlids": "Cichlids from Lake Tanganyika, which need hard, alkaline water.",
  "large fish": "Any fish big enough to swallow or bully the species in question.",
  "territorial fish": "Fish that claim and defend a patch of the tank, such as many cichlids and red tail sharks.",
} as const;

export type CompatibilityGroup = keyof typeof COMPATIBILITY_GROUP_DESCRIPTIONS;

export const COMPATIBILITY_GROUPS = Object.keys(COMPATIBILITY_GROUP_DESCRIPTIONS) as CompatibilityGroup[];

export function isCompatibilityGroup(entry: string): entry is CompatibilityGroup {
  return Object.hasOwn(COMPATIBILITY_GROUP_DESCRIPTIONS, entry);
}
