import { describe, expect, test } from "vitest";
import { journalWarnings, type WarningInput } from "~/domain/journal/warnings";
import { entry, METRIC, US_PPM } from "./journal-entries";

const NOW = new Date("2026-11-27T12:00:00Z");
const RANGES = { temperature: [24, 27], ph: [6.5, 7.5], gh: [4, 12] } as WarningInput["ranges"];

function warn(entries: WarningInput["entries"], extra: Partial<WarningInput> = {}, units: typeof METRIC | typeof US_PPM = METRIC) {
  return journalWarnings(
    {
      entries,
      lastWaterChangeAt: "2026-11-25T10:00:00Z",
      firstEntryAt: "2026-10-01T10:00:00Z",
      cycled: true,
      ranges: RANGES,
      now: NOW,
      ...extra,
    },
    units,
  );
}
const kinds = (warnings: ReturnType<typeof warn>) => warnings.map((w) => w.kind);

describe("the journal's warnings", () => {
  test("good water gives none", () => {
    expect(warn([entry("2026-11-26", { ammonia: 0, nitrite: 0, nitrate: 10, ph: 7, temperature: 25, gh: 8 })])).toEqual([]);
  });

  test("any ammonia or nitrite in a cycled tank is urgent, with its number and what to do", () => {
    const warnings = warn([entry("2026-11-26T08:00Z", { ammonia: 0.25, nitrite: 0.5, nitrate: 10 })]);
    expect(kinds(warnings)).toEqual(["ammonia", "nitrite"]);
    expect(warnings.every((w) => w.urgent)).toBe(true);
    expect(warnings[0].message).toBe(
      "Ammonia read 0.25 ppm on Nov 26, 2026. In a cycled tank it should be 0: change 30-50% of the water now, feed lightly, and look for a dead fish or a filter that stopped.",
    );
    expect(warnings[0].numbers).toEqual({ ammoniaPpm: 0.25 });
  });

  test("ammonia in a tank that is still cycling is the cycle, not an alarm", () => {
    expect(kinds(warn([entry("2026-11-26", { ammonia: 2 })], { cycled: false }))).toEqual([]);
    expect(kinds(warn([entry("2026-11-26", { ammonia: 2 })], { cycled: null }))).toEqual([]);
  });

  test("only the latest test counts: ammonia gone since is no warning", () => {
    expect(warn([entry("2026-11-20", { ammonia: 1 }), entry("2026-11-26", { ammonia: 0 })])).toEqual([]);
  });

  test("nitrate above 40 ppm", () => {
    const [warning] = warn([entry("2026-11-26", { nitrate: 60 })]);
    expect(warning).toMatchObject({ kind: "nitrate-high", urgent: false, numbers: { nitratePpm: 60, highAbovePpm: 40 } });
    expect(warning.message).toContain("Nitrate read 60 ppm on Nov 26, 2026, above 40 ppm.");
    expect(warn([entry("2026-11-26", { nitrate: 40 })])).toEqual([]);
  });

  test("nitrate rising week over week, two weeks running", () => {
    const rising = [entry("2026-11-10", { nitrate: 10 }), entry("2026-11-17", { nitrate: 20 }), entry("2026-11-25", { nitrate: 30 })];
    const [warning] = warn(rising);
    expect(warning.kind).toBe("nitrate-rising");
    expect(warning.message).toContain("(10, 20, 30 ppm over the last three weeks)");
    const flat = [entry("2026-11-10", { nitrate: 10 }), entry("2026-11-17", { nitrate: 20 }), entry("2026-11-25", { nitrate: 22 })];
    expect(warn(flat)).toEqual([]);
    // A week without a test: no trend to read.
    expect(warn([entry("2026-11-10", { nitrate: 10 }), entry("2026-11-25", { nitrate: 30 })])).toEqual([]);
  });

  test("temperature, pH and hardness outside the range the fish share, in the member's units", () => {
    const warnings = warn([entry("2026-11-26", { temperature: 29, ph: 8, gh: 2 })], {}, US_PPM);
    expect(kinds(warnings)).toEqual(["temperature", "ph", "gh"]);
    expect(warnings[0].message).toBe(
      "Temperature read 84.2 °F on Nov 26, 2026, above the 75.2-80.6 °F every fish in this tank can live in. Bring it back slowly, over days.",
    );
    expect(warnings[1].message).toContain("pH read pH 8 on Nov 26, 2026, above the pH 6.5-7.5");
    expect(warnings[2].message).toContain("Hardness read 36 ppm on Nov 26, 2026, below the 71-214 ppm");
    expect(warnings[0].numbers).toEqual({ value: 29, sharedMin: 24, sharedMax: 27 });
  });

  test("no range known, or none shared (the checker reports that), gives no range warning", () => {
    const reading = [entry("2026-11-26", { temperature: 35 })];
    expect(warn(reading, { ranges: { temperature: null, ph: null, gh: null } })).toEqual([]);
    expect(warn(reading, { ranges: { temperature: [27, 24], ph: null, gh: null } })).toEqual([]);
  });

  test("no water change logged in over two weeks", () => {
    const [late] = warn([entry("2026-11-26", { ph: 7 })], { lastWaterChangeAt: "2026-11-10T09:00:00Z" });
    expect(late).toMatchObject({ kind: "water-change", numbers: { daysSince: 17, everyDays: 14 } });
    expect(late.message).toBe(
      "The last water change logged was on Nov 10, 2026, 17 days ago. Most tanks want a partial change every week or two.",
    );
    const [never] = warn([entry("2026-11-26", { ph: 7 })], { lastWaterChangeAt: null, firstEntryAt: "2026-11-01T09:00:00Z" });
    expect(never.message).toContain("No water change is logged since the journal began on Nov 1, 2026, 26 days ago.");
    expect(warn([], { lastWaterChangeAt: null, firstEntryAt: null })).toEqual([]);
    expect(warn([entry("2026-11-26", { ph: 7 })], { lastWaterChangeAt: "2026-11-14T09:00:00Z" })).toEqual([]);
  });

  test("a pH swing of 0.5 or more between the last two tests", () => {
    const [swing] = warn([entry("2026-11-24", { ph: 7.4 }), entry("2026-11-26", { ph: 6.8 })]);
    expect(swing.kind).toBe("ph-swing");
    expect(swing.message).toContain("pH moved from 7.4 on Nov 24, 2026 to 6.8 on Nov 26, 2026.");
    expect(warn([entry("2026-11-24", { ph: 7.2 }), entry("2026-11-26", { ph: 6.8 })])).toEqual([]);
  });

  test("urgent warnings come first", () => {
    const warnings = warn([entry("2026-11-26", { nitrate: 80, nitrite: 1 })]);
    expect(kinds(warnings)).toEqual(["nitrite", "nitrate-high"]);
  });
});
