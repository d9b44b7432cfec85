import type { AppLoadContext } from "@remix-run/node";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { RATE_LIMITS, waitInWords, type RateLimitedAction } from "~/domain/rate-limits";
import { apiError } from "./api.server";
import { redirectWithToast } from "./session.server";

/**
 * Rate limits, counted in this process's memory (one machine: see docs/decisions/008-rate-limits.md for what
 * changes with more). Members are counted by their id, visitors by their client address.
 */

type Limiters = Record<RateLimitedAction, RateLimiterMemory[]>;

// Kept on globalThis so development reloads do not reset every count.
const globalForLimits = globalThis as typeof globalThis & { __shoalRateLimiters?: Limiters };

function limiters(): Limiters {
  globalForLimits.__shoalRateLimiters ??= Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([action, windows]) => [
      action,
      windows.map(
        (window, index) =>
          new RateLimiterMemory({ keyPrefix: `${action}:${index}`, points: window.points, duration: window.seconds }),
      ),
    ]),
  ) as Limiters;
  return globalForLimits.__shoalRateLimiters;
}

/** Who a limit counts: the member, or else the client's address (set by server.js in the load context). */
export function rateLimitKey(
  member: { id: string } | null | undefined,
  context: AppLoadContext | undefined,
): string {
  if (member) return `member:${member.id}`;
  return `address:${context?.clientAddress ?? "unknown"}`;
}

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one attempt at `action` for `key` in every window of that action. A refused attempt counts too, so a
 * client that keeps hammering stays refused.
 */
export async function consumeRateLimit(action: RateLimitedAction, key: string): Promise<RateLimitVerdict> {
  let retryAfterMs = 0;
  for (const limiter of limiters()[action]) {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      retryAfterMs = Math.max(retryAfterMs, refusal.msBeforeNext);
    }
  }
  return retryAfterMs > 0 ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { ok: true };
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
  const verdict = await consumeRateLimit(action, rateLimitKey(member, context));
  if (!verdict.ok) {
    apiError(429, tooManyRequestsMessage(verdict.retryAfterSeconds), {
      "Retry-After": String(verdict.retryAfterSeconds),
    });
  }
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
  const verdict = await consumeRateLimit(action, rateLimitKey(member, context));
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
  globalForLimits.__shoalRateLimiters = undefined;
}
