import { describe, expect, test } from "vitest";
import { isNewMember } from "~/domain/member-welcome";

describe("a new member", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  test("is one who joined within the last day", () => {
    expect(isNewMember("2026-11-26T11:59:00Z", now)).toBe(true);
    expect(isNewMember("2026-11-25T12:00:01Z", now)).toBe(true);
  });
  test("is not one who joined a day ago or more, nor one whose date cannot be read", () => {
    expect(isNewMember("2026-11-25T12:00:00Z", now)).toBe(false);
    expect(isNewMember("2026-10-01T08:00:00Z", now)).toBe(false);
    expect(isNewMember("not a date", now)).toBe(false);
  });
});
