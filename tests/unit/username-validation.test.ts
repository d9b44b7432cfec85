import { describe, expect, test } from "vitest";
import { normalizeUsernameInput, usernameSchema } from "~/validation/username";

describe("username input as typed", () => {
  test("lowercases and strips other characters", () => {
    expect(normalizeUsernameInput("Fish Keeper-42!")).toBe("fishkeeper42");
  });
  test("keeps underscores and caps at 20", () => {
    expect(normalizeUsernameInput("a_very_long_username_indeed")).toBe("a_very_long_username");
  });
});

describe("username rules", () => {
  const message = (value: string) => usernameSchema.safeParse(value).error?.issues[0]?.message;
  test("3 to 20 characters", () => {
    expect(message("ab")).toBe("Username must be at least 3 characters");
    expect(message("a".repeat(21))).toBe("Username must be at most 20 characters");
    expect(message("abc")).toBeUndefined();
  });
  test("letters, numbers and underscores only", () => {
    expect(message("fish keeper")).toBe("Username can only contain letters, numbers, and underscores");
    expect(message("fish_keeper_2")).toBeUndefined();
  });
  test("trims before checking", () => {
    expect(usernameSchema.parse("  guppy  ")).toBe("guppy");
  });
});
