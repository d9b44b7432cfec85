import { readReadingInput, type ReadingInput } from "./reading-input";
import { parameterFromMetric, PARAMETERS, type JournalUnits, type Parameter } from "./parameters";

/**
 * A journal as CSV, one entry a line, in the member's units, which the header names (temperature_f, gh_ppm), so a
 * file reads back the same whoever imports it. Import reads every line before anything is stored: a bad line is
 * named with its number and nothing is imported.
 */

/** A year of tests twice a day, with room to spare; the form and the API also cap the body at 64 KB. */
export const CSV_MAX_ROWS = 2000;

type Column = { parameter: Parameter; name: (units: JournalUnits) => string; names: Record<string, JournalUnits | null> };

/** Each parameter's column name for the member's units, and every name an import accepts with the units it means. */
const COLUMNS: Column[] = PARAMETERS.map((parameter) => {
  if (parameter === "temperature") {
    return {
      parameter,
      name: ({ units }) => (units === "us" ? "temperature_f" : "temperature_c"),
      names: { temperature_c: { units: "metric", hardness: "dgh" }, temperature_f: { units: "us", hardness: "dgh" } },
    };
  }
  if (parameter === "gh" || parameter === "kh") {
    const degrees = parameter === "gh" ? "gh_dgh" : "kh_dkh";
    const ppm = `${parameter}_ppm`;
    return {
      parameter,
      name: ({ hardness }) => (hardness === "ppm" ? ppm : degrees),
      names: { [degrees]: { units: "metric", hardness: "dgh" }, [ppm]: { units: "metric", hardness: "ppm" } },
    };
  }
  const name = parameter === "ph" ? "ph" : `${parameter}_ppm`;
  return { parameter, name: () => name, names: { [name]: null } };
});

/** Column names in the order an export writes them. */
export function csvHeader(units: JournalUnits): string[] {
  return ["taken_at", ...COLUMNS.map((column) => column.name(units)), "water_change_pct", "note"];
}

/** A spreadsheet runs a cell that starts like a formula: an export keeps such a note as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const rounded = (value: number) => {
  const r = Math.round(value * 100) / 100;
  return String(Object.is(r, -0) ? 0 : r);
};

/** The entries (oldest first as given) as CSV text, CRLF line ends as RFC 4180 writes them. */
export function formatJournalCsv(entries: readonly ReadingInput[], units: JournalUnits): string {
  const lines = [csvHeader(units).join(",")];
  for (const entry of entries) {
    const values = COLUMNS.map(({ parameter }) => {
      const value = entry[parameter];
      return value === null ? "" : rounded(parameterFromMetric(parameter, value, units));
    });
    const change = entry.waterChangePct === null ? "" : rounded(entry.waterChangePct);
    lines.push([entry.takenAt, ...values, change, cell(entry.note ?? "")].join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

type Record_ = { line: number; cells: string[] };

/** RFC 4180 records with the line each starts on; quotes may hold commas and line breaks. */
function records(text: string): Record_[] | { line: number; message: string } {
  const out: Record_[] = [];
  let cells: string[] = [];
  let current = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let wasQuoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line += 1;
        current += char;
      }
      continue;
    }
    if (char === '"' && current === "" && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
    } else if (char === ",") {
      cells.push(current);
      current = "";
      wasQuoted = false;
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      cells.push(current);
      out.push({ line: start, cells });
      cells = [];
      current = "";
      wasQuoted = false;
      line += 1;
      start = line;
    } else if (wasQuoted) {
      return { line: start, message: "Text after a closing quote: put the whole cell in quotes." };
    } else current += char;
  }
  if (quoted) return { line: start, message: "A quote is never closed." };
  if (current !== "" || cells.length > 0) {
    cells.push(current);
    out.push({ line: start, cells });
  }
  return out;
}

export type CsvParseResult = { ok: true; readings: ReadingInput[] } | { ok: false; line: number; message: string };

const failAt = (line: number, message: string): CsvParseResult => ({ ok: false, line, message: `Line ${line}: ${message}` });

/**
 * Reads a journal CSV: a header naming its columns (any order; taken_at is required), then one entry a line.
 * Empty lines are skipped. Every line is read with the form's rules; the first bad one is named.
 */
export function parseJournalCsv(text: string, now: Date = new Date(), cleanNote: (text: string) => string = (t) => t): CsvParseResult {
  const parsed = records(text.replace(/^\uFEFF/, ""));
  if (!Array.isArray(parsed)) return failAt(parsed.line, parsed.message);
  const rows = parsed.filter((record) => record.cells.some((value) => value.trim() !== ""));
  if (rows.length === 0) return failAt(1, "The file is empty: the first line names the columns (taken_at, ph, ...).");
  const [header, ...body] = rows;
  const names = header.cells.map((name) => name.trim().toLowerCase());
  let units: JournalUnits = { units: "metric", hardness: "dgh" };
  const fields: string[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) return failAt(header.line, `the column "${name}" comes twice.`);
    seen.add(name);
    if (name === "taken_at") fields.push("takenAt");
    else if (name === "water_change_pct") fields.push("waterChangePct");
    else if (name === "note") fields.push("note");
    else {
      const column = COLUMNS.find((entry) => name in entry.names);
      if (!column) return failAt(header.line, `unknown column "${name}". The columns are ${csvHeader(units).join(", ")}.`);
      const meant = column.names[name];
      if (meant && column.parameter === "temperature") units = { ...units, units: meant.units };
      if (meant && (column.parameter === "gh" || column.parameter === "kh")) {
        // GH and KH are both read in the hardness unit of the file; a file mixing dGH and ppm is refused below.
        if (fields.some((field) => field === "gh" || field === "kh") && units.hardness !== meant.hardness) {
          return failAt(header.line, "give GH and KH in the same unit (both dGH and dKH, or both ppm).");
        }
        units = { ...units, hardness: meant.hardness };
      }
      fields.push(column.parameter);
    }
  }
  if (!fields.includes("takenAt")) return failAt(header.line, 'the column "taken_at" is missing.');
  if (body.length > CSV_MAX_ROWS) return failAt(body[CSV_MAX_ROWS].line, `a file can hold at most ${CSV_MAX_ROWS} entries.`);
  const readings: ReadingInput[] = [];
  for (const row of body) {
    if (row.cells.length > fields.length)
      return failAt(row.line, `${row.cells.length} cells, but the header names ${fields.length} columns.`);
    const raw: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      const value = row.cells[index] ?? "";
      raw[field] = field === "note" ? value.replace(/^'(?=[=+\-@\t\r])/, "") : value.trim();
    });
    if (raw.takenAt === "") return failAt(row.line, "taken_at is empty: every entry needs its date and time.");
    const read = readReadingInput(raw, units, now, cleanNote);
    if (!read.ok) return failAt(row.line, read.problems[0][1]);
    readings.push(read.reading);
  }
  if (readings.length === 0) return failAt(header.line + 1, "no entries under the header.");
  return { ok: true, readings };
}
