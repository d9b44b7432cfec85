import type { Duplex } from "node:stream";

/**
 * A request line Node cannot parse never reaches the app. An unknown method (FOO) is answered 405 with the methods
 * the site answers, as JSON under /api like every other API error; anything else malformed gets a plain 400.
 */
export function answerMalformedRequestLine(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const line = error.rawPacket ? error.rawPacket.toString("latin1").split("\r\n", 1)[0] : "";
  const path = line.split(" ")[1] ?? "";
  const unknownMethod = error.code === "HPE_INVALID_METHOD";
  const status = unknownMethod ? "405 Method Not Allowed" : "400 Bad Request";
  const message = unknownMethod ? "Method not allowed" : "Bad request";
  const api = path === "/api" || path.startsWith("/api/");
  const body = api ? JSON.stringify({ message }) : message;
  const type = api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8";
  const allow = unknownMethod ? "Allow: GET, HEAD, POST, PUT, PATCH, DELETE\r\n" : "";
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${allow}Connection: close\r\n\r\n${body}`,
  );
}
