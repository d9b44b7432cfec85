import { seedReferenceData } from "../../db/seed/seed";
import { getDb } from "./db.server";
import { getEnv, productionProblems } from "./env.server";
import { startChannelRefresh } from "./youtube-refresh.server";

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
  const seeded = seedReferenceData(db);
  startChannelRefresh(env);
  return { env, seeded };
}
