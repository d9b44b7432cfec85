/**
 * Finding the encyclopedia's plants in a guide's text, so the guide can link each to its page: by common name,
 * botanical name or synonym, whole words only, ignoring letter case. A guide names a cultivar ("Microsorum
 * pteropus 'Windeløv'") or adds a common name in brackets; both still find the plant. The longest name wins, so
 * "Anubias barteri var. nana" is the Anubias Nana and not the Anubias Barteri.
 */

export type NamedPlant = { id: number; name: string; scientificName: string; synonyms: readonly string[] };

/** The plants' names as one pattern, built once per change to the plants (see models/plant.server.ts). */
export type PlantMatcher = { pattern: RegExp | null; idByName: ReadonlyMap<string, number> };

/** A piece of guide text: plain, or naming a plant. */
export type MentionSegment = { text: string; plantId?: number };

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * A botanical name without what the guides vary: a cultivar in quotes and "sp.". A genus alone (one word left)
 * is too wide to point at one plant, unless it is the plant's common name too.
 */
function botanicalTerm(name: string): string | null {
  const bare = name
    .replace(/'[^']*'/g, "")
    .replace(/\bsp\.\s*$/, "")
    .trim();
  return bare.split(/\s+/).length >= 2 ? bare : null;
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");

export function plantMatcher(plants: readonly NamedPlant[]): PlantMatcher {
  const idByName = new Map<string, number>();
  for (const plant of plants) {
    const terms = [plant.name, botanicalTerm(plant.scientificName), ...plant.synonyms.map(botanicalTerm)];
    for (const term of terms) {
      // A name two plants share points at neither.
      if (!term) continue;
      const k = key(term);
      if (idByName.has(k) && idByName.get(k) !== plant.id) idByName.set(k, -1);
      else idByName.set(k, plant.id);
    }
  }
  const names = [...idByName.keys()].filter((name) => idByName.get(name)! > 0).sort((a, b) => b.length - a.length);
  const pattern = names.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escape).join("|")})(?![\\p{L}\\p{N}])`, "giu") : null;
  return { pattern, idByName };
}

function idOf(matcher: PlantMatcher, text: string): number | null {
  const id = matcher.idByName.get(key(text));
  return id && id > 0 ? id : null;
}

/** The plant a guide's list entry names ("Taxiphyllum barbieri (Java moss)"), or null for one we do not keep. */
export function plantNamedIn(entry: string, matcher: PlantMatcher): number | null {
  if (!matcher.pattern) return null;
  for (const found of entry.matchAll(matcher.pattern)) {
    const id = idOf(matcher, found[0]);
    if (id) return id;
  }
  return null;
}

/** Guide text cut where it names a plant; only the first mention of each plant becomes a link. */
export function plantMentions(text: string, matcher: PlantMatcher): MentionSegment[] {
  if (!matcher.pattern) return [{ text }];
  const segments: MentionSegment[] = [];
  const linked = new Set<number>();
  let at = 0;
  for (const found of text.matchAll(matcher.pattern)) {
    const id = idOf(matcher, found[0]);
    if (!id || linked.has(id)) continue;
    linked.add(id);
    if (found.index > at) segments.push({ text: text.slice(at, found.index) });
    segments.push({ text: found[0], plantId: id });
    at = found.index + found[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}
