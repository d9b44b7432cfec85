/**
 * The newsletter: an occasional e-mail the editors write and send themselves. The site keeps the list (one
 * subscription per address, with the consent line the subscriber agreed to) and the signed unsubscribe links the
 * editors put in each issue; it sends no mail.
 */

/** The line beside the box a subscriber ticks, stored word for word with the subscription. */
export const NEWSLETTER_CONSENT =
  "I agree that Shoal's editors may e-mail me the occasional newsletter at this address, and that Shoal keeps my address for that until I unsubscribe.";

/** What the block says about who sends the issues. */
export const NEWSLETTER_SENDER_NOTE =
  "The editors send each issue themselves, now and then; this site sends no mail. Every issue has a link to unsubscribe at once.";

export const EMAIL_MAX_LENGTH = 254;

export const NEWSLETTER_MESSAGES = {
  emailMissing: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address.",
  emailTooLong: `An e-mail address has at most ${EMAIL_MAX_LENGTH} characters.`,
  consentMissing: "Please tick the box to agree, or we cannot add your address.",
  badLink: "This unsubscribe link is not valid. Use the link from the newsletter exactly as it is.",
} as const;

/** One address is one subscription however it is typed: trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Roughly what the server's schema accepts: one "@" with text before it and a dotted domain after. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NewsletterFormProblems = { email?: string; consent?: string };

/**
 * The form's problems before it is sent, so the browser can say them without a round trip and without shipping
 * a schema library. The server's schema stays the judge: anything this lets through it still refuses.
 */
export function newsletterFormProblems(email: string, consented: boolean): NewsletterFormProblems {
  const problems: NewsletterFormProblems = {};
  const address = email.trim();
  if (address === "") problems.email = NEWSLETTER_MESSAGES.emailMissing;
  else if (address.length > EMAIL_MAX_LENGTH) problems.email = NEWSLETTER_MESSAGES.emailTooLong;
  else if (!EMAIL_SHAPE.test(address)) problems.email = NEWSLETTER_MESSAGES.emailInvalid;
  if (!consented) problems.consent = NEWSLETTER_MESSAGES.consentMissing;
  return problems;
}

export const NEWSLETTER_TOASTS = {
  /** The same whether the address was new or on the list already: the page never tells whether someone subscribed. */
  subscribed: (email: string) => ({
    title: "Subscribed",
    description: `${email} is on the newsletter list. ${NEWSLETTER_SENDER_NOTE}`,
  }),
  unsubscribed: (email: string) => ({
    title: "Unsubscribed",
    description: `${email} will get no more newsletters.`,
  }),
};

/** Subscribers /admin/newsletter shows at once, newest first. */
export const NEWSLETTER_PAGE_SIZE = 50;

/** The hidden field a person never fills and a form-filling script often does. */
export const NEWSLETTER_HONEYPOT = "website";
