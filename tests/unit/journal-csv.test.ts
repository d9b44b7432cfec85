import { describe, expect, test } from "vitest";
import { csvHeader, formatJournalCsv, parseJournalCsv } from "~/domain/journal/csv";
import { entry, METRIC, US_PPM } from "./journal-entries";

const NOW = new Date("2026-11-27T12:00:00Z");
const strip = ({ id: _id, ...reading }: ReturnType<typeof entry>) => reading;

describe("the journal as CSV", () => {
  test("the header names the member's units", () => {
    expect(csvHeader(METRIC).join(",")).toBe(
      "taken_at,temperature_c,ph,gh_dgh,kh_dkh,ammonia_ppm,nitrite_ppm,nitrate_ppm,phosphate_ppm,tds_ppm,water_change_pct,note",
    );
    expect(csvHeader(US_PPM).slice(0, 5)).toEqual(["taken_at", "temperature_f", "ph", "gh_ppm", "kh_ppm"]);
  });

  test("an export reads back as the same entries, in either units", () => {
    const entries = [
      entry("2026-11-01T08:30:00Z", { temperature: 25.5, ph: 7.2, gh: 8, kh: 4, ammonia: 0.25, nitrite: 0, nitrate: 20 }),
      entry("2026-11-02T09:00:00Z", { waterChangePct: 30, note: 'Changed 30%, "vacuumed"\nand rinsed the sponge' }),
      entry("2026-11-03T09:00:00Z", { phosphate: 1.5, tds: 180, note: "=HYPERLINK(1)" }),
    ];
    for (const units of [METRIC, US_PPM]) {
      const text = formatJournalCsv(entries, units);
      const read = parseJournalCsv(text, NOW);
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      read.readings.forEach((reading, index) => {
        const expected = strip(entries[index]);
        for (const [key, value] of Object.entries(expected)) {
          if (typeof value === "number") expect(reading[key as keyof typeof reading]).toBeCloseTo(value, 1);
          else expect(reading[key as keyof typeof reading]).toBe(value);
        }
      });
    }
  });

  test("a note that looks like a formula is written as text", () => {
    const text = formatJournalCsv([entry("2026-11-03T09:00:00Z", { ph: 7, note: "=1+1" })], METRIC);
    expect(text.split("\r\n")[1].endsWith(",'=1+1")).toBe(true);
  });

  test("columns in any order, some left out, a day without a time, empty lines skipped", () => {
    const read = parseJournalCsv("nitrate_ppm,taken_at\n20,2026-11-01\n\n40,2026-11-02 18:00\n", NOW);
    expect(read).toMatchObject({ ok: true });
    if (read.ok) {
      expect(read.readings.map((r) => [r.takenAt, r.nitrate])).toEqual([
        ["2026-11-01T00:00:00.000Z", 20],
        ["2026-11-02T18:00:00.000Z", 40],
      ]);
    }
  });

  test("a bad line is named with its number, and nothing is read", () => {
    expect(parseJournalCsv("taken_at,ph\n2026-11-01,7\n2026-11-02,15\n", NOW)).toEqual({
      ok: false,
      line: 3,
      message: "Line 3: pH must be between 0 and 14.",
    });
    expect(parseJournalCsv("taken_at,ph\n2026-11-01,seven\n", NOW)).toMatchObject({ line: 2, message: "Line 2: pH must be a number." });
    expect(parseJournalCsv("taken_at,ph\n2030-01-01,7\n", NOW)).toMatchObject({ line: 2 });
    expect(parseJournalCsv("taken_at,ph\n2026-11-01,\n", NOW)).toMatchObject({
      message: "Line 2: Enter at least one test result or a water change.",
    });
    expect(parseJournalCsv("taken_at,ph,colour\n", NOW)).toMatchObject({ line: 1 });
    expect(parseJournalCsv("ph\n7\n", NOW)).toMatchObject({ message: 'Line 1: the column "taken_at" is missing.' });
    expect(parseJournalCsv("taken_at,ph\n2026-11-01,7,8\n", NOW)).toMatchObject({ line: 2 });
    expect(parseJournalCsv("taken_at,gh_dgh,kh_ppm\n", NOW)).toMatchObject({ line: 1 });
    expect(parseJournalCsv("", NOW)).toMatchObject({ ok: false, line: 1 });
  });

  test("line numbers count the lines inside a quoted note", () => {
    const text = 'taken_at,ph,note\n2026-11-01,7,"one\ntwo"\n2026-11-02,99,\n';
    expect(parseJournalCsv(text, NOW)).toMatchObject({ line: 4 });
    expect(parseJournalCsv('taken_at,note\n2026-11-01,"never closed\n', NOW)).toMatchObject({ line: 2 });
  });

  test("°F and ppm columns are converted to °C and dGH", () => {
    const read = parseJournalCsv("\uFEFFtaken_at,temperature_f,gh_ppm,kh_ppm\r\n2026-11-01T10:00,77,178.48,71.392\r\n", NOW);
    expect(read.ok && read.readings[0]).toMatchObject({ temperature: 25, gh: 10, kh: 4 });
  });
});
