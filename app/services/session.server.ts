import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { getEnv, sessionSecret } from "./env.server";

export type Toast = {
  /** Lets the browser tell a new toast from one it has already shown. */
  id?: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};

type SessionData = { userId: string };
type FlashData = { toast: Toast };

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__shoal_session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // Secure wherever the public origin is https; production requires APP_URL, so production is covered.
      secure: env.APP_URL?.startsWith("https:") ?? false,
      secrets: [sessionSecret(env)],
      maxAge: 60 * 60 * 24 * 30,
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

/** Starts a signed-in session for a user and goes to `to`. */
export async function signIn(request: Request, userId: string, to: string, extraHeaders?: HeadersInit) {
  const session = await getSession(request);
  session.set("userId", userId);
  const headers = new Headers(extraHeaders);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { headers });
}

/** Reads the pending toast, if any, and the cookie that clears it once shown. */
export async function takeToast(request: Request) {
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: toast ? await commitSession(session) : null };
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
