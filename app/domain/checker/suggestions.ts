import type { CheckerSpecies, Finding, Report } from "./types";
import { isPeaceful, joinWords, listNames, namesSpecies, temperatureRangeC, the, type Context, type Group } from "./measure";
import { roomFor } from "./space";
import { runRules, verdictOf } from "./rules";

/**
 * Suggestions: up to three. Groups too small to be happy come first; then species not already stocked, each
 * tried in its smallest group (its minGroupSize, else 6 of a schooling fish, else 1), that leave the verdict no
 * worse and have no problem of their own. Preferred in order: those that remove a problem; those the stock's
 * profiles name as tankmates; those that do not jump, unless the tank has a lid, and snails that do not multiply
 * on their own; those that live in a part of the tank no stocked fish uses; those whose own profile names a
 * stocked species; the easier to keep; peaceful; a range centred on what the stock shares; then by name and id, so
 * the same tank always gets the same suggestions. See docs/decisions/026.
 */
export const MAX_SUGGESTIONS = 3;
/** The group a schooling fish with no known minimum is tried in. */
export const DEFAULT_SCHOOL = 6;

/**
 * The cheap part of a candidate's order, best first: every number is smaller for the better candidate (more
 * stocked species naming it sorts first).
 */
type Preference = {
  species: CheckerSpecies;
  namedBy: CheckerSpecies[];
  extraCare: number;
  namesStocked: CheckerSpecies[];
  sameZone: number;
  difficulty: number;
  peaceful: number;
  offCentre: number;
};

/** Profiles' levels, easiest first; a level not known here sorts with the middle one. */
const DIFFICULTY_ORDER: Record<string, number> = { Beginner: 0, Moderate: 1, Advanced: 2 };

/**
 * The stocked species whose profiles name the candidate as a tankmate, and those the candidate's own profile
 * names. A profile's "compatible with" list is its references' tankmates; the stock's own lists count first, as
 * they are about the fish the keeper already has.
 */
function namedBy(groups: Group[], candidate: CheckerSpecies): CheckerSpecies[] {
  return groups.map(({ species }) => species).filter((species) => namesSpecies(species.compatibleWith, candidate));
}

function namesStocked(groups: Group[], candidate: CheckerSpecies): CheckerSpecies[] {
  return groups.map(({ species }) => species).filter((species) => namesSpecies(candidate.compatibleWith, species));
}

/** 0 when the candidate swims where no stocked species does (a bottom fish for a tank of shoaling tetras). */
function sameZone(groups: Group[], candidate: CheckerSpecies): number {
  const zone = candidate.facts.swimZone;
  if (zone == null) return 1;
  return groups.some((group) => group.species.facts.swimZone === zone) ? 1 : 0;
}

function preference(ctx: Context, species: CheckerSpecies): Preference {
  const { groups } = ctx;
  return {
    species,
    namedBy: namedBy(groups, species),
    // A jumper asks for a tight lid, and a snail that multiplies on its own (ramshorn, bladder) soon covers the
    // glass: each is offered after the others, the jumper unless the tank is said to have a lid.
    extraCare:
      (species.facts.jumper === true && ctx.tank.lid !== true) || (species.fishType === "Snail" && species.facts.breedsReadily === true)
        ? 1
        : 0,
    namesStocked: namesStocked(groups, species),
    sameZone: sameZone(groups, species),
    difficulty: DIFFICULTY_ORDER[species.difficulty ?? ""] ?? 1,
    peaceful: isPeaceful(species) ? 0 : 1,
    offCentre: offCentre(groups, species),
  };
}

function byPreference(a: Preference, b: Preference): number {
  return (
    b.namedBy.length - a.namedBy.length ||
    a.extraCare - b.extraCare ||
    a.sameZone - b.sameZone ||
    b.namesStocked.length - a.namesStocked.length ||
    a.difficulty - b.difficulty ||
    a.peaceful - b.peaceful ||
    a.offCentre - b.offCentre ||
    a.species.name.localeCompare(b.species.name, "en") ||
    a.species.id - b.species.id
  );
}

/** Where a species lives, as the reason it is offered to a tank where no stocked fish lives there. */
const ZONE_REASONS = {
  bottom: "it lives on the bottom, where no fish here does",
  middle: "it swims in open water, where no fish here does",
  top: "it lives near the surface, where no fish here does",
} as const;

/** Why a candidate is offered, in the words of what ranked it: the profiles that name it, or the room it fills. */
function reasonFor(preferred: Preference): string | undefined {
  const { namedBy: namers, namesStocked: named, species } = preferred;
  if (namers.length > 0) {
    return `${joinWords(namers.map((s) => `${the(s)}'s`))} ${namers.length === 1 ? "profile names" : "profiles name"} it as a tankmate`;
  }
  if (preferred.sameZone === 0 && species.facts.swimZone != null) return ZONE_REASONS[species.facts.swimZone];
  if (named.length > 0) return `its profile names ${listNames(named)} as ${named.length === 1 ? "a tankmate" : "tankmates"}`;
  return undefined;
}

function middle([min, max]: [number, number]): number {
  return (min + max) / 2;
}

/** The middle of the range every stocked species shares (of its own middles, when they share none). */
function stockMiddle(groups: Group[], range: (s: CheckerSpecies) => [number, number]): number | null {
  if (groups.length === 0) return null;
  const min = Math.max(...groups.map((group) => range(group.species)[0]));
  const max = Math.min(...groups.map((group) => range(group.species)[1]));
  return (min + max) / 2;
}

