/**
 * How the home page chooses its featured fish when no admin chose them: for variety and interest, not by name.
 * The species members saved most lately come first; among equals, an order that changes each day (the same all
 * day, so the page is stable between visits). No two chosen fish share a fish type while another type is left
 * (a tetra, a catfish and a gourami rather than three tetras). Pure, so it is tested without a database.
 */

export type VarietyCandidate = { id: number; fishType: string; interest: number };

/** A number from the species and the day, to order equals without favouring the start of the alphabet. */
function dailyRank(id: number, seed: string): number {
  // FNV-1a over the seed and the id: cheap, stable, and well spread.
  let hash = 0x811c9dc5;
  for (const char of `${seed}:${id}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The day the choice is made for (UTC): the seed of the day's order. */
export function choiceDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `limit` of the candidates, for variety and interest; `taken` are the fish types shown already (featured by an admin). */
export function chooseVariedFish<T extends VarietyCandidate>(
  candidates: readonly T[],
  limit: number,
  seed: string,
  taken: readonly string[] = [],
): T[] {
  if (limit <= 0) return [];
  const ordered = [...candidates].sort((a, b) => b.interest - a.interest || dailyRank(a.id, seed) - dailyRank(b.id, seed) || a.id - b.id);
  const chosen: T[] = [];
  const types = new Set<string>(taken.map((type) => type.trim().toLowerCase()));
  for (const candidate of ordered) {
    if (chosen.length >= limit) break;
    const type = candidate.fishType.trim().toLowerCase();
    if (types.has(type)) continue;
    types.add(type);
    chosen.push(candidate);
  }
  // Fewer types than places: the next most interesting fill the rest.
  for (const candidate of ordered) {
    if (chosen.length >= limit) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen;
}
