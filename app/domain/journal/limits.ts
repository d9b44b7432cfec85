/**
 * How much a journal holds and shows at once. A member testing twice a day fills about 730 entries a year; the
 * cap stops a script, not a keeper.
 */
export const JOURNAL_MAX_ENTRIES = 20_000;
/** Entries the journal page lists at once, newest first. */
export const JOURNAL_PAGE_SIZE = 20;
/** The journal page's query parameters: the entry the shown page starts after, and the entry being edited. */
export const OLDER_ENTRIES_PARAM = "before";
export const EDIT_ENTRY_PARAM = "edit";

/** A tank's journal page. */
export function journalPath(tankId: number): string {
  return `/my-tanks/${tankId}/journal`;
}
