import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES, newsletterFormProblems } from "~/domain/newsletter";
import { subscribeSchema } from "~/validation/newsletter";

describe("the newsletter form's check in the browser", () => {
  it("says what the server would say for each field", () => {
    expect(newsletterFormProblems("  ", false)).toEqual({
      email: NEWSLETTER_MESSAGES.emailMissing,
      consent: NEWSLETTER_MESSAGES.consentMissing,
    });
    expect(newsletterFormProblems("kai@", true)).toEqual({ email: NEWSLETTER_MESSAGES.emailInvalid });
    expect(newsletterFormProblems(`${"a".repeat(EMAIL_MAX_LENGTH)}@x.io`, true)).toEqual({ email: NEWSLETTER_MESSAGES.emailTooLong });
    expect(newsletterFormProblems(" Kai@Example.com ", true)).toEqual({});
  });

  it("never refuses what the server's schema accepts", () => {
    const accepted = ["kai@example.com", " Kai.Lee+fish@mail.example.co.uk ", "a_b@sub.domain.org"];
    for (const email of accepted) {
      expect(subscribeSchema.safeParse({ email, consent: "on" }).success).toBe(true);
      expect(newsletterFormProblems(email, true)).toEqual({});
    }
  });
});
