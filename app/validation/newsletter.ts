import { z } from "zod";
import { EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES, normalizeEmail } from "~/domain/newsletter";

export * from "~/domain/newsletter";

/** The subscribe form: an address and the ticked consent box (the browser posts "on"). */
export const subscribeSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.emailMissing })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.emailMissing)
    .max(EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES.emailTooLong)
    .pipe(z.email({ error: NEWSLETTER_MESSAGES.emailInvalid }))
    .transform(normalizeEmail),
  consent: z.literal("on", { error: NEWSLETTER_MESSAGES.consentMissing }),
});
