// The server for browser tests: the production build on a fresh database, so every run starts the same.
import fs from "node:fs";
import path from "node:path";

const database = process.env.DATABASE_PATH ?? "data/e2e/shoal.db";
fs.rmSync(path.dirname(database), { recursive: true, force: true });
if (process.env.UPLOADS_DIR) fs.rmSync(process.env.UPLOADS_DIR, { recursive: true, force: true });

await import("../server.js");
