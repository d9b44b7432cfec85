/**
 * How every page prints a day, in en-US words so the server and every browser print the same. Written out from the
 * month names rather than asked of Intl: a browser loads its ICU data on a page's first Intl call, 20-120 ms of
 * blocked main thread before a phone can answer a tap (decision 062), and date-fns `format` would add its formatter
 * and locale, about 6 KB gzipped, to every page that shows a date. Only a reader's own time zone name needs Intl,
 * and only once a page has loaded (`formatLocalDateTime`).
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 'Mar 4', en-US's abbreviation being the month's first three letters. */
function shortDay(month: number, day: number): string {
  return `${MONTHS[month].slice(0, 3)} ${day}`;
}

/** 'Mar 4, 2025', the UTC calendar day. */
function dayUtc(date: Date): string {
  return `${shortDay(date.getUTCMonth(), date.getUTCDate())}, ${date.getUTCFullYear()}`;
}

/** '2:05 PM', the UTC time of day. */
function timeUtc(date: Date): string {
  const hours = date.getUTCHours();
  return `${hours % 12 || 12}:${String(date.getUTCMinutes()).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

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
  return date ? dayUtc(date) : null;
}

/** As `formatDay`, with the month in full for a day that stands alone in a sentence: 'March 4, 2025'. */
export function formatLongDay(iso: string | null | undefined): string | null {
  const date = instant(iso);
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}` : null;
}

/**
 * The day of a timestamp in the reader's own time zone, 'Mar 4, 2025'. Near midnight the server and the browser
 * may disagree: the element showing it lets the browser's day win (suppressHydrationWarning).
 */
export function formatLocalDay(iso: string): string | null {
  const date = instant(iso);
  return date ? `${shortDay(date.getMonth(), date.getDate())}, ${date.getFullYear()}` : null;
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
  return dayUtc(date);
}

/**
 * A stored timestamp as a moment in UTC with the zone named, 'Nov 27, 2026, 2:05 PM UTC': what the server's HTML
 * says, so a reader without JavaScript is never left guessing which zone a time is in. Null when not a date.
 */
export function formatDateTimeUtc(iso: string | null | undefined): string | null {
  const date = instant(iso);
  return date ? `${dayUtc(date)}, ${timeUtc(date)} UTC` : null;
}

/**
 * The same moment in a reader's time zone, with the date and the zone's short name: 'Nov 27, 2026, 9:05 AM EST'.
 * The browser calls it with its own zone (the default) once a page has loaded; a zone is passed only to test it.
 * Zone names need the platform's time zone data, so this one asks Intl.
 */
export function formatLocalDateTime(iso: string | null | undefined, timeZone?: string): string | null {
  const date = instant(iso);
  if (!date) return null;
  // eslint-disable-next-line no-restricted-syntax -- runs after the page has loaded, on the pages that show times
  const format = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  });
  // ICU puts a narrow no-break space before AM/PM; the UTC form prints a plain one.
  return format.format(date).replace(/\u202f/g, " ");
}

/** 'Mar 4': a chart's axis, where the year is the range's. */
export function formatShortDay(iso: string | null | undefined): string | null {
  const date = instant(iso);
  return date ? shortDay(date.getUTCMonth(), date.getUTCDate()) : null;
}
