import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { aquascapes, deletedReferenceSlugs, fish, plants, productReviews, videos } from "../../db/schema";
import { seedAquascapes } from "../../db/seed/aquascapes";
import { defaultPlantsDir, seedPlants } from "../../db/seed/plants";
import { seedProducts } from "../../db/seed/products";
import { defaultSpeciesDir, seedReferenceData } from "../../db/seed/seed";
import { seedVideos } from "../../db/seed/videos";
import { getDb } from "~/services/db.server";
import { DRAWING_ADDRESSES } from "~/illustrations/addresses";
import { createPlant, deletePlant, updatePlant } from "~/models/plant-admin.server";
import { plantFormSchema } from "~/validation/plant-form";
import { createUser } from "../support/factories";

/**
 * Seeding runs at every start. What an admin changed stays as the admin made it, and what an admin deleted
 * stays deleted; a release still reaches every row no admin touched.
 */

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the species (or plant) folder where one file says something new, as a data release would. */
function releaseChanging(slug: string, change: (data: Record<string, unknown>) => void, from = defaultSpeciesDir()): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shoal-release-"));
  tempDirs.push(dir);
  fs.cpSync(from, dir, { recursive: true });
  const file = path.join(dir, `${slug}.json`);
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  change(data);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  return dir;
}

const bySlug = (slug: string) => getDb().select().from(fish).where(eq(fish.slug, slug)).get();

describe("seeding never undoes an admin", () => {
  it("a species an admin edited keeps the edit through every start and release", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);
    const betta = bySlug("betta")!;
    // What an admin's edit does: change the row and mark it as theirs.
    db.update(fish)
      .set({ description: "Our own words about bettas.", minTankSizeGal: 10, adminEditedAt: new Date().toISOString() })
      .where(eq(fish.id, betta.id))
      .run();

    const again = seedReferenceData(db, DRAWING_ADDRESSES);
    expect(again.keptEdits).toBe(1);
    const release = seedReferenceData(db, DRAWING_ADDRESSES, {
      speciesDir: releaseChanging("betta", (data) => (data.lifespan = "2-4 years")),
    });
    expect(release).toMatchObject({ updated: 0, keptEdits: 1 });
    expect(bySlug("betta")).toMatchObject({
      id: betta.id,
      description: "Our own words about bettas.",
      minTankSizeGal: 10,
      lifespan: betta.lifespan,
    });
  });

  it("a release reaches the species no admin touched", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);
    const counts = seedReferenceData(db, DRAWING_ADDRESSES, {
      speciesDir: releaseChanging("neon-tetra", (data) => (data.lifespan = "4-9 years")),
    });
    expect(counts.updated).toBe(1);
    expect(bySlug("neon-tetra")?.lifespan).toBe("4-9 years");
    seedReferenceData(db, DRAWING_ADDRESSES);
  });

  it("a species an admin deleted stays deleted", () => {
    const db = getDb();
    seedReferenceData(db, DRAWING_ADDRESSES);
    const guppy = bySlug("guppy")!;
    // What an admin's delete does: remove the row and remember its slug.
    db.transaction((tx) => {
      tx.delete(fish).where(eq(fish.id, guppy.id)).run();
      tx.insert(deletedReferenceSlugs).values({ kind: "fish", slug: "guppy" }).run();
    });
    const counts = seedReferenceData(db, DRAWING_ADDRESSES);
    expect(counts).toMatchObject({ inserted: 0, keptDeleted: 1 });
    expect(bySlug("guppy")).toBeUndefined();
  });

  it("holds for product reviews, videos and guides too", () => {
    const db = getDb();
    seedProducts(db, DRAWING_ADDRESSES);
    seedVideos(db, DRAWING_ADDRESSES);
    seedAquascapes(db, DRAWING_ADDRESSES);
    const product = db.select().from(productReviews).get()!;
    const video = db.select().from(videos).get()!;
    const guide = db.select().from(aquascapes).get()!;
    const now = new Date().toISOString();
    db.update(productReviews).set({ rating: 1.5, adminEditedAt: now }).where(eq(productReviews.id, product.id)).run();
    db.update(videos).set({ title: "Renamed by an admin", adminEditedAt: now }).where(eq(videos.id, video.id)).run();
    db.transaction((tx) => {
      tx.delete(aquascapes).where(eq(aquascapes.id, guide.id)).run();
      tx.insert(deletedReferenceSlugs).values({ kind: "aquascape", slug: guide.slug! }).run();
    });

    expect(seedProducts(db, DRAWING_ADDRESSES).keptEdits).toBe(1);
    expect(seedVideos(db, DRAWING_ADDRESSES).keptEdits).toBe(1);
    expect(seedAquascapes(db, DRAWING_ADDRESSES).keptDeleted).toBe(1);
    expect(db.select().from(productReviews).where(eq(productReviews.id, product.id)).get()?.rating).toBe(1.5);
    expect(db.select().from(videos).where(eq(videos.id, video.id)).get()?.title).toBe("Renamed by an admin");
    expect(db.select().from(aquascapes).where(eq(aquascapes.slug, guide.slug!)).get()).toBeUndefined();
  });

  it("holds for plants an admin edited, deleted or made in /admin/plants, through every start and release", () => {
    const db = getDb();
    const admin = createUser({ isAdmin: true });
    seedPlants(db, DRAWING_ADDRESSES);
    const plantBySlug = (slug: string) => db.select().from(plants).where(eq(plants.slug, slug)).get();
    const moss = plantBySlug("java-moss")!;
    // The facts the admin form edits: everything but the row's keys, marks, references and picture.
    const { id: _id, slug: _slug, adminEditedAt: _mark, factNotes: _notes, sources: _sources, imageUrl: _image, ...rest } = moss;
    const facts = plantFormSchema.parse(rest);
    const edited = updatePlant(admin, moss.id, { ...facts, description: "Our own words about Java moss.", maxHeightCm: 12 });
    expect(edited.ok).toBe(true);
    const duckweed = plantBySlug("duckweed")!;
    expect(deletePlant(admin, duckweed.id).ok).toBe(true);
    const made = createPlant(admin, { ...facts, name: "Admin's Own Moss", scientificName: "Vesicularia administrata" });
    expect(made.ok).toBe(true);

    const release = seedPlants(
      db,
      DRAWING_ADDRESSES,
      releaseChanging("java-moss", (data) => (data.care = "Something new from a release."), defaultPlantsDir()),
    );
    expect(release).toMatchObject({ updated: 0, keptEdits: 1, keptDeleted: 1 });
    expect(plantBySlug("java-moss")).toMatchObject({
      id: moss.id,
      description: "Our own words about Java moss.",
      maxHeightCm: 12,
      care: moss.care,
      sources: moss.sources,
    });
    expect(plantBySlug("duckweed")).toBeUndefined();
    expect(db.select().from(plants).where(eq(plants.name, "Admin's Own Moss")).get()).toMatchObject({ adminEditedAt: expect.any(String) });
    expect(seedPlants(db, DRAWING_ADDRESSES)).toMatchObject({ inserted: 0, updated: 0, keptEdits: 1, keptDeleted: 1 });
  });
});
