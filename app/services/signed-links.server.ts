import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "./env.server";

/**
 * Links that prove the site made them, without a login: an HMAC-SHA256 of the purpose and the value under the
 * session secret. Changing the secret ends every link made before (as it ends every session).
 */

function mac(purpose: string, value: string): Buffer {
  return createHmac("sha256", sessionSecret()).update(`${purpose}\n${value}`).digest();
}

export function signValue(purpose: string, value: string): string {
  return mac(purpose, value).toString("base64url");
}

export function verifySignedValue(purpose: string, value: string, signature: unknown): boolean {
  if (typeof signature !== "string" || signature.length === 0 || signature.length > 100) return false;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(purpose, value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
