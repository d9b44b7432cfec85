import { buttonClasses } from "~/components/ui/button";
import { formatWrittenDate } from "~/domain/dates";
import { isComingSoon, videoByline, videoCategoryLabel, watchLink, type Video } from "~/domain/videos";
import { durationForScreenReaders, durationLabel, viewsLabel } from "~/domain/video-labels";
import { parseVideoAddress, videoProviderName } from "~/domain/video-address";
import { isPlayable, VideoPlayer } from "./video-player";
import { cx } from "class-variance-authority";

/**
 * The player or picture of a video. A YouTube or Vimeo video plays in the provider's privacy-enhanced player:
 * in the dialog at once (a click opened it), on the video's own page only once its play button is pressed. A
 * video file, a channel page or anything else shows its picture with a Watch Video (or Visit Channel) link that
 * opens in a new tab, or says it is coming soon when there is nothing to watch yet.
 */
export function VideoMedia({ video, autoplay }: { video: Video; autoplay: boolean }) {
  if (isPlayable(video)) {
    const link = watchLink(video);
    return (
      <div>
        <VideoPlayer video={video} start={autoplay ? "now" : "on-click"} />
        {link ? (
          <p className="mt-2 text-sm">
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              Watch on {providerOf(link.href)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </div>
    );
  }
  const link = watchLink(video);
  return (
    <div>
      <img
        src={video.thumbnailUrl}
        alt=""
        width={640}
        height={360}
        decoding="async"
        className="aspect-video w-full rounded-lg bg-brand-50 object-cover"
      />
      {link ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer" className={cx("mt-4", buttonClasses("primary", "md"))}>
          {link.label}
          <svg
            viewBox="0 0 20 20"
            width="14"
            height="14"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" />
          </svg>
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : isComingSoon(video) ? (
        <p className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <strong className="font-semibold">Draft.</strong> This tutorial has no address yet, so only admins see it: visitors will once it
          has one.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The facts of a video: channel or category, category, duration and views (only when known: we have no measured
 * counts, and channel videos carry the 0:00 placeholder), and the date.
 */
export function VideoFacts({ video }: { video: Video }) {
  const duration = durationLabel(video.duration);
  const views = viewsLabel(video.views);
  const date = formatWrittenDate(video.uploadDate);
  const byline = videoByline(video);
  const category = videoCategoryLabel(video.category);
  const rows: Array<[string, string, string?]> = [
    [video.channelTitle ? "Channel" : "Category", byline],
    ...(video.channelTitle ? ([["Category", category]] as Array<[string, string]>) : []),
    ...(duration ? ([["Duration", duration, durationForScreenReaders(duration)]] as Array<[string, string, string]>) : []),
    ...(views ? ([["Views", views]] as Array<[string, string]>) : []),
    ...(date ? ([[video.source === "channel" ? "Uploaded" : "Added", date]] as Array<[string, string]>) : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value, spoken]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="text-slate-900">
            {spoken ? (
              <>
                <span aria-hidden="true">{value}</span>
                <span className="sr-only">{spoken}</span>
              </>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything the dialog and the /videos/{id} page show below the title. */
export function VideoDetails({ video, autoplay }: { video: Video; autoplay: boolean }) {
  return (
    <div className="space-y-4">
      <VideoMedia video={video} autoplay={autoplay} />
      <VideoFacts video={video} />
      {video.description ? (
        <p className="whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">{video.description}</p>
      ) : null}
    </div>
  );
}

/** "YouTube" or "Vimeo", for the link beside the player. */
function providerOf(href: string): string {
  const address = parseVideoAddress(href);
  return (address && videoProviderName(address)) ?? "the provider's site";
}
