import { createHash, randomBytes } from "node:crypto";
import { appOrigin, devProviderEnabled } from "./env.server";

/**
 * The built-in development identity provider: a tiny OAuth 2.0 authorization-code server with PKCE (S256),
 * so a fresh checkout signs in through exactly the same code path as production, with no external account.
 * It answers only while devProviderEnabled() (never in production, never when a real provider is set).
 */

export const DEV_CLIENT_ID = "shoal-dev";
/** Qualifies dev subjects; fixed rather than the origin so a member survives a change of port. */
export const DEV_ISSUER = "shoal-dev";

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 3600;

export function devEndpoints(origin: string) {
  return {
    authorization: `${origin}/dev-idp/authorize`,
    token: `${origin}/dev-idp/token`,
    userinfo: `${origin}/dev-idp/userinfo`,
  };
}

/** Every dev-idp route starts here: outside development it does not exist. */
export function requireDevProvider() {
  if (!devProviderEnabled()) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export type DevIdentity = { sub: string; email: string; given_name?: string; family_name?: string; name?: string };

type AuthorizeParams = {
  client_id: string;
  redirect_uri: string;
  response_type: "code";
  state: string;
  code_challenge: string;
  code_challenge_method: "S256";
  scope: string;
};

type CodeGrant = { clientId: string; redirectUri: string; codeChallenge: string; identity: DevIdentity; expiresAt: number };
type TokenGrant = { identity: DevIdentity; expiresAt: number };

// On globalThis so a development module reload does not forget codes issued a moment before.
const store = ((globalThis as { __shoalDevIdp?: { codes: Map<string, CodeGrant>; tokens: Map<string, TokenGrant> } }).__shoalDevIdp ??= {
  codes: new Map(),
  tokens: new Map(),
});

function sweep(now = Date.now()) {
  for (const [key, grant] of store.codes) if (grant.expiresAt <= now) store.codes.delete(key);
  for (const [key, grant] of store.tokens) if (grant.expiresAt <= now) store.tokens.delete(key);
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

/** Checks an authorization request the way a strict provider would; the message is shown to the person. */
export function validateAuthorizeParams(
  request: Request,
  source: URLSearchParams | FormData,
): { ok: true; params: AuthorizeParams } | { ok: false; error: string } {
  const get = (name: string) => {
    const value = source.get(name);
    return typeof value === "string" ? value : "";
  };
  const expectedRedirect = `${appOrigin(request)}/api/login`;
  if (get("client_id") !== DEV_CLIENT_ID) return { ok: false, error: "Unknown client_id." };
  if (get("redirect_uri") !== expectedRedirect) return { ok: false, error: `redirect_uri must be exactly ${expectedRedirect}.` };
  if (get("response_type") !== "code") return { ok: false, error: "response_type must be code." };
  if (!get("code_challenge") || get("code_challenge_method") !== "S256")
    return { ok: false, error: "PKCE is required: send code_challenge with code_challenge_method=S256." };
  if (!get("state")) return { ok: false, error: "state is required." };
  // It comes back in the redirect's Location header; real clients send a few dozen characters.
  if (get("state").length > 512 || get("code_challenge").length > 128) {
    return { ok: false, error: "state or code_challenge is too long." };
  }
  return {
    ok: true,
    params: {
      client_id: DEV_CLIENT_ID,
      redirect_uri: expectedRedirect,
      response_type: "code",
      state: get("state"),
      code_challenge: get("code_challenge"),
      code_challenge_method: "S256",
      scope: get("scope"),
    },
  };
}

/** The person typed into the form; the subject is derived from the e-mail so the same e-mail is the same member. */
export function devIdentity(email: string, firstName: string, lastName: string): DevIdentity {
  const normalized = email.trim().toLowerCase();
  const given = firstName.trim().slice(0, 50);
  const family = lastName.trim().slice(0, 50);
  const name = [given, family].filter(Boolean).join(" ");
  return {
    sub: createHash("sha256").update(normalized).digest("hex"),
    email: normalized,
    ...(given && { given_name: given }),
    ...(family && { family_name: family }),
    ...(name && { name }),
  };
}

export function issueCode(params: AuthorizeParams, identity: DevIdentity): string {
  sweep();
  const code = base64url(randomBytes(32));
  store.codes.set(code, {
    clientId: params.client_id,
    redirectUri: params.redirect_uri,
    codeChallenge: params.code_challenge,
    identity,
    expiresAt: Date.now() + CODE_TTL_MS,
  });
  return code;
}

type TokenResult =
  | { ok: true; body: { access_token: string; token_type: "Bearer"; expires_in: number } }
  | { ok: false; status: 400 | 401; error: string; description: string };

/** The token endpoint's logic: one-time code, same client and redirect URI, and a verifier matching the challenge. */
export function exchangeCode(form: URLSearchParams, authorization: string | null): TokenResult {
  const fail = (error: string, description: string, status: 400 | 401 = 400): TokenResult => ({
    ok: false,
    status,
    error,
    description,
  });
  // Client authentication: HTTP Basic (client_id:secret, each form-encoded) or client_id in the body.
  let clientId = form.get("client_id");
  if (authorization?.startsWith("Basic ")) {
    const decoded = Buffer.from(authorization.slice(6), "base64").toString("utf8");
    let basicId: string;
    try {
      basicId = decodeURIComponent(decoded.split(":")[0].replace(/\+/g, " "));
    } catch {
      return fail("invalid_client", "Malformed client credentials.", 401);
    }
    if (clientId && clientId !== basicId) return fail("invalid_request", "Conflicting client credentials.");
    clientId = basicId;
  }
  if (clientId !== DEV_CLIENT_ID) return fail("invalid_client", "Unknown client.", 401);
  if (form.get("grant_type") !== "authorization_code") return fail("unsupported_grant_type", "Only authorization_code is supported.");

  const code = form.get("code") ?? "";
  const grant = store.codes.get(code);
  store.codes.delete(code); // one use only, even when the rest of the request is wrong
  if (!grant || grant.expiresAt <= Date.now()) return fail("invalid_grant", "The code is unknown, used or expired.");
  if (grant.clientId !== clientId) return fail("invalid_grant", "The code was issued to another client.");
  if (form.get("redirect_uri") !== grant.redirectUri) return fail("invalid_grant", "redirect_uri does not match.");
  const verifier = form.get("code_verifier") ?? "";
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return fail("invalid_grant", "A valid code_verifier is required.");
  const challenge = base64url(createHash("sha256").update(verifier).digest());
  if (challenge !== grant.codeChallenge) return fail("invalid_grant", "code_verifier does not match code_challenge.");

  const accessToken = base64url(randomBytes(32));
  store.tokens.set(accessToken, { identity: grant.identity, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
  return { ok: true, body: { access_token: accessToken, token_type: "Bearer", expires_in: TOKEN_TTL_S } };
}

/** The claims behind a bearer token, or null when the token is unknown or expired. */
export function userinfoFor(authorization: string | null): DevIdentity | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  if (!match) return null;
  const grant = store.tokens.get(match[1]);
  if (!grant || grant.expiresAt <= Date.now()) return null;
  return grant.identity;
}
