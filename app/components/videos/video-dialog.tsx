import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { videoCategoryLabel, videoHref, type Video } from "~/domain/videos";
import { VideoDetails } from "./video-details";

const FOCUSABLE = "a[href], button:not([disabled]), iframe, input, select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * The video dialog, opened with JavaScript from a card: a YouTube video plays at once in the
 * embed; anything else shows its picture and a Watch link; then the channel or category, the duration and views
 * when known, the date and the description. Labelled by the title; focus moves to Close, stays inside while it is
 * open, and Escape, Close or a click outside closes it (the page gives focus back to the card).
 */
export function VideoDialog({ video, onClose }: { video: Video; onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/60 p-4 sm:pt-[6vh]"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="w-full max-w-3xl rounded-xl bg-white shadow-2xl"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{videoCategoryLabel(video.category)}</p>
            <h2 id={titleId} className="mt-0.5 text-xl font-semibold leading-snug text-slate-900">
              {video.title}
            </h2>
          </div>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="shrink-0 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Close<span className="sr-only"> video</span>
          </button>
        </div>
        <div className="max-h-[75vh] overflow-y-auto px-5 py-4">
          <VideoDetails video={video} autoplay />
          <p className="mt-4 text-sm">
            <Link to={videoHref(video)} className="font-medium text-brand-700 underline hover:text-brand-800">
              Open the video&apos;s page
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
