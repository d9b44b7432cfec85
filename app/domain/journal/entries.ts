import type { Parameter } from "./parameters";
import type { ReadingInput } from "./reading-input";

/** A stored journal entry, and the questions every reader of a journal asks of a list of them. */
export type JournalEntry = ReadingInput & { id: number };

const DAY_MS = 24 * 60 * 60 * 1000;

export const daysBetween = (from: string, to: Date | string) => (new Date(to).getTime() - new Date(from).getTime()) / DAY_MS;

/** Oldest first, ties by id: the order a journal is read in. */
export function oldestFirst<T extends { takenAt: string; id: number }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.takenAt === b.takenAt ? a.id - b.id : a.takenAt < b.takenAt ? -1 : 1));
}

/** The tests of one parameter, oldest first, as (moment, value). */
export function seriesOf(entries: readonly JournalEntry[], parameter: Parameter): { takenAt: string; value: number }[] {
  return oldestFirst(entries).flatMap((entry) => {
    const value = entry[parameter];
    return value === null ? [] : [{ takenAt: entry.takenAt, value }];
  });
}
