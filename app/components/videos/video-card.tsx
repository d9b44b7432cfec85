import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { isComingSoon, videoCategoryLabel, videoDateLabel, videoHref, type Video } from "~/domain/videos";
import { durationForScreenReaders, durationLabel, viewsLabel } from "~/domain/video-labels";
import { isPlayable } from "./video-player";
import { useHydrated } from "~/components/use-hydrated";
import { cx } from "class-variance-authority";

/** Opens the dialog for a video; `trigger` gets focus back when it closes. */
export type OpenVideo = (video: Video, trigger: HTMLElement) => void;

/**
 * The picture of a video at 16:9: a YouTube still for channel videos, the category's drawing for our library.
 * Width and height are set, so nothing shifts as it loads. A known running time sits in the corner; our
 * planned tutorials (drafts, which only admins see) say "Draft" there instead.
 */
export function VideoThumbnail({ video, eager = false, className = "" }: { video: Video; eager?: boolean; className?: string }) {
  const duration = durationLabel(video.duration);
  const comingSoon = isComingSoon(video);
  return (
    <div className={cx("relative overflow-hidden bg-brand-50", className)}>
      <img
        src={video.thumbnailUrl}
        alt=""
        width={320}
        height={180}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      {isPlayable(video) ? (
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-11 w-16 items-center justify-center rounded-xl bg-slate-900/75">
            <svg viewBox="0 0 20 20" width="20" height="20" fill="white">
              <path d="M6 4l10 6-10 6z" />
            </svg>
          </span>
        </span>
      ) : null}
      {comingSoon ? (
        <span className="absolute bottom-2 right-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          Draft<span className="sr-only">: only admins see it</span>
        </span>
      ) : duration ? (
        <span className="absolute bottom-2 right-2 rounded bg-slate-900/85 px-1.5 py-0.5 text-xs font-semibold text-white">
          <span aria-hidden="true">{duration}</span>
          <span className="sr-only">Duration: {durationForScreenReaders(duration)}</span>
        </span>
      ) : null}
    </div>
  );
}

/** The facts line under a title: the channel (the category is already above the title), views when known, the date. */
export function VideoMetaLine({ video }: { video: Video }) {
  const parts = [video.channelTitle, viewsLabel(video.views), videoDateLabel(video)].filter((part): part is string => Boolean(part));
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      {parts.map((part, index) => (
        <span key={part} className="inline-flex items-center gap-2">
          {index > 0 ? (
            <span aria-hidden="true" className="text-slate-400">
              ·
            </span>
          ) : null}
          {part}
        </span>
      ))}
    </p>
  );
}

/**
 * The link of a card: /videos/{id}, a page that works without JavaScript. With JavaScript a plain click opens the
 * dialog instead; a click with a modifier key (new tab, new window) still follows the link.
 */
function VideoLink({ video, onOpen, className, children }: { video: Video; onOpen?: OpenVideo; className: string; children: ReactNode }) {
  const hydrated = useHydrated();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!onOpen || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(video, event.currentTarget);
  }
  return (
    <Link to={videoHref(video)} onClick={onClick} aria-haspopup={hydrated && onOpen ? "dialog" : undefined} className={className}>
      {children}
    </Link>
  );
}

const stretched =
  "after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600";

/** One video in the grid: picture, category, title, facts; the whole card is the link. */
export function VideoCard({ video, eager = false, onOpen }: { video: Video; eager?: boolean; onOpen?: OpenVideo }) {
  const headingId = `video-${video.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="relative flex h-full flex-col overflow-hidden transition hover:shadow-md">
      <VideoThumbnail video={video} eager={eager} />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{videoCategoryLabel(video.category)}</p>
        <h3 id={headingId} className="text-base font-semibold leading-snug text-slate-900">
          <VideoLink video={video} onOpen={onOpen} className={cx("hover:text-brand-800", stretched)}>
            {video.title}
          </VideoLink>
        </h3>
        <div className="mt-auto pt-1">
          <VideoMetaLine video={video} />
        </div>
      </div>
    </Card>
  );
}

/** The first result, large: picture beside title, facts and the start of the description. */
export function FeaturedVideo({ video, onOpen }: { video: Video; onOpen?: OpenVideo }) {
  const headingId = `featured-video-${video.id}`;
  return (
    <section aria-label="Featured Video" className="mt-4">
      <article
        aria-labelledby={headingId}
        className="relative grid overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md md:grid-cols-5"
      >
        <VideoThumbnail video={video} eager className="md:col-span-3" />
        <div className="flex flex-col gap-2 p-5 md:col-span-2 md:p-6">
          <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide">
            <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-white">Featured Video</span>
            <span className="text-brand-700">{videoCategoryLabel(video.category)}</span>
          </p>
          <h2 id={headingId} className="text-2xl font-bold leading-tight text-slate-900">
            <VideoLink video={video} onOpen={onOpen} className={cx("hover:text-brand-800", stretched, "after:rounded-xl")}>
              {video.title}
            </VideoLink>
          </h2>
          <VideoMetaLine video={video} />
          <p className="line-clamp-4 text-sm leading-relaxed text-slate-700">{video.description}</p>
        </div>
      </article>
    </section>
  );
}
