import type { AvoidsFn, CheckerPlant, CheckerTank, Finding, Severity, StockEntry, Verdict } from "./types";
import { aggressionRules } from "./aggression";
import { avoidsByNameOrGroup } from "./avoids";
import { breedingRules } from "./breeding";
import { currentRules } from "./current";
import { finRules } from "./fins";
import { heatingRules } from "./heating";
import { interbreedingRules } from "./interbreeding";
import { keepingRules } from "./keeping";
import { plantRules } from "./plants";
import { groupStock, type Context } from "./measure";
import { predationRules } from "./predation";
import { socialRules } from "./social";
import { spaceRules } from "./space";
import { stockingRules } from "./stocking";
import { waterRules } from "./water";

/** The rule groups, in the order their findings are listed within a severity. */
export const RULE_GROUPS = [
  waterRules,
  heatingRules,
  keepingRules,
  currentRules,
  predationRules,
  finRules,
  socialRules,
  aggressionRules,
  spaceRules,
  stockingRules,
  interbreedingRules,
  breedingRules,
  plantRules,
] as const;

const SEVERITY_RANK: Record<Severity, number> = { "wont-work": 0, caution: 1, note: 2, fine: 3 };

export function contextFor(
  tank: CheckerTank,
  stock: StockEntry[],
  avoids: AvoidsFn = avoidsByNameOrGroup,
  plants: readonly CheckerPlant[] = [],
): Context {
  return { tank, groups: groupStock(stock), avoids, plants };
}

const isProblem = (finding: Finding) => finding.severity === "wont-work" || finding.severity === "caution";

/**
 * Whether a finding judged its species on their own facts: any problem, and the aggression rule's verdict that a
 * shoal, or a fish of about its size, copes with a territorial fish (a note that weighed size, zone, group and tank).
 */
const judgedOnFacts = (finding: Finding) =>
  isProblem(finding) ||
  (finding.rule === "aggression" && (finding.numbers.shoalCount != null || finding.numbers.aboutItsSizeRatio != null));

/**
 * A profile's category ("small fish") only matters where no rule judged the pair on its own facts: when the
 * predation, aggression or water rules already name both species, the category finding would say it twice.
 */
function withoutCoveredCategories(findings: Finding[]): Finding[] {
  return findings.filter(
    (finding) =>
      finding.rule !== "listed-category" ||
      !findings.some(
        (other) =>
          other !== finding &&
          other.rule !== "listed-category" &&
          judgedOnFacts(other) &&
          finding.fishIds.every((id) => other.fishIds.includes(id)),
      ),
  );
}

/** Every rule's findings, worst first (stable within a severity). */
export function runRules(ctx: Context): Finding[] {
  const findings = withoutCoveredCategories(RULE_GROUPS.flatMap((rules) => rules(ctx)));
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] || a.index - b.index)
    .map(({ finding }) => finding);
}

/** The worst finding decides: a note is as good as fine. */
export function verdictOf(findings: Finding[]): Verdict {
  if (findings.some((finding) => finding.severity === "wont-work")) return "wont-work";
  if (findings.some((finding) => finding.severity === "caution")) return "caution";
  return "fine";
}
