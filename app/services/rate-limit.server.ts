import type { AppLoadContext } from "@remix-run/node";
import type { TooManyRequestsData } from "~/domain/rate-limits";
import type BetterSqlite3 from "better-sqlite3";
import { RateLimiterMemory, RateLimiterSQLite, type RateLimiterAbstract } from "rate-limiter-flexible";
import { ADDRESS_CEILING_FACTOR, RATE_LIMITS, waitInWords, type RateLimitedAction } from "~/domain/rate-limits";
import { apiError } from "./api.server";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import { NO_STORE_CACHE_CONTROL } from "./http-cache.server";
import { isPrimary } from "./litefs.server";
import { isCacheableRequest } from "./page-store.server";
import { redirectWithToast } from "./session.server";

/**
 * Rate limits, counted in the database (the rate_limits table) so a restart forgets nothing; see
 * docs/decisions/008-rate-limits.md. Members are counted by their id and, against a higher ceiling, by their
 * client address; visitors by their address alone. Only an attempt that is let through counts.
 *
 * A LiteFS replica cannot write the table, so it counts in its own memory instead. Every write is replayed on
 * the primary before any of this runs, so what a replica counts is only the reads it serves (the checker, a
 * search, a sign-in's first leg), and a read is limited on the machine that answers it.
 */

const TABLE = "rate_limits";

type Limiter = { limiter: RateLimiterAbstract; points: number };
type ByAction = Record<RateLimitedAction, { own: Limiter[]; address: Limiter[] }>;
type Limiters = { client: BetterSqlite3.Database; byAction: ByAction };

// Kept on globalThis so development reloads reuse them; made again when the database connection changes.
const globalForLimits = globalThis as typeof globalThis & { __shoalRateLimiters?: Limiters; __shoalMemoryRateLimiters?: ByAction };

/** The limiters of this machine: the database's on the primary, memory's on a LiteFS replica. */
function limiters(): ByAction {
  if (!isPrimary()) return (globalForLimits.__shoalMemoryRateLimiters ??= makeLimiters((options) => new RateLimiterMemory(options)));
  const client = getDb().$client;
  if (globalForLimits.__shoalRateLimiters?.client === client) return globalForLimits.__shoalRateLimiters.byAction;
  let sweeps = true;
  const byAction = makeLimiters((options) => {
    const limiter = new RateLimiterSQLite({
      ...options,
      storeClient: client,
      storeType: "better-sqlite3",
      tableName: TABLE,
      // The table comes with the migrations; one limiter clears the whole table's expired rows every few minutes.
      tableCreated: true,
      clearExpiredByTimeout: sweeps,
    });
    sweeps = false;
    return limiter;
  });
  globalForLimits.__shoalRateLimiters = { client, byAction };
  return byAction;
}

type LimiterOptions = { keyPrefix: string; points: number; duration: number };

/** One limiter per window of each action, for the member (or visitor) and, with a higher ceiling, for the address. */
function makeLimiters(store: (options: LimiterOptions) => RateLimiterAbstract): ByAction {
  const addressFactor = getEnv().RATE_LIMIT_ADDRESS_FACTOR ?? ADDRESS_CEILING_FACTOR;
  const make = (keyPrefix: string, points: number, seconds: number): Limiter => ({
    limiter: store({ keyPrefix, points, duration: seconds }),
    points,
  });
  return Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([action, windows]) => [
      action,
      {
        own: windows.map((window, index) => make(`${action}:${index}`, window.points, window.seconds)),
        address: windows.map((window, index) => make(`${action}:${index}:address`, window.points * addressFactor, window.seconds)),
      },
    ]),
  ) as ByAction;
}

/** Who a limit counts: the member (and their address), or a visitor's address (set by the HTTP server in the load context). */
export type RateLimitSubject = { memberId: string | null; address: string };

export function rateLimitSubject(member: { id: string } | null | undefined, context: AppLoadContext | undefined): RateLimitSubject {
  return { memberId: member?.id ?? null, address: String(context?.clientAddress ?? "unknown") };
}

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one attempt at `action` in every window of that action, unless a window is already full: then nothing
 * is counted and the verdict says how long until the fullest window frees up. A member counts under their id
 * and under their address (with its higher ceiling); a visitor under their address.
 */
export async function consumeRateLimit(action: RateLimitedAction, subject: RateLimitSubject): Promise<RateLimitVerdict> {
  const { own, address } = limiters()[action];
  const counts: [Limiter, string][] = subject.memberId
    ? [
        ...own.map((l): [Limiter, string] => [l, `member:${subject.memberId}`]),
        ...address.map((l): [Limiter, string] => [l, subject.address]),
      ]
    : own.map((l): [Limiter, string] => [l, `address:${subject.address}`]);
  let retryAfterMs = 0;
  for (const [{ limiter, points }, key] of counts) {
    const seen = await limiter.get(key);
    if (seen && seen.consumedPoints >= points) retryAfterMs = Math.max(retryAfterMs, seen.msBeforeNext);
  }
  if (retryAfterMs > 0) {
    if (!subject.memberId && EARLY_REFUSED.has(action)) refusedReads.set(`${action}|${subject.address}`, Date.now() + retryAfterMs);
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }
  for (const [{ limiter }, key] of counts) await limiter.penalty(key, 1);
  return { ok: true };
}

