import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { closeDb } from "~/services/db.server";
import { IMMUTABLE_CACHE_CONTROL, STATIC_FILE_CACHE_CONTROL } from "~/services/http-cache.server";
import { earlyReadRefusal } from "~/services/rate-limit.server";
import { checkRequest, refusalResponse } from "~/services/request-guard.server";
import { createNonce, isCrossOriginMutation, securityHeaders } from "~/services/security.server";
import { prepareServer } from "../startup.server";
import { answer } from "./finish.server";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge.server";
import { answerMalformedRequestLine } from "./malformed-request.server";
import { positionCookieAfter, sendToPrimaryIfNeeded } from "./replica-routing.server";
import { VisitorPages } from "./visitor-pages.server";

/** zlib's level for answers sent gzipped (see the compression middleware below). */
const GZIP_LEVEL = 4;

/**
 * The HTTP server around the app: refusals that need no app, the visitors' page store, static files, then the
 * app itself. `root` is where the build lives (build/client beside build/server).
 */
export function startHttpServer(build: ServerBuild, root: string) {
  let env;
  try {
    ({ env } = prepareServer());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const connectOrigins = env.STORAGE_DRIVER === "s3" && env.S3_ENDPOINT ? [new URL(env.S3_ENDPOINT).origin] : [];
  const publicOrigin = env.APP_URL ? new URL(env.APP_URL).origin : null;
  // Browsers keep to https for this site once they have seen it there; only production is served over https.
  const hsts = env.isProduction;
  const clientIpHeader = env.CLIENT_IP_HEADER?.toLowerCase();
  const secureCookies = env.APP_URL?.startsWith("https:") ?? false;

  /** The client's address: the proxy's header when one is configured (and present), else the connection's. */
  function clientAddress(req: IncomingMessage): string {
    const forwarded = clientIpHeader ? req.headers[clientIpHeader] : undefined;
    const value = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.trim();
    return value ? value.slice(0, 64) : (req.socket.remoteAddress ?? "unknown");
  }
  const originOf = (req: IncomingMessage) => publicOrigin ?? `http://${req.headers.host ?? "localhost"}`;

  // Answers that run no script need no nonce. Lower-case names, so a stored answer's own policy replaces them.
  const noNonceHeaders = Object.fromEntries(
    Object.entries(securityHeaders({ connectOrigins, hsts })).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const visitorPages = new VisitorPages(noNonceHeaders, connectOrigins);

  /** A visitor's expensive read while their address is refused it: a 429 before anything else runs. */
  function refuseFloodedRead(req: IncomingMessage, res: ServerResponse): boolean {
    const refusal = earlyReadRefusal({ method: req.method ?? "", url: req.url ?? "/", cookie: req.headers.cookie }, clientAddress(req));
    if (!refusal) return false;
    answer(
      req,
      res,
      refusal.status,
      { ...noNonceHeaders, ...refusal.headers, "content-length": Buffer.byteLength(refusal.body) },
      refusal.body,
    );
    return true;
  }

  /**
   * Refuses, before anything reads it, a request no route could use: an unknown method, a malformed address, a
   * body of the wrong type or past its size limit. Returns true when it answered.
   */
  function refuseEarly(req: IncomingMessage, res: ServerResponse): boolean {
    const request = { method: req.method ?? "", url: req.url ?? "/", headers: req.headers };
    const refusal = checkRequest(request);
    if (!refusal) return false;
    refusalResponse({ ...request, origin: originOf(req) }, refusal)
      .then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        const headers: Record<string, string | string[] | number> = { ...noNonceHeaders, "content-length": body.length };
        response.headers.forEach((value, name) => {
          if (name !== "set-cookie") headers[name] = value;
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) headers["set-cookie"] = cookies;
        answer(req, res, response.status, headers, body);
      })
      .catch((error) => {
        console.error("Refusing a request failed:", error);
        answer(req, res, 400, { "content-type": "text/plain; charset=utf-8" }, "Bad request");
      });
    return true;
  }

  const handleRequest = createRequestHandler(build, "production");
  const app = express();
  app.disable("x-powered-by");
  // A cheaper level than zlib's default 6: a rendered page compresses to about 3% more bytes at about half the
  // CPU, which every member render pays for (brotli, where the browser takes it, is already cheap at 4).
  app.use(compression({ level: GZIP_LEVEL }));

  app.use((req, res, next) => {
    // The public origin comes from APP_URL or the Host header, never from a forwarding header a client can forge.
    delete req.headers["x-forwarded-host"];
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    // The baseline; a route's own header of the same name (an upload's sandboxing policy) replaces it.
    for (const [name, value] of Object.entries(securityHeaders({ nonce, connectOrigins, hsts }))) res.setHeader(name, value);
    const crossOrigin = isCrossOriginMutation({
      method: req.method,
      origin: req.get("origin"),
      fetchSite: req.get("sec-fetch-site"),
      allowedOrigins: [originOf(req)],
    });
    if (!crossOrigin) return next();
    const api = req.path.startsWith("/api/");
    const body = api ? JSON.stringify({ message: "Cross-origin request refused" }) : "Forbidden: this form was sent from another site.";
    const type = api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8";
    answer(req, res, 403, { "content-type": type, "content-length": Buffer.byteLength(body) }, body);
  });

  /** Static files with the app's own cache policy, so each Cache-Control value is defined in one place. */
  const staticFiles = (dir: string, cacheControl: string, options: { index?: false } = {}) =>
    express.static(dir, { ...options, cacheControl: false, setHeaders: (res) => res.setHeader("Cache-Control", cacheControl) });
  // Fingerprinted build output never changes under its name; everything else in public/ may. The build wrote
  // each script and style sheet brotli- and gzip-compressed beside it (vite.config.ts): those are sent as they
  // are, to a browser that takes them, and the compression middleware leaves an encoded answer alone.
  app.use(
    "/assets",
    expressStaticGzip(path.join(root, "build/client/assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { cacheControl: false, setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE_CACHE_CONTROL) },
    }),
  );
  // Only an address naming a file (favicon.ico, robots.txt) can be one of public/'s files: a page's address
  // goes straight to the app without a look at the disk.
  const publicFiles = staticFiles(path.join(root, "build/client"), STATIC_FILE_CACHE_CONTROL, { index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

  app.all("*", async (req, res) => {
    const nonce = res.locals.cspNonce as string;
    try {
      const recorder = visitorPages.recorder(req, nonce);
      const made = await handleRequest(toFetchRequest(req, res), { cspNonce: nonce, clientAddress: clientAddress(req) });
      const response = withCookie(made, positionCookieAfter(req, secureCookies));
      const complete = await sendFetchResponse(req, res, response, recorder?.keep);
      if (complete) recorder?.store(response);
    } catch (error) {
      console.error("Answering a request failed:", error);
      if (!res.headersSent) answer(req, res, 500, { "content-type": "text/plain; charset=utf-8" }, "Something went wrong");
      else res.destroy();
    }
  });

  const serveHere = (req: IncomingMessage, res: ServerResponse) => {
    if (!visitorPages.serve(req, res)) app(req, res);
  };
  const listener = http.createServer((req, res) => {
    if (refuseFloodedRead(req, res)) return;
    if (refuseEarly(req, res)) return;
    // With LiteFS, a replica sends writes (and reads it is too far behind for) to the primary before the page
    // store or the app sees them; see replica-routing.server.ts.
    if (!env.LITEFS_DIR) return serveHere(req, res);
    sendToPrimaryIfNeeded(req, res, noNonceHeaders)
      .then((answered) => answered || serveHere(req, res))
      .catch((error) => {
        console.error("Finding the primary failed:", error);
        const body = "Try again in a moment";
        const headers = {
          ...noNonceHeaders,
          "content-type": "text/plain; charset=utf-8",
          "retry-after": "2",
          "content-length": body.length,
        };
        if (!res.headersSent) answer(req, res, 503, headers, body);
      });
  });
  listener.on("clientError", answerMalformedRequestLine);

  listener.listen(env.PORT, env.HOST, () => {
    console.log(`Shoal is serving on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
  });

  /** Finishes the requests in flight, then closes the database so its last checkpoint folds the WAL back in. */
  function shutdown() {
    const exit = () => {
      try {
        closeDb();
      } finally {
        process.exit(0);
      }
    };
    listener.close(exit);
    setTimeout(exit, 5000).unref();
  }
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  return listener;
}

/** The answer with one more cookie, or the answer itself when there is none to add. */
function withCookie(response: Response, cookie: string | null): Response {
  if (!cookie) return response;
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
