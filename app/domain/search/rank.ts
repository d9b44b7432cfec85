import { editDistance, trigramSimilarity } from "./edit-distance";
import { compactText, foldText, normalizeTradeCode, wordsOf } from "./normalize";
import { otherCommonNames } from "./other-names";

/**
 * The fish search, one ranking for the server (/fish?q=, GET /api/fish?q=) and the browser (the header's
 * dropdown and the /fish search dialog). A few hundred species fit in memory, so each is compared with the
 * query in full, field by field: its common name, other common names of the trade, its scientific name, older
 * scientific names (synonyms) and loricariid trade codes (L-numbers).
 *
 * Text is folded first (case, accents, punctuation; see normalize.ts). A field then matches, best first:
 * exactly (spaces ignored, so "angel fish" is "Angelfish"), as a prefix, word by word (every query word starts
 * a word of the field), as a substring, or with typos (each query word within one edit of a field word, two
 * for words of seven letters or more; or the whole query within that of the whole field). Query words under
 * four letters never count as typos, so short queries only ever match literally. A match on the common name
 * outranks the same kind of match on the scientific name, which outranks one on a synonym; fish that score
 * the same keep the order of the list (by name).
 */

export type SearchableFish = {
  name: string;
  scientificName: string;
  /** Older scientific names. */
  synonyms?: readonly string[] | null;
  /** Trade codes such as "L046", in any of their written forms. */
  tradeCodes?: readonly string[] | null;
  /** Other names the record itself carries (a plant's synonyms), searched like the trade's other common names. */
  otherNames?: readonly string[] | null;
};

/** Which field of a species the query matched. */
export type MatchField = "name" | "otherName" | "scientificName" | "synonym" | "tradeCode";

/** The field that matched best, and its text as stored (for "Bronze Corydoras, formerly Corydoras aeneus"). */
export type SearchMatch = { field: MatchField; text: string };

export type RankedFish<T> = {
  fish: T;
  /** Higher is better: 100 an exact name, about 40 a typo in a synonym; 0 when the query was empty. */
  score: number;
  /** Null when the query was empty (every fish, in list order). */
  match: SearchMatch | null;
};

const TIER = { exact: 100, prefix: 90, words: 80, substring: 70, typo: 50 } as const;
/** A prefix or word match whose last word is still incomplete ("tetra" in "Tetraodon") counts a little less. */
const PART_WORD = 4;
/** The lowest a typo match scores before its field's offset; the highest is TIER.typo, below any literal match of the same field. */
const TYPO_FLOOR = 41;
const PER_EDIT = 4;
/**
 * Longer queries are matched literally only, and get no suggestions: no species' names run to more words, and
 * typo tolerance on a long query would cost the server tens of milliseconds for nothing.
 */
const TYPO_MAX_WORDS = 6;
const TYPO_MAX_LENGTH = 48;

/** What a match on each field is worth next to the same match on the common name. */
const FIELD_OFFSET: Record<MatchField, number> = {
  name: 0,
  tradeCode: 0,
  otherName: -8,
  scientificName: -12,
  synonym: -20,
};

/** How many typos a word of this length may hold. */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

type Field = { field: MatchField; text: string; folded: string; compact: string; words: string[] };
type Prepared = { fields: Field[]; tradeCodes: string[] };

function fieldOf(field: MatchField, text: string): Field {
  const folded = foldText(text);
  return { field, text, folded, compact: compactText(folded), words: wordsOf(folded) };
}

// Folding is done once per species text, not once per search: the browser keeps its list for the whole visit,
// and the server reads fresh rows for every request. Keyed by the searched text itself, so an edited species is
// folded again; emptied if it ever grows far beyond the encyclopedia.
const preparedFish = new Map<string, Prepared>();
const PREPARED_MAX = 5000;
const SEP = "\u0000";

function prepare(fish: SearchableFish): Prepared {
  const key = [
    fish.name,
    fish.scientificName,
    (fish.synonyms ?? []).join(SEP),
    (fish.tradeCodes ?? []).join(SEP),
    (fish.otherNames ?? []).join(SEP),
  ].join(SEP + SEP);
  const cached = preparedFish.get(key);
  if (cached) return cached;
  const fields = [
    fieldOf("name", fish.name),
    ...[...otherCommonNames(fish.scientificName), ...(fish.otherNames ?? [])].map((name) => fieldOf("otherName", name)),
    fieldOf("scientificName", fish.scientificName),
    ...(fish.synonyms ?? []).map((synonym) => fieldOf("synonym", synonym)),
  ].filter((field) => field.folded !== "");
  const tradeCodes = (fish.tradeCodes ?? []).flatMap((code) => normalizeTradeCode(code) ?? []);
  const prepared = { fields, tradeCodes };
  if (preparedFish.size >= PREPARED_MAX) preparedFish.clear();
  preparedFish.set(key, prepared);
  return prepared;
}

