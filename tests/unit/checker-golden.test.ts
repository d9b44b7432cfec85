import { describe, expect, it } from "vitest";
import { checkTank } from "~/domain/checker";
import type { Report, StockEntry } from "~/domain/checker/types";
import { all, CASES, plant, plants, species } from "./checker-golden-cases";

function problemRules(report: Report): string[] {
  const rules = report.findings.filter((f) => f.severity === "wont-work" || f.severity === "caution").map((f) => f.rule);
  return [...new Set(rules)].sort();
}

describe("the checker on real species", () => {
  it("has at least 60 hand-checked tanks, each citing where its expectation comes from", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(CASES.filter((c) => !c.source?.trim()).map((c) => c.name)).toEqual([]);
  });

  it.each(CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const stock: StockEntry[] = c.stock.map(([name, count, sex]) => ({ species: species(name), count, ...(sex ? { sex } : {}) }));
    const report = checkTank(c.tank, stock, { candidates: all, plants: (c.plants ?? []).map(plant), plantCandidates: plants });
    expect(report.verdict).toBe(c.verdict);
    expect(problemRules(report)).toEqual(c.problems);
    for (const finding of report.findings) {
      for (const id of finding.fishIds) expect(finding.message).toContain(all[id - 1].name);
      for (const id of finding.plantIds ?? []) expect(finding.message).toContain(plants[id - 1].name);
    }
    // A suggestion is a new species, or more of one whose group is too small.
    for (const suggestion of report.suggestions) {
      expect(stock.some((entry) => entry.species.id === suggestion.fishId)).toBe(suggestion.completesGroup);
    }
    c.check?.(report);
  });
});
