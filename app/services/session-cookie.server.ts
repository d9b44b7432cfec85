/** The session cookie's name, in one place: sessions set it, and the visitors' page store skips requests with it. */
export const SESSION_COOKIE_NAME = "__shoal_session";
