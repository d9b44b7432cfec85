import { Link } from "@remix-run/react";
import { useId } from "react";
import { DialogClose, ModalDialog } from "~/components/ui/modal-dialog";
import { videoCategoryLabel, videoHref, type Video } from "~/domain/videos";
import { VideoDetails } from "./video-details";

/**
 * The video dialog, opened with JavaScript from a card: a YouTube video plays at once in the
 * embed; anything else shows its picture and a Watch link; then the channel or category, the duration and views
 * when known, the date and the description. Labelled by the title; focus starts on Close (its first control), and Escape, Close or a
 * click outside closes it (the page gives focus back to the card).
 */
export function VideoDialog({ video, onClose }: { video: Video; onClose: () => void }) {
  const titleId = useId();

  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} size="lg">
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{videoCategoryLabel(video.category)}</p>
          <h2 id={titleId} className="mt-0.5 text-xl font-semibold leading-snug text-slate-900">
            {video.title}
          </h2>
        </div>
        {/* The first control, so the dialog starts with focus on it. */}
        <DialogClose className="shrink-0 focus-visible:outline-2 focus-visible:outline-brand-600">
          Close<span className="sr-only"> video</span>
        </DialogClose>
      </div>
      <div className="max-h-[75vh] overflow-y-auto px-5 py-4">
        <VideoDetails video={video} autoplay />
        <p className="mt-4 text-sm">
          <Link to={videoHref(video)} className="font-medium text-brand-700 underline hover:text-brand-800">
            Open the video&apos;s page
          </Link>
        </p>
      </div>
    </ModalDialog>
  );
}
