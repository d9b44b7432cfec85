import { redirect, type AppLoadContext } from "@remix-run/node";
import type { SignInRequiredData } from "~/domain/access";
import { ADMIN_DENIED_MESSAGE } from "~/domain/access";
import { currentPath, loginUrl } from "~/domain/safe-redirect";
import { userForSession } from "~/models/member-session.server";
import type { User } from "~/models/user.server";
import { apiError } from "~/services/api.server";
import { NO_STORE_CACHE_CONTROL } from "~/services/http-cache.server";
import { getSession } from "~/services/session.server";

/**
 * The signed-in member, or null for a visitor. The cookie's session must still be live on the server: one that
 * was signed out, revoked or has expired (or whose member was deleted) counts as a visitor.
 *
 * With the request's load context, loaders that run together (the root's and a page's) find the member once:
 * each is given its own copy of the request, but the context is the request's own.
 */
export function getOptionalUser(request: Request, context?: AppLoadContext): Promise<User | null> {
  if (!context) return findUser(request);
  const cookie = request.headers.get("Cookie");
  const found = foundForRequest.get(context);
  if (found?.cookie === cookie) return found.user;
  const user = findUser(request);
  foundForRequest.set(context, { cookie, user });
  return user;
}

const foundForRequest = new WeakMap<AppLoadContext, { cookie: string | null; user: Promise<User | null> }>();

async function findUser(request: Request): Promise<User | null> {
  const session = await getSession(request);
  const sessionId = session.get("sessionId");
  if (typeof sessionId !== "string" || sessionId === "") return null;
  return userForSession(sessionId);
}

/** Pages: a visitor is sent to sign in and brought back to the page afterwards. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginUrl(currentPath(request)));
  return user;
}

/**
 * A member's own pages (profile, collection, reviews, gallery): a visitor gets 401 and the page that says
 * 'Unauthorized' / 'You are logged out. Logging in again...' and moves on to sign in (then back here) by
 * itself, with and without JavaScript. `signIn` in the thrown data is where it goes.
 */
export async function requireMemberPage(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) {
    // A Response (not data()): the legacy ?_data= protocol answers it as the same 401 JSON the API gives.
    throw Response.json({ message: "Unauthorized", signIn: loginUrl(currentPath(request)) } satisfies SignInRequiredData, {
      status: 401,
      headers: { "Cache-Control": NO_STORE_CACHE_CONTROL },
    });
  }
  return user;
}

/** JSON API: a visitor gets 401 {"message":"Unauthorized"}. */
export async function requireApiUser(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) apiError(401, "Unauthorized");
  return user;
}

/**
 * Every admin loader, action and /api route: 401 `{message}` for a visitor, 403 for a member who is not an admin.
 * Each admin route calls it itself, because a child route's loader also runs on its own (a `.data` request
 * from the browser) and a check in the /admin layout would not run then.
 */
export async function requireAdmin(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) apiError(401, "Unauthorized");
  if (!user.isAdmin) apiError(403, ADMIN_DENIED_MESSAGE);
  return user;
}
