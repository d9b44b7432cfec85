/**
 * Groups of fish that a species file may name in compatibleWith / incompatibleWith instead of one species.
 * Every other entry must be the `name` of a species (checked for the seed files in tests/unit/species-data.test.ts).
 * Each group is a rule over the species (compatibility-rules.ts); its description, shown on the fish page, says
 * the rule in words. Add a group here and its rule there before using it in a file. Sizes are written
 * "6 in (15 cm)" so the page can show them in the reader's units.
 */
export const COMPATIBILITY_GROUP_DESCRIPTIONS = {
  "fin-nippers": "Fish known to nip fins, such as tiger barbs and serpae tetras.",
  "long-finned fish": "Fish with long, flowing fins, such as bettas, fancy guppies, angelfish and Congo tetras.",
  "small tetras": "Tetras whose adults stay at or under 2 in (5 cm), such as neon and cardinal tetras.",
  "small fish":
    "Fish small enough for this species to swallow: a fish-eater takes prey up to about a third of its own length, any other fish about a fifth.",
  shrimp:
    "Freshwater shrimp of every size: dwarf shrimp such as cherry and Amano shrimp, and larger ones such as bamboo and ring-hand shrimp.",
  snails: "Aquarium snails such as nerites, mystery snails, ramshorns and Malaysian trumpet snails.",
  "large cichlids":
    "Cichlids that bully or eat their tankmates: Aggressive ones from 6 in (15 cm) and Semi-Aggressive ones from 10 in (25 cm), such as oscars and Jack Dempseys.",
  "aggressive fish": "Fish whose temperament is Aggressive: they bully and chase tankmates.",
  "peaceful community fish":
    "Peaceful fish up to 4 in (10 cm) that live near pH 7 and neither nip fins nor eat fish: the fish of a typical tropical community tank.",
  "small peaceful fish": "Peaceful fish at or under 2 in (5 cm): small tetras, rasboras, danios, pygmy corydoras.",
  livebearers: "Guppies, platies, mollies, swordtails, endlers and the other livebearers.",
  "slow-moving fish":
    "Bettas, peaceful gouramis and fancy guppies: long-finned or peaceful labyrinth fish and long-finned livebearers, which lose out at feeding time or get harassed.",
  "bottom dwellers": "Fish that live and feed on the bottom: corydoras, loaches, plecos, dwarf cichlids and others.",
  "fast swimmers":
    "Danios from 2 in (5 cm) and rainbowfish from 2.75 in (7 cm), long fins excepted: active, fast fish that outcompete slow feeders.",
  "Malawi cichlids": "Cichlids of the Lake Malawi genera (mbuna, peacocks and haps), which need hard, alkaline water.",
  "Tanganyika cichlids":
    "Cichlids of the Lake Tanganyika genera (shell dwellers, julies, frontosas, Tropheus), which need hard, alkaline water.",
  "large fish":
    "Fish big enough to harm this species: fish-eaters that could swallow it, and non-peaceful fish two and a half times its length or more.",
  "territorial fish": "Fish known to claim and defend a patch of the tank, such as many cichlids, plecos and red tail sharks.",
} as const;

export type CompatibilityGroup = keyof typeof COMPATIBILITY_GROUP_DESCRIPTIONS;

export const COMPATIBILITY_GROUPS = Object.keys(COMPATIBILITY_GROUP_DESCRIPTIONS) as CompatibilityGroup[];

export function isCompatibilityGroup(entry: string): entry is CompatibilityGroup {
  return Object.hasOwn(COMPATIBILITY_GROUP_DESCRIPTIONS, entry);
}

const GROUP_BY_KEY = new Map(COMPATIBILITY_GROUPS.map((group) => [group.toLowerCase(), group]));

/** The group an entry names, ignoring letter case and surrounding spaces (as species names are linked), or null. */
export function findCompatibilityGroup(entry: string): CompatibilityGroup | null {
  return GROUP_BY_KEY.get(entry.trim().toLowerCase()) ?? null;
}
