import { SEARCH_RESULTS_SHOWN } from "./constants";

/**
 * The admin lists (fish, products, guides): a search shows its first matches, as the fish list does;
 * without one, the whole list is a grid a page at a time (`?page=N`).
 */

/** Records a page of the grid shows when nobody searched. */
export const ADMIN_GRID_PAGE_SIZE = 24;

/** Said under the search box when a search matched more than the list shows (these exact words). */
export const ADMIN_SEARCH_CUT_NOTICE = `Showing first ${SEARCH_RESULTS_SHOWN} results. Refine search to see more.`;

export type AdminListQuery = { q: string; page: number };

/** The search and page of a list's address; anything unreadable is no search, page 1. */
export function readAdminListQuery(url: string): AdminListQuery {
  const params = new URL(url).searchParams;
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: Math.max(1, Math.min(1000, Number.parseInt(params.get("page") ?? "1", 10) || 1)),
  };
}

/** Which records to read: the first matches of a search, or one page of the grid. */
export function adminListWindow({ q, page }: AdminListQuery): { q: string; limit: number } | { offset: number; limit: number } {
  return q ? { q, limit: SEARCH_RESULTS_SHOWN } : { offset: (page - 1) * ADMIN_GRID_PAGE_SIZE, limit: ADMIN_GRID_PAGE_SIZE };
}

/** What the page needs beside the records: how many grid pages, and the notice when a search was cut. */
export function adminListFacts({ q }: AdminListQuery, total: number): { pages: number; notice: string | null } {
  return {
    pages: Math.max(1, Math.ceil(total / ADMIN_GRID_PAGE_SIZE)),
    notice: q && total > SEARCH_RESULTS_SHOWN ? ADMIN_SEARCH_CUT_NOTICE : null,
  };
}
