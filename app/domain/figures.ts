import { formatNumber } from "./numbers";

/** What the site holds today, for the figures the home pages show (counted, never made up). */
export type SiteFigures = { species: number; productReviews: number; videos: number; guides: number };

/**
 * A count shown the way the site shows its figures ("250+ fish species"): rounded down, so it never claims more
 * than there is. Under 10 the exact number; under 100 to the ten; under 1,000 to the fifty; then to the
 * thousand. A count that is already round is shown without the "+".
 */
export function roundedDownFigure(count: number): string {
  const n = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
  const step = n < 10 ? 1 : n < 100 ? 10 : n < 1000 ? 50 : 1000;
  const floor = n - (n % step);
  return `${formatNumber(floor)}${floor < n ? "+" : ""}`;
}
