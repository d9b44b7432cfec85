/**
 * How long lists of members' content are cut into pages, on the fish page and in the JSON API. Pages are
 * keyset pages: "older than this comment (or photo)", newest first, so a page stays as cheap at the 20,000th
 * comment as at the first, and a link keeps pointing at the same place while new comments arrive.
 */

/** Comments the fish page shows at once. */
export const DISCUSSION_PAGE_SIZE = 20;
/** Community photos the fish page shows at once (four rows of three on a wide screen). */
export const FISH_PHOTO_PAGE_SIZE = 12;
/** Entries of the admins' audit log shown at once. */
export const AUDIT_PAGE_SIZE = 50;
/** Items a list in the JSON API answers when the client names no `limit`. */
export const API_PAGE_SIZE_DEFAULT = 50;
/** The largest `limit` the JSON API accepts. */
export const API_PAGE_SIZE_MAX = 100;
/** Numbered pages (admin lists) go no further than this; past it an address is refused or clamped. */
export const PAGE_NUMBER_MAX = 10000;

/** The fish page's query parameters: the comment, or photo, that the shown page starts after. */
export const OLDER_COMMENTS_PARAM = "before";
export const OLDER_PHOTOS_PARAM = "photosBefore";
/** The no-JavaScript confirmation step of deleting a comment. */
export const CONFIRM_DELETE_COMMENT_PARAM = "confirmDelete";

/** One page of a list, newest first, and where the next older page starts (null: this is the oldest). */
export type KeysetPage<T> = { items: T[]; olderBefore: number | null };

/**
 * The same page with some query parameters changed (null removes one) and the rest kept, so paging the
 * discussion keeps the chosen collection and the photos' page, and the other way round.
 */
export function hrefWithParams(
  pathname: string,
  search: string | URLSearchParams,
  changes: Record<string, string | number | null>,
  hash?: string,
): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, String(value));
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}
