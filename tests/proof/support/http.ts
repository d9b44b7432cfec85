import http from "node:http";
import net from "node:net";
import { CLIENT_IP_HEADER } from "./server";

/**
 * A small HTTP client on node:http for the proof suites. fetch() refuses methods such as TRACE, rewrites
 * malformed addresses and cannot keep the answer to a body the server refused half-way; this client sends the
 * request line exactly as given and keeps whatever the server answered.
 */

export type Outgoing = {
  method: string;
  /** Path and query, sent byte for byte (malformed escapes and traversal included). */
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  /** Send the body without a Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
};

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Set when no answer arrived: the connection failed or timed out. */
  error?: string;
};

export type Client = {
  baseUrl: string;
  send(request: Outgoing): Promise<Answer>;
  close(): void;
};

/** Bodies from this size go over a plain socket (see sendOverSocket). */
const LARGE_BODY_BYTES = 256 * 1024;

export function createClient(baseUrl: string, { maxSockets = 8, timeoutMs = 30_000 } = {}): Client {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  function send(request: Outgoing, isRetry = false): Promise<Answer> {
    const { method, path, headers = {}, body, chunked = false } = request;
    const bytes = typeof body === "string" ? Buffer.from(body) : body ? Buffer.from(body) : undefined;
    if (chunked || (bytes && bytes.length >= LARGE_BODY_BYTES)) {
      return sendOverSocket({
        host: hostname,
        port: Number(port),
        method,
        path,
        headers,
        body: bytes ?? Buffer.alloc(0),
        chunked,
        timeoutMs,
      });
    }
    const sentHeaders: Record<string, string | number> = { ...headers };
    if (bytes) sentHeaders["Content-Length"] = bytes.length;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (answer: Answer) => {
        if (settled) return;
        settled = true;
        resolve(answer);
      };
      // Some answers carry long headers on purpose (a redirect echoing what was sent); read them all.
      const options = { host: hostname, port, method, path, headers: sentHeaders, agent, maxHeaderSize: 1024 * 1024 };
      let answered = false;
      const outgoing = http.request(options, (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          settle({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", (error) => settle({ status: 0, headers: {}, body: "", error: String(error) }));
      });
      // A server that answers before reading the whole body may close the connection while it is still being
      // written: the answer, if it came, is what counts.
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed for idleness just as this request went out on it: the server
        // never read the request, so it goes again on a new connection, as Node's documentation advises
        // (request.reusedSocket). A busy machine makes the race likelier; the answer it hid is still checked.
        if (!answered && !isRetry && outgoing.reusedSocket && error.code === "ECONNRESET") {
          void send(request, true).then(settle);
          return;
        }
        setTimeout(() => settle({ status: 0, headers: {}, body: "", error: String(error) }), 50);
      });
      outgoing.setTimeout(timeoutMs, () => {
        outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`));
      });
      if (bytes) outgoing.end(bytes);
      else outgoing.end();
    });
  }

  return { baseUrl, send, close: () => agent.destroy() };
}

/**
 * A large body, or one without a length, over a plain socket. A server may answer (413, 411) before it has read
 * the body and close the connection; node:http then reports the failed write and drops an answer that had
 * already arrived. Here whatever arrives before the connection closes is the answer, and a connection reset
 * before any answer is reported as such.
 */
function sendOverSocket(options: {
  host: string;
  port: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  chunked: boolean;
  timeoutMs: number;
}): Promise<Answer> {
  const { host, port, method, path, headers, body, chunked, timeoutMs } = options;
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}:${port}`, "Connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${body.length}`);
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");

  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    const received: Buffer[] = [];
    let failure = "";
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", (error) => (failure ||= String(error)));
    socket.on("close", () => {
      const raw = Buffer.concat(received);
      resolve(raw.length > 0 ? parseAnswer(raw) : { status: 0, headers: {}, body: "", error: failure || "closed without an answer" });
    });
    // The request asks the server to close the connection after answering; the socket is not half-closed
    // here, which a server may take as the client going away.
    socket.write(head);
    if (!chunked) {
      socket.write(body);
      return;
    }
    for (let offset = 0; offset < body.length; offset += 64 * 1024) {
      const piece = body.subarray(offset, offset + 64 * 1024);
      socket.write(`${piece.length.toString(16)}\r\n`);
      socket.write(piece);
      socket.write("\r\n");
    }
    socket.write("0\r\n\r\n");
  });
}

function parseAnswer(raw: Buffer): Answer {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return { status: 0, headers: {}, body: "", error: `an incomplete answer: ${raw.subarray(0, 80).toString("latin1")}` };
  const [statusLine, ...headerLines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  const headers: http.IncomingHttpHeaders = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "set-cookie") headers["set-cookie"] = [...(headers["set-cookie"] ?? []), value];
    else headers[name] = value;
  }
  let body = raw.subarray(end + 4);
  if (/chunked/i.test(String(headers["transfer-encoding"] ?? ""))) {
    const pieces: Buffer[] = [];
    let offset = 0;
    for (;;) {
      const lineEnd = body.indexOf("\r\n", offset);
      if (lineEnd < 0) break;
      const size = parseInt(body.subarray(offset, lineEnd).toString("latin1"), 16);
      if (!Number.isFinite(size) || size === 0) break;
      pieces.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      offset = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(pieces);
  } else if (headers["content-length"] !== undefined) {
    body = body.subarray(0, Number(headers["content-length"]));
  }
  return { status: Number(statusLine.split(" ")[1]) || 0, headers, body: body.toString("utf8") };
}

/** Headers of a request made as someone: their session cookie (if any) and the client address they come from. */
export function as(who: { cookie: string | null; ip: string }, headers: Record<string, string> = {}): Record<string, string> {
  return { ...(who.cookie ? { Cookie: who.cookie } : {}), [CLIENT_IP_HEADER]: who.ip, ...headers };
}

let addressCounter = 0;
/** A client address never used before in this process: visitors are counted by address. */
export function freshIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function contentType(answer: Answer): string {
  return String(answer.headers["content-type"] ?? "");
}

export function jsonOf<T = unknown>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

export function setCookies(answer: Answer): string[] {
  const value = answer.headers["set-cookie"];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export type Toast = { title?: string; description?: string; variant?: string };

/**
 * The toast a redirect carries for the next page. Toasts travel as flash data in the session cookie (so they
 * show without JavaScript): Remix's cookie format is base64 JSON, a dot and the signature, URI-encoded.
 */
export function toastOf(answer: Answer): Toast | null {
  for (const line of setCookies(answer)) {
    const match = /^__shoal_session=([^;]*)/.exec(line);
    if (!match || match[1] === "") continue;
    try {
      const signed = decodeURIComponent(match[1]);
      const encoded = signed.slice(0, signed.lastIndexOf("."));
      const data = JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as Record<string, unknown>;
      const toast = data.__flash_toast__;
      if (toast && typeof toast === "object") return toast as Toast;
    } catch {
      // not a cookie this format knows
    }
  }
  return null;
}

/** Where a redirect leads, as a path and query on this site (or the full address when it leaves the site). */
export function locationOf(answer: Answer, baseUrl: string): string | null {
  const location = answer.headers.location;
  if (!location) return null;
  const url = new URL(location, baseUrl);
  return url.origin === new URL(baseUrl).origin ? `${url.pathname}${url.search}` : url.href;
}
