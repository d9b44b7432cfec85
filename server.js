// The HTTP server around the Remix build: wiring only. Start-up checks, migrations, seeding and the security
// rules live in the app (app/services) and reach this file through the server build's entry module.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const root = path.dirname(fileURLToPath(import.meta.url));
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

const server = express();
server.disable("x-powered-by");
server.use(compression());

server.use((req, res, next) => {
  // The public origin comes from APP_URL or the Host header, never from a forwarding header a client can forge.
  delete req.headers["x-forwarded-host"];
  const nonce = app.createNonce();
  res.locals.cspNonce = nonce;
  // The baseline applies unless a route set its own (uploaded objects carry a stricter sandboxing policy).
  const baseline = app.securityHeaders({ nonce, connectOrigins });
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithBaseline(...args) {
    for (const [name, value] of Object.entries(baseline)) if (!res.hasHeader(name)) res.setHeader(name, value);
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

// Fingerprinted build output never changes under its name; everything else in public/ may.
server.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
server.use(express.static(path.join(root, "build/client"), { maxAge: "1h", index: false }));

server.all(
  "*",
  createRequestHandler({
    build,
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
  }),
);

const listener = server.listen(env.PORT, env.HOST, () => {
  console.log(`Shoal is serving on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});

function shutdown() {
  listener.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
