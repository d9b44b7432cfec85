import { describe, expect, it } from "vitest";
import { formatNumber, formatUsd } from "~/domain/numbers";

describe("numbers", () => {
  const values = [0, 1, 9, 12, 999, 1000, 1234.5, 23.62, 23.65, 24.04, 0.05, 0.04, 100000, 1234567.891, -1, -0.04, -1234.56, 1e15];

  it("prints a number as en-US does, grouped by thousands, to the decimals asked", () => {
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: digits });
      for (const value of values) expect(formatNumber(value, digits), `${value} to ${digits}`).toBe(intl.format(value));
    }
    expect(formatNumber(1234)).toBe("1,234");
    expect(formatNumber(23.62, 1)).toBe("23.6");
    expect(formatNumber(24.04, 1)).toBe("24");
  });

  it("prints an amount in US dollars with its cents, as en-US does", () => {
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    for (const value of [...values, 129.99, 12, 1299.5, 0.005, 0.015, 2.675, 1.005, -0.004, -0])
      expect(formatUsd(value), String(value)).toBe(usd.format(value));
    expect(formatUsd(1299.5)).toBe("$1,299.50");
  });

  it("leaves what is not a number as it is", () => {
    expect(formatNumber(Number.NaN)).toBe("NaN");
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });
});
