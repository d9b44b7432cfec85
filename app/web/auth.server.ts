import { createCookie } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import {
  CodeChallengeMethod,
  OAuth2RequestError,
  OAuth2Strategy,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from "remix-auth-oauth2";
import { safeReturnTo } from "~/domain/safe-redirect";
import { copyProviderPicture } from "~/models/provider-picture.server";
import { hasAccount, upsertUserFromIdentity, type Identity, type User } from "~/models/user.server";
import { DEV_CLIENT_ID, DEV_ISSUER, devEndpoints } from "~/services/dev-idp.server";
import { appOrigin, devProviderEnabled, getEnv, sessionSecret } from "~/services/env.server";

/**
 * Sign-in through one OAuth 2.0 / OpenID Connect provider (authorization code + PKCE S256). The configured
 * provider in production, the built-in development provider locally. /api/login serves both legs.
 */

/** A sign-in failure a person can read; `status` is what the sign-in route answers with. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = "SignInError";
  }
}

type Provider = {
  /** Qualifies the provider's `sub` so two providers can never collide on a subject. */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  clientId: string;
  clientSecret: string | null;
  scopes: string[];
};

/** The strategy appends ":<uuid>"; every cookie whose name starts with this belongs to the strategy. */
const STATE_COOKIE = "oauth2";
/** Both cookies are only needed by /api/login, so no other request carries them. */
const COOKIE_PATH = "/api/login";
const TIMEOUT_MS = 10_000;

type Discovery = { issuer?: unknown; authorization_endpoint?: unknown; token_endpoint?: unknown; userinfo_endpoint?: unknown };
// Discovery documents change rarely; fetch once per hour per issuer, and never cache a failure.
const discoveryCache = new Map<string, { at: number; doc: Promise<Discovery> }>();
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

