import { readNumber } from "../tank-rules";
import {
  outOfRangeText,
  parameterToMetric,
  PARAMETER_RULES,
  PARAMETERS,
  type JournalUnits,
  type Parameter,
  type ReadingValues,
} from "./parameters";

/**
 * One journal entry as a form, a JSON body or a CSV row gives it, read into what is stored: a moment, the test's
 * values in metric, the share of water changed and a note. Pure, so the browser checks a form with the rules the
 * server applies.
 */

/** A note is a line or two: what was dosed, what the fish did. */
export const NOTE_MAX = 500;
/** Entries older than this are not a tank's journal but a typo in the year. */
const EARLIEST_TAKEN_AT = "2000-01-01T00:00:00.000Z";
/** A clock a few minutes fast is not "the future". */
const FUTURE_SLACK_MS = 10 * 60 * 1000;

export type ReadingInput = ReadingValues & {
  /** ISO timestamp in UTC. */
  takenAt: string;
  /** The share of the water changed, 1-100, or null when none was. */
  waterChangePct: number | null;
  note: string | null;
};

export type ReadingField = Parameter | "takenAt" | "waterChangePct" | "note";
export type ReadingProblems = [field: ReadingField | "form", message: string][];
export type ReadingReadResult = { ok: true; reading: ReadingInput } | { ok: false; problems: ReadingProblems };

export const READING_MESSAGES = {
  empty: "Enter at least one test result or a water change.",
  takenAt: "The date and time must be a moment, not in the future (YYYY-MM-DD HH:MM).",
  notANumber: (parameter: Parameter) => `${PARAMETER_RULES[parameter].label} must be a number.`,
  waterChange: "The water change must be a percentage from 1 to 100.",
  noteTooLong: `The note can be at most ${NOTE_MAX} characters.`,
};

/**
 * A moment as typed: "2026-11-27T09:30" (a form's date-and-time field), with seconds or a zone, or a day alone
 * (midnight). A moment without a zone is UTC: the journal speaks UTC, and says so beside the field. Undefined when
 * it cannot be read or is in the future.
 */
export function readTakenAt(value: unknown, now: Date): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(" ", "T");
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)?)?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!match) return undefined;
  const [, day, time = "00:00", seconds = ":00", zone = "Z"] = match;
  const parsed = new Date(`${day}T${time}${seconds}${zone}`);
  if (Number.isNaN(parsed.getTime())) return undefined;
  // "2026-02-30" rolls over into March: refuse it rather than store another day.
  if (zone === "Z" && parsed.toISOString().slice(0, 10) !== day) return undefined;
  const iso = parsed.toISOString();
  return iso >= EARLIEST_TAKEN_AT && parsed.getTime() <= now.getTime() + FUTURE_SLACK_MS ? iso : undefined;
}

/** "2026-11-27T09:30": a stored moment as a form's date-and-time field shows it (UTC, to the minute). */
export function takenAtFieldValue(iso: string): string {
  return iso.slice(0, 16);
}

/**
 * An entry in the member's units (`units`: temperature in °C or °F, `hardness`: dGH or ppm), read into metric, or
 * every problem with the field it belongs to. `takenAt` missing or empty means now. The note has its invisible
 * characters cleaned by `cleanNote`.
 */
export function readReadingInput(
  raw: Record<string, unknown>,
  units: JournalUnits,
  now: Date = new Date(),
  cleanNote: (text: string) => string = (text) => text,
): ReadingReadResult {
  const problems: ReadingProblems = [];
  const takenAt =
    raw.takenAt === undefined || raw.takenAt === null || raw.takenAt === "" ? now.toISOString() : readTakenAt(raw.takenAt, now);
  if (takenAt === undefined) problems.push(["takenAt", READING_MESSAGES.takenAt]);
  const values = {} as ReadingValues;
  for (const parameter of PARAMETERS) {
    values[parameter] = null;
    const value = readNumber(raw[parameter]);
    if (value === undefined) continue;
    if (Number.isNaN(value)) {
      problems.push([parameter, READING_MESSAGES.notANumber(parameter)]);
      continue;
    }
    const metric = parameterToMetric(parameter, value, units);
    const rule = PARAMETER_RULES[parameter];
    // A hair of slack, so a bound typed in the other units (113 °F) is not refused for its rounding.
    const slack = (rule.max - rule.min) * 1e-4;
    if (metric < rule.min - slack || metric > rule.max + slack) problems.push([parameter, outOfRangeText(parameter, units)]);
    else values[parameter] = Math.min(rule.max, Math.max(rule.min, metric));
  }
  const change = readNumber(raw.waterChangePct);
  let waterChangePct: number | null = null;
  if (change !== undefined) {
    if (Number.isNaN(change) || change < 1 || change > 100) problems.push(["waterChangePct", READING_MESSAGES.waterChange]);
    else waterChangePct = change;
  }
  let note: string | null = null;
  if (raw.note !== undefined && raw.note !== null) {
    if (typeof raw.note !== "string") problems.push(["note", "The note must be text."]);
    else {
      const cleaned = cleanNote(raw.note).trim();
      if (cleaned.length > NOTE_MAX) problems.push(["note", READING_MESSAGES.noteTooLong]);
      else note = cleaned === "" ? null : cleaned;
    }
  }
  if (problems.length > 0 || takenAt === undefined) return { ok: false, problems };
  const hasValue = PARAMETERS.some((parameter) => values[parameter] !== null) || waterChangePct !== null;
  if (!hasValue) return { ok: false, problems: [["form", READING_MESSAGES.empty]] };
  return { ok: true, reading: { takenAt, ...values, waterChangePct, note } };
}
