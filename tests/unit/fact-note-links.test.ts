import { describe, expect, test } from "vitest";
import { checkTank } from "~/domain/checker";
import type { StockEntry } from "~/domain/checker/types";
import { notedFact } from "~/domain/fact-note-links";
import { CITABLE_FACT_KEYS } from "~/domain/species-facts";
import { all } from "./checker-golden-cases";

describe("notedFact", () => {
  test("reads both ends of a range as the range's note, and a name or a type as nothing", () => {
    expect(notedFact("minTemperature")).toBe("temperature");
    expect(notedFact("maxPh")).toBe("ph");
    expect(notedFact("snailPrey")).toBe("snailPrey");
    expect(notedFact("fishType")).toBeNull();
    expect(notedFact("incompatibleWith")).toBeNull();
  });

  test("names a fact a species' notes can hold for every fact the checker's findings use", () => {
    // Tanks of three real species each, in sizes from a nano to a long tank, so most rules speak.
    const used = new Set<string>();
    for (let i = 0; i < 600; i += 1) {
      const stock = [
        { species: all[(i * 7) % all.length], count: 3 },
        { species: all[(i * 13 + 5) % all.length], count: 6 },
        { species: all[(i * 29 + 11) % all.length], count: 1 },
      ] as StockEntry[];
      const report = checkTank({ lengthCm: 40 + (i % 6) * 30, widthCm: 30, heightCm: 40 }, stock, { candidates: all });
      for (const finding of report.findings)
        for (const keys of Object.values(finding.factsUsed ?? {})) keys.forEach((key) => used.add(key));
    }
    expect(used.size).toBeGreaterThan(20);
    const citable = new Set<string>(CITABLE_FACT_KEYS);
    const unexplained = [...used].filter((key) => notedFact(key) !== null && !citable.has(notedFact(key)!));
    expect(unexplained).toEqual([]);
  });
});
