import type { LoaderFunctionArgs } from "@remix-run/node";
import { loginUrl, safeReturnTo } from "~/domain/safe-redirect";
import { authenticate, clearStateCookies, hasStateCookieFor, rememberReturnTo, SignInError, takeReturnTo } from "~/web/auth.server";
import { apiError } from "~/services/api.server";
import { consumeRateLimit, rateLimitSubject, tooManyRequestsMessage } from "~/services/rate-limit.server";
import { signIn } from "~/web/sign-in.server";
import { NO_STORE_CACHE_CONTROL } from "~/services/http-cache.server";

/**
 * GET /api/login is plain navigation (a link, not a fetch), and it is also the provider's redirect URI:
 * without ?state it starts a sign-in, with ?state it finishes one (the strategy branches the same way).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const isCallback = url.searchParams.has("state") || url.searchParams.has("code") || url.searchParams.has("error");
  if (!isCallback) return start(request, pageReturnTo(url.searchParams.get("returnTo")));
  // A callback this browser did not start is refused first, so it spends nobody's allowance.
  if (!hasStateCookieFor(request, url.searchParams.get("state") ?? "")) return notStartedHere(request);
  // Each callback costs a call to the provider: counted per client address, so codes cannot be tried in bulk.
  const verdict = await consumeRateLimit("signInCallback", rateLimitSubject(null, context));
  if (!verdict.ok) return tooManySignIns(request, verdict.retryAfterSeconds);
  return finish(request, url);
}

async function notStartedHere(request: Request) {
  const { returnTo, clear } = await takeReturnTo(request);
  const error = new SignInError("This sign-in was not started in this browser, or it has expired. Please sign in again.", 400);
  return failure(request, error, returnTo, [...clearStateCookies(request), clear]);
}

function tooManySignIns(request: Request, retryAfterSeconds: number) {
  return failure(request, new SignInError(tooManyRequestsMessage(retryAfterSeconds), 429), "/", [], {
    "Retry-After": String(retryAfterSeconds),
  });
}

/** Only a page on this site: coming back to /api/login or /api/logout would restart or undo the sign-in. */
function pageReturnTo(value: string | null) {
  const returnTo = safeReturnTo(value);
  return returnTo.startsWith("/api/") ? "/" : returnTo;
}

export function action() {
  apiError(405, "Sign-in is a GET navigation to /api/login", { Allow: "GET" });
}

async function start(request: Request, returnTo: string) {
  try {
    await authenticate(request);
  } catch (thrown) {
    // The strategy throws its redirect to the provider; add where to come back to, and keep it uncached.
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", await rememberReturnTo(request, returnTo));
      headers.set("Cache-Control", NO_STORE_CACHE_CONTROL);
      return new Response(null, { status: thrown.status, headers });
    }
    return failure(request, thrown, returnTo, []);
  }
  // Unreachable with the OAuth2 strategy: the first leg always redirects.
  return failure(request, new SignInError("Sign-in did not start. Please try again."), returnTo, []);
}

async function finish(request: Request, url: URL) {
  const { returnTo, clear } = await takeReturnTo(request);
  // Whatever happens, the one-time state and the return address are spent.
  const spent = [...clearStateCookies(request), clear];
  if (!url.searchParams.get("state")) {
    // Without state the strategy would start over and bounce back to the provider; refuse instead.
    return failure(request, new SignInError("This sign-in response is incomplete. Please try again."), returnTo, spent);
  }
  try {
    const user = await authenticate(request);
    const headers = new Headers({ "Cache-Control": NO_STORE_CACHE_CONTROL });
    for (const cookie of spent) headers.append("Set-Cookie", cookie);
    return await signIn(request, user.id, returnTo, headers);
  } catch (error) {
    // On the way back the strategy has nothing to redirect to; a thrown redirect means the callback was not one.
    if (error instanceof Response) {
      return failure(request, new SignInError("This sign-in response is incomplete. Please try again."), returnTo, spent);
    }
    return failure(request, error, returnTo, spent);
  }
}

/** A readable page for a browser, {message} for anything else; never a stack trace. */
function failure(request: Request, error: unknown, returnTo: string, setCookies: string[], extraHeaders: Record<string, string> = {}) {
  let status = 500;
  let message = "Something went wrong while signing you in. Please try again.";
  if (error instanceof SignInError) {
    ({ status, message } = error);
  } else {
    console.error("Sign-in failed unexpectedly:", error);
  }
  const headers = new Headers({ "Cache-Control": NO_STORE_CACHE_CONTROL, ...extraHeaders });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  if (!(request.headers.get("Accept") ?? "").includes("text/html")) {
    return Response.json({ message }, { status, headers });
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(errorPage(message, loginUrl(returnTo)), { status, headers });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

// A resource route has no layout, so the page is self-contained and works without any script or stylesheet.
function errorPage(message: string, retryHref: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign-in problem · Shoal</title>
</head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #1f2937;">
<main>
<h1 style="font-size: 1.5rem;">We couldn't sign you in</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(retryHref)}">Try signing in again</a> · <a href="/">Back to Shoal</a></p>
</main>
</body>
</html>`;
}
