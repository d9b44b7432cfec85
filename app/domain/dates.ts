/**
 * How every page prints a day. On the platform's Intl (date-fns `format` would add its formatter and locale, about
 * 6 KB gzipped, to every page that shows a date); en-US, so the server and every browser print the same words.
 */

/** 'Mar 4, 2025', the UTC calendar day. */
const DAY_UTC = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
/** 'March 4, 2025', the UTC calendar day. */
const LONG_DAY_UTC = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function instant(iso: string | null | undefined): Date | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * The UTC calendar day of a stored timestamp, 'Mar 4, 2025'. UTC, so the server's HTML and every browser print
 * the same day whatever their time zone. Null when the text is not a date.
 */
export function formatDay(iso: string | null | undefined): string | null {
  const date = instant(iso);
  return date ? DAY_UTC.format(date) : null;
}

/** As `formatDay`, with the month in full for a day that stands alone in a sentence: 'March 4, 2025'. */
export function formatLongDay(iso: string | null | undefined): string | null {
  const date = instant(iso);
  return date ? LONG_DAY_UTC.format(date) : null;
}

/**
 * The day of a timestamp in the reader's own time zone, 'Mar 4, 2025'. Near midnight the server and the browser
 * may disagree: the element showing it lets the browser's day win (suppressHydrationWarning).
 */
export function formatLocalDay(iso: string): string | null {
  const date = instant(iso);
  return date ? new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(date) : null;
}

/**
 * The calendar date written at the start of ISO text ('2026-11-22', '2026-10-01T23:30:00Z'), 'Nov 22, 2026',
 * whatever the time after it: a publication date is the day its source gave. Null when it is not a real date.
 */
export function formatWrittenDate(text: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? "");
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCDate() !== Number(match[3])) return null;
  return DAY_UTC.format(date);
}

/** 'Nov 27, 2026, 2:05 PM UTC': a moment, with its date and the zone named. */
const DATE_TIME_UTC = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * A stored timestamp as a moment in UTC with the zone named, 'Nov 27, 2026, 2:05 PM UTC': what the server's HTML
 * says, so a reader without JavaScript is never left guessing which zone a time is in. Null when not a date.
 */
export function formatDateTimeUtc(iso: string | null | undefined): string | null {
  const date = instant(iso);
  return date ? `${DATE_TIME_UTC.format(date)} UTC` : null;
}

/**
 * The same moment in a reader's time zone, with the date and the zone's short name: 'Nov 27, 2026, 9:05 AM EST'.
 * The browser calls it with its own zone (the default); a zone is passed only to test it.
 */
export function formatLocalDateTime(iso: string | null | undefined, timeZone?: string): string | null {
  const date = instant(iso);
  if (!date) return null;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(date) + zoneSuffix(date, timeZone);
}

/** ' EST', ' GMT+5:30': dateStyle and timeZoneName cannot be asked of one formatter, so the zone is read apart. */
function zoneSuffix(date: Date, timeZone: string | undefined): string {
  const zone = new Intl.DateTimeFormat("en-US", { timeZoneName: "short", timeZone })
    .formatToParts(date)
    .find((part) => part.type === "timeZoneName");
  return zone ? ` ${zone.value}` : "";
}

/** 'Mar 4': a chart's axis, where the year is the range's. */
const SHORT_DAY_UTC = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function formatShortDay(iso: string | null | undefined): string | null {
  const date = instant(iso);
  return date ? SHORT_DAY_UTC.format(date) : null;
}
