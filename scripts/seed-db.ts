// `npm run db:seed`: opens (and migrates) the database at DATABASE_PATH and upserts the reference data.
// The server does the same at every start; this is for seeding without starting it.
import path from "node:path";
import { openDatabase } from "../db/open";
import { seedAllReferenceData } from "../db/seed/reference-data";
import { DRAWING_ADDRESSES } from "../app/illustrations/addresses";

const db = openDatabase(process.env.DATABASE_PATH ?? "data/shoal.db", process.env.MIGRATIONS_DIR ?? path.resolve("db/migrations"));
try {
  const counts = seedAllReferenceData(db, DRAWING_ADDRESSES);
  for (const [kind, c] of Object.entries(counts)) {
    console.log(
      `${kind}: ${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged, ` +
        `${c.keptEdits} kept as an admin edited them, ${c.keptDeleted} kept deleted.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  db.$client.close();
}
