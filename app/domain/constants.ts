/** Business constants, shared by server and browser. */
export const SEARCH_RESULTS_SHOWN = 8;

/** Longest query the search looks at; anything longer is cut, never an error. */
export const SEARCH_QUERY_MAX = 100;
export const COMMENT_MAX_LENGTH = 500;
