import type { AquascapeScene } from "../../app/domain/aquascapes";
import type { PlantDrawing } from "../../app/domain/plants";
import type { ProductCategory } from "../../app/domain/products";
import type { Illustration } from "../../app/domain/species";
import type { VideoCategorySlug } from "../../app/domain/videos";

/**
 * Where a seeded record's generated picture is served. The address carries a fingerprint of the drawing, so
 * only the drawings (app/illustrations/addresses.ts) can make it; the seed stores it, and whoever seeds (the
 * server's start, `npm run db:seed`, a test) passes the drawings' addresses in.
 */
export type DrawingAddresses = {
  fish: (slug: string, illustration: Pick<Illustration, "shape" | "pattern" | "colors">) => string;
  /** Every species illustration's address starts with it: a picture the seed put there, not an admin. */
  fishPrefix: string;
  product: (category: ProductCategory) => string;
  video: (category: VideoCategorySlug) => string;
  aquascape: (scene: AquascapeScene) => string;
  plant: (slug: string, drawing: PlantDrawing) => string;
};
