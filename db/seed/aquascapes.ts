import path from "node:path";
import { z } from "zod";
import { AQUASCAPE_DIFFICULTIES, AQUASCAPE_SCENES } from "../../app/domain/aquascapes";
import type { Db } from "../types";
import type { DrawingAddresses } from "./drawings";
import { aquascapes } from "../schema";
import { loadRecordFiles } from "./load-record-files";
import { removeMissingSlugs, upsertBySlug, type UpsertCounts } from "./upsert-by-slug";

/**
 * Reference data: the aquascaping guides, one JSON file each in db/seed/aquascapes. Seeding upserts by slug in one
 * synchronous transaction, so a guide keeps its id and a routine start writes nothing. Nothing else refers to a
 * guide, so a guide whose file is removed is removed from the database too: the files are the whole list.
 */

const text = z.string().trim().min(1);

/** A list of names (tools or plants): at least one, none repeated (ignoring letter case). */
const nameList = z
  .array(text)
  .min(1, "needs at least one entry")
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    for (const [index, name] of names.entries()) {
      const key = name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index], message: `"${name}" is listed twice` });
      seen.add(key);
    }
  });

/** The shape of one guide file, db/seed/aquascapes/<slug>.json. Strict: a misspelt field is an error. */
export const aquascapeFileSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens"),
  title: text,
  /** The style family shown above the title, e.g. Iwagumi, Dutch, Biotope. */
  style: text,
  description: text.min(80, "a few sentences of real advice"),
  difficulty: z.enum(AQUASCAPE_DIFFICULTIES),
  /** Which generated picture shows the guide (see app/illustrations/aquascapes.ts). */
  illustration: z.enum(AQUASCAPE_SCENES),
  tools: nameList,
  plants: nameList,
});

export type AquascapeFile = z.infer<typeof aquascapeFileSchema>;

export type AquascapeSeedCounts = UpsertCounts & { removed: number };

export function defaultAquascapesDir(): string {
  return path.resolve(process.cwd(), "db/seed/aquascapes");
}

/**
 * Reads and validates every guide file. All problems are collected and reported together, each naming its file;
 * nothing is written when any file is invalid.
 */
export function loadAquascapes(dir: string = defaultAquascapesDir()): AquascapeFile[] {
  return loadRecordFiles(dir, aquascapeFileSchema, {
    kind: "aquascape",
    unique: [{ key: (g) => g.title.toLowerCase(), describe: (g) => `title "${g.title}"` }],
  });
}

/** The columns a guide file owns. */
function referenceColumns(guide: AquascapeFile, drawings: DrawingAddresses) {
  return {
    title: guide.title,
    style: guide.style,
    description: guide.description,
    difficulty: guide.difficulty,
    imageUrl: drawings.aquascape(guide.illustration),
    tools: guide.tools,
    plants: guide.plants,
  };
}

/**
 * Upserts every guide by slug in one synchronous transaction (better-sqlite3 cannot await inside one), and removes
 * seeded guides whose file is gone. Rows that already match their file are not rewritten.
 */
export function seedAquascapes(db: Db, drawings: DrawingAddresses, dir: string = defaultAquascapesDir()): AquascapeSeedCounts {
  const guides = loadAquascapes(dir);
  return db.transaction((tx) => {
    const counts = upsertBySlug(
      tx,
      "aquascape",
      aquascapes,
      guides.map((guide) => ({ slug: guide.slug, values: referenceColumns(guide, drawings) })),
    );
    return {
      ...counts,
      removed: removeMissingSlugs(
        tx,
        aquascapes,
        guides.map((guide) => guide.slug),
      ),
    };
  });
}
