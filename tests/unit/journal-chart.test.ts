import { describe, expect, test } from "vitest";
import { chartGeometry, parseJournalRange } from "~/domain/journal/chart";

const from = new Date("2026-11-01T00:00:00Z");
const to = new Date("2026-11-11T00:00:00Z");

describe("a chart's geometry", () => {
  test("tests, the shared band and water changes land inside the plot", () => {
    const chart = chartGeometry({
      series: [
        { takenAt: "2026-11-01T00:00:00Z", value: 7 },
        { takenAt: "2026-11-11T00:00:00Z", value: 8 },
      ],
      band: [6.5, 7.5],
      waterChanges: ["2026-11-06T00:00:00Z"],
      from,
      to,
      width: 544,
      height: 134,
    });
    expect(chart.plot).toEqual({ left: 44, top: 10, right: 532, bottom: 110 });
    // 6.5-8 with a step of 0.5: 8 at the top, 6.5 at the bottom.
    expect(chart.line).toBe("M44 76.7L532 10");
    expect(chart.dots).toEqual([
      { x: 44, y: 76.7 },
      { x: 532, y: 10 },
    ]);
    expect(chart.band).toEqual({ y: 43.3, height: 66.7 });
    expect(chart.waterChanges).toEqual([288]);
    expect(chart.yTicks.map((tick) => tick.label)).toEqual(["6.5", "7.0", "7.5", "8.0"]);
    expect(chart.xTicks.map((tick) => tick.label)).toEqual(["Nov 1", "Nov 3", "Nov 6", "Nov 8", "Nov 11"]);
  });

  test("no tests draws an empty plot; one value gets a span around it", () => {
    expect(chartGeometry({ series: [], band: null, waterChanges: [], from, to }).line).toBe("");
    const flat = chartGeometry({ series: [{ takenAt: "2026-11-05T00:00:00Z", value: 25 }], band: null, waterChanges: [], from, to });
    expect(flat.yTicks.map((tick) => tick.label)).toEqual(["24.0", "24.5", "25.0", "25.5", "26.0"]);
  });

  test("a year of daily tests draws a line without a dot for each", () => {
    const series = Array.from({ length: 365 }, (_, day) => ({
      takenAt: new Date(from.getTime() + day * 864e5).toISOString(),
      value: 7 + (day % 5) / 10,
    }));
    const chart = chartGeometry({ series, band: null, waterChanges: [], from, to: new Date(from.getTime() + 365 * 864e5) });
    expect(chart.line.split("L")).toHaveLength(365);
    expect(chart.dots).toEqual([]);
  });

  test("ranges: 30, 90 or 365 days, 90 otherwise", () => {
    expect(parseJournalRange("30")).toBe(30);
    expect(parseJournalRange("365")).toBe(365);
    expect(parseJournalRange("7")).toBe(90);
    expect(parseJournalRange(null)).toBe(90);
  });
});
