import { usernameSchema } from "~/validation/username";
import { isUsernameTaken, setUsername, type User } from "./user.server";
import { USERNAME_MESSAGES } from "~/domain/username-rules";

export type Availability = { available: boolean; message?: string };

/** Whether `raw` could become this member's username: the username rules first, then uniqueness. */
export function checkUsernameAvailability(raw: string, userId?: string): Availability {
  const parsed = usernameSchema.safeParse(raw);
  if (!parsed.success) return { available: false, message: parsed.error.issues[0]?.message };
  if (isUsernameTaken(parsed.data, userId)) return { available: false, message: USERNAME_MESSAGES.taken };
  return { available: true };
}

export type ClaimResult = { ok: true; user: User } | { ok: false; status: 400 | 409; message: string };

export function claimUsername(userId: string, raw: unknown): ClaimResult {
  const parsed = usernameSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? "Invalid username" };
  }
  const result = setUsername(userId, parsed.data);
  if (!result.ok) return { ok: false, status: 409, message: result.message };
  return result;
}
