/** Business constants of the spec (section 9), shared by server and browser. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";
export const USERNAME_CHECK_DELAY_MS = 500;
export const COPYRIGHT_YEAR = 2024;
export const SEARCH_RESULTS_SHOWN = 8;
export const COMMENT_MAX_LENGTH = 500;
export const LOGIN_REDIRECT_DELAY_MS = 1000;
export const PROTECTED_PAGE_REDIRECT_DELAY_MS = 500;
