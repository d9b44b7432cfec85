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
