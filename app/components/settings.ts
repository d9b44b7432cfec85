/**
 * The interface's own settings: how long things wait and show, the toasts' hotkey, the
 * footer's year. They shape what the browser does, not what the site allows, so they live with the
 * components rather than in app/domain.
 */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";
export const USERNAME_CHECK_DELAY_MS = 500;
export const COPYRIGHT_YEAR = 2024;
export const LOGIN_REDIRECT_DELAY_MS = 1000;
export const PROTECTED_PAGE_REDIRECT_DELAY_MS = 500;
