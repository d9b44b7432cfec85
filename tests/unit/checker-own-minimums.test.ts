import { describe, expect, it } from "vitest";
import { checkTank } from "~/domain/checker";
import type { CheckerSpecies, Report } from "~/domain/checker/types";
import { GOLDFISH_FURTHER_FISH_SHARE, tankGivenPerFish } from "~/domain/checker/stocking";
import { fahrenheitToCelsius, usGallonsToLitres } from "~/domain/units";
import { all } from "./checker-golden-cases";

/**
 * A species' own minimums and the checker's rules must agree: the smallest group of a species, alone in a tank of
 * its own smallest volume and length (wide enough for the fish to turn), with water it takes, is fine. A species
 * whose references' minimum the rules contradict is either a wrong minimum or a rule that misses what its
 * references know.
 */

/**
 * Goldfish references give the tank for the first fish and add about half of it for each further one (20 US gal for
 * the first fancy goldfish and 10 for each other), while goldfish are kept in twos and threes: their smallest group
 * is judged in the tank that rule gives it (decision record 071).
 */
const perFishMinimum = (species: CheckerSpecies) => tankGivenPerFish(species.fishType);

function groupTankGal(species: CheckerSpecies): number {
  const count = Math.max(1, species.facts.minGroupSize ?? 1);
  return perFishMinimum(species) ? species.minTankSizeGal * (1 + (count - 1) * GOLDFISH_FURTHER_FISH_SHARE) : species.minTankSizeGal;
}

/** Water at one end of a species' own ranges (temperature, pH and, where known, hardness), or unmeasured. */
type Water = "unmeasured" | "low" | "high";

function waterAt(species: CheckerSpecies, water: Water) {
  if (water === "unmeasured") return {};
  const low = water === "low";
  const { minGh, maxGh } = species.facts;
  return {
    temperatureC: fahrenheitToCelsius(low ? species.minTemperatureF : species.maxTemperatureF),
    ph: low ? species.minPh : species.maxPh,
    ghDgh: (low ? minGh : maxGh) ?? undefined,
  };
}

function aloneAtOwnMinimums(species: CheckerSpecies, water: Water = "unmeasured"): Report {
  const grossCm3 = usGallonsToLitres(groupTankGal(species)) * 1000;
  const lengthCm = Math.max(species.facts.minTankLengthCm ?? 0, 30);
  const widthCm = Math.max(lengthCm / 3, species.facts.adultLengthCm ?? 0, 25);
  const heightCm = grossCm3 / (lengthCm * widthCm);
  const count = Math.max(1, species.facts.minGroupSize ?? 1);
  const tank = { lengthCm, widthCm, heightCm, heater: true, lid: true, cycled: true, ageWeeks: 30, ...waterAt(species, water) };
  return checkTank(tank, [{ species, count }]);
}

/** Each species whose report is not "fine", with the findings that made it so. */
function notFine(report: (species: CheckerSpecies) => Report): string[] {
  return all
    .map((species) => [species, report(species)] as const)
    .filter(([, found]) => found.verdict !== "fine")
    .map(([species, found]) => {
      const against = found.findings.filter((finding) => finding.severity === "caution" || finding.severity === "wont-work");
      return `${species.name}: ${against.map((finding) => `${finding.rule}: ${finding.message}`).join(" | ")}`;
    });
}

describe("each species at its own minimums", () => {
  it("is fine alone, in its smallest group, in a tank of its own smallest volume (for goldfish, their rule's) and length", () => {
    expect(notFine((species) => aloneAtOwnMinimums(species))).toEqual([]);
  });

  it("is fine there in water at either end of its own temperature, pH and hardness ranges", () => {
    expect(notFine((species) => aloneAtOwnMinimums(species, "low"))).toEqual([]);
    expect(notFine((species) => aloneAtOwnMinimums(species, "high"))).toEqual([]);
  });

  it("holds goldfish to their rule: their smallest group in the first fish's tank alone is over", () => {
    const goldfish = all.filter(perFishMinimum);
    expect(goldfish.length).toBeGreaterThanOrEqual(8);
    for (const species of goldfish.filter((entry) => (entry.facts.minGroupSize ?? 1) > 1)) {
      const count = species.facts.minGroupSize ?? 1;
      const lengthCm = Math.max(species.facts.minTankLengthCm ?? 0, 30);
      const widthCm = Math.max(lengthCm / 3, 25);
      const heightCm = (usGallonsToLitres(species.minTankSizeGal) * 1000) / (lengthCm * widthCm);
      const report = checkTank({ lengthCm, widthCm, heightCm, heater: true, lid: true, cycled: true, ageWeeks: 30 }, [{ species, count }]);
      expect(report.findings.find((finding) => finding.rule === "bioload")?.severity, species.name).not.toBe("fine");
    }
  });
});
