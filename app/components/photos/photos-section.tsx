import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { PageNav } from "~/components/ui/page-nav";
import { OLDER_PHOTOS_PARAM, hrefWithParams } from "~/domain/pagination";
import { loginUrl } from "~/domain/safe-redirect";
import { CONFIRM_DELETE_PHOTO_PARAM, type CommunityPhoto } from "~/domain/fish-photo-rules";
import { PhotoCard } from "./photo-card";
import { memberPart } from "~/components/member-part";

/** The upload form and its direct-upload steps: a script of its own, which a visitor never downloads. */
const PhotoUploadForm = memberPart(() => import("./photo-upload-form").then((module) => module.PhotoUploadForm));

/**
 * A fish's or a plant's members' photos: approved ones, plus the viewer's own pending ones marked as such, an
 * upload form for members and a sign-in prompt for visitors. `photos` is one page from the page's loader; links
 * lead to older pages and back. `api` is the JSON API's base for this subject (`/api/fish` or `/api/plants`).
 */
export function PhotosSection({
  id,
  title,
  pagesLabel,
  emptyText,
  pagePath,
  api,
  subjectId,
  subjectName,
  photos,
  olderBefore,
  showingNewest,
  currentUserId,
  reportedPhotoIds = [],
  children,
}: {
  /** The section's anchor, which page links return to. */
  id: string;
  title: string;
  /** The name of the older/newer links' navigation. */
  pagesLabel: string;
  emptyText: string;
  pagePath: string;
  api: "/api/fish" | "/api/plants";
  subjectId: number;
  subjectName: string;
  photos: CommunityPhoto[];
  /** Where the next older page starts (`?photosBefore=`), or null when these are the oldest photos. */
  olderBefore: number | null;
  showingNewest: boolean;
  currentUserId: string | null;
  /** The photos shown that the member has reported already. */
  reportedPhotoIds?: number[];
  /** Shown below the photos (the fish page's gallery images). */
  children?: ReactNode;
}) {
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const confirmingId = Number(searchParams.get(CONFIRM_DELETE_PHOTO_PARAM));
  const pageHref = (before: number | null) =>
    hrefWithParams(pathname, searchParams, { [OLDER_PHOTOS_PARAM]: before, [CONFIRM_DELETE_PHOTO_PARAM]: null }, id);

  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">
        {currentUserId ? (
          <PhotoUploadForm pagePath={pagePath} registerUrl={`${api}/${subjectId}/images`} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 p-4">
            <p className="text-slate-800">Sign in to share your photos</p>
            <Link
              to={loginUrl(pagePath)}
              reloadDocument
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              Sign In to Share Photos
            </Link>
          </div>
        )}
      </div>
      {photos.length === 0 ? (
        <p className="mt-6 text-slate-600">{emptyText}</p>
      ) : (
        <ul role="list" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo) => {
            const isOwn = Boolean(currentUserId) && photo.userId === currentUserId;
            return (
              <PhotoCard
                key={photo.id}
                photo={photo}
                pagePath={pagePath}
                deleteUrl={`${api}/images/${photo.id}`}
                subjectName={subjectName}
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
        label={pagesLabel}
        newest={showingNewest ? null : { href: pageHref(null), text: "Newest photos" }}
        older={olderBefore === null ? null : { href: pageHref(olderBefore), text: "Older photos" }}
      />
      {children}
    </section>
  );
}
