// `npm run db:seed`: opens (and migrates) the database at DATABASE_PATH and upserts the reference data.
// The server does the same at every start; this is for seeding without starting it.
import { closeDb, getDb } from "../../app/services/db.server";
import { seedAllReferenceData } from "./reference-data";

try {
  const counts = seedAllReferenceData(getDb());
  for (const [kind, c] of Object.entries(counts)) {
    console.log(`${kind}: ${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  closeDb();
}
