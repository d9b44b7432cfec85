import { formatShortDay } from "../dates";
import type { Parameter } from "./parameters";

/**
 * A parameter over time as plain geometry for the server to draw as SVG: the line through the tests, the band
 * of the range the tank's fish share, the days of water changes, and the axes' ticks. No chart library: a page
 * with a year of daily tests draws in a millisecond or two, and reads without JavaScript.
 */

/** The spans a chart covers, in days: a month, a season, a year. */
export const JOURNAL_RANGES = [30, 90, 365] as const;
export type JournalRange = (typeof JOURNAL_RANGES)[number];
export const DEFAULT_JOURNAL_RANGE: JournalRange = 90;
export const RANGE_LABELS: Record<JournalRange, string> = { 30: "30 days", 90: "90 days", 365: "A year" };

export function parseJournalRange(value: string | null | undefined): JournalRange {
  const days = Number(value);
  return (JOURNAL_RANGES as readonly number[]).includes(days) ? (days as JournalRange) : DEFAULT_JOURNAL_RANGE;
}

export type ChartInput = {
  /** Oldest first, values in the units the chart shows. */
  series: { takenAt: string; value: number }[];
  band: [number, number] | null;
  waterChanges: string[];
  from: Date;
  to: Date;
  width?: number;
  height?: number;
};

export type ChartGeometry = {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** The line's path (empty with no tests). */
  line: string;
  /** A dot per test when there are few enough to tell apart. */
  dots: { x: number; y: number }[];
  band: { y: number; height: number } | null;
  waterChanges: number[];
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
};

/** A parameter's chart as a page draws it: its geometry and a sentence that says what it shows. */
export type ChartView = {
  parameter: Parameter;
  title: string;
  unit: string;
  geometry: ChartGeometry;
  summary: string;
};

/** The charts' tests as one table, for readers who cannot see the drawings: a column per parameter tested. */
export type ChartTable = { columns: string[]; rows: { takenAt: string; cells: string[] }[] };

const MARGIN = { left: 44, right: 12, top: 10, bottom: 24 };
const DOTS_UP_TO = 60;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A tick step of 1, 2 or 5 times a power of ten giving about `count` ticks over the span. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}

function tickLabel(value: number, step: number): string {
  const decimals = step >= 1 ? 0 : Math.min(3, Math.ceil(-Math.log10(step)));
  return value.toFixed(decimals);
}

export function chartGeometry({ series, band, waterChanges, from, to, width = 640, height = 200 }: ChartInput): ChartGeometry {
  const plot = { left: MARGIN.left, top: MARGIN.top, right: width - MARGIN.right, bottom: height - MARGIN.bottom };
  const values = series.map((point) => point.value);
  if (band) values.push(band[0], band[1]);
  let low = values.length > 0 ? Math.min(...values) : 0;
  let high = values.length > 0 ? Math.max(...values) : 1;
  if (high - low < 1e-9) [low, high] = [low - 1, high + 1];
  const step = niceStep(high - low, 4);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const [start, end] = [from.getTime(), Math.max(to.getTime(), from.getTime() + 1)];
  const x = (iso: string) => round1(plot.left + ((new Date(iso).getTime() - start) / (end - start)) * (plot.right - plot.left));
  const y = (value: number) => round1(plot.bottom - ((value - low) / (high - low)) * (plot.bottom - plot.top));
  const points = series.map((point) => ({ x: x(point.takenAt), y: y(point.value) }));
  const line = points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join("");
  const yTicks: ChartGeometry["yTicks"] = [];
  for (let value = low; value <= high + step / 2; value += step) yTicks.push({ y: y(value), label: tickLabel(value, step) });
  const xTicks = [0, 1, 2, 3, 4].map((index) => {
    const at = new Date(start + ((end - start) * index) / 4).toISOString();
    return { x: x(at), label: formatShortDay(at) ?? "" };
  });
  return {
    width,
    height,
    plot,
    line,
    dots: points.length <= DOTS_UP_TO ? points : [],
    band: band ? { y: y(band[1]), height: round1(y(band[0]) - y(band[1])) } : null,
    waterChanges: waterChanges.map(x),
    yTicks,
    xTicks,
  };
}
