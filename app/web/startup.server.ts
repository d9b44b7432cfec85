import { getDb } from "~/services/db.server";
import { getEnv, productionProblems } from "~/services/env.server";
import { isPrimary, primaryInstance } from "~/services/litefs.server";
import { startChannelRefresh } from "./channel-refresh.server";
import { seedAllReferenceData } from "../../db/seed/reference-data";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";
import { sweepExpiredSessions } from "~/models/member-session.server";
import { sweepAbandonedUploads, sweepLeftovers, UPLOAD_SWEEP_INTERVAL_MS } from "~/models/upload-sweep.server";
import { startViewFlush } from "~/models/gallery-views.server";

/**
 * At start and every ten minutes, delete raw uploads nobody registered (and leftovers of registered ones), so
 * none stays past the hour; then what a crash left behind: temporary files of unfinished writes, and published
 * images no record took (past their grace). Running at start is what cleans up after a kill -9. A sweep still
 * running (a slow bucket) is not started twice.
 */
function startUploadSweep() {
  let running = false;
  const sweep = async () => {
    if (running || !isPrimary()) return;
    running = true;
    try {
      await sweepAbandonedUploads();
    } catch (error) {
      console.error("Sweeping abandoned uploads failed", error);
    }
    try {
      const swept = await sweepLeftovers();
      if (swept.unfinished + swept.unused + swept.forgotten > 0) {
        console.log(
          `Upload sweep: ${swept.unfinished} unfinished write(s), ${swept.unused} unused image file(s), ` +
            `${swept.forgotten} record(s) of unused images removed`,
        );
      }
    } catch (error) {
      console.error("Sweeping leftover files failed", error);
    } finally {
      running = false;
    }
  };
  void sweep();
  setInterval(sweep, UPLOAD_SWEEP_INTERVAL_MS).unref();
}

/** Hourly, forget sessions that have expired (they are refused already; this keeps the table small). */
function startSessionSweep() {
  const sweep = () => {
    if (!isPrimary()) return;
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
 *
 * On a LiteFS replica the schema and the reference data are the primary's, replicated; the background jobs
 * start their timers everywhere but each run does its work only on the machine that holds the lease at the
 * time, so a replica promoted to primary takes them over without a restart.
 */
export function prepareServer() {
  const env = getEnv();
  const problems = productionProblems(env);
  if (problems.length > 0) {
    throw new Error(`Shoal cannot start in production:\n  - ${problems.join("\n  - ")}`);
  }
  const primary = primaryInstance();
  const db = getDb();
  const seeded = primary === null ? seedAllReferenceData(db, DRAWING_ADDRESSES) : null;
  if (primary !== null) {
    console.log(
      `This machine is a LiteFS replica of ${primary}: writes are replayed there, and the primary alone migrates, seeds and runs the background jobs.`,
    );
  }
  startChannelRefresh(env);
  startUploadSweep();
  startSessionSweep();
  // Gallery views are counted in memory and written every few seconds, and once more on shutdown.
  startViewFlush();
  return { env, seeded };
}
