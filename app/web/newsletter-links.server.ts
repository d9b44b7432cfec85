import { appOrigin } from "~/services/env.server";
import { signValue, verifySignedValue } from "~/services/signed-links.server";

/**
 * The unsubscribe link of an address: /newsletter/unsubscribe?email=…&sig=…, signed with the session secret, so
 * it works without signing in and cannot be made for another address.
 */
const PURPOSE = "newsletter-unsubscribe";

export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

export function unsubscribeUrl(request: Request, email: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, appOrigin(request));
  url.searchParams.set("email", email);
  url.searchParams.set("sig", signValue(PURPOSE, email));
  return url.toString();
}

export function isValidUnsubscribe(email: unknown, signature: unknown): email is string {
  return typeof email === "string" && email.length > 0 && email.length <= 254 && verifySignedValue(PURPOSE, email, signature);
}
