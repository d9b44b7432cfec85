import { and, desc, eq, sql } from "drizzle-orm";
import { communityImages, users } from "../../db/schema";
import { discussionName } from "~/domain/display-name";
import { preparedPerConnection } from "~/services/db.server";

/** An approved gallery image of one species, as its fish page lists it (no counts: visitors' pages stay still). */
export type SpeciesGalleryImage = { id: number; title: string; imageUrl: string; uploaderName: string; createdAt: string };

// Every fish page a member opens lists these (visitors' pages come from the page store), so it is prepared once
// per connection.
const galleryImagesOf = preparedPerConnection((db) =>
  db
    .select({
      id: communityImages.id,
      title: communityImages.title,
      imageUrl: communityImages.imageUrl,
      createdAt: communityImages.createdAt,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(communityImages)
    .innerJoin(users, eq(users.id, communityImages.userId))
    .where(and(eq(communityImages.fishId, sql.placeholder("fishId")), eq(communityImages.status, "approved")))
    .orderBy(desc(communityImages.createdAt), desc(communityImages.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/** The newest approved gallery images that name this species. */
export function listGalleryImagesOfFish(fishId: number, limit: number): SpeciesGalleryImage[] {
  return galleryImagesOf()
    .all({ fishId, limit })
    .map(({ username, firstName, lastName, ...image }) => ({ ...image, uploaderName: discussionName({ username, firstName, lastName }) }));
}
