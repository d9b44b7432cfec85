import { describe, expect, test } from "vitest";
import { formatParameter, outOfRangeText } from "~/domain/journal/parameters";
import { readReadingInput, readTakenAt, takenAtFieldValue } from "~/domain/journal/reading-input";
import { METRIC, US_PPM } from "./journal-entries";

const NOW = new Date("2026-11-27T12:00:00Z");

describe("reading a journal entry", () => {
  test("the member's units become metric; empty fields are not tested", () => {
    const read = readReadingInput(
      { takenAt: "2026-11-27T09:30", temperature: "77", gh: "143", kh: "", ph: "7,2", note: "  " },
      US_PPM,
      NOW,
    );
    expect(read).toMatchObject({ ok: true });
    if (!read.ok) return;
    expect(read.reading.takenAt).toBe("2026-11-27T09:30:00.000Z");
    expect(read.reading.temperature).toBeCloseTo(25);
    expect(read.reading.gh).toBeCloseTo(8.01, 2);
    expect(read.reading).toMatchObject({ ph: 7.2, kh: null, nitrate: null, waterChangePct: null, note: null });
  });

  test("no moment given means now; a water change alone is an entry", () => {
    const read = readReadingInput({ waterChangePct: "25" }, METRIC, NOW);
    expect(read).toEqual({ ok: true, reading: expect.objectContaining({ takenAt: NOW.toISOString(), waterChangePct: 25 }) });
  });

  test("values outside what a test can read are refused, in the member's units", () => {
    const read = readReadingInput(
      { ph: "15", temperature: "130", nitrate: "-1", ammonia: "lots", waterChangePct: "0" },
      { units: "us", hardness: "dgh" },
      NOW,
    );
    expect(read).toEqual({
      ok: false,
      problems: [
        ["temperature", "Temperature must be between 32 and 113 °F."],
        ["ph", "pH must be between 0 and 14."],
        ["ammonia", "Ammonia must be a number."],
        ["nitrate", "Nitrate must be between 0 and 500 ppm."],
        ["waterChangePct", "The water change must be a percentage from 1 to 100."],
      ],
    });
    expect(outOfRangeText("gh", US_PPM)).toBe("GH must be between 0 and 1071 ppm.");
  });

  test("an entry needs a value or a water change; a note alone is not one", () => {
    expect(readReadingInput({ note: "Fed" }, METRIC, NOW)).toEqual({
      ok: false,
      problems: [["form", "Enter at least one test result or a water change."]],
    });
  });

  test("moments: UTC unless a zone is given, never in the future, real days only", () => {
    expect(readTakenAt("2026-11-27 08:00", NOW)).toBe("2026-11-27T08:00:00.000Z");
    expect(readTakenAt("2026-11-27T08:00+02:00", NOW)).toBe("2026-11-27T06:00:00.000Z");
    expect(readTakenAt("2026-11-27T12:05", NOW)).toBe("2026-11-27T12:05:00.000Z");
    expect(readTakenAt("2026-11-28", NOW)).toBeUndefined();
    expect(readTakenAt("2026-02-30", NOW)).toBeUndefined();
    expect(readTakenAt("1999-12-31", NOW)).toBeUndefined();
    expect(readTakenAt("yesterday", NOW)).toBeUndefined();
    expect(takenAtFieldValue("2026-11-27T08:00:00.000Z")).toBe("2026-11-27T08:00");
  });

  test("a note is trimmed and kept to 500 characters", () => {
    expect(readReadingInput({ ph: "7", note: "x".repeat(501) }, METRIC, NOW)).toMatchObject({
      ok: false,
      problems: [["note", "The note can be at most 500 characters."]],
    });
  });

  test("values show in the member's units", () => {
    expect(formatParameter("temperature", 25, US_PPM)).toBe("77 °F");
    expect(formatParameter("gh", 8, US_PPM)).toBe("143 ppm");
    expect(formatParameter("kh", 4, METRIC)).toBe("4 dKH");
    expect(formatParameter("ph", 7.25, METRIC)).toBe("pH 7.3");
    expect(formatParameter("ammonia", 0.25, METRIC)).toBe("0.25 ppm");
  });
});
