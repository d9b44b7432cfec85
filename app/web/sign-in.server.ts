import { redirect } from "@remix-run/node";
import { endMemberSession, startMemberSession } from "~/models/member-session.server";
import { commitSession, destroySession, getSession } from "~/services/session.server";

/**
 * Signing in and out: the session cookie (services/session.server.ts) names a server-held session
 * (models/member-session.server.ts), started here at sign-in and ended at sign-out.
 */

/** Starts a signed-in session for a user and goes to `to`. */
export async function signIn(request: Request, userId: string, to: string, extraHeaders?: HeadersInit) {
  const session = await getSession(request);
  const previous = session.get("sessionId");
  // A new id at every sign-in, so a session id planted before sign-in is worth nothing after it.
  if (previous) endMemberSession(previous);
  session.set("sessionId", startMemberSession(userId, request.headers.get("User-Agent")).id);
  const headers = new Headers(extraHeaders);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { headers });
}

/** Ends the signed-in session on the server and returns the Set-Cookie that forgets the cookie. */
export async function signOut(request: Request): Promise<string> {
  const session = await getSession(request);
  const sessionId = session.get("sessionId");
  if (sessionId) endMemberSession(sessionId);
  return destroySession(session);
}
