import { describe, expect, test } from "vitest";
import { loginUrl, safeReturnTo } from "~/domain/safe-redirect";

describe("safeReturnTo", () => {
  test.each(["/", "/fish/3", "/fish?q=tetra&filter=schooling"])("keeps the local path %s", (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });
  test.each(["//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "fish", "", null, 42])(
    "refuses %s",
    (value) => {
      expect(safeReturnTo(value)).toBe("/");
    },
  );
  test("refuses control characters", () => {
    expect(safeReturnTo("/fish\n/x")).toBe("/");
  });
  test("writes characters outside ASCII percent-encoded, so they fit a Location header", () => {
    expect(safeReturnTo("/fish?q=\u{1F41F}\u65E5")).toBe("/fish?q=%F0%9F%90%9F%E6%97%A5");
    expect(() => new Headers({ Location: safeReturnTo("/\u0100\u{1F41F}") })).not.toThrow();
  });
  test("builds a login link that comes back", () => {
    expect(loginUrl("/fish/3?x=1")).toBe("/api/login?returnTo=%2Ffish%2F3%3Fx%3D1");
  });
});
