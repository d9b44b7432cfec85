import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

// Each test file gets its own fresh SQLite file and uploads folder, migrated on first use.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-test-"));
process.env.DATABASE_PATH = path.join(dir, "shoal.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET = "test-session-secret-that-is-long-enough-0123456789";
process.env.NODE_ENV = "test";

afterAll(async () => {
  const { closeDb } = await import("~/services/db.server");
  closeDb();
  fs.rmSync(dir, { recursive: true, force: true });
});
