import { redirectWithToast } from "./session.server";
import { NO_STORE_CACHE_CONTROL } from "./http-cache.server";

/**
 * Checks every request before the app reads it, on what the request line and headers say: the method, the
 * address, and the size and type of the body. A refused request is answered here, so no body past the limit is
 * ever read into memory and no route has to cope with what it could never use.
 */

/** JSON and url-encoded bodies: a comment is 500 characters, the largest form a few kilobytes. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/**
 * A body the app did not read (a refused one, or the rest of an upload refused midway) is read after the answer
 * and thrown away, a chunk at a time, so the client receives the answer and the connection stays usable for its
 * next request. Past this many bytes the connection is cut instead; a body announced larger than this gets
 * `Connection: close` with its answer.
 */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
/** No page's address comes near this (upload addresses with their signature are about 200 characters). */
const MAX_URL_LENGTH = 2048;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Where an image arrives as bytes, with the size limit of its purpose applied while it streams: signed uploads,
 * and the pages whose forms post a file without JavaScript. Every other route gets MAX_FORM_BODY_BYTES.
 */
const STREAMED_UPLOADS: { method: string; path: RegExp; multipartOnly: boolean }[] = [
  { method: "PUT", path: /^\/objects\/uploads\/[^/]+$/, multipartOnly: false },
  { method: "POST", path: /^\/fish\/[^/]+(\.data)?$/, multipartOnly: true },
  { method: "POST", path: /^\/plants\/[^/]+(\.data)?$/, multipartOnly: true },
  { method: "POST", path: /^\/profile(\.data)?$/, multipartOnly: true },
  { method: "POST", path: /^\/community-gallery\/new(\.data)?$/, multipartOnly: true },
  // An admin's picture for a product review, a guide or a video.
  { method: "POST", path: /^\/admin\/(?:products|guides|videos)\/(?:new|[^/]+\/edit)(\.data)?$/, multipartOnly: true },
];

export type GuardRequest = {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
};

export type Refusal = {
  status: 400 | 403 | 405 | 411 | 413 | 414 | 415;
  message: string;
  headers?: Record<string, string>;
  /** The body is too large to read and throw away: the connection closes after the answer. */
  closeConnection?: boolean;
};

const header = (request: GuardRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function isApiPath(pathname: string) {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/**
 * What a browser fetches for an `<img>`, `<audio>`, a stylesheet, a font or a script (`Sec-Fetch-Dest`). A page or
 * an API route never answers one: an `<img src="/api/logout">` in a member's text or picture would otherwise act
 * with every reader's cookies. Navigations ("document", frames) and script fetches ("empty") go through.
 */
const SUBRESOURCE_DESTINATIONS = new Set([
  "image",
  "audio",
  "video",
  "track",
  "font",
  "style",
  "script",
  "object",
  "embed",
  "manifest",
  "worker",
  "sharedworker",
  "serviceworker",
  "xslt",
  "audioworklet",
  "paintworklet",
]);
/** Pictures and files: stored and generated images, the build's assets, and files shipped in public/. */
const FILE_PATHS =
  /^\/(?:(?:objects|illustrations|video-thumbnails|assets|images)\/|[^/]+\.(?:ico|svg|png|webp|jpe?g|gif|txt|xml|webmanifest)$)/;

/** The reason to refuse a request before the app reads it, or null to let it through. */
export function checkRequest(request: GuardRequest): Refusal | null {
  const method = request.method.toUpperCase();
  if (!METHODS.includes(method)) {
    return { status: 405, message: `Method ${method} not allowed`, headers: { Allow: METHODS.join(", ") } };
  }

  const pathname = request.url.split("?", 1)[0];
  if (request.url.length > MAX_URL_LENGTH) return { status: 414, message: "The address is too long" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: "The address has a malformed percent-escape" };
  }
  // An escaped dot segment (/%2e%2e/) is undone by the router after every check that reads the raw path.
  if (decoded !== pathname && /(^|\/)\.\.?(\/|$)/.test(decoded)) {
    return { status: 400, message: "The address has an escaped dot segment" };
  }

  const destination = header(request, "sec-fetch-dest");
  if (destination && SUBRESOURCE_DESTINATIONS.has(destination) && !FILE_PATHS.test(pathname)) {
    return { status: 403, message: "This address is a page, not a picture or a file" };
  }

  if (!BODY_METHODS.has(method)) return null;
  const type = (header(request, "content-type") ?? "").toLowerCase();
  const lengthHeader = header(request, "content-length");
  const length = lengthHeader === undefined ? null : Number(lengthHeader);
  const chunked = /chunked/i.test(header(request, "transfer-encoding") ?? "");
  const streamed = STREAMED_UPLOADS.some(
    (route) => route.method === method && route.path.test(pathname) && (!route.multipartOnly || type.startsWith("multipart/form-data")),
  );

  if (!isApiPath(pathname) && !pathname.startsWith("/objects/") && !FORM_TYPES.some((form) => type.startsWith(form))) {
    return {
      status: 415,
      message: "Forms are sent as application/x-www-form-urlencoded or multipart/form-data",
      closeConnection: tooLargeToDrain(length),
    };
  }
  if (streamed) return null;
  if (length === null && chunked) {
    return { status: 411, message: "Send the body with a Content-Length" };
  }
  if (length !== null && (!Number.isFinite(length) || length > MAX_FORM_BODY_BYTES)) {
    return {
      status: 413,
      message: `The request body is larger than the limit of ${MAX_FORM_BODY_BYTES / 1024} KB`,
      closeConnection: tooLargeToDrain(length),
    };
  }
  return null;
}

function tooLargeToDrain(length: number | null) {
  return length !== null && (!Number.isFinite(length) || length > DRAIN_LIMIT_BYTES);
}

/**
 * The answer to a refused request: `{message}` under /api; for a form posted by a browser without JavaScript,
 * back to the page with the message as a toast; otherwise the message as plain text.
 */
export async function refusalResponse(request: GuardRequest & { origin: string }, refusal: Refusal): Promise<Response> {
  const pathname = request.url.split("?", 1)[0];
  const headers = new Headers({ "Cache-Control": NO_STORE_CACHE_CONTROL, ...refusal.headers });
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
