import type { AvoidsFn, CheckerPlant, CheckerSpecies, CheckerTank, Report, StockEntry } from "./types";
import { rememberingAvoids } from "./avoids";
import { contextFor, runRules, verdictOf } from "./rules";
import { plantSuggestionsFor } from "./plant-suggestions";
import { suggestionsFor } from "./suggestions";
import { upsizeFor } from "./upsize";
import { RULES_VERSION } from "./version";

/**
 * The compatibility and stocking checker: pure, browser-safe, and versioned. Give it a tank (metric), the
 * planned stock and, optionally, how to tell whether one species avoids another and which species to suggest
 * from; it answers a verdict (the worst finding), every finding with its numbers and a sentence, up to three
 * suggestions, and the bigger tank that would do when space is the only problem. docs/decisions/026 explains
 * each rule and threshold.
 */

export { RULES_VERSION } from "./version";

export type CheckOptions = {
  avoids?: AvoidsFn;
  candidates?: readonly CheckerSpecies[];
  /** The tank's plants, judged with the fish. */
  plants?: readonly CheckerPlant[];
  /** Plants to suggest from. */
  plantCandidates?: readonly CheckerPlant[];
};

export function checkTank(tank: CheckerTank, stock: StockEntry[], options: CheckOptions = {}): Report {
  // Profiles are read as the fish pages read them, names and groups alike, each pair resolved once per report.
  const ctx = contextFor(tank, stock, rememberingAvoids(options.avoids), options.plants);
  const findings = runRules(ctx);
  return {
    rulesVersion: RULES_VERSION,
    verdict: verdictOf(findings),
    findings,
    suggestions: options.candidates ? suggestionsFor(ctx, findings, options.candidates) : [],
    plantSuggestions: options.plantCandidates ? plantSuggestionsFor(ctx, options.plantCandidates) : [],
    upsize: upsizeFor(ctx, findings),
  };
}

export type * from "./types";
