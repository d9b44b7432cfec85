import { describe, expect, it } from "vitest";
import { checkTank } from "~/domain/checker";
import type { CheckerSpecies, Report } from "~/domain/checker/types";
import { usGallonsToLitres } from "~/domain/units";
import { all } from "./checker-golden-cases";

/**
 * A species' own minimums and the checker's rules must agree: the smallest group of a species, alone in a tank of
 * its own smallest volume and length (wide enough for the fish to turn), with water it takes, is fine. A species
 * whose references' minimum the rules contradict is either a wrong minimum or a rule that misses what its
 * references know.
 */

/**
 * Goldfish are the one exception, and why: their references give the tank for one fish and add to it for each more
 * (20 US gal for the first fancy goldfish and 10 for each other), while they are kept in twos and threes, so their
 * smallest tank does not hold their smallest group (decision record 071).
 */
const perFishMinimum = (species: CheckerSpecies) => species.fishType === "Goldfish";

function aloneAtOwnMinimums(species: CheckerSpecies): Report {
  const grossCm3 = usGallonsToLitres(species.minTankSizeGal) * 1000;
  const lengthCm = Math.max(species.facts.minTankLengthCm ?? 0, 30);
  const widthCm = Math.max(lengthCm / 3, species.facts.adultLengthCm ?? 0, 25);
  const heightCm = grossCm3 / (lengthCm * widthCm);
  const count = Math.max(1, species.facts.minGroupSize ?? 1);
  return checkTank({ lengthCm, widthCm, heightCm, heater: true, lid: true, cycled: true, ageWeeks: 30 }, [{ species, count }]);
}

describe("each species at its own minimums", () => {
  it("is fine alone, in its smallest group, in a tank of its own smallest volume and length", () => {
    const problems = all
      .filter((species) => !perFishMinimum(species))
      .map((species) => [species, aloneAtOwnMinimums(species)] as const)
      .filter(([, report]) => report.verdict !== "fine")
      .map(([species, report]) => {
        const found = report.findings.filter((finding) => finding.severity === "caution" || finding.severity === "wont-work");
        return `${species.name}: ${found.map((finding) => `${finding.rule}: ${finding.message}`).join(" | ")}`;
      });
    expect(problems).toEqual([]);
  });

  it("leaves out only goldfish, whose minimum is for one fish, and they are still judged by their references' rule", () => {
    const goldfish = all.filter(perFishMinimum);
    expect(goldfish.length).toBeGreaterThanOrEqual(8);
    // Two fantails need the first fish's 20 US gal and 10 more: in their 20 gal minimum they are over.
    const fantail = goldfish.find((species) => species.name === "Fantail Goldfish")!;
    expect(aloneAtOwnMinimums(fantail).findings.find((finding) => finding.rule === "bioload")?.severity).toBe("caution");
  });
});
