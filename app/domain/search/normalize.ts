/**
 * Text as the fish search compares it. Pure and isomorphic: the server's ranking and the browser's live search
 * fold text the same way, so both find the same fish in the same order.
 */

/** Letters NFD does not take apart, spelt the way an English keyboard types them. */
const LIGATURES: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", þ: "th" };
const LIGATURE = /[ßæœøłđþ]/g;
const MARKS = /\p{M}+/gu;
/** Apostrophes join ("Playfair's" is one word, "playfairs"); other punctuation separates words. */
const APOSTROPHES = /['’‘`´]/g;
const SEPARATORS = /[^a-z0-9]+/g;

/** Lower case, accents stripped (NFD), apostrophes dropped, any other run of punctuation or space one space. */
export function foldText(text: string | null | undefined): string {
  return (text ?? "")
    .normalize("NFD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(LIGATURE, (letter) => LIGATURES[letter] ?? letter)
    .replace(APOSTROPHES, "")
    .replace(SEPARATORS, " ")
    .trim();
}

/** Folded text without its spaces: "angel fish" and "Angelfish" are the same name. */
export function compactText(folded: string): string {
  return folded.replace(/ /g, "");
}

/** The words of folded text. */
export function wordsOf(folded: string): string[] {
  return folded === "" ? [] : folded.split(" ");
}

/** A loricariid trade code as typed: "L46", "L 046", "L-046", "l046", optionally with a variant letter ("L027a"). */
const TRADE_CODE = /^l\s*[-‐‑–—]?\s*0*(\d{1,4})\s*([a-z]?)$/;

/**
 * A trade code in its one written form, "L" and three digits (and any variant letter): "L46", "L 046" and
 * "l-046" are all "L046". Anything that is not a trade code is null.
 */
export function normalizeTradeCode(text: string | null | undefined): string | null {
  const match = TRADE_CODE.exec((text ?? "").normalize("NFKC").trim().toLowerCase());
  if (!match) return null;
  const number = Number(match[1]);
  if (number === 0) return null;
  return `L${String(number).padStart(3, "0")}${match[2] ?? ""}`;
}
