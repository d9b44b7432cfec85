// How a video's views and running time read, apart from the rest of the video rules (./videos), so the pages that
// only print a count or a duration (the home page, the gallery) do not load the categories and address rules.

/**
 * A view count reads 'N views'; from 1,000 'N.NK views' with one decimal below 10K and whole thousands above
 * ('1.2K views', '12K views'); 'N.NM views' from 1,000,000. Every step rounds down, as YouTube does, so a count is
 * never overstated and never reads '1000K' or '10.0K': 1,234 → '1.2K views', 9,999 → '9.9K views', 12,345 → '12K
 * views', 999,999 → '999K views', 1,000,000 → '1.0M views'. A whole thousand drops its '.0' ('1K views'). One view
 * is '1 view'. A count that is not a finite number reads as 0.
 */
export function formatViews(views: number): string {
  const n = Number.isFinite(views) ? Math.max(0, Math.floor(views)) : 0;
  if (n >= 1_000_000) return `${(Math.floor(n / 100_000) / 10).toFixed(1)}M views`;
  if (n >= 10_000) return `${Math.floor(n / 1_000)}K views`;
  if (n >= 1_000) return `${Math.floor(n / 100) / 10}K views`;
  return `${n} ${n === 1 ? "view" : "views"}`;
}

/**
 * The views a page may show: null when the count is 0 or not a number. Our data has no measured counts (our
 * library stores 0; channel videos are mapped to 0), so '0 views' would read as a fact we do not have.
 */
export function viewsLabel(views: number | null | undefined): string | null {
  return typeof views === "number" && Number.isFinite(views) && views >= 1 ? formatViews(views) : null;
}

const DURATION = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,2}):([0-5]\d):([0-5]\d))$/;

/** The running time a page may show: m:ss or h:mm:ss, and not all zeros (0:00 is the channel placeholder); else null. */
export function durationLabel(duration: string | null | undefined): string | null {
  const text = (duration ?? "").trim();
  const match = DURATION.exec(text);
  if (!match) return null;
  const parts = match
    .slice(1)
    .filter((part) => part !== undefined)
    .map(Number);
  return parts.some((part) => part > 0) ? text : null;
}

/** A spoken form of a duration for screen readers: '1:02:05' → '1 hour 2 minutes 5 seconds'. */
export function durationForScreenReaders(duration: string): string {
  const parts = duration.split(":").map(Number);
  const [hours, minutes, seconds] = parts.length === 3 ? parts : [0, ...parts];
  const unit = (n: number, word: string) => (n > 0 ? `${n} ${word}${n === 1 ? "" : "s"}` : "");
  return [unit(hours, "hour"), unit(minutes, "minute"), unit(seconds, "second")].filter(Boolean).join(" ");
}
