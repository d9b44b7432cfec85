import { describe, expect, test } from "vitest";
import { roundedDownFigure } from "~/domain/figures";

describe("figures in the site's style, rounded down", () => {
  test.each([
    [0, "0"],
    [7, "7"],
    [10, "10"],
    [11, "10+"],
    [44, "40+"],
    [99, "90+"],
    [100, "100"],
    [150, "150"],
    [257, "250+"],
    [999, "950+"],
    [1234, "1,000+"],
    [12_000, "12,000"],
  ])("%d shows as %s", (count, shown) => {
    expect(roundedDownFigure(count)).toBe(shown);
  });

  test("never claims more than there is", () => {
    for (let n = 0; n < 3000; n += 1) {
      expect(Number(roundedDownFigure(n).replace(/[+,]/g, ""))).toBeLessThanOrEqual(n);
    }
  });
});
