/**
 * What the browser tests' server is started with (playwright.config.ts) and what the tests that reach past the
 * browser need to know of it: its address, its database file and the secret its session cookies are signed with.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATABASE_PATH = "data/e2e/shoal.db";
/** A secret for this test server only, so a test can sign a session cookie the way the server does. */
export const E2E_SESSION_SECRET = "browser-tests-session-secret-0123456789abcdef";