export type ParsedQuery = { folded: string; compact: string; words: string[]; tradeCode: string | null };

/** The query as the ranking reads it; null when it holds nothing to search for (every fish matches). */
export function parseQuery(q: string | null | undefined): ParsedQuery | null {
  const folded = foldText(q);
  if (folded === "") return null;
  return { folded, compact: compactText(folded), words: wordsOf(folded), tradeCode: normalizeTradeCode(q) };
}

/**
 * Whether every query word starts a different word of the field, in any order: 0 when not, 2 when each is a
 * whole word of the field, 1 when some is only the start of one.
 */
function wordsStartWords(queryWords: string[], fieldWords: string[]): 0 | 1 | 2 {
  if (queryWords.length > fieldWords.length) return 0;
  const used = new Set<number>();
  let whole = true;
  for (const word of queryWords) {
    let index = fieldWords.findIndex((candidate, i) => !used.has(i) && candidate === word);
    if (index < 0) {
      index = fieldWords.findIndex((candidate, i) => !used.has(i) && candidate.startsWith(word));
      whole = false;
    }
    if (index < 0) return 0;
    used.add(index);
  }
  return whole ? 2 : 1;
}

function literalScore(field: Field, query: ParsedQuery): number {
  if (field.folded === query.folded || field.compact === query.compact) return TIER.exact;
  if (field.folded.startsWith(query.folded)) {
    return field.folded[query.folded.length] === " " ? TIER.prefix : TIER.prefix - PART_WORD;
  }
  if (field.compact.startsWith(query.compact)) return TIER.prefix - PART_WORD;
  const words = wordsStartWords(query.words, field.words);
  if (words > 0) return words === 2 ? TIER.words : TIER.words - PART_WORD;
  if (field.folded.includes(query.folded) || field.compact.includes(query.compact)) return TIER.substring;
  return 0;
}

function typoTolerant(query: ParsedQuery): boolean {
  return query.words.length <= TYPO_MAX_WORDS && query.compact.length <= TYPO_MAX_LENGTH;
}

/** Edits between a query word and a field word, or between it and the field word's start (a word still being typed, +1). */
function wordEdits(word: string, candidate: string, allowed: number): number {
  if (candidate.startsWith(word)) return 0;
  if (allowed === 0) return 1;
  const whole = editDistance(word, candidate, allowed);
  if (whole <= allowed || candidate.length <= word.length) return whole;
  return editDistance(word, candidate.slice(0, word.length), allowed - 1) + 1;
}

function typoScore(field: Field, query: ParsedQuery): number {
  if (!typoTolerant(query)) return 0;
  let best = 0;

  // The whole query against the whole field, spaces ignored: "angle fish" is one swap from "Angelfish". A query
  // with a short word allows only what that word would ("tetra 1" is not a typo of "Tetra 2").
  const shortest = Math.min(...query.words.map((word) => word.length));
  const allowed = Math.min(allowedEdits(query.compact.length), allowedEdits(shortest));
  if (allowed > 0) {
    const edits = editDistance(query.compact, field.compact, allowed);
    if (edits <= allowed) best = Math.max(best, TIER.typo - PER_EDIT * edits);
  }

  // Word by word, in any order: "neone tetra" is one edit from "Neon Tetra". Each word left over costs a point,
  // so the Neon Tetra comes before the Black Neon Tetra.
  if (query.words.length <= field.words.length) {
    const used = new Set<number>();
    let total = 0;
    let matched = true;
    for (const word of query.words) {
      const wordAllowed = allowedEdits(word.length);
      let bestIndex = -1;
      let bestEdits = wordAllowed + 1;
      field.words.forEach((candidate, index) => {
        if (used.has(index)) return;
        const edits = wordEdits(word, candidate, wordAllowed);
        if (edits < bestEdits) {
          bestEdits = edits;
          bestIndex = index;
        }
      });
      if (bestIndex < 0) {
        matched = false;
        break;
      }
      used.add(bestIndex);
      total += bestEdits;
    }
    if (matched && total > 0) {
      best = Math.max(best, TIER.typo - PER_EDIT * total - (field.words.length - query.words.length));
    }
  }

  return best === 0 ? 0 : Math.max(best, TYPO_FLOOR);
}

