import { redirectWithToast } from "./session.server";

/**
 * Checks every request before the app reads it, on what the request line and headers say: the method, the
 * address, and the size and type of the body. A refused request is answered here, so no body past the limit is
 * ever read into memory and no route has to cope with what it could never use.
 */

/** JSON and url-encoded bodies: a comment is 500 characters, the largest form a few kilobytes. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/**
 * A refused body up to this size is read and thrown away, so the connection stays usable for the client's next
 * request (keep-alive); past it the connection is closed after the answer instead of reading megabytes.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Where an image arrives as bytes, with the size limit of its purpose applied while it streams: signed uploads,
 * and the pages whose forms post a file without JavaScript. Every other route gets MAX_FORM_BODY_BYTES.
 */
const STREAMED_UPLOADS: { method: string; path: RegExp; multipartOnly: boolean }[] = [
  { method: "PUT", path: /^\/objects\/uploads\/[^/]+$/, multipartOnly: false },
  { method: "POST", path: /^\/fish\/[^/]+(\.data)?$/, multipartOnly: true },
];

export type GuardRequest = {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
};

export type Refusal = {
  status: 400 | 405 | 411 | 413 | 415;
  message: string;
  headers?: Record<string, string>;
  /** Close the connection after answering rather than read the rest of a large body. */
  closeConnection?: boolean;
};

const header = (request: GuardRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function isApiPath(pathname: string) {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** The reason to refuse a request before the app reads it, or null to let it through. */
export function checkRequest(request: GuardRequest): Refusal | null {
  const method = request.method.toUpperCase();
  if (!METHODS.includes(method)) {
    return { status: 405, message: `Method ${method} not allowed`, headers: { Allow: METHODS.join(", ") } };
  }

  const pathname = request.url.split("?", 1)[0];
  try {
    decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: "The address has a malformed percent-escape" };
  }

  if (!BODY_METHODS.has(method)) return null;
  const type = (header(request, "content-type") ?? "").toLowerCase();
  const lengthHeader = header(request, "content-length");
  const length = lengthHeader === undefined ? null : Number(lengthHeader);
  const chunked = /chunked/i.test(header(request, "transfer-encoding") ?? "");
  const streamed = STREAMED_UPLOADS.some(
    (route) =>
      route.method === method && route.path.test(pathname) && (!route.multipartOnly || type.startsWith("multipart/form-data")),
  );

  if (!isApiPath(pathname) && !pathname.startsWith("/objects/") && !FORM_TYPES.some((form) => type.startsWith(form))) {
    return {
      status: 415,
      message: "Forms are sent as application/x-www-form-urlencoded or multipart/form-data",
      closeConnection: tooLargeToDrain(length, chunked),
    };
  }
  if (streamed) return null;
  if (length === null && chunked) {
    return { status: 411, message: "Send the body with a Content-Length", closeConnection: true };
  }
  if (length !== null && (!Number.isFinite(length) || length > MAX_FORM_BODY_BYTES)) {
    return {
      status: 413,
      message: `The request body is larger than the limit of ${MAX_FORM_BODY_BYTES / 1024} KB`,
      closeConnection: tooLargeToDrain(length, chunked),
    };
  }
  return null;
}

function tooLargeToDrain(length: number | null, chunked: boolean) {
  if (length === null) return chunked;
  return !Number.isFinite(length) || length > DRAIN_LIMIT_BYTES;
}

/**
 * The answer to a refused request: `{message}` under /api; for a form posted by a browser without JavaScript,
 * back to the page with the message as a toast; otherwise the message as plain text.
 */
export async function refusalResponse(request: GuardRequest & { origin: string }, refusal: Refusal): Promise<Response> {
  const pathname = request.url.split("?", 1)[0];
  const headers = new Headers({ "Cache-Control": "no-store", ...refusal.headers });
  if (refusal.closeConnection) headers.set("Connection", "close");

  if (isApiPath(pathname)) return Response.json({ message: refusal.message }, { status: refusal.status, headers });

  const documentFormPost =
    request.method.toUpperCase() === "POST" &&
    refusal.status === 413 &&
    !pathname.endsWith(".data") &&
    (header(request, "accept") ?? "").includes("text/html");
  if (documentFormPost) {
    const cookie = header(request, "cookie");
    const asRequest = new Request(new URL(request.url, request.origin), { headers: cookie ? { Cookie: cookie } : {} });
    return redirectWithToast(
      asRequest,
      pathname,
      { title: "Too much text", description: "That form was too large to send. Please shorten it and try again.", variant: "destructive" },
      { status: 303, headers },
    );
  }
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(refusal.message, { status: refusal.status, headers });
}
