import type { JournalEntry } from "~/domain/journal/entries";
import { PARAMETERS } from "~/domain/journal/parameters";

/** A journal entry for tests: the day (and time) it was taken, and what it measured. */
export function entry(takenAt: string, values: Partial<JournalEntry> = {}, id = Math.floor(Math.random() * 1e9)): JournalEntry {
  const empty = Object.fromEntries(PARAMETERS.map((parameter) => [parameter, null])) as Record<(typeof PARAMETERS)[number], null>;
  return { id, ...empty, waterChangePct: null, note: null, ...values, takenAt: new Date(takenAt).toISOString() };
}

export const METRIC = { units: "metric", hardness: "dgh" } as const;
export const US_PPM = { units: "us", hardness: "ppm" } as const;