function scoreFish(fish: SearchableFish, query: ParsedQuery): Omit<RankedFish<never>, "fish"> | null {
  const prepared = prepare(fish);
  if (query.tradeCode && prepared.tradeCodes.includes(query.tradeCode)) {
    return { score: TIER.exact + FIELD_OFFSET.tradeCode, match: { field: "tradeCode", text: query.tradeCode } };
  }
  let best: Omit<RankedFish<never>, "fish"> | null = null;
  for (const field of prepared.fields) {
    const raw = literalScore(field, query) || typoScore(field, query);
    if (raw === 0) continue;
    const score = raw + FIELD_OFFSET[field.field];
    if (!best || score > best.score) best = { score, match: { field: field.field, text: field.text } };
  }
  return best;
}

/**
 * The fish that match the query, best first; fish that score the same keep their order in the list. An empty
 * query matches every fish, in list order.
 */
export function rankFish<T extends SearchableFish>(list: readonly T[], q: string | null | undefined): RankedFish<T>[] {
  const query = parseQuery(q);
  if (!query) return list.map((fish) => ({ fish, score: 0, match: null }));
  const ranked: (RankedFish<T> & { index: number })[] = [];
  list.forEach((fish, index) => {
    const hit = scoreFish(fish, query);
    if (hit) ranked.push({ fish, index, ...hit });
  });
  ranked.sort((a, b) => b.score - a.score || a.index - b.index);
  return ranked.map(({ fish, score, match }) => ({ fish, score, match }));
}

/** Whether one fish matches the query (an empty query matches every fish). */
export function matchesQuery(fish: SearchableFish, q: string | null | undefined): boolean {
  const query = parseQuery(q);
  return query === null || scoreFish(fish, query) !== null;
}

/* "Did you mean ...?" */

const SUGGESTION_THRESHOLD = 0.5;
const SUGGESTION_WEIGHT: Record<MatchField, number> = {
  name: 1,
  otherName: 0.97,
  tradeCode: 1,
  scientificName: 0.95,
  synonym: 0.9,
};

/** How alike the query's words are to a field's words, from 0 to 1 (each query word against its closest word). */
function wordSimilarity(queryWords: string[], fieldWords: string[]): number {
  const counted = queryWords.filter((word) => word.length >= 3);
  if (counted.length === 0 || fieldWords.length === 0) return 0;
  let sum = 0;
  for (const word of counted) {
    let best = 0;
    for (const candidate of fieldWords) {
      const longest = Math.max(word.length, candidate.length);
      best = Math.max(best, 1 - editDistance(word, candidate, longest) / longest);
    }
    sum += best;
  }
  return sum / counted.length;
}

/**
 * For a query that matched nothing: the names of the species it most resembles (by letter triples, or word by
 * word), closest first, at most `max`. None when nothing is even half alike.
 */
export function suggestFishNames(list: readonly SearchableFish[], q: string | null | undefined, max = 3): string[] {
  const query = parseQuery(q);
  if (!query || query.compact.length < 3 || !typoTolerant(query)) return [];
  const scored: { name: string; similarity: number; letters: number; index: number }[] = [];
  list.forEach((fish, index) => {
    let similarity = 0;
    // Between names alike word by word, the one closer letter by letter comes first ("neon": the Neon Tetra).
    let letters = 0;
    for (const field of prepare(fish).fields) {
      const weight = SUGGESTION_WEIGHT[field.field];
      const byLetters = trigramSimilarity(query.compact, field.compact) * weight;
      const alike = Math.max(byLetters, wordSimilarity(query.words, field.words) * weight);
      if (alike > similarity || (alike === similarity && byLetters > letters)) {
        similarity = alike;
        letters = byLetters;
      }
    }
    if (similarity >= SUGGESTION_THRESHOLD) scored.push({ name: fish.name, similarity, letters, index });
  });
  scored.sort((a, b) => b.similarity - a.similarity || b.letters - a.letters || a.index - b.index);
  return [...new Set(scored.map((entry) => entry.name))].slice(0, max);
}
