import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useId } from "react";
import { PageNav } from "~/components/ui/page-nav";
import { OLDER_PHOTOS_PARAM, hrefWithParams } from "~/domain/pagination";
import { loginUrl } from "~/domain/safe-redirect";
import { CONFIRM_DELETE_PHOTO_PARAM, type FishPhoto } from "~/domain/fish-photo-rules";
import { GalleryPhotosOfFish, type GalleryImageOfFish } from "./photos/gallery-photos";
import { PhotoCard } from "./photos/photo-card";
import { PhotoUploadForm } from "./photos/photo-upload-form";

export type { FishPhoto } from "~/domain/fish-photo-rules";

/**
 * The fish page's Community Photos: members' photos of this species (approved ones, plus the viewer's own
 * pending ones marked as such), an upload form for members and a sign-in prompt for visitors.
 * `photos` is one page from pagePhotosForFish in the page's loader; links lead to older pages and back.
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
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const confirmingId = Number(searchParams.get(CONFIRM_DELETE_PHOTO_PARAM));
  const pageHref = (before: number | null) =>
    hrefWithParams(pathname, searchParams, { [OLDER_PHOTOS_PARAM]: before, [CONFIRM_DELETE_PHOTO_PARAM]: null }, "community-photos");

  return (
    <section
      id="community-photos"
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Community Photos
      </h2>
      <div className="mt-4">
        {currentUserId ? (
          <PhotoUploadForm fishId={fishId} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 p-4">
            <p className="text-slate-800">Sign in to share your photos</p>
            <Link
              to={loginUrl(`/fish/${fishId}`)}
              reloadDocument
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              Sign In to Share Photos
            </Link>
          </div>
        )}
      </div>
      {photos.length === 0 ? (
        <p className="mt-6 text-slate-600">No community photos yet.</p>
      ) : (
        <ul role="list" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo) => {
            const isOwn = Boolean(currentUserId) && photo.userId === currentUserId;
            return (
              <PhotoCard
                key={photo.id}
                photo={photo}
                fishId={fishId}
                fishName={fishName}
                isOwn={isOwn}
                // Another member's approved photo can be reported, once.
                report={
                  !currentUserId || isOwn || photo.status !== "approved" ? null : reportedPhotoIds.includes(photo.id) ? "sent" : "offer"
                }
                confirmingDelete={isOwn && confirmingId === photo.id}
              />
            );
          })}
        </ul>
      )}
      <PageNav
        label="Community photo pages"
        newest={showingNewest ? null : { href: pageHref(null), text: "Newest photos" }}
        older={olderBefore === null ? null : { href: pageHref(olderBefore), text: "Older photos" }}
      />
      <GalleryPhotosOfFish fishName={fishName} images={galleryImages} />
    </section>
  );
}
