import { z } from "zod";

import { USERNAME_MAX, USERNAME_MESSAGES, USERNAME_MIN, USERNAME_PATTERN } from "~/domain/username-rules";

export { normalizeUsernameInput } from "~/domain/username-rules";

export const usernameSchema = z
  .string({ error: USERNAME_MESSAGES.required })
  .trim()
  .min(USERNAME_MIN, USERNAME_MESSAGES.tooShort)
  .max(USERNAME_MAX, USERNAME_MESSAGES.tooLong)
  .regex(USERNAME_PATTERN, USERNAME_MESSAGES.characters);
