import { z } from "zod";

import { USERNAME_MAX, USERNAME_MIN } from "~/domain/username-rules";

export { normalizeUsernameInput, USERNAME_MAX, USERNAME_MIN } from "~/domain/username-rules";

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(USERNAME_MIN, "Username must be at least 3 characters")
  .max(USERNAME_MAX, "Username must be at most 20 characters")
  .regex(/^[a-zA-Z0-9_]+$/, "Username can only contain letters, numbers, and underscores");

export const setUsernameSchema = z.object({
  username: usernameSchema,
  returnTo: z.string().optional(),
});
