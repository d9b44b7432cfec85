/**
 * Damerau-Levenshtein distance (the optimal string alignment variant): insertions, deletions, substitutions
 * and swaps of two neighbouring letters each cost 1, so "bettta", "corydorus" and "anglefish" are one edit
 * from "betta", "corydoras" and "angelfish". With `max`, the work stops as soon as the distance must exceed
 * it, and the answer is then `max + 1`: typo tolerance compares a query with hundreds of words per keystroke.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0 || lb === 0) return Math.min(Math.max(la, lb), max + 1);

  let twoBack = new Array<number>(lb + 1).fill(0);
  let previous = Array.from({ length: lb + 1 }, (_, j) => j);
  let current = new Array<number>(lb + 1).fill(0);
  let previousRowMin = 0;
  for (let i = 1; i <= la; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= lb; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, twoBack[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // A swap reaches back two rows, so stop only when both of the last two rows are already past the limit.
    if (rowMin > max && previousRowMin > max) return max + 1;
    previousRowMin = rowMin;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  const distance = previous[lb]!;
  return distance > max ? max + 1 : distance;
}

/** The letter triples of a word, padded so its start and end count too ("tetra": " te", "tet", "etr", "tra", "ra "). */
function trigrams(text: string): Set<string> {
  const padded = ` ${text} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** How alike two strings are, from 0 to 1, by the letter triples they share (Dice's coefficient). */
export function trigramSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const ga = trigrams(a);
  const gb = trigrams(b);
  let shared = 0;
  for (const gram of ga) if (gb.has(gram)) shared += 1;
  return (2 * shared) / (ga.size + gb.size);
}
