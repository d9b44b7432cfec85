import { seedAllReferenceData } from "../../db/seed/reference-data";
import { getDb } from "./db.server";
import { getEnv, productionProblems } from "./env.server";
import { startChannelRefresh } from "./youtube-refresh.server";
import { sweepExpiredSessions } from "~/models/member-session.server";
import { sweepAbandonedUploads } from "~/models/upload.server";

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Hourly, delete raw uploads that never became a published image. */
function startUploadSweep() {
  const sweep = () =>
    sweepAbandonedUploads().catch((error: unknown) => console.error("Sweeping abandoned uploads failed", error));
  void sweep();
  setInterval(sweep, SWEEP_INTERVAL_MS).unref();
}

/** Hourly, forget sessions that have expired (they are refused already; this keeps the table small). */
function startSessionSweep() {
  const sweep = () => {
    try {
      sweepExpiredSessions();
    } catch (error) {
      console.error("Sweeping expired sessions failed", error);
    }
  };
  sweep();
  setInterval(sweep, 60 * 60 * 1000).unref();
}

/**
 * Everything that must be true before the first request: a valid environment, an up-to-date schema and the
 * reference data. Any failure throws, and the server exits instead of serving a half-ready site.
 */
export function prepareServer() {
  const env = getEnv();
  const problems = productionProblems(env);
  if (problems.length > 0) {
    throw new Error(`Shoal cannot start in production:\n  - ${problems.join("\n  - ")}`);
  }
  const db = getDb();
  const seeded = seedAllReferenceData(db);
  startChannelRefresh(env);
  startUploadSweep();
  startSessionSweep();
  return { env, seeded };
}
