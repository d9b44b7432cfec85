import { z } from "zod";

/** Whole numbers written plainly: no sign, no leading zero, no exponent, and small enough to be exact. */
const RECORD_ID = /^[1-9][0-9]{0,14}$/;

/**
 * A row id from a URL segment, form field or JSON body, or null when it is not one. "abc", "-1", "1e3", "0",
 * "01" and numbers past 2^53 are all refused, so a bad id becomes a 404 or 400, never a database error.
 */
export function parseRecordId(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== "string" || !RECORD_ID.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The same rule for a field of a schema; accepts a number or its plain decimal string. */
export function recordIdSchema(field: string) {
  // A missing or malformed id becomes NaN, which the number schema refuses with this message.
  return z.preprocess((value) => parseRecordId(value) ?? Number.NaN, z.number({ error: `${field} must be a positive whole number` }));
}
