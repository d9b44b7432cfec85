import type { AvoidsFn, CheckerSpecies, CheckerTank, Finding, Severity, StockEntry, Verdict } from "./types";
import { finRules } from "./fins";
import { groupStock, type Context } from "./measure";
import { predationRules } from "./predation";
import { socialRules } from "./social";
import { spaceRules } from "./space";
import { stockingRules } from "./stocking";
import { waterRules } from "./water";

/** The rule groups, in the order their findings are listed within a severity. */
export const RULE_GROUPS = [waterRules, predationRules, finRules, socialRules, spaceRules, stockingRules] as const;

const SEVERITY_RANK: Record<Severity, number> = { "wont-work": 0, caution: 1, note: 2, fine: 3 };

/** The default: `b`'s name is in `a`'s list of fish to avoid (groups need the caller's knowledge of every species). */
export const avoidsByName: AvoidsFn = (a: CheckerSpecies, b: CheckerSpecies) => a.incompatibleWith.includes(b.name);

export function contextFor(tank: CheckerTank, stock: StockEntry[], avoids: AvoidsFn = avoidsByName): Context {
  return { tank, groups: groupStock(stock), avoids };
}

/** Every rule's findings, worst first (stable within a severity). */
export function runRules(ctx: Context): Finding[] {
  const findings = RULE_GROUPS.flatMap((rules) => rules(ctx));
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
