// The HTTP server around the Remix build: wiring only. Start-up checks, migrations, seeding and the security
// rules live in the app (app/services) and reach this file through the server build's entry module.
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const root = path.dirname(fileURLToPath(import.meta.url));
// This server only ever serves the production build, so the libraries in it run their production code too:
// React's development build renders pages several times slower. NODE_ENV as the operator set it still decides
// what the app does (the development sign-in, the embedded defaults); the app reads it as SHOAL_NODE_ENV.
process.env.SHOAL_NODE_ENV ??= process.env.NODE_ENV ?? "development";
process.env.NODE_ENV = "production";
const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const app = build.entry.module;

let env;
try {
  ({ env } = app.prepareServer());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const connectOrigins = env.STORAGE_DRIVER === "s3" && env.S3_ENDPOINT ? [new URL(env.S3_ENDPOINT).origin] : [];
const publicOrigin = env.APP_URL ? new URL(env.APP_URL).origin : null;
// Browsers keep to https for this site once they have seen it there; only production is served over https.
const hsts = env.isProduction;
const clientIpHeader = env.CLIENT_IP_HEADER?.toLowerCase();

/** The client's address: the proxy's header when one is configured (and present), else the connection's. */
function clientAddress(req) {
  const forwarded = clientIpHeader ? req.headers[clientIpHeader] : undefined;
  const value = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.trim();
  return value ? value.slice(0, 64) : (req.socket.remoteAddress ?? "unknown");
}

/** How long the rest of an unread body may take to arrive after the answer before the connection is cut. */
const DRAIN_TIMEOUT_MS = 15_000;

/**
 * Whatever is left of a body nobody read (a refused request, an upload refused midway) is read and thrown away
 * before the answer is finished: the answer itself goes out at once, but the connection is not closed under a
 * client that is still sending (which would reset it and lose the answer), and a keep-alive connection stays
 * usable for the next request. Past the drain limit, or when the rest does not come, the connection is cut.
 */
function finishAfterReadingTheBody(req, res) {
  const write = res.write;
  const end = res.end;
  res.end = function endOnceTheBodyIsRead(chunk, encoding, callback) {
    if (req.complete || req.readableEnded || req.destroyed) return end.call(this, chunk, encoding, callback);
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (chunk != null) write.call(this, chunk, encoding);
    let drained = 0;
    const cut = () => req.socket.destroy();
    const timer = setTimeout(cut, DRAIN_TIMEOUT_MS);
    req.removeAllListeners("data");
    req.on("data", (piece) => {
      drained += piece.length;
      if (drained > app.DRAIN_LIMIT_BYTES) cut();
    });
    req.once("end", () => {
      clearTimeout(timer);
      end.call(this, undefined, undefined, callback);
    });
    req.once("close", () => clearTimeout(timer));
    req.resume();
    return this;
  };
}

/**
 * Refuses, before anything reads it, a request no route could use: an unknown method, a malformed address, a
 * body of the wrong type or past its size limit. Returns true when it answered.
 */
function refuseEarly(req, res) {
  const refusal = app.checkRequest({ method: req.method, url: req.url, headers: req.headers });
  if (!refusal) return false;
  const origin = publicOrigin ?? `http://${req.headers.host ?? "localhost"}`;
  app
    .refusalResponse({ method: req.method, url: req.url, headers: req.headers, origin }, refusal)
    .then(async (response) => {
      const body = Buffer.from(await response.arrayBuffer());
      for (const [name, value] of Object.entries(app.securityHeaders({ connectOrigins, hsts }))) res.setHeader(name, value);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") res.setHeader(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      res.setHeader("Content-Length", body.length);
      res.writeHead(response.status);
      res.end(req.method === "HEAD" ? undefined : body);
    })
    .catch((error) => {
      console.error("Refusing a request failed:", error);
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Bad request");
    });
  return true;
}

const server = express();
server.disable("x-powered-by");
server.use(compression());

server.use((req, res, next) => {
  // The public origin comes from APP_URL or the Host header, never from a forwarding header a client can forge.
  delete req.headers["x-forwarded-host"];
  const nonce = app.createNonce();
  res.locals.cspNonce = nonce;
  // The baseline applies unless a route set its own (uploaded objects carry a stricter sandboxing policy).
  const baseline = app.securityHeaders({ nonce, connectOrigins, hsts });
  const writeHead = res.writeHead;
  res.locals.baselineAdded = [];
  res.writeHead = function writeHeadWithBaseline(...args) {
    for (const [name, value] of Object.entries(baseline)) {
      if (res.hasHeader(name)) continue;
      res.setHeader(name, value);
      res.locals.baselineAdded.push(name.toLowerCase());
    }
    return writeHead.apply(this, args);
  };

  const allowedOrigins = [publicOrigin ?? `${req.protocol}://${req.get("host")}`];
  const crossOrigin = app.isCrossOriginMutation({
    method: req.method,
    origin: req.get("origin"),
    fetchSite: req.get("sec-fetch-site"),
    allowedOrigins,
  });
  if (crossOrigin) {
    res.status(403);
    if (req.path.startsWith("/api/")) res.json({ message: "Cross-origin request refused" });
    else res.type("text/plain").send("Forbidden: this form was sent from another site.");
    return;
  }
  next();
});

// What every visitor sees the same is served from memory, with ETags and precompressed bodies.
const cache = new app.ResponseCache();
const MAX_CACHED_BODY = 2 * 1024 * 1024;

// A stored answer needs no nonce: pages carry their scripts' hashes, other answers run no script.
// Lower-case names, so a stored answer's own policy replaces the baseline's instead of adding a second one.
const hitBaseline = Object.fromEntries(
  Object.entries(app.securityHeaders({ connectOrigins, hsts })).map(([name, value]) => [name.toLowerCase(), value]),
);

/**
 * Answers a visitor's read from the store, before Express: the busiest answers cost a map lookup and one write.
 * Returns false when the request is not a hit, for the full stack to handle.
 */
function serveFromCache(req, res) {
  if (!app.isCacheableRequest(req.method, req.headers.cookie)) return false;
  // One stored copy per choice of units: the same address reads differently in °C and in °F.
  const key = app.visitorCacheKey(cache.pageAddress(req.url), req.headers.cookie);
  const entry = cache.get(key, Date.now());
  if (!entry) return false;
  // X-Cache tells operators (and the proof suites) which answers the store gave.
  const headers = { ...hitBaseline, ...entry.headers, etag: entry.etag, vary: "Accept-Encoding, Cookie", "x-cache": "hit" };
  if (app.etagMatches(req.headers["if-none-match"], entry.etag)) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const encoding = app.pickEncoding(entry, req.headers["accept-encoding"]);
  const body = cache.bodyFor(key, entry, encoding);
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = body.length;
  res.writeHead(entry.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

// Emptied when a model says visitors' content changed (a comment, a deleted photo, an admin's edit), and only then.
app.onPublicContentChanged(() => cache.clear());

server.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    next();
    return;
  }
  if (!app.isCacheableRequest(req.method, req.get("cookie"))) {
    next();
    return;
  }
  const address = req.originalUrl;
  if (req.method !== "GET") {
    next();
    return;
  }
  // Keep a copy of the body as it is written; store it once the response is complete, if it may be shared.
  const chunks = [];
  let size = 0;
  let capturing = true;
  const keep = (chunk, encoding) => {
    if (!capturing || chunk == null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
    size += buffer.length;
    if (size > MAX_CACHED_BODY) {
      capturing = false;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function writeAndKeep(chunk, encoding, callback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function endAndStore(chunk, encoding, callback) {
    keep(chunk, encoding);
    const declared = res.getHeader(app.PAGE_PARAMS_HEADER);
    const result = end.call(this, chunk, encoding, callback);
    if (capturing && cache.mayStore(address, typeof declared === "string" ? declared : undefined)) {
      // Only the route's own headers are stored; the baseline (with this request's nonce) is added per answer.
      const headers = res.getHeaders();
      for (const name of res.locals.baselineAdded ?? []) delete headers[name];
      const entry = app.toCacheEntry({
        status: res.statusCode,
        headers,
        body: Buffer.concat(chunks),
        now: Date.now(),
        connectOrigins,
        nonce: res.locals.cspNonce,
      });
      // Stored only when the address is exactly the one the page is filed under (mayStore), so under that.
      if (entry) cache.set(app.visitorCacheKey(address, req.get("cookie")), entry);
    }
    return result;
  };
  next();
});

/** Static files with the app's own cache policy, so each Cache-Control value is defined in one place. */
function staticFiles(dir, cacheControl, options = {}) {
  return express.static(dir, {
    ...options,
    cacheControl: false,
    setHeaders: (res) => res.setHeader("Cache-Control", cacheControl),
  });
}

// Fingerprinted build output never changes under its name; everything else in public/ may.
server.use("/assets", staticFiles(path.join(root, "build/client/assets"), app.IMMUTABLE_CACHE_CONTROL));
server.use(staticFiles(path.join(root, "build/client"), app.STATIC_FILE_CACHE_CONTROL, { index: false }));

server.all(
  "*",
  createRequestHandler({
    build,
    // This server only ever serves the production build: errors reach clients without stacks or module names,
    // whatever NODE_ENV says (development only switches on the built-in sign-in provider).
    mode: "production",
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientAddress: clientAddress(req) }),
  }),
);

/** A visitor's expensive read while their address is refused it: a 429 before anything else runs. */
function refuseFloodedRead(req, res) {
  const refusal = app.earlyReadRefusal({ method: req.method, url: req.url, cookie: req.headers.cookie }, clientAddress(req));
  if (!refusal) return false;
  res.writeHead(refusal.status, { ...hitBaseline, ...refusal.headers, "content-length": Buffer.byteLength(refusal.body) });
  res.end(req.method === "HEAD" ? undefined : refusal.body);
  return true;
}

const listener = http.createServer((req, res) => {
  finishAfterReadingTheBody(req, res);
  if (refuseFloodedRead(req, res)) return;
  if (refuseEarly(req, res)) return;
  if (!serveFromCache(req, res)) server(req, res);
});
/**
 * A request line Node cannot parse never reaches the app. An unknown method (FOO) is answered 405 with the methods
 * the site answers, as JSON under /api like every other API error; anything else malformed gets a plain 400.
 */
listener.on("clientError", (error, socket) => {
  if (!socket.writable) return socket.destroy();
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
});

listener.listen(env.PORT, env.HOST, () => {
  console.log(`Shoal is serving on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});

/** Finishes the requests in flight, then closes the database so its last checkpoint folds the WAL back in. */
function shutdown() {
  const exit = () => {
    try {
      app.closeDb();
    } finally {
      process.exit(0);
    }
  };
  listener.close(exit);
  setTimeout(exit, 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
