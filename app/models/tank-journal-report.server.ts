import type { CheckerSpecies } from "~/domain/checker";
import { readCycle, type CycleReading } from "~/domain/journal/cycle";
import type { JournalUnits } from "~/domain/journal/parameters";
import { sharedWaterRanges } from "~/domain/journal/ranges";
import { journalWarnings, type JournalWarning, type WaterRanges } from "~/domain/journal/warnings";
import { checkerSpeciesList } from "./checker.server";
import { CYCLE_WINDOW_DAYS, entriesSince, journalBounds, windowStart } from "./tank-journal.server";
import { listTanksWithFish, type TankWithFish } from "./tank.server";

/**
 * What a tank's journal says now: its warnings, the stage of its nitrogen cycle, and the water its fish share
 * (the band on its charts). Read on every page that shows them, from the last few months of entries.
 */

export type JournalOverview = { warnings: JournalWarning[]; cycle: CycleReading; ranges: WaterRanges };

/** The water ranges a tank's species share, from the checker's species. */
export function tankWaterRanges(tank: Pick<TankWithFish, "fish">, species: readonly CheckerSpecies[] = checkerSpeciesList()): WaterRanges {
  const byId = new Map(species.map((entry) => [entry.id, entry]));
  return sharedWaterRanges(tank.fish.flatMap((row) => byId.get(row.fishId) ?? []));
}

/** The journal's warnings and cycle for a tank the caller has checked is the member's. */
export function journalOverview(
  tank: TankWithFish,
  units: JournalUnits,
  species: readonly CheckerSpecies[] = checkerSpeciesList(),
  now: Date = new Date(),
): JournalOverview {
  const recent = entriesSince(tank.id, windowStart(now, CYCLE_WINDOW_DAYS));
  const ranges = tankWaterRanges(tank, species);
  const warnings = journalWarnings({ entries: recent, ...journalBounds(tank.id), cycled: tank.cycled, ranges, now }, units);
  return { warnings, cycle: readCycle(recent, units), ranges };
}

/** Each of the member's tanks' warnings, by tank id, for the list of tanks. */
export function tankJournalWarnings(member: { id: string }, units: JournalUnits): Record<number, JournalWarning[]> {
  const species = checkerSpeciesList();
  const byTank: Record<number, JournalWarning[]> = {};
  for (const tank of listTanksWithFish(member.id)) byTank[tank.id] = journalOverview(tank, units, species).warnings;
  return byTank;
}
