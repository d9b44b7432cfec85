import { checkTank, type CheckerSpecies, type CheckerTank, type Report, type StockEntry, type Verdict } from "~/domain/checker";
import { findStandardTank } from "~/domain/standard-tanks";
import { weeksSince } from "~/domain/tank-input";
import type { TankSex } from "~/domain/tank-rules";
import { checkerPlantsList, checkerSpeciesList } from "./checker.server";
import { latestWater } from "./tank-journal.server";
import type { User } from "./user.server";
import { getTank, listTanksWithFish, tankNotFound, type TankFailure, type TankWithFish } from "./tank.server";

/**
 * A member's tank judged by the checker: its measurements, its fish with their profiles and facts, and every
 * species as a possible suggestion. Computed on every read, so it follows each change to the tank at once.
 */

export type TankReport = {
  report: Report;
  /** The names of the species a finding may name, by id (the tank's fish and the suggestions). */
  names: Record<number, string>;
  /** When the water the report judged was measured: the journal's latest test, or null for the tank's typed values. */
  measuredAt: string | null;
};

/** The water as the journal last measured it; a value the test left out falls back to the tank's typed one. */
export type MeasuredWater = { temperature: number | null; ph: number | null; gh: number | null; kh: number | null };

/**
 * The tank as the checker reads it: metric, and only what is known; its age counted up to `now`. The water is the
 * journal's latest test where it measured it, else what the member typed on the tank.
 */
export function checkerTankOf(tank: TankWithFish, now: Date = new Date(), measured: MeasuredWater | null = null): CheckerTank {
  const known = <T>(value: T | null) => (value === null ? undefined : value);
  const water = <T>(value: T | null | undefined, typed: T | null) => known(value ?? typed);
  return {
    lengthCm: tank.lengthCm,
    widthCm: tank.widthCm,
    heightCm: tank.heightCm,
    volumeL: tank.volumeL,
    nominalVolumeL: findStandardTank(tank.standardSize)?.nominalVolumeL,
    filterRatedVolumeL: known(tank.filterRatedVolumeL),
    filterFlowLph: known(tank.filterFlowLph),
    heater: known(tank.heater),
    planted: tank.planted,
    lid: known(tank.lid),
    cycled: known(tank.cycled),
    ageWeeks: tank.setUpOn ? weeksSince(tank.setUpOn, now) : undefined,
    temperatureC: water(measured?.temperature, tank.temperatureC),
    ph: water(measured?.ph, tank.ph),
    ghDgh: water(measured?.gh, tank.ghDgh),
    khDkh: water(measured?.kh, tank.khDkh),
    light: known(tank.light),
    co2: known(tank.co2),
  };
}

/** A tank's rows as the checker's stock; a row whose species is gone from the list is left out. */
export function stockOf(rows: { fishId: number; count: number; sex: TankSex | null }[], byId: Map<number, CheckerSpecies>): StockEntry[] {
  return rows.flatMap((row) => {
    const entry = byId.get(row.fishId);
    return entry ? [{ species: entry, count: row.count, ...(row.sex ? { sex: row.sex } : {}) }] : [];
  });
}

/**
 * The report of a tank as given (stored, or as it would be after a change), with suggestions from every
 * species unless `suggest` is false: a preview that shows no suggestions need not try every species.
 */
export function judgeTank(tank: TankWithFish, species: readonly CheckerSpecies[] = checkerSpeciesList(), suggest = true): TankReport {
  const byId = new Map(species.map((entry) => [entry.id, entry]));
  const measured = latestWater(tank.id);
  const allPlants = checkerPlantsList();
  const growing = new Set(tank.plants.map((plant) => plant.plantId));
  const report = checkTank(checkerTankOf(tank, new Date(), measured), stockOf(tank.fish, byId), {
    plants: allPlants.filter((plant) => growing.has(plant.id)),
    ...(suggest ? { candidates: species, plantCandidates: allPlants } : {}),
  });
  const names: Record<number, string> = {};
  for (const row of tank.fish) names[row.fishId] = row.name;
  for (const suggestion of report.suggestions) names[suggestion.fishId] = suggestion.name;
  return { report, names, measuredAt: measured?.takenAt ?? null };
}

/** The report of the member's tank, or 404 when the member has no such tank (anyone else's included). */
export function tankReport(member: Pick<User, "id">, tankId: number): ({ ok: true } & TankReport) | TankFailure {
  const tank = getTank(member.id, tankId);
  if (!tank) return tankNotFound();
  return { ok: true, ...judgeTank(tank) };
}

/**
 * The checker's verdict on each of the member's tanks that holds fish, by tank id, for the list of tanks (an empty
 * tank has nothing to judge and gets none). Suggestions are not needed, so no species is tried as one.
 */
export function tankVerdicts(member: Pick<User, "id">): Record<number, Verdict> {
  const species = checkerSpeciesList();
  const verdicts: Record<number, Verdict> = {};
  for (const tank of listTanksWithFish(member.id)) {
    if (tank.fish.length > 0) verdicts[tank.id] = judgeTank(tank, species, false).report.verdict;
  }
  return verdicts;
}
