import { z } from "zod";
import { API_PAGE_SIZE_DEFAULT, API_PAGE_SIZE_MAX, PAGE_NUMBER_MAX } from "~/domain/pagination";
import { recordIdSchema } from "./record-id";

export const PAGE_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${API_PAGE_SIZE_MAX}`;

/**
 * `?before={id}&limit={n}` of a JSON API list: before is the last item of the previous page (absent: start at
 * the newest), limit is 1 to 100 (absent: 50). Anything else is refused rather than guessed at, so a client
 * with a bug learns of it instead of silently getting another page than it asked for.
 */
const pageQuerySchema = z.object({
  before: recordIdSchema("before").nullable(),
  limit: z
    .string()
    .nullable()
    .transform((value) => (value === null ? API_PAGE_SIZE_DEFAULT : /^[0-9]{1,4}$/.test(value) ? Number(value) : Number.NaN))
    .pipe(
      z.number({ error: PAGE_LIMIT_MESSAGE }).int(PAGE_LIMIT_MESSAGE).min(1, PAGE_LIMIT_MESSAGE).max(API_PAGE_SIZE_MAX, PAGE_LIMIT_MESSAGE),
    ),
});

export type PageQuery = { before: number | null; limit: number };

export function parsePageQuery(search: URLSearchParams): { ok: true; value: PageQuery } | { ok: false; message: string } {
  const raw = { before: search.get("before"), limit: search.get("limit") };
  const result = pageQuerySchema.safeParse(raw);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? "Invalid page" };
  return { ok: true, value: result.data };
}

/**
 * The `Link: <…>; rel="next"` header (RFC 8288) of a page that has an older one: the same address with
 * `before` moved on, so a client pages by following it, and the body stays the plain array clients know.
 */
export function nextPageLink(requestUrl: string, olderBefore: number, limit: number): string {
  const url = new URL(requestUrl);
  url.searchParams.set("before", String(olderBefore));
  url.searchParams.set("limit", String(limit));
  return `<${url.pathname}${url.search}>; rel="next"`;
}

const PAGE_NUMBER_MESSAGE = `page must be a whole number from 1 to ${PAGE_NUMBER_MAX}`;

/**
 * `?page={n}&limit={n}` of a JSON API list ranked in memory (a search orders it, so there is no keyset to page
 * by): page from 1 (absent: 1), limit as above. Anything else is refused, as for keyset pages.
 */
const numberedPageQuerySchema = z.object({
  page: z
    .string()
    .nullable()
    .transform((value) => (value === null ? 1 : /^[0-9]{1,5}$/.test(value) ? Number(value) : Number.NaN))
    .pipe(
      z
        .number({ error: PAGE_NUMBER_MESSAGE })
        .int(PAGE_NUMBER_MESSAGE)
        .min(1, PAGE_NUMBER_MESSAGE)
        .max(PAGE_NUMBER_MAX, PAGE_NUMBER_MESSAGE),
    ),
  limit: pageQuerySchema.shape.limit,
});

export function parseNumberedPageQuery(
  search: URLSearchParams,
): { ok: true; value: { page: number; limit: number } } | { ok: false; message: string } {
  const result = numberedPageQuerySchema.safeParse({ page: search.get("page"), limit: search.get("limit") });
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? "Invalid page" };
  return { ok: true, value: result.data };
}
