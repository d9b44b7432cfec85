import { describe, expect, it } from "vitest";
import {
  REPORTER_MIN_AGE_MS,
  REPORTS_TO_HIDE,
  REPORT_HELP,
  countsTowardHiding,
  reportsHideImage,
  type Reporter,
} from "~/domain/gallery-rules";

const now = new Date("2026-05-31T12:00:00.000Z");
const joined = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
const established: Reporter = { createdAt: joined(REPORTER_MIN_AGE_MS), approvedContributions: 1 };
const minuteOld: Reporter = { createdAt: joined(60_000), approvedContributions: 1 };
const noContribution: Reporter = { createdAt: joined(30 * REPORTER_MIN_AGE_MS), approvedContributions: 0 };

describe("whose report counts toward hiding an image", () => {
  it("counts a member of a day or more with an approved gallery image or fish photo", () => {
    expect(countsTowardHiding(established, now)).toBe(true);
    expect(countsTowardHiding({ ...established, createdAt: joined(400 * REPORTER_MIN_AGE_MS), approvedContributions: 7 }, now)).toBe(true);
  });

  it("does not count an account younger than a day, even one with an approved contribution", () => {
    expect(countsTowardHiding(minuteOld, now)).toBe(false);
    expect(countsTowardHiding({ ...established, createdAt: joined(REPORTER_MIN_AGE_MS - 1) }, now)).toBe(false);
  });

  it("does not count a member with no approved contribution, however old the account", () => {
    expect(countsTowardHiding(noContribution, now)).toBe(false);
  });

  it("does not count a member whose joining date cannot be read", () => {
    expect(countsTowardHiding({ createdAt: "not a date", approvedContributions: 3 }, now)).toBe(false);
  });
});

describe("when reports hide an image", () => {
  it("hides it once REPORTS_TO_HIDE established members have reported it", () => {
    expect(REPORTS_TO_HIDE).toBe(3);
    expect(reportsHideImage([established, established], now)).toBe(false);
    expect(reportsHideImage([established, established, established], now)).toBe(true);
  });

  it("never hides it on reports from new accounts or members without an approved contribution, however many", () => {
    expect(reportsHideImage([minuteOld, minuteOld, minuteOld], now)).toBe(false);
    expect(
      reportsHideImage(
        Array.from({ length: 50 }, (_, i) => (i % 2 ? minuteOld : noContribution)),
        now,
      ),
    ).toBe(false);
  });

  it("counts only the established among mixed reports", () => {
    expect(reportsHideImage([established, established, minuteOld, noContribution], now)).toBe(false);
    expect(reportsHideImage([minuteOld, established, noContribution, established, established], now)).toBe(true);
  });

  it("says the rule to the member in the report form", () => {
    expect(REPORT_HELP).toContain(`${REPORTS_TO_HIDE} members`);
    expect(REPORT_HELP).toContain("a day ago");
    expect(REPORT_HELP).toContain("photo approved");
  });
});
