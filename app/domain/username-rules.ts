/** Username limits and the cleaning applied as a member types; no schema library, so it stays small in the browser. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;

/** Lowercase, only a-z, 0-9 and underscore, at most 20 characters. */
export function normalizeUsernameInput(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "")
    .slice(0, USERNAME_MAX);
}

/** Letters, digits and underscore (typing lowercases; the server accepts either case and compares without it). */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_]+$/;

/** Every message about usernames, in their exact agreed wording. */
export const USERNAME_MESSAGES = {
  required: "Username is required",
  tooShort: `Username must be at least ${USERNAME_MIN} characters`,
  tooLong: `Username must be at most ${USERNAME_MAX} characters`,
  characters: "Username can only contain letters, numbers, and underscores",
  taken: "Username is already taken",
  available: "Username is available!",
  unavailable: "Username is not available",
} as const;
