import { Link } from "@remix-run/react";
import { DateTime } from "~/components/ui/date-time";
import type { JournalEntry } from "~/domain/journal/entries";
import { formatParameter, PARAMETER_RULES, PARAMETERS, type JournalUnits } from "~/domain/journal/parameters";

/** What an entry measured and did, in words: "pH 7.2 · Nitrate 20 ppm · 30% water changed". */
export function entryText(entry: JournalEntry, units: JournalUnits): string {
  const parts = PARAMETERS.flatMap((parameter) => {
    const value = entry[parameter];
    if (value === null) return [];
    const shown = formatParameter(parameter, value, units);
    return [parameter === "ph" ? shown : `${PARAMETER_RULES[parameter].label} ${shown}`];
  });
  if (entry.waterChangePct !== null) parts.push(`${entry.waterChangePct}% water changed`);
  return parts.join(" · ");
}

/** One page of the journal, newest first, each entry with a link to edit it. */
export function EntryList({
  entries,
  units,
  editHref,
}: {
  entries: JournalEntry[];
  units: JournalUnits;
  editHref: (id: number) => string;
}) {
  return (
    <ol aria-label="Journal entries" className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-900">
              <DateTime iso={entry.takenAt} />
            </p>
            <p className="text-sm text-slate-800">{entryText(entry, units)}</p>
            {entry.note ? <p className="mt-1 break-words text-sm text-slate-600">{entry.note}</p> : null}
          </div>
          <Link to={editHref(entry.id)} className="text-sm font-medium text-brand-700 hover:underline">
            Edit<span className="sr-only"> the entry of {entry.takenAt.slice(0, 16).replace("T", " ")} UTC</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
