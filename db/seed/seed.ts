import path from "node:path";
import type { Db } from "../types";
import type { DrawingAddresses } from "./drawings";
import { fish } from "../schema";
import { speciesSchema, type SpeciesFile } from "./species-schema";
import { loadRecordFiles } from "./load-record-files";
import { upsertBySlug, type UpsertCounts } from "./upsert-by-slug";
import { factNotesForReaders } from "../../app/domain/species-facts";

/**
 * Reference data: the species profiles kept as one JSON file each in db/seed/species. Seeding runs at every
 * start (before the server listens) and from `npm run db:seed`. It upserts by slug, so a species keeps its id
 * and everything members attached to it (collections, comments, photos). A species whose file is removed is
 * left in the database, because members may still reference it.
 */

export type SeedCounts = UpsertCounts;

export type SeedOptions = {
  /** Folder of species files; defaults to db/seed/species under the working directory. */
  speciesDir?: string;
};

export function defaultSpeciesDir(): string {
  return path.resolve(process.cwd(), "db/seed/species");
}

/**
 * Reads and validates every species file. All problems are collected and reported together, each naming its
 * file, so one run shows everything that needs fixing. Nothing is written when any file is invalid.
 */
export function loadSpecies(speciesDir: string = defaultSpeciesDir()): SpeciesFile[] {
  return loadRecordFiles(speciesDir, speciesSchema, {
    kind: "species",
    unique: [
      { key: (s) => s.name.toLowerCase(), describe: (s) => `name "${s.name}"` },
      // Bred varieties of one species (the goldfish) share its scientific name: the name and variety together are unique.
      { key: speciesIdentity, describe: (s) => `scientificName "${speciesIdentity(s)}"` },
    ],
  });
}

/** What tells one species file's animal from every other's: its scientific name, and its variety when it has one. */
export function speciesIdentity(species: Pick<SpeciesFile, "scientificName" | "variety">): string {
  return species.variety ? `${species.scientificName} (${species.variety})` : species.scientificName;
}

/** The generic picture a species file names when it has no photo of its own. */
export const GENERIC_FISH_IMAGE = "/images/fish-illustration.svg";

/** A species file's picture: its generated illustration when it describes one and names no photo of its own. */
export function seededImageUrl(species: Pick<SpeciesFile, "slug" | "imageUrl" | "illustration">, drawings: DrawingAddresses): string {
  return species.illustration && species.imageUrl === GENERIC_FISH_IMAGE
    ? drawings.fish(species.slug, species.illustration)
    : species.imageUrl;
}

/**
 * Whether the seed may replace a row's picture: only one the seed itself put there (nothing, the generic
 * picture, or an earlier illustration URL). A photo an admin chose is never overwritten.
 */
function seedOwnsImage(imageUrl: string | null | undefined, drawings: DrawingAddresses): boolean {
  return !imageUrl || imageUrl === GENERIC_FISH_IMAGE || imageUrl.startsWith(drawings.fishPrefix);
}

/** The columns a species file owns. Ids, timestamps and member data are never written from files. */
function referenceColumns(species: SpeciesFile, drawings: DrawingAddresses) {
  return {
    name: species.name,
    scientificName: species.scientificName,
    synonyms: species.synonyms,
    tradeCodes: species.tradeCodes,
    imageUrl: seededImageUrl(species, drawings),
    difficulty: species.difficulty,
    temperament: species.temperament,
    fishType: species.fishType,
    minTankSizeGal: species.minTankSizeGal,
    maxSizeIn: species.maxSizeIn,
    minTemperatureF: species.minTemperatureF,
    maxTemperatureF: species.maxTemperatureF,
    minPh: species.minPh,
    maxPh: species.maxPh,
    lifespan: species.lifespan,
    diet: species.diet,
    schoolingFish: species.schoolingFish,
    compatibleWith: species.compatibleWith,
    incompatibleWith: species.incompatibleWith,
    description: species.description,
    careRequirements: species.careRequirements,
    illustration: species.illustration ?? null,
    facts: species.facts,
    sources: species.sources,
    factNotes: factNotesForReaders(species.factNotes),
  };
}

/**
 * Upserts every species by slug in one synchronous transaction (better-sqlite3 cannot await inside one).
 * Rows whose values already match their file are not rewritten, so a routine start writes nothing. A picture
 * an admin set on a species is kept; see seedOwnsImage.
 */
export function seedReferenceData(db: Db, drawings: DrawingAddresses, options: SeedOptions = {}): SeedCounts {
  const species = loadSpecies(options.speciesDir);
  return db.transaction((tx) =>
    upsertBySlug(
      tx,
      "fish",
      fish,
      species.map((entry) => ({ slug: entry.slug, values: referenceColumns(entry, drawings) })),
      {
        // A photo an admin set stays; only the seed's own pictures follow the files.
        adjust: (values, row) => {
          if (!seedOwnsImage(row.imageUrl as string | null, drawings)) values.imageUrl = row.imageUrl;
        },
        onUpdate: () => ({ updatedAt: new Date().toISOString() }),
      },
    ),
  );
}
