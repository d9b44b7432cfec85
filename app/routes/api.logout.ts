import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { allowMethods } from "~/services/api.server";
import { appOrigin } from "~/services/env.server";
import { getSession } from "~/services/session.server";
import { signOut } from "~/web/sign-in.server";
import { NO_STORE_CACHE_CONTROL } from "~/services/http-cache.server";

/**
 * GET /api/logout is plain navigation: it ends the session on the server and goes home. A link
 * on another site must not be able to sign a member out, so a navigation that came from elsewhere gets a
 * one-button "Sign out?" page instead, whose form posts here (the server refuses cross-origin posts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  if (session.has("sessionId") && (cameFromAnotherSite(request) || !isNavigation(request))) return confirmationPage();
  return signOutAndGoHome(request);
}

/** The confirmation page's form (and any same-site form posting here) signs out; no other method does. */
export async function action({ request }: ActionFunctionArgs) {
  allowMethods(request, ["POST"]);
  return signOutAndGoHome(request);
}

async function signOutAndGoHome(request: Request) {
  return redirect("/", { headers: { "Set-Cookie": await signOut(request), "Cache-Control": NO_STORE_CACHE_CONTROL } });
}

/**
 * Browsers say where a navigation started (Sec-Fetch-Site); older ones at least send a Referer. A navigation
 * typed into the address bar or from a bookmark says "none" and signs out at once.
 */
function cameFromAnotherSite(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite === "cross-site" || fetchSite === "same-site";
  const referer = request.headers.get("Referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin !== appOrigin(request);
  } catch {
    return true;
  }
}

/**
 * Only a navigation (a link followed, an address typed) signs out at once: a picture, script or fetch naming
 * this address must not. Browsers without Sec-Fetch-Dest are judged by the Referer above.
 */
function isNavigation(request: Request): boolean {
  const destination = request.headers.get("Sec-Fetch-Dest");
  return destination === null || destination === "document";
}

// A resource route has no layout, so the page is self-contained and works without any script or stylesheet.
function confirmationPage() {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign out? · Shoal</title>
</head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #1f2937;">
<main>
<h1 style="font-size: 1.5rem;">Sign out?</h1>
<p>A link from another site asked to sign you out of Shoal.</p>
<form method="post" action="/api/logout">
<button type="submit" style="font: inherit; padding: 0.5rem 1rem; border-radius: 0.375rem; border: 0; background: #155e75; color: #fff; cursor: pointer;">Sign out</button>
</form>
<p><a href="/">Stay signed in and go to Shoal</a></p>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": NO_STORE_CACHE_CONTROL },
  });
}
