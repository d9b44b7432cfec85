import { randomUUID } from "node:crypto";
import { createCookie, createCookieSessionStorage, createSession, redirect, type Session } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { SESSION_TTL_SECONDS } from "~/domain/access";
import type { Toast } from "~/domain/toast";
import { getEnv, sessionSecret } from "./env.server";
import { SESSION_COOKIE_NAME } from "./session-cookie.server";

/** The cookie names a server-held session (models/member-session.server.ts); nothing else about the member. */
type SessionData = { sessionId: string };
type FlashData = { toast: Toast };
/** What the cookie holds: the data above when signed in, and a flash's value under a name the library gives it. */
type CookieData = Partial<SessionData> & Record<string, unknown>;

let storage: ReturnType<typeof createStorage> | undefined;

/** A Cookie header longer than one cookie may be (4 kB) is read, never kept. */
const LONGEST_KEPT_HEADER = 4096;

function createStorage() {
  const env = getEnv();
  const cookie = createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    // Secure wherever the public origin is https; production requires APP_URL, so production is covered.
    secure: env.APP_URL?.startsWith("https:") ?? false,
    secrets: [sessionSecret(env)],
    maxAge: SESSION_TTL_SECONDS,
  });
  return {
    cookie,
    sessions: createCookieSessionStorage<SessionData, FlashData>({ cookie }),
    // What a Cookie header's signed session cookie holds, by the whole header: a member's page reads it in the
    // root's loader, its own, and for the toast, and checking the signature each time was a good part of that.
    // The same header always holds the same data, so a header seen before needs no second check.
    read: new LRUCache<string, { data: CookieData }>({ max: 1000 }),
  };
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export async function getSession(request: Request): Promise<Session<SessionData, FlashData>> {
  const header = request.headers.get("Cookie");
  if (!header) return createSession<SessionData, FlashData>();
  const { cookie, read } = sessionStorage();
  let data = read.get(header)?.data;
  if (!data) {
    data = ((await cookie.parse(header)) as CookieData | null) ?? {};
    if (header.length <= LONGEST_KEPT_HEADER) read.set(header, { data });
  }
  // A copy: a session is changed by whoever holds it (a flash is taken, a value set). The library types what a
  // session starts from as its data, though a cookie may hold only a flash.
  return createSession<SessionData, FlashData>(structuredClone(data) as SessionData);
}

export function commitSession(session: Session<SessionData, FlashData>) {
  return sessionStorage().sessions.commitSession(session);
}

export function destroySession(session: Session<SessionData, FlashData>) {
  return sessionStorage().sessions.destroySession(session);
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
