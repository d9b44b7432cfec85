/**
 * Which rules judged a tank: year.month-n. Raise it with any change that can change a finding (a rule, a
 * threshold, a sentence's numbers), so a stored report says which rules it came from.
 */
export const RULES_VERSION = "2026.11-16";
