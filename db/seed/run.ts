// `npm run db:seed`: opens (and migrates) the database at DATABASE_PATH and upserts the reference data.
// The server does the same at every start; this is for seeding without starting it.
import { closeDb, getDb } from "../../app/services/db.server";
import { seedReferenceData } from "./seed";

try {
  const counts = seedReferenceData(getDb());
  console.log(
    `Species: ${counts.inserted} inserted, ${counts.updated} updated, ${counts.unchanged} unchanged.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  closeDb();
}
