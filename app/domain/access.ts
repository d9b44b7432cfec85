/** The words for a member who is not an admin, on the page and in the API. */
export const ADMIN_DENIED_MESSAGE = "You don't have permission to access the admin panel.";

/** How long a signed-in session lasts, on the server and in the cookie that names it. */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

/** What a member's page answers a visitor with (401): where signing in starts, coming back to the page. */
export type SignInRequiredData = { message: "Unauthorized"; signIn: string };

export const SIGNED_OUT_TOAST = { title: "Unauthorized", description: "You are logged out. Logging in again..." } as const;

export function isSignInRequiredData(value: unknown): value is SignInRequiredData {
  return typeof value === "object" && value !== null && typeof (value as { signIn?: unknown }).signIn === "string";
}
