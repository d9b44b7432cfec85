import type { FishPhoto } from "~/domain/fish-photo-rules";
import { PhotosSection } from "~/components/photos/photos-section";
import { GalleryPhotosOfFish, type GalleryImageOfFish } from "./photos/gallery-photos";

export type { FishPhoto } from "~/domain/fish-photo-rules";

/**
 * The fish page's Community Photos: members' photos of this species (see PhotosSection), and below them the
 * approved gallery images that name it.
 */
export function CommunityPhotos({
  fishId,
  fishName,
  photos,
  olderBefore,
  showingNewest,
  currentUserId,
  galleryImages = [],
  reportedPhotoIds = [],
}: {
  fishId: number;
  fishName: string;
  photos: FishPhoto[];
  /** Where the next older page starts (`?photosBefore=`), or null when these are the oldest photos. */
  olderBefore: number | null;
  showingNewest: boolean;
  currentUserId: string | null;
  /** Approved gallery images that name this species (the newest few). */
  galleryImages?: GalleryImageOfFish[];
  /** The photos shown that the member has reported already. */
  reportedPhotoIds?: number[];
}) {
  return (
    <PhotosSection
      id="community-photos"
      title="Community Photos"
      pagesLabel="Community photo pages"
      emptyText="No community photos yet."
      pagePath={`/fish/${fishId}`}
      api="/api/fish"
      subjectId={fishId}
      subjectName={fishName}
      photos={photos}
      olderBefore={olderBefore}
      showingNewest={showingNewest}
      currentUserId={currentUserId}
      reportedPhotoIds={reportedPhotoIds}
    >
      <GalleryPhotosOfFish fishName={fishName} images={galleryImages} />
    </PhotosSection>
  );
}