/** How far the stock's middle sits from the candidate's own, in half-widths of the candidate's range. */
function offCentre(groups: Group[], candidate: CheckerSpecies): number {
  const ranges = [temperatureRangeC, (s: CheckerSpecies): [number, number] => [s.minPh, s.maxPh]];
  return ranges.reduce((sum, range) => {
    const shared = stockMiddle(groups, range);
    if (shared === null) return sum;
    const own = range(candidate);
    const halfWidth = Math.max((own[1] - own[0]) / 2, 1e-6);
    return sum + Math.abs(shared - middle(own)) / halfWidth;
  }, 0);
}

function naming(findings: Finding[], id: number): Finding[] {
  return findings.filter((finding) => finding.fishIds.includes(id));
}

/**
 * What a candidate must meet before the full rules are run for it: ranges that overlap what the stock shares,
 * and a tank long enough to swim in. Each is a won't-work rule's own condition, cheap to test, so the whole
 * list of species is narrowed in a fraction of a millisecond and the rules run for a few dozen at most.
 */
function mayPass(ctx: Context, candidate: CheckerSpecies): boolean {
  const ranges = [temperatureRangeC, (s: CheckerSpecies): [number, number] => [s.minPh, s.maxPh]];
  for (const range of ranges) {
    const [min, max] = range(candidate);
    for (const group of ctx.groups) {
      const [gMin, gMax] = range(group.species);
      if (max < gMin || min > gMax) return false;
    }
  }
  return ctx.tank.lengthCm >= roomFor(candidate).lengthCm;
}

/** Candidates that pass are ranked among this many, tried best-first by the cheap part of the order. */
const SHORTLIST = 24;

const VERDICT_RANK: Record<Report["verdict"], number> = { "wont-work": 0, caution: 1, fine: 2 };

function problemCount(findings: Finding[]): number {
  return findings.filter((finding) => finding.severity === "wont-work" || finding.severity === "caution").length;
}

/** The stock with `count` more of `species` (a group it already has, or a new one). */
function withMore(ctx: Context, species: CheckerSpecies, count: number): Context {
  const entry = { species, count };
  const present = ctx.groups.some((group) => group.species.id === species.id);
  const groups = present
    ? ctx.groups.map((group) =>
        group.species.id === species.id ? { ...group, count: group.count + count, entries: [...group.entries, entry] } : group,
      )
    : [...ctx.groups, { species, count, entries: [entry] }];
  return { ...ctx, groups };
}

/**
 * The fish to add. None when the tank won't work: what to fix comes first. Then each group that is too small,
 * completed to its minimum, if that leaves the verdict no worse. Then new species, each tried at its smallest
 * group: offered only if the tank's verdict is no worse with them, nothing new is wrong about them and they do not
 * cross with a species already there; none at all when the tank is already over its capacity. `improves` says
 * which additions remove a problem.
 */
export function suggestionsFor(ctx: Context, findings: Finding[], candidates: readonly CheckerSpecies[]): Report["suggestions"] {
  const verdict = verdictOf(findings);
  if (verdict === "wont-work") return [];
  const before = problemCount(findings);
  const suggestions: Report["suggestions"] = [];

  for (const group of ctx.groups) {
    const min = group.species.facts.minGroupSize;
    if (min == null || group.count >= min) continue;
    const count = min - group.count;
    const trial = runRules(withMore(ctx, group.species, count));
    if (VERDICT_RANK[verdictOf(trial)] < VERDICT_RANK[verdict]) continue;
    suggestions.push({
      fishId: group.species.id,
      name: group.species.name,
      count,
      completesGroup: true,
      improves: problemCount(trial) < before,
    });
    if (suggestions.length >= MAX_SUGGESTIONS) return suggestions;
  }

  const overstocked = findings.some((finding) => finding.rule === "bioload" && finding.severity !== "fine");
  if (overstocked) return suggestions;
  const stocked = new Set(ctx.groups.map((group) => group.species.id));
  const seen = new Set<number>();
  const ranked: (Preference & { count: number; improves: boolean })[] = [];
  const hopeful = candidates
    .filter((candidate) => !stocked.has(candidate.id) && mayPass(ctx, candidate))
    .map((species) => preference(ctx, species))
    .sort(byPreference);
  for (const preferred of hopeful) {
    const candidate = preferred.species;
    if (ranked.length >= SHORTLIST) break;
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    const count = candidate.facts.minGroupSize ?? (candidate.schoolingFish ? DEFAULT_SCHOOL : 1);
    const trial = runRules(withMore(ctx, candidate, count));
    if (VERDICT_RANK[verdictOf(trial)] < VERDICT_RANK[verdict]) continue;
    const about = naming(trial, candidate.id);
    // A species that would cross with one already there is no suggestion, though its finding is only a note.
    const troubles = (finding: Finding) =>
      finding.severity === "wont-work" ||
      finding.severity === "caution" ||
      finding.rule === "tank-water" ||
      finding.rule === "interbreeding";
    if (about.some(troubles)) continue;
    ranked.push({ ...preferred, count, improves: problemCount(trial) < before });
  }
  ranked.sort((a, b) => Number(b.improves) - Number(a.improves) || byPreference(a, b));
  for (const preferred of ranked) {
    if (suggestions.length >= MAX_SUGGESTIONS) break;
    const { species, count, improves } = preferred;
    const reason = reasonFor(preferred);
    suggestions.push({ fishId: species.id, name: species.name, count, completesGroup: false, improves, ...(reason ? { reason } : {}) });
  }
  return suggestions;
}
