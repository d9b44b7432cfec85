import type { JournalEntry } from "~/domain/journal/entries";
import { parameterFromMetric, PARAMETERS, type JournalUnits, type Parameter } from "~/domain/journal/parameters";
import { roundForInput } from "~/domain/tank-rules";
import { apiError } from "~/services/api.server";
import { readJournalUnits } from "~/validation/journal";
import { parseRecordId } from "~/validation/record-id";
import { ENTRY_NOT_FOUND } from "~/models/tank-journal.server";

/**
 * What /api/tanks/{id}/readings answers: an entry in the units the client wrote in (or asked for with `?units=`
 * and `?hardness=`), rounded to two decimals. Stored values are metric; this is the edge where they convert.
 */

export type ApiReading = { id: number; takenAt: string; units: JournalUnits["units"]; hardness: JournalUnits["hardness"] } & Record<
  Parameter,
  number | null
> & { waterChangePct: number | null; note: string | null };

export function readingForApi(entry: JournalEntry, units: JournalUnits): ApiReading {
  const values = Object.fromEntries(
    PARAMETERS.map((parameter) => {
      const value = entry[parameter];
      return [parameter, value === null ? null : roundForInput(parameterFromMetric(parameter, value, units))];
    }),
  ) as Record<Parameter, number | null>;
  return {
    id: entry.id,
    takenAt: entry.takenAt,
    units: units.units,
    hardness: units.hardness,
    ...values,
    waterChangePct: entry.waterChangePct,
    note: entry.note,
  };
}

/** The units of an answer from `?units=` and `?hardness=`: metric and dGH unless asked; anything else is a 400. */
export function answerJournalUnits(request: Request): JournalUnits {
  const search = new URL(request.url).searchParams;
  const units = readJournalUnits({ units: search.get("units"), hardness: search.get("hardness") });
  if (typeof units === "string") apiError(400, units);
  return units;
}

/** The entry id of the address; one that cannot be an id names no entry. */
export function entryIdParam(value: string | undefined): number {
  const id = parseRecordId(value);
  if (id === null) apiError(404, ENTRY_NOT_FOUND);
  return id;
}
