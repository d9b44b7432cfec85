/** Business constants, shared by server and browser. */
export const SEARCH_RESULTS_SHOWN = 8;
export const COMMENT_MAX_LENGTH = 500;
