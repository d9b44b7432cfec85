import { format, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  formatDateTimeUtc,
  formatDay,
  formatLocalDateTime,
  formatLocalDay,
  formatLongDay,
  formatShortDay,
  formatWrittenDate,
} from "~/domain/dates";
import { formatTimeAgo } from "~/domain/time-ago";

describe("dates", () => {
  // Intl separates the time from AM/PM with a narrow no-break space; the tests read it as a plain one.
  const plain = (text: string | null) => text?.replace(/\u202f/g, " ") ?? null;

  it("prints a moment in UTC with its date and the zone named, as the server's HTML says it", () => {
    expect(plain(formatDateTimeUtc("2026-11-27T14:05:00.000Z"))).toBe("Nov 27, 2026, 2:05 PM UTC");
    expect(plain(formatDateTimeUtc("2026-01-01T00:00:00Z"))).toBe("Jan 1, 2026, 12:00 AM UTC");
    expect(formatDateTimeUtc("soon")).toBeNull();
  });

  it("prints the same moment in a reader's zone with the date and the zone's name, the day moving with it", () => {
    expect(plain(formatLocalDateTime("2026-11-27T02:05:00Z", "America/New_York"))).toBe("Nov 26, 2026, 9:05 PM EST");
    expect(plain(formatLocalDateTime("2026-07-01T12:00:00Z", "America/New_York"))).toBe("Jul 1, 2026, 8:00 AM EDT");
    expect(plain(formatLocalDateTime("2026-11-27T20:00:00Z", "Asia/Kolkata"))).toBe("Nov 28, 2026, 1:30 AM GMT+5:30");
    expect(plain(formatLocalDateTime("2026-11-27T14:05:00Z", "UTC"))).toBe("Nov 27, 2026, 2:05 PM UTC");
    expect(formatLocalDateTime(null)).toBeNull();
  });

  it("prints a stored timestamp's UTC day as the pages printed it", () => {
    const medium = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
    const long = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
    for (const iso of ["2024-03-05T23:30:00.000Z", "2024-03-05T00:10:00Z", "2026-12-31T23:59:59Z", "2025-01-01 00:00:00Z", "2024-02-29"]) {
      expect(formatDay(iso), iso).toBe(medium.format(new Date(iso)));
      expect(formatLongDay(iso), iso).toBe(long.format(new Date(iso)));
    }
    expect(formatDay("2024-03-05T23:30:00Z")).toBe("Mar 5, 2024");
    expect(formatLongDay("2024-03-05T23:30:00Z")).toBe("March 5, 2024");
  });

  it("prints the UTC moment and the chart's day as Intl's en-US formats do, every hour and month", () => {
    const moment = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
    const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour++) {
        const iso = new Date(Date.UTC(2026, month, 1 + hour, hour, (hour * 7) % 60)).toISOString();
        expect(formatDateTimeUtc(iso), iso).toBe(`${plain(moment.format(new Date(iso)))} UTC`);
        expect(formatShortDay(iso), iso).toBe(day.format(new Date(iso)));
      }
    }
  });

  it("says null for what is not a date, and the page chooses its words", () => {
    for (const value of ["", "soon", null, undefined]) {
      expect(formatDay(value)).toBeNull();
      expect(formatLongDay(value)).toBeNull();
      expect(formatWrittenDate(value)).toBeNull();
    }
    expect(formatLocalDay("soon")).toBeNull();
  });

  it("prints a written calendar date as written, whatever the time after it, as date-fns printed it", () => {
    for (const text of ["2026-11-22", "2024-02-29", "1999-01-01", "2026-01-09T10:00:00Z"]) {
      expect(formatWrittenDate(text), text).toBe(format(parseISO(text.slice(0, 10)), "MMM d, yyyy"));
    }
    expect(formatWrittenDate("2026-11-22")).toBe("Nov 22, 2026");
    expect(formatWrittenDate("2026-10-01T23:30:00Z")).toBe("Oct 1, 2026");
    expect(formatWrittenDate("2026-10-01T00:30:00+14:00")).toBe("Oct 1, 2026");
    expect(formatWrittenDate("2026-02-30")).toBeNull();
  });

  it("prints a timestamp's day in the reader's zone, as date-fns printed it", () => {
    for (const iso of ["2024-03-05T23:30:00Z", "2024-03-05T00:30:00.123Z", "2024-12-31T12:00:00+05:00"]) {
      expect(formatLocalDay(iso), iso).toBe(format(parseISO(iso), "MMM d, yyyy"));
    }
  });

  it("says how long ago", () => {
    expect(formatTimeAgo(new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString())).toBe("about 3 hours ago");
  });
});