function discover(issuer: string): Promise<Discovery> {
  const hit = discoveryCache.get(issuer);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.doc;
  const url = issuer.includes("/.well-known/") ? issuer : `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
  const doc = fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    .then(async (response) => {
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      return (await response.json()) as Discovery;
    })
    .catch((error: unknown) => {
      discoveryCache.delete(issuer);
      console.error(`Sign-in: OIDC discovery at ${url} failed:`, error);
      throw new SignInError("The sign-in provider could not be reached. Please try again in a moment.", 503);
    });
  discoveryCache.set(issuer, { at: Date.now(), doc });
  return doc;
}

const str = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** Which provider this request signs in with; a SignInError(503) when none is usable. */
async function resolveProvider(request: Request): Promise<Provider> {
  const env = getEnv();
  const origin = appOrigin(request, env);
  if (devProviderEnabled(env)) {
    const endpoints = devEndpoints(origin);
    return {
      issuer: DEV_ISSUER,
      authorizationEndpoint: endpoints.authorization,
      tokenEndpoint: endpoints.token,
      userinfoEndpoint: endpoints.userinfo,
      clientId: DEV_CLIENT_ID,
      clientSecret: null,
      scopes: ["openid", "email", "profile"],
    };
  }
  const notConfigured = new SignInError(
    "Sign-in is not configured on this server. The operator must set OAUTH_ISSUER (or OAUTH_AUTHORIZATION_URL, " +
      "OAUTH_TOKEN_URL and OAUTH_USERINFO_URL) and OAUTH_CLIENT_ID.",
    503,
  );
  if (!env.OAUTH_CLIENT_ID) throw notConfigured;
  const client = {
    clientId: env.OAUTH_CLIENT_ID,
    clientSecret: env.OAUTH_CLIENT_SECRET ?? null,
    scopes: env.OAUTH_SCOPES.split(/[\s,]+/).filter(Boolean),
  };

  if (env.OAUTH_ISSUER) {
    const doc = await discover(env.OAUTH_ISSUER);
    // discover() in remix-auth-oauth2 drops userinfo_endpoint, which is why the document is read here.
    const authorizationEndpoint = str(doc.authorization_endpoint);
    const tokenEndpoint = str(doc.token_endpoint);
    const userinfoEndpoint = str(doc.userinfo_endpoint) ?? env.OAUTH_USERINFO_URL;
    if (!authorizationEndpoint || !tokenEndpoint || !userinfoEndpoint) {
      console.error("Sign-in: the discovery document lacks authorization, token or userinfo endpoint.");
      throw notConfigured;
    }
    return {
      ...client,
      issuer: str(doc.issuer) ?? env.OAUTH_ISSUER,
      authorizationEndpoint,
      tokenEndpoint,
      userinfoEndpoint,
    };
  }
  if (!env.OAUTH_AUTHORIZATION_URL || !env.OAUTH_TOKEN_URL || !env.OAUTH_USERINFO_URL) throw notConfigured;
  let issuer: string;
  try {
    issuer = new URL(env.OAUTH_AUTHORIZATION_URL).origin;
  } catch {
    throw notConfigured;
  }
  return {
    ...client,
    issuer,
    authorizationEndpoint: env.OAUTH_AUTHORIZATION_URL,
    tokenEndpoint: env.OAUTH_TOKEN_URL,
    userinfoEndpoint: env.OAUTH_USERINFO_URL,
  };
}

/** Cookies ride on https whenever the public origin is https (behind a proxy the request URL says so too). */
function isSecure(request: Request) {
  return appOrigin(request).startsWith("https:");
}

const clip = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim().slice(0, 50) : null);

/** Reads who signed in from the userinfo endpoint: the id_token is not validated, so it is not trusted. */
async function fetchIdentity(provider: Provider, accessToken: string): Promise<{ identity: Identity; emailVerified: boolean }> {
  let response: Response;
  try {
    response = await fetch(provider.userinfoEndpoint, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new SignInError("The sign-in provider could not be reached. Please try again in a moment.", 502);
  }
  const claims = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !claims || typeof claims !== "object") {
    throw new SignInError("The sign-in provider did not share your profile. Please try again.", 502);
  }
  const sub = typeof claims.sub === "number" ? String(claims.sub) : str(claims.sub);
  if (!sub) throw new SignInError("The sign-in provider did not say who you are. Please try again.", 502);

  // Prefer the structured names; otherwise split "name" so a provider with only a display name still fills both.
  const [first, ...rest] = (str(claims.name) ?? "").trim().split(/\s+/);
  const picture = str(claims.picture);
  return {
    identity: {
      subject: `${provider.issuer}|${sub}`,
      email: str(claims.email)?.trim() ?? null,
      firstName: clip(claims.given_name) ?? clip(first),
      lastName: clip(claims.family_name) ?? clip(rest.join(" ")),
      profileImageUrl: picture && /^https?:\/\//i.test(picture) ? picture : null,
    },
    emailVerified: claims.email_verified !== false && claims.email_verified !== "false",
  };
}

/**
 * Runs one leg of the sign-in. First leg (no ?state): throws the 302 Response to the provider, which carries
 * the state cookie. Callback leg: resolves to the member, created or refreshed. Failures are SignInError.
 */
export async function authenticate(request: Request): Promise<User> {
  const provider = await resolveProvider(request);
  const origin = appOrigin(request);
  const adminEmails = getEnv().adminEmails;
  // Built per request because the redirect URI can depend on the request's origin; this is two small objects.
  const authenticator = new Authenticator<User>().use(
    new OAuth2Strategy<User>(
      {
        cookie: { name: STATE_COOKIE, path: COOKIE_PATH, secure: isSecure(request) || undefined, sameSite: "Lax", httpOnly: true },
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        authorizationEndpoint: provider.authorizationEndpoint,
        tokenEndpoint: provider.tokenEndpoint,
        redirectURI: `${origin}/api/login`,
        scopes: provider.scopes,
        codeChallengeMethod: CodeChallengeMethod.S256,
      },
      async ({ tokens }) => {
        const { identity, emailVerified } = await fetchIdentity(provider, tokens.accessToken());
        const firstSignIn = !hasAccount(identity.subject);
        // An unverified e-mail is still recorded, but it can never make anyone an admin.
        const user = upsertUserFromIdentity(identity, emailVerified ? adminEmails : []);
        // The provider's picture is copied in the background: signing in does not wait for another site.
        if (firstSignIn && !user.profileImageUrl && identity.profileImageUrl) void copyProviderPicture(user.id, identity.profileImageUrl);
        return user;
      },
    ),
    "oidc",
  );
  try {
    return await authenticator.authenticate("oidc", request);
  } catch (error) {
    throw toSignInError(error);
  }
}

/** Turns what the strategy and arctic throw into messages for people; a thrown Response passes through. */
function toSignInError(error: unknown): unknown {
  if (error instanceof Response || error instanceof SignInError) return error;
  if (error instanceof OAuth2RequestError) {
    if (error.code === "access_denied") return new SignInError("Sign-in was cancelled.");
    if (error.code === "invalid_grant") return new SignInError("The sign-in link has expired or was already used. Please try again.");
    return new SignInError(`The sign-in provider refused the request (${error.code.slice(0, 60)}).`);
  }
  if (error instanceof ReferenceError || error instanceof RangeError) {
    // Missing state cookie, state mismatch, missing code: an old tab, blocked cookies, or a forged callback.
    return new SignInError("This sign-in attempt could not be verified (it may have expired). Please try again.");
  }
  if (
    error instanceof UnexpectedResponseError ||
    error instanceof UnexpectedErrorResponseBodyError ||
    (error instanceof Error && error.constructor.name === "ArcticFetchError")
  ) {
    console.error("Sign-in: token request failed:", error);
    return new SignInError("The sign-in provider could not be reached. Please try again in a moment.", 502);
  }
  return error;
}

/**
 * Whether the request carries the state cookie that this sign-in started with. A callback without one was not
 * started in this browser (another site's `<img>` or a replayed link): it is refused before it costs anything,
 * the provider call or anyone's sign-in allowance.
 */
export function hasStateCookieFor(request: Request, state: string): boolean {
  if (!state) return false;
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || !part.slice(0, separator).trim().startsWith(`${STATE_COOKIE}:`)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      continue;
    }
    if (new URLSearchParams(value).getAll("state").includes(state)) return true;
  }
  return false;
}

/** Set-Cookie values that delete every strategy state cookie the request carries (the strategy never does). */
export function clearStateCookies(request: Request): string[] {
  const secure = isSecure(request) ? "; Secure" : "";
  return (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) => name.startsWith(`${STATE_COOKIE}:`))
    .map((name) => `${name}=; Path=${COOKIE_PATH}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}`);
}

/** Where to go after signing in, kept across the provider round trip in a short-lived signed cookie. */
function returnToCookie(request: Request) {
  return createCookie("shoal_return_to", {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(request),
    maxAge: 10 * 60,
    secrets: [sessionSecret()],
  });
}

export function rememberReturnTo(request: Request, returnTo: string): Promise<string> {
  return returnToCookie(request).serialize(safeReturnTo(returnTo));
}

/** The stored return address (checked again, it came back from a browser) and the Set-Cookie that forgets it. */
export async function takeReturnTo(request: Request): Promise<{ returnTo: string; clear: string }> {
  const cookie = returnToCookie(request);
  const stored: unknown = await cookie.parse(request.headers.get("Cookie")).catch(() => null);
  return { returnTo: safeReturnTo(stored), clear: await cookie.serialize("", { maxAge: 0 }) };
}