/**
 * Reads a flood repeats: once an address has been refused one, its next requests for it are refused by the
 * HTTP server before the app runs (earlyReadRefusal), so a flood costs a map lookup each instead of a route's
 * work, and other visitors are not kept waiting behind it.
 */
const EARLY_REFUSED = new Set<RateLimitedAction>(["checker", "search"]);
const refusedReads = new Map<string, number>();
const REFUSED_READS_MAX = 10_000;

/** The expensive read a request is, if any: the checker with fish, a text search. */
function expensiveReadOf(url: URL): RateLimitedAction | null {
  if (url.pathname === "/api/checker") return "checker";
  if ((url.pathname === "/checker" || url.pathname === "/checker.data") && url.searchParams.has("fish")) return "checker";
  const search = url.searchParams.get("q")?.trim();
  if (search && ["/api/fish", "/fish", "/fish.data"].includes(url.pathname)) return "search";
  return null;
}

/**
 * For the HTTP server, before anything else reads the request: a visitor's expensive read while their address is
 * refused that read. Answers the 429 to send, or null to let the request through.
 */
export function earlyReadRefusal(
  request: { method: string; url: string; cookie: string | undefined },
  address: string,
): { status: 429; headers: Record<string, string>; body: string } | null {
  // Members are counted by their own allowance, in the app; this is only for visitors.
  if (refusedReads.size === 0 || !isCacheableRequest(request.method, request.cookie)) return null;
  const path = request.url;
  let url: URL;
  try {
    url = new URL(path, "http://placeholder.invalid");
  } catch {
    return null;
  }
  const action = expensiveReadOf(url);
  if (!action) return null;
  const key = `${action}|${address}`;
  const until = refusedReads.get(key);
  if (until === undefined) return null;
  const waitMs = until - Date.now();
  if (waitMs <= 0) {
    refusedReads.delete(key);
    return null;
  }
  if (refusedReads.size > REFUSED_READS_MAX) refusedReads.clear();
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  const message = tooManyRequestsMessage(retryAfterSeconds);
  const api = url.pathname.startsWith("/api/");
  return {
    status: 429,
    headers: {
      "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": NO_STORE_CACHE_CONTROL,
    },
    body: api ? JSON.stringify({ message }) : message,
  };
}

export const TOO_MANY_REQUESTS_TITLE = "Too many requests";

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `You're doing that too often. Please wait ${waitInWords(retryAfterSeconds)} and try again.`;
}

/** JSON API: over the limit throws 429 with Retry-After and `{message}`; nothing after it runs. */
export async function enforceApiRateLimit(
  action: RateLimitedAction,
  member: { id: string } | null | undefined,
  context: AppLoadContext | undefined,
): Promise<void> {
  const verdict = await consumeRateLimit(action, rateLimitSubject(member, context));
  if (!verdict.ok) {
    apiError(429, tooManyRequestsMessage(verdict.retryAfterSeconds), {
      "Retry-After": String(verdict.retryAfterSeconds),
    });
  }
}

/**
 * Pages that cost real work to answer (the checker, a text search): over the limit, a 429 page that says in
 * words how long to wait, with Retry-After; nothing after it runs.
 */
export async function enforcePageRateLimit(
  action: RateLimitedAction,
  member: { id: string } | null | undefined,
  context: AppLoadContext | undefined,
): Promise<void> {
  const verdict = await consumeRateLimit(action, rateLimitSubject(member, context));
  if (verdict.ok) return;
  const refusal: TooManyRequestsData = { tooManyRequests: tooManyRequestsMessage(verdict.retryAfterSeconds) };
  throw Response.json(refusal, {
    status: 429,
    headers: { "Retry-After": String(verdict.retryAfterSeconds), "Cache-Control": NO_STORE_CACHE_CONTROL },
  });
}

/**
 * Forms: over the limit, the redirect back to `to` with a toast that says how long to wait (post/redirect/get,
 * so it shows with and without JavaScript); null when the attempt may go ahead.
 */
export async function formRateLimitRedirect(
  request: Request,
  action: RateLimitedAction,
  member: { id: string } | null | undefined,
  context: AppLoadContext | undefined,
  to: string,
): Promise<Response | null> {
  const verdict = await consumeRateLimit(action, rateLimitSubject(member, context));
  if (verdict.ok) return null;
  return redirectWithToast(
    request,
    to,
    { title: TOO_MANY_REQUESTS_TITLE, description: tooManyRequestsMessage(verdict.retryAfterSeconds), variant: "destructive" },
    { headers: { "Retry-After": String(verdict.retryAfterSeconds), "X-Remix-Replace": "true" } },
  );
}

/** Tests start each case with fresh counts. */
export function resetRateLimits() {
  globalForLimits.__shoalMemoryRateLimiters = undefined;
  if (isPrimary()) getDb().$client.prepare(`DELETE FROM ${TABLE}`).run();
  refusedReads.clear();
}
