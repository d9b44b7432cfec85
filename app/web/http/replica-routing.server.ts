import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { getEnv } from "~/services/env.server";
import { NO_STORE_CACHE_CONTROL } from "~/services/http-cache.server";
import { formatPosition, parsePosition, primaryInstance, transactionPosition, waitForPosition } from "~/services/litefs.server";
import { answer } from "./finish.server";

/**
 * Which machine answers a request when the database is replicated with LiteFS (litefs.yml). A replica cannot
 * write, so every request that writes is answered with `fly-replay: instance=<primary>` before the app (or the
 * body) is read, and Fly's proxy sends the same request to the primary. A member who has just written carries
 * the primary's transaction position in a cookie; a replica that has not applied it yet holds their next read
 * until it has, or replays that read too. Without LiteFS none of this runs.
 */

/** The cookie that carries the position of a member's last write (the primary's, right after it). */
export const POSITION_COOKIE = "shoal_txid";
/** Replication takes milliseconds; a position older than this has long been applied everywhere that is up. */
const POSITION_COOKIE_SECONDS = 60;

/**
 * Whether a request writes the database: every method but GET and HEAD, and the one GET that does, the sign-in
 * provider's redirect back to /api/login (it records the member and starts their session).
 */
export function isWriteRequest(method: string, url: string): boolean {
  const upper = method.toUpperCase();
  if (upper !== "GET" && upper !== "HEAD") return true;
  const [pathname, query = ""] = url.split("?", 2);
  if (pathname !== "/api/login") return false;
  const params = new URLSearchParams(query);
  return params.has("state") || params.has("code") || params.has("error");
}

function positionFromCookie(req: IncomingMessage): bigint | null {
  const header = req.headers.cookie;
  if (!header) return null;
  return parsePosition(parseCookies(header)[POSITION_COOKIE]);
}

/**
 * Sends the request to the primary through Fly's proxy. A request that was replayed here already (Fly marks it
 * with `fly-replay-src`) is not sent round again: during a change of primary both machines may briefly name the
 * other, and the client is better told to retry.
 */
function replay(req: IncomingMessage, res: ServerResponse, primary: string, baseline: Record<string, string>) {
  const headers = { ...baseline, "cache-control": NO_STORE_CACHE_CONTROL, "content-type": "text/plain; charset=utf-8" };
  if (req.headers["fly-replay-src"]) {
    const body = "The database is changing hands; please try again in a moment.";
    answer(req, res, 503, { ...headers, "retry-after": "2", "content-length": Buffer.byteLength(body) }, body);
    return;
  }
  const body = `Sent to the primary (${primary}).`;
  answer(req, res, 409, { ...headers, "fly-replay": `instance=${primary}`, "content-length": Buffer.byteLength(body) }, body);
}

/**
 * On a replica, answers what this machine must not: a write (replayed on the primary at once), or a read from a
 * member whose last write this machine has not applied within LITEFS_CATCH_UP_MS (replayed then). Resolves to
 * true when it answered, false when the request is served here. `baseline` are the headers every answer carries
 * (the security headers).
 */
export async function sendToPrimaryIfNeeded(
  req: IncomingMessage,
  res: ServerResponse,
  baseline: Record<string, string> = {},
): Promise<boolean> {
  const primary = primaryInstance();
  if (primary === null) return false;
  if (isWriteRequest(req.method ?? "GET", req.url ?? "/")) {
    replay(req, res, primary, baseline);
    return true;
  }
  const wanted = positionFromCookie(req);
  if (wanted === null) return false;
  if (await waitForPosition(wanted, getEnv().LITEFS_CATCH_UP_MS)) return false;
  // Asked again now: the lease may have come here while waiting.
  const stillPrimary = primaryInstance();
  if (stillPrimary === null) return false;
  replay(req, res, stillPrimary, baseline);
  return true;
}

/**
 * The cookie to add to the answer of a write on the primary, carrying the position the write reached, so the
 * member's next read waits for it on whichever replica serves them. Null without LiteFS, or for a read.
 */
export function positionCookieAfter(req: IncomingMessage, secure: boolean): string | null {
  if (!getEnv().LITEFS_DIR || !isWriteRequest(req.method ?? "GET", req.url ?? "/")) return null;
  const position = transactionPosition();
  if (position === null) return null;
  return serializeCookie(POSITION_COOKIE, formatPosition(position), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: POSITION_COOKIE_SECONDS,
  });
}
