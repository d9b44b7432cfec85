import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { SESSION_TTL_SECONDS } from "~/domain/access";
import type { Toast } from "~/domain/toast";
import { getEnv, sessionSecret } from "./env.server";
import { SESSION_COOKIE_NAME } from "./session-cookie.server";

/** The cookie names a server-held session (models/member-session.server.ts); nothing else about the member. */
type SessionData = { sessionId: string };
type FlashData = { toast: Toast };

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: SESSION_COOKIE_NAME,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // Secure wherever the public origin is https; production requires APP_URL, so production is covered.
      secure: env.APP_URL?.startsWith("https:") ?? false,
      secrets: [sessionSecret(env)],
      maxAge: SESSION_TTL_SECONDS,
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: Session<SessionData, FlashData>) {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: Session<SessionData, FlashData>) {
  return sessionStorage().destroySession(session);
}

/**
 * Reads the pending toast, if any, and the cookie that clears it once shown. A visitor's cookie held nothing
 * but the toast, so it is deleted rather than left empty: an empty session cookie would keep them out of the
 * visitors' page store for its whole lifetime.
 */
export async function takeToast(request: Request) {
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  if (!toast) return { toast, setCookie: null };
  const setCookie = session.has("sessionId") ? await commitSession(session) : await destroySession(session);
  return { toast, setCookie };
}

/** Post/redirect/get with a message for the next page, carried in the session so it also shows without JavaScript. */
export async function redirectWithToast(request: Request, to: string, toast: Toast, init?: ResponseInit) {
  const session = await getSession(request);
  session.flash("toast", { id: randomUUID(), ...toast });
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { ...init, headers });
}

/** Tests and benchmarks call this after changing SESSION_SECRET or APP_URL. */
export function resetSessionStorage() {
  storage = undefined;
}
