import { z } from "zod";
import { cleanMemberText } from "~/domain/member-text";
import type { JournalUnits } from "~/domain/journal/parameters";
import { readReadingInput, type ReadingInput } from "~/domain/journal/reading-input";
import { parseRecordId } from "./record-id";

/**
 * The journal's entry form and the JSON API's entry body share this schema. The rules live in
 * app/domain/journal, so the browser checks the form with them without shipping zod.
 */

const ENTRY_BODY_MESSAGE = "Expected a JSON object with takenAt and the values tested (temperature, ph, gh, ...)";

/** The units an entry is written in: `units` "metric" (the default) or "us", `hardness` "dgh" (the default) or "ppm". */
export function readJournalUnits(raw: Record<string, unknown>): JournalUnits | string {
  const units = raw.units === undefined || raw.units === null || raw.units === "" ? "metric" : raw.units;
  if (units !== "metric" && units !== "us") return 'units must be "metric" or "us".';
  const hardness = raw.hardness === undefined || raw.hardness === null || raw.hardness === "" ? "dgh" : raw.hardness;
  if (hardness !== "dgh" && hardness !== "ppm") return 'hardness must be "dgh" or "ppm".';
  return { units, hardness };
}

/** One entry, read into metric, with the units it was written in: each problem is an issue on its field, so a form shows it there and the API answers the first. */
export const journalEntrySchema = z.unknown().transform((raw, ctx): { reading: ReadingInput; units: JournalUnits } => {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    ctx.issues.push({ code: "custom", message: ENTRY_BODY_MESSAGE, input: raw });
    return z.NEVER;
  }
  const body = raw as Record<string, unknown>;
  const units = readJournalUnits(body);
  if (typeof units === "string") {
    ctx.issues.push({ code: "custom", message: units, path: ["units"], input: body.units });
    return z.NEVER;
  }
  const read = readReadingInput(body, units, new Date(), cleanMemberText);
  if (!read.ok) {
    for (const [field, message] of read.problems) {
      ctx.issues.push({ code: "custom", message, path: field === "form" ? [] : [field], input: body[field] });
    }
    return z.NEVER;
  }
  return { reading: read.reading, units };
});

/** The entry an edit or delete form acts on. */
export const entryIdSchema = z.preprocess(
  (value) => parseRecordId(value) ?? Number.NaN,
  z.number({ error: "That entry is not in this journal." }),
);
