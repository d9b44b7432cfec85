import { Link, useLocation, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useToast } from "~/components/toast/toast-context";
import { LOGIN_REDIRECT_DELAY_MS } from "~/components/settings";
import { discussionName } from "~/domain/display-name";
import { loginUrl } from "~/domain/safe-redirect";
import { CONFIRM_DELETE_PHOTO_PARAM, PHOTO_MESSAGES, type CommunityPhoto } from "~/domain/fish-photo-rules";
import { hrefWithParams } from "~/domain/pagination";
import { IMAGE_SIZES, responsiveSrcSet } from "~/domain/responsive-image";
import { useHydrated } from "~/components/use-hydrated";
import { formatDay } from "~/domain/dates";
import { memberPart } from "~/components/member-part";

/** Only members may report, so the form and its reasons are a script of their own (docs/decisions/064). */
const PhotoReportForm = memberPart(() => import("./photo-report-form").then((module) => module.PhotoReportForm));

/** The size the grid shows; the stored photo is at most 1280 px on its long side, cropped to fit here. */
const CARD_WIDTH = 640;
const CARD_HEIGHT = 480;

/**
 * One member photo of a fish or a plant: the picture, its caption, its member and day, and the owner's delete
 * (or another member's report). `pagePath` is the page the forms post to, `deleteUrl` the JSON API's address
 * of this photo.
 */
export function PhotoCard({
  photo,
  pagePath,
  deleteUrl,
  subjectName,
  isOwn,
  report = null,
  confirmingDelete,
}: {
  photo: CommunityPhoto;
  pagePath: string;
  deleteUrl: string;
  /** The fish's or plant's name, for the picture's text. */
  subjectName: string;
  isOwn: boolean;
  /** For a signed-in member and another member's approved photo: offer a report, or say it was sent. */
  report?: "offer" | "sent" | null;
  /** The no-JavaScript confirmation step for this photo is open (?confirmDeletePhoto={id}). */
  confirmingDelete: boolean;
}) {
  const name = discussionName(photo.user);
  const alt = photo.caption ? `${subjectName}: ${photo.caption}` : `${subjectName}, photo by ${name}`;
  return (
    <li id={`photo-${photo.id}`} className="scroll-mt-24 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <figure>
        <a href={photo.imageUrl} className="block bg-slate-100" aria-label={`Open full image: ${alt}`}>
          <img
            src={photo.imageUrl}
            srcSet={responsiveSrcSet(photo.imageUrl)}
            sizes={IMAGE_SIZES.gridCard}
            alt={alt}
            width={CARD_WIDTH}
            height={CARD_HEIGHT}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] h-auto w-full object-cover"
          />
        </a>
        <figcaption className="space-y-1 p-3 text-sm">
          {photo.status !== "approved" ? <StatusBadge status={photo.status} /> : null}
          {photo.caption ? <p className="break-words text-slate-900">{photo.caption}</p> : null}
          {photo.reviewNotes ? <p className="break-words text-red-900">Reviewer's notes: {photo.reviewNotes}</p> : null}
          <p className="text-slate-600">
            <span className="font-medium text-slate-700">{name}</span>
            {" · "}
            <time dateTime={photo.createdAt}>{formatDay(photo.createdAt) ?? ""}</time>
          </p>
        </figcaption>
      </figure>
      {isOwn ? (
        <div className="border-t border-slate-100 px-3 py-2">
          {confirmingDelete ? (
            <DeleteConfirmation photoId={photo.id} pagePath={pagePath} />
          ) : (
            <DeleteControl photoId={photo.id} pagePath={pagePath} deleteUrl={deleteUrl} />
          )}
        </div>
      ) : report ? (
        <div className="border-t border-slate-100 px-3 py-2">
          {report === "sent" ? (
            <p className="text-sm text-slate-600">You have reported this photo. An admin will look at it.</p>
          ) : (
            <PhotoReportForm photoId={photo.id} pagePath={pagePath} />
          )}
        </div>
      ) : null}
    </li>
  );
}

function StatusBadge({ status }: { status: CommunityPhoto["status"] }) {
  return status === "pending" ? (
    <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Pending approval</span>
  ) : (
    <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">
      Not approved · only you can see it
    </span>
  );
}

const deleteButtonClass = "text-sm font-medium text-red-700 underline-offset-2 hover:underline disabled:opacity-50";

/**
 * Without JavaScript: a link to the page's confirmation step. With JavaScript: the browser's confirm dialog,
 * then DELETE `deleteUrl` and the page's data reloads in place.
 */
function DeleteControl({ photoId, pagePath, deleteUrl }: { photoId: number; pagePath: string; deleteUrl: string }) {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const { show } = useToast();
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState(false);

  if (!hydrated) {
    return (
      <Link
        // The same page (and photos page) with the confirmation open.
        to={hrefWithParams(pathname, search, { [CONFIRM_DELETE_PHOTO_PARAM]: photoId }, `photo-${photoId}`)}
        preventScrollReset
        className={deleteButtonClass}
        aria-label="Delete image"
      >
        Delete
      </Link>
    );
  }

  async function onDelete() {
    if (deleting || !window.confirm(PHOTO_MESSAGES.deleteConfirm)) return;
    setDeleting(true);
    try {
      const response = await fetch(deleteUrl, { method: "DELETE", credentials: "same-origin" });
      if (response.status === 401) {
        show({ ...PHOTO_MESSAGES.signIn, variant: "destructive" });
        window.setTimeout(() => window.location.assign(loginUrl(pagePath)), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      if (!response.ok) {
        show({ ...PHOTO_MESSAGES.deleteFailed, variant: "destructive" });
        return;
      }
      show(PHOTO_MESSAGES.deleted);
      revalidator.revalidate();
    } catch {
      show({ ...PHOTO_MESSAGES.deleteFailed, variant: "destructive" });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <button type="button" onClick={onDelete} disabled={deleting} className={deleteButtonClass} aria-label="Delete image">
      {deleting ? "Deleting..." : "Delete"}
    </button>
  );
}

/** The confirmation step as a plain form post (intent delete-photo), for browsers without JavaScript. */
function DeleteConfirmation({ photoId, pagePath }: { photoId: number; pagePath: string }) {
  const { pathname, search } = useLocation();
  return (
    <form method="post" action={pagePath} className="space-y-2" aria-label="Confirm deleting this image">
      <p className="text-sm font-medium text-slate-900">{PHOTO_MESSAGES.deleteConfirm}</p>
      <input type="hidden" name="intent" value="delete-photo" />
      <input type="hidden" name="photoId" value={photoId} />
      <div className="flex gap-3">
        <button type="submit" className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800">
          Yes, delete
        </button>
        <Link
          to={hrefWithParams(pathname, search, { [CONFIRM_DELETE_PHOTO_PARAM]: null }, `photo-${photoId}`)}
          preventScrollReset
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
