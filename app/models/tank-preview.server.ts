import { LRUCache } from "lru-cache";
import type { Severity, Verdict } from "~/domain/checker";
import { rememberingAvoids } from "~/domain/checker/avoids";
import { contextFor, runRules } from "~/domain/checker/rules";
import { RULES_VERSION } from "~/domain/checker/version";
import { MAX_FISH_COUNT, MAX_SPECIES_PER_TANK, type TankSex } from "~/domain/tank-rules";
import { getDb } from "~/services/db.server";
import { checkerSpeciesList } from "./checker.server";
import { fail } from "./result";
import { tableVersion } from "./table-version.server";
import { latestWater } from "./tank-journal.server";
import { checkerTankOf, judgeTank, stockOf } from "./tank-report.server";
import { getTank, tankNotFound, type TankFailure, type TankWithFish } from "./tank.server";
import type { User } from "./user.server";

/**
 * A member's tank judged as it would be after a change, without writing anything: the fish page's "check
 * first" before adding a fish, and the /fish filter that keeps the species a tank can take. Both judge with
 * the same checker, species list and avoid rule as the tank's own report.
 */

/** A finding as the fish page shows it: how bad, the sentence (metric) and the species it is about. */
export type PreviewFinding = { rule: string; severity: Severity; message: string; fishIds: number[] };

export type PlacementPreview = {
  tank: { id: number; name: string; volumeL: number };
  fish: { id: number; name: string };
  count: number;
  sex: TankSex | null;
  /** The verdict of the whole tank with the fish added. */
  verdict: Verdict;
  /** The verdict of the tank as it is now: a tank that is already in trouble is not this fish's doing. */
  verdictNow: Verdict;
  /** The won't-work and caution findings that name the added fish, worst first. */
  findings: PreviewFinding[];
  /** The names of the species those findings name, by id. */
  names: Record<number, string>;
};

/** The tank's rows after placing: as placeFish would store them, the same species and sex joining one row. */
function withPlacement(
  tank: TankWithFish,
  added: { id: number; name: string; scientificName?: string },
  count: number,
  sex: TankSex | null,
): TankWithFish {
  const existing = tank.fish.find((row) => row.fishId === added.id && row.sex === sex);
  if (existing) return { ...tank, fish: tank.fish.map((row) => (row === existing ? { ...row, count: row.count + count } : row)) };
  const row = { id: 0, fishId: added.id, count, sex, name: added.name, scientificName: added.scientificName ?? "", imageUrl: "" };
  return { ...tank, fish: [...tank.fish, row] };
}

/**
 * What adding `count` of a fish (of a sex, or unstated) to the member's tank would do, as the checker judges
 * it. Nothing is written. Refused as placeFish would refuse it: 404 for a tank that is not the member's, 400 for
 * an unknown fish or a count past MAX_FISH_COUNT, 409 for a tank that holds MAX_SPECIES_PER_TANK species.
 */
export function previewPlacement(
  member: Pick<User, "id">,
  tankId: number,
  fishId: number,
  count: number,
  sex: TankSex | null,
): { ok: true; preview: PlacementPreview } | TankFailure {
  const tank = getTank(member.id, tankId);
  if (!tank) return tankNotFound();
  const species = checkerSpeciesList();
  const added = species.find((entry) => entry.id === fishId);
  if (!added) return fail(400, `There is no fish with id ${fishId}.`, "unknown-fish" as const);
  const sameRow = tank.fish.find((row) => row.fishId === fishId && row.sex === sex);
  if ((sameRow?.count ?? 0) + count > MAX_FISH_COUNT)
    return fail(400, `A tank can hold at most ${MAX_FISH_COUNT} of one fish.`, "count-over" as const);
  const stocked = new Set(tank.fish.map((row) => row.fishId));
  if (!stocked.has(fishId) && stocked.size >= MAX_SPECIES_PER_TANK) {
    return fail(409, `A tank can hold up to ${MAX_SPECIES_PER_TANK} species: remove one to add another.`, "tank-full" as const);
  }

  // Suggestions are not shown here, so neither judgement tries every species as one.
  const now = judgeTank(tank, species, false);
  const after = judgeTank(withPlacement(tank, added, count, sex), species, false);
  const findings = after.report.findings
    .filter((finding) => (finding.severity === "wont-work" || finding.severity === "caution") && finding.fishIds.includes(fishId))
    .map(({ rule, severity, message, fishIds }) => ({ rule, severity, message, fishIds }));
  return {
    ok: true,
    preview: {
      tank: { id: tank.id, name: tank.name, volumeL: tank.volumeL },
      fish: { id: added.id, name: added.name },
      count,
      sex,
      verdict: after.report.verdict,
      verdictNow: now.report.verdict,
      findings,
      names: after.names,
    },
  };
}

/**
 * The species that the member's tank, as it is now, could take: each tried in its smallest group (its
 * minGroupSize, else one) and kept unless a won't-work finding names it. A won't-work the tank has already,
 * between fish it holds, does not count against every species. Null when the tank is not the member's.
 */
export function speciesFittingTank(
  member: Pick<User, "id">,
  tankId: number,
): { tank: { id: number; name: string }; fishIds: ReadonlySet<number> } | null {
  const tank = getTank(member.id, tankId);
  if (!tank) return null;
  // The water as the journal's latest test measured it, where it has one.
  const checkerTank = checkerTankOf(tank, new Date(), latestWater(tank.id));
  // Everything the answer depends on: the species (their table's version), the rules, the tank as the checker
  // reads it (its age in whole weeks) and its fish. Paging or filtering the list asks the same question again.
  const key = JSON.stringify([tableVersion("fish"), RULES_VERSION, checkerTank, tank.fish.map((row) => [row.fishId, row.count, row.sex])]);
  const answers = fitsAnswersFor(getDb());
  const fishIds = answers.get(key) ?? fittingSpecies(tank, checkerTank);
  answers.set(key, fishIds);
  return { tank: { id: tank.id, name: tank.name }, fishIds };
}

/** Recent answers per database (a test's fresh database never sees another's); a few hundred tanks' worth. */
const fitsAnswers = new WeakMap<object, LRUCache<string, ReadonlySet<number>>>();
function fitsAnswersFor(db: object): LRUCache<string, ReadonlySet<number>> {
  let answers = fitsAnswers.get(db);
  if (!answers) fitsAnswers.set(db, (answers = new LRUCache({ max: 500 })));
  return answers;
}

function fittingSpecies(tank: TankWithFish, checkerTank: ReturnType<typeof checkerTankOf>): ReadonlySet<number> {
  const species = checkerSpeciesList();
  const stock = stockOf(tank.fish, new Map(species.map((entry) => [entry.id, entry])));
  // One memory of avoid answers for the whole list: the tank's own pairs come up again with every species tried.
  const avoids = rememberingAvoids();
  const fishIds = new Set<number>();
  for (const candidate of species) {
    const trial = runRules(contextFor(checkerTank, [...stock, { species: candidate, count: candidate.facts.minGroupSize ?? 1 }], avoids));
    if (!trial.some((finding) => finding.severity === "wont-work" && finding.fishIds.includes(candidate.id))) fishIds.add(candidate.id);
  }
  return fishIds;
}
