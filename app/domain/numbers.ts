/**
 * Numbers as an en-US reader reads them ('1,234', '23.6', '$1,299.50'), written out rather than asked of Intl:
 * a browser loads its ICU data on a page's first Intl call (or `toLocaleString`), 20-120 ms of blocked main
 * thread on a desktop and four times that on a phone, and most pages would pay it for a price or a count
 * (docs/decisions/062). They print what Intl's en-US format prints; a test compares the two.
 */

/** '1234567' as '1,234,567': the digits of a whole number in groups of three. */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * A number at or above zero with exactly `digits` decimals, rounded half up on its shortest decimal form (0.015
 * is '0.02', as Intl rounds it; `toFixed` would round the binary value under it and say '0.01').
 */
function fixedDecimals(value: number, digits: number): string {
  const text = String(value);
  if (text.includes("e")) return value.toFixed(digits);
  const [whole, fraction = ""] = text.split(".");
  if (fraction.length <= digits) return digits ? `${whole}.${fraction.padEnd(digits, "0")}` : whole;
  const rounded = (BigInt(whole + fraction.slice(0, digits)) + (fraction[digits] >= "5" ? 1n : 0n)).toString().padStart(digits + 1, "0");
  return digits ? `${rounded.slice(0, -digits)}.${rounded.slice(-digits)}` : rounded;
}

/** Whether Intl puts a minus sign before the number: any number below zero, and negative zero. */
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/**
 * A number with thousands separators and at most `maxFractionDigits` decimals, trailing zeros dropped:
 * formatNumber(1234) is '1,234', formatNumber(23.62, 1) is '23.6', formatNumber(24.04, 1) is '24'.
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction = ""] = fixedDecimals(Math.abs(value), maxFractionDigits).split(".");
  const decimals = fraction.replace(/0+$/, "");
  return `${isNegative(value) ? "-" : ""}${groupDigits(whole)}${decimals ? `.${decimals}` : ""}`;
}

/** An amount in US dollars with its cents: '$129.99', '$12.00', '$1,299.50', '-$5.00'. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  const [whole, cents] = fixedDecimals(Math.abs(amount), 2).split(".");
  return `${isNegative(amount) ? "-" : ""}$${groupDigits(whole)}.${cents}`;
}
