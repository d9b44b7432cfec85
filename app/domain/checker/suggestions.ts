import type { CheckerSpecies, Finding, Report } from "./types";
import { adultLengthCm, isPeaceful, temperatureRangeC, type Context, type Group } from "./measure";
import { SWIM_LENGTH_FACTOR } from "./space";
import { runRules } from "./rules";

/**
 * Suggestions: up to three species, not already stocked, that break no won't-work rule with this stock and
 * suit the tank's measured water. Each is tried in its smallest group (its minGroupSize, else 6 of a schooling
 * fish, else 1). Preferred in order: fewest new cautions, peaceful, a range centred on what the stock shares,
 * then by name and id, so the same tank always gets the same suggestions.
 */
export const MAX_SUGGESTIONS = 3;
/** The group a schooling fish with no known minimum is tried in. */
export const DEFAULT_SCHOOL = 6;

type Ranked = { species: CheckerSpecies; cautions: number; peaceful: number; offCentre: number };

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
  return ctx.tank.lengthCm >= SWIM_LENGTH_FACTOR * adultLengthCm(candidate);
}

/** Candidates that pass are ranked among this many, tried best-first by the cheap part of the order. */
const SHORTLIST = 24;

export function suggestionsFor(ctx: Context, findings: Finding[], candidates: CheckerSpecies[]): Report["suggestions"] {
  const stocked = new Set(ctx.groups.map((group) => group.species.id));
  const overstocked = findings.some((finding) => finding.rule === "bioload" && finding.severity === "caution");
  const seen = new Set<number>();
  const ranked: Ranked[] = [];
  const hopeful = candidates
    .filter((candidate) => !stocked.has(candidate.id) && mayPass(ctx, candidate))
    .map((species) => ({ species, peaceful: isPeaceful(species) ? 0 : 1, offCentre: offCentre(ctx.groups, species) }))
    .sort(
      (a, b) =>
        a.peaceful - b.peaceful ||
        a.offCentre - b.offCentre ||
        a.species.name.localeCompare(b.species.name, "en") ||
        a.species.id - b.species.id,
    );
  for (const { species: candidate } of hopeful) {
    if (ranked.length >= SHORTLIST) break;
    if (seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    const count = candidate.facts.minGroupSize ?? (candidate.schoolingFish ? DEFAULT_SCHOOL : 1);
    const trial = runRules({ ...ctx, groups: [...ctx.groups, { species: candidate, count, entries: [{ species: candidate, count }] }] });
    const about = naming(trial, candidate.id);
    if (about.some((finding) => finding.severity === "wont-work" || finding.rule === "tank-water")) continue;
    const cautions = about.filter((finding) => finding.severity === "caution" && (finding.rule !== "bioload" || !overstocked)).length;
    ranked.push({ species: candidate, cautions, peaceful: isPeaceful(candidate) ? 0 : 1, offCentre: offCentre(ctx.groups, candidate) });
  }
  ranked.sort(
    (a, b) =>
      a.cautions - b.cautions ||
      a.peaceful - b.peaceful ||
      a.offCentre - b.offCentre ||
      a.species.name.localeCompare(b.species.name, "en") ||
      a.species.id - b.species.id,
  );
  return ranked.slice(0, MAX_SUGGESTIONS).map(({ species }) => ({ fishId: species.id, name: species.name }));
}
