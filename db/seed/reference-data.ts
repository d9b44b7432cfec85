import type { Db } from "../types";
import type { DrawingAddresses } from "./drawings";
import { seedAquascapes } from "./aquascapes";
import { seedPlants } from "./plants";
import { seedProducts } from "./products";
import { seedReferenceData as seedSpecies } from "./seed";
import { seedVideos } from "./videos";

/**
 * Every kind of reference data, seeded at each start and by `npm run db:seed`. Each seeder upserts by slug in
 * its own transaction and leaves what members created alone, so running this again is always safe.
 */
export function seedAllReferenceData(db: Db, drawings: DrawingAddresses) {
  return {
    species: seedSpecies(db, drawings),
    products: seedProducts(db, drawings),
    aquascapes: seedAquascapes(db, drawings),
    videos: seedVideos(db, drawings),
    plants: seedPlants(db, drawings),
  };
}
