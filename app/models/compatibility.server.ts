import { inArray, sql } from "drizzle-orm";
import { fish } from "../../db/schema";
import { COMPATIBILITY_GROUP_DESCRIPTIONS, findCompatibilityGroup, type CompatibilityGroup } from "~/domain/compatibility-groups";
import { COMPATIBILITY_GROUP_CHIPS, isInGroup, type CompatibilityProfile } from "~/domain/compatibility-rules";
import { fishListHref } from "~/domain/fish-filters";
import { getDb } from "~/services/db.server";
import { keptUntilChanged } from "./table-version.server";

/**
 * A species' compatibility lists as its page shows them: a species name becomes a link, and a group ("large
 * cichlids" in a neon's Avoid With) the species its rule selects, each a link. The rules are pure
 * (domain/compatibility-rules.ts); this reads what they need of every species, once per page, and returns only
 * what the page shows.
 */

/** A name in a compatibility list, with the id of the species it names when the database has one. */
export type SpeciesLink = { name: string; fishId: number | null };

/** How many species of one group a page lists; the rest are counted (and linked to, when /fish can list them). */
export const GROUP_SPECIES_SHOWN = 12;

export type GroupMember = { name: string; fishId: number };

export type GroupLink = {
  group: CompatibilityGroup;
  description: string;
  /** The first species the rule selects, by name (the fish itself never). */
  species: GroupMember[];
  /** How many more the rule selects than `species` lists. */
  more: number;
  /** A /fish list of the whole group, when one lists exactly it. */
  moreHref: string | null;
};

/** An entry of a compatibility list as the page shows it: a species (a link when known) or a resolved group. */
export type CompatibilityEntry = SpeciesLink | GroupLink;

/** The owner of the lists: the species whose page it is, with what the rules read of it. */
export type CompatibilityOwner = CompatibilityProfile & { id: number };

/**
 * What the rules read of every species, with its id for links, sorted by name: read again only after the species
 * table changed, since every fish page with a group in its lists needs all of it.
 */
const profilesByName = keptUntilChanged("fish", (): (CompatibilityProfile & { id: number })[] =>
  getDb()
    .select({
      id: fish.id,
      name: fish.name,
      scientificName: fish.scientificName,
      fishType: fish.fishType,
      temperament: fish.temperament,
      maxSizeIn: fish.maxSizeIn,
      schoolingFish: fish.schoolingFish,
      diet: fish.diet,
      minPh: fish.minPh,
      maxPh: fish.maxPh,
      facts: fish.facts,
    })
    .from(fish)
    .all()
    .sort((a, b) => a.name.localeCompare(b.name, "en")),
);

/**
 * Each group's species as `owner` names it, sorted by name and cut to `shown`. Reads the species only when
 * there is a group to resolve.
 */
export function resolveGroups(
  groups: readonly CompatibilityGroup[],
  owner: CompatibilityOwner,
  shown: number = GROUP_SPECIES_SHOWN,
): Map<CompatibilityGroup, GroupLink> {
  const resolved = new Map<CompatibilityGroup, GroupLink>();
  const wanted = [...new Set(groups)];
  if (wanted.length === 0) return resolved;
  const others = profilesByName().filter((species) => species.id !== owner.id);
  for (const group of wanted) {
    const members = others.filter((species) => isInGroup(group, species, owner));
    const chip = COMPATIBILITY_GROUP_CHIPS[group];
    resolved.set(group, {
      group,
      description: COMPATIBILITY_GROUP_DESCRIPTIONS[group],
      species: members.slice(0, shown).map(({ id, name }) => ({ name, fishId: id })),
      more: Math.max(0, members.length - shown),
      moreHref: chip && members.length > shown ? fishListHref({ filter: chip }) : null,
    });
  }
  return resolved;
}

/**
 * Links names to species by name, ignoring letter case and surrounding spaces. Names that are groups rather
 * than species ("large cichlids", "aggressive fish") stay plain text here, as does the fish's own name.
 */
export function resolveSpeciesLinks(names: string[], selfId?: number): SpeciesLink[] {
  const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
  const idByName = new Map<string, number>();
  if (wanted.length > 0) {
    const rows = getDb()
      .select({ id: fish.id, key: sql<string>`lower(trim(${fish.name}))` })
      .from(fish)
      .where(inArray(sql`lower(trim(${fish.name}))`, wanted))
      .all();
    for (const row of rows) if (!idByName.has(row.key)) idByName.set(row.key, row.id);
  }
  return names.map((name) => {
    const id = idByName.get(name.trim().toLowerCase());
    return { name, fishId: id !== undefined && id !== selfId ? id : null };
  });
}

/**
 * Both lists of `owner`, in their order: a name that is a species stays a link (or plain text), a name that is
 * a group (ignoring letter case) becomes that group resolved for this fish.
 */
export function resolveCompatibility(
  lists: { compatibleWith: string[]; incompatibleWith: string[] },
  owner: CompatibilityOwner,
): { compatibleWith: CompatibilityEntry[]; incompatibleWith: CompatibilityEntry[] } {
  const links = resolveSpeciesLinks([...lists.compatibleWith, ...lists.incompatibleWith], owner.id);
  // A species of that name wins over a group: the file named it.
  const groupOf = (link: SpeciesLink) => (link.fishId === null ? findCompatibilityGroup(link.name) : null);
  const groups = resolveGroups(
    links.map(groupOf).filter((group) => group !== null),
    owner,
  );
  const entries = links.map((link): CompatibilityEntry => {
    const group = groupOf(link);
    return (group && groups.get(group)) || link;
  });
  return {
    compatibleWith: entries.slice(0, lists.compatibleWith.length),
    incompatibleWith: entries.slice(lists.compatibleWith.length),
  };
}
