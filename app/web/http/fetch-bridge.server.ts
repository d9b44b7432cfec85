import type { IncomingMessage, ServerResponse } from "node:http";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { endAfterReadingTheBody } from "./finish.server";

/**
 * Between Node's HTTP objects and the Fetch API the app is written in: a request becomes a `Request`, and a
 * `Response` is written out by this module (not by a library that ends the answer for us), so the server can
 * keep a copy of what it wrote and finish only once the request's body is read.
 */

/** The request as the app sees it: its signal aborts when the client goes away, or once the answer is sent. */
export function toFetchRequest(req: IncomingMessage, res: ServerResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
    // Once the answer is sent the request is over, and so is anything still waiting on its signal: Remix's
    // single fetch keeps a page's loader data behind a five-second timer that only this abort clears, and
    // five seconds of pages outlive the young generation and fill the old one.
    else controller.abort(new DOMException("The answer was sent", "AbortError"));
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // The address as the client wrote it, on the host it named (the public origin is checked elsewhere).
  return new Request(new URL(req.url ?? "/", `http://${req.headers.host || "localhost"}`), init);
}

/** The route's own headers, lower-case, as a stored page keeps them. */
export function ownHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/**
 * Writes `response` out: its headers replace the baseline's of the same name, and its body is streamed as it is
 * made (flushed through compression as each burst of it is made). `keep` is given each piece written, for a copy.
 * Resolves to whether the whole body was made; it does not wait for a slow client to read it.
 */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse & { flush?: () => void },
  response: Response,
  keep?: (piece: Uint8Array) => void,
): Promise<boolean> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);

  if (response.body) {
    const reader = response.body.getReader();
    const out = burstWriter(res);
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        if (res.destroyed) {
          out.drop();
          // Once the connection's close has aborted the request, so the render knows its reader left.
          await new Promise((resolve) => setImmediate(resolve));
          await reader.cancel();
          return false;
        }
        keep?.(read.value);
        out.write(read.value);
      }
      out.send();
    } catch (error) {
      out.drop();
      // The render failed midway (or the client left): the status is gone, so all that is left is to cut.
      if (!res.destroyed) console.error("Writing a response failed:", error);
      res.destroy();
      return false;
    }
  }
  endAfterReadingTheBody(req, res);
  return true;
}

/**
 * Pieces written in one turn of the event loop go out together, then flushed: a render hands its page over in
 * pieces of about 2 kB, all at once, and compressing and flushing each on its own cost several times the CPU of
 * compressing them as one. What a later turn makes (a deferred part of the page) still goes out as soon as it is
 * made.
 */
function burstWriter(res: ServerResponse & { flush?: () => void }) {
  let pieces: Uint8Array[] = [];
  let scheduled: NodeJS.Immediate | null = null;
  const send = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    if (pieces.length === 0 || res.destroyed) return;
    res.write(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces));
    pieces = [];
    res.flush?.();
  };
  return {
    write(piece: Uint8Array) {
      pieces.push(piece);
      scheduled ??= setImmediate(send);
    },
    send,
    drop() {
      if (scheduled) clearImmediate(scheduled);
      scheduled = null;
      pieces = [];
    },
  };
}
