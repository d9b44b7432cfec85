import { fishListHref } from "../fish-filters";

/**
 * The pages of /fish. A card is about 1.2 KB of HTML and 0.2 KB of loader data, so 48 cards (12 rows of four,
 * 16 of three, 24 of two) keep the first page near 75 KB of HTML however many species there are; the rest are
 * reached by plain links (?page=N), which keep the search and the chip and need no JavaScript.
 */
export const FISH_PAGE_SIZE = 48;

/** A ?page= value as the page uses it: a whole number from 1; anything else is the first page. */
export function parsePageNumber(value: string | null | undefined): number {
  const number = Number((value ?? "").trim());
  return Number.isSafeInteger(number) && number >= 1 ? number : 1;
}

export type PageSlice = { page: number; pages: number; offset: number };

/** Which page to show of `total` items: the one asked for, or the last when it asks past the end. */
export function pageSlice(total: number, requested: number, size: number = FISH_PAGE_SIZE): PageSlice {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(requested)), pages);
  return { page, pages, offset: (page - 1) * size };
}

/** The /fish address of a page of a search and a chip; page 1 is the address without ?page. */
export function fishPageHref({
  q,
  filter,
  page,
  extra,
}: {
  q?: string | null;
  filter?: string | null;
  page: number;
  extra?: readonly (readonly [string, string])[];
}): string {
  const href = fishListHref({ q, filter, extra });
  if (page <= 1) return href;
  return `${href}${href.includes("?") ? "&" : "?"}page=${page}`;
}

/**
 * The page numbers a page navigation lists: the first, the last, and two either side of the current one, with
 * a gap (null) where numbers are left out: 1 2 3 4 5 … 21.
 */
export function pageNumbers(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) numbers.push(n - previous === 2 ? n - 1 : null);
    numbers.push(n);
  });
  return numbers;
}
