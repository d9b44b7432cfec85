import type { IncomingMessage, ServerResponse } from "node:http";
import { DRAIN_LIMIT_BYTES } from "~/services/request-guard.server";

/** How long the rest of an unread body may take to arrive after the answer before the connection is cut. */
const DRAIN_TIMEOUT_MS = 15_000;

/**
 * Ends an answer once whatever is left of the request's body (a refused request, an upload refused midway) has
 * been read and thrown away: the answer itself has gone out already, but the connection is not closed under a
 * client that is still sending (which would reset it and lose the answer), and a keep-alive connection stays
 * usable for the next request. Past the drain limit, or when the rest does not come, the connection is cut.
 */
export function endAfterReadingTheBody(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete || req.readableEnded || req.destroyed) {
    res.end();
    return;
  }
  let drained = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, DRAIN_TIMEOUT_MS);
  req.removeAllListeners("data");
  req.on("data", (piece: Buffer) => {
    drained += piece.length;
    if (drained > DRAIN_LIMIT_BYTES) cut();
  });
  req.once("end", () => {
    clearTimeout(timer);
    res.end();
  });
  req.once("close", () => clearTimeout(timer));
  req.resume();
}

/** Answers with a whole body at once (a refusal, a stored page), then ends as above. */
export function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string | number | string[]>,
  body?: Buffer | string,
): void {
  res.writeHead(status, headers);
  if (body !== undefined && req.method !== "HEAD") res.write(body);
  endAfterReadingTheBody(req, res);
}
