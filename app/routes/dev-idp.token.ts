import type { ActionFunctionArgs } from "@remix-run/node";
import { exchangeCode, requireDevProvider } from "~/services/dev-idp.server";
import { consumeRateLimit, rateLimitSubject, tooManyRequestsMessage } from "~/services/rate-limit.server";
import { NO_STORE_CACHE_CONTROL } from "~/services/http-cache.server";

// Token responses must never be cached (RFC 6749 section 5.1).
const noStore = { "Cache-Control": NO_STORE_CACHE_CONTROL, Pragma: "no-cache" };

function oauthError(status: number, error: string, description: string, headers?: HeadersInit) {
  return Response.json({ error, error_description: description }, { status, headers: { ...noStore, ...headers } });
}

/** Development provider token endpoint: exchanges a one-time code plus its PKCE verifier for an access token. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireDevProvider();
  if (request.method !== "POST") return oauthError(405, "invalid_request", "Use POST.", { Allow: "POST" });
  // Codes are guessable only by trying many: counted per client address.
  const verdict = await consumeRateLimit("devToken", rateLimitSubject(null, context));
  if (!verdict.ok) {
    return oauthError(429, "slow_down", tooManyRequestsMessage(verdict.retryAfterSeconds), {
      "Retry-After": String(verdict.retryAfterSeconds),
    });
  }
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().includes("application/x-www-form-urlencoded")) {
    return oauthError(400, "invalid_request", "Send application/x-www-form-urlencoded.");
  }
  const result = exchangeCode(new URLSearchParams(await request.text()), request.headers.get("Authorization"));
  if (!result.ok) {
    const challenge = result.status === 401 ? { "WWW-Authenticate": 'Basic realm="shoal-dev"' } : undefined;
    return oauthError(result.status, result.error, result.description, challenge);
  }
  return Response.json(result.body, { headers: noStore });
}

export async function loader() {
  requireDevProvider();
  return oauthError(405, "invalid_request", "Use POST.", { Allow: "POST" });
}
