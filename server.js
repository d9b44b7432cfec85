// Starts Shoal from its production build. The server itself is TypeScript beside the app
// (app/web/http/server.server.ts); this file only sets the environment the libraries must load under.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
// This server only ever serves the production build, so the libraries in it run their production code too:
// React's development build renders pages several times slower. NODE_ENV as the operator set it still decides
// what the app does (the development sign-in, the embedded defaults); the app reads it as SHOAL_NODE_ENV.
process.env.SHOAL_NODE_ENV ??= process.env.NODE_ENV ?? "development";
process.env.NODE_ENV = "production";
const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
build.entry.module.startHttpServer(build, root);
