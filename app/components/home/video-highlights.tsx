import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatWrittenDate } from "~/domain/dates";
import { durationLabel, viewsLabel } from "~/domain/video-labels";
import { cardClasses } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { cx } from "class-variance-authority";

/** What a home page video card shows. Every video opens on its own page: /videos/{id}, or /videos/yt-{id} for a channel video. */
export type HomeVideoCardData =
  | {
      source: "library";
      id: number;
      href: string;
      title: string;
      thumbnailUrl: string;
      category: string;
      channelTitle: string | null;
      duration: string;
      views: number;
      date: string;
      description: string | null;
    }
  | {
      source: "channel";
      id: string;
      href: string;
      title: string;
      thumbnailUrl: string;
      channelTitle: string;
      date: string;
      description: string | null;
    };

/**
 * Videos: 1 featured and 3 others, then a link to /videos. With no videos in the library or the channel
 * snapshot, it says so, and still links to the videos page.
 */
export function VideoHighlights({ featured, others }: { featured: HomeVideoCardData | null; others: HomeVideoCardData[] }) {
  return (
    <section aria-labelledby="videos-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="videos-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Video Tutorials
          </h2>
          <p className="mt-1 text-slate-700">
            Tutorials on setting up, feeding, trimming and choosing equipment, and the channels we recommend.
          </p>
        </div>
        <Link to="/videos" className="font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline">
          All videos <span aria-hidden="true">→</span>
        </Link>
      </div>
      {featured === null ? (
        <EmptyState
          compact
          className="mt-6"
          description="No videos have been added yet."
          action={
            <Link to="/videos" className="inline-block font-medium text-brand-700 underline hover:text-brand-800">
              Visit the videos page
            </Link>
          }
        />
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <FeaturedVideo video={featured} />
          </div>
          {others.length > 0 ? (
            <div className="lg:col-span-2">
              <h3 className="text-lg font-semibold text-slate-900">More videos</h3>
              <ul className="mt-3 space-y-3">
                {others.map((video) => (
                  <li key={`${video.source}-${video.id}`}>
                    <VideoRow video={video} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

function VideoLink({ video, className, children }: { video: HomeVideoCardData; className: string; children: ReactNode }) {
  return (
    <Link to={video.href} className={className}>
      {children}
    </Link>
  );
}

function details(video: HomeVideoCardData): string {
  const date = formatWrittenDate(video.date);
  const parts =
    video.source === "library"
      ? [video.channelTitle ?? video.category, durationLabel(video.duration), viewsLabel(video.views), date && `Added ${date}`]
      : [video.channelTitle, "on YouTube", date && `Uploaded ${date}`];
  return parts.filter((part): part is string => Boolean(part)).join(" · ");
}

const linkBox = cx("group block overflow-hidden", cardClasses({ interactive: true }));

function FeaturedVideo({ video }: { video: HomeVideoCardData }) {
  return (
    <VideoLink video={video} className={linkBox}>
      <div className="relative">
        <img
          src={video.thumbnailUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-brand-50 object-cover"
        />
        <span className="absolute left-3 top-3 rounded-full bg-brand-800 px-2.5 py-0.5 text-xs font-semibold text-white">
          Featured Video
        </span>
      </div>
      <div className="p-4 sm:p-5">
        <h3 className="text-xl font-semibold text-slate-900 group-hover:text-brand-800">{video.title}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">{details(video)}</p>
        {video.description ? <p className="mt-3 text-sm leading-relaxed text-slate-700">{video.description}</p> : null}
      </div>
    </VideoLink>
  );
}

function VideoRow({ video }: { video: HomeVideoCardData }) {
  return (
    <VideoLink video={video} className={cx(linkBox, "flex gap-3 p-2")}>
      <img
        src={video.thumbnailUrl}
        alt=""
        width={160}
        height={90}
        loading="lazy"
        decoding="async"
        className="aspect-video w-32 shrink-0 rounded bg-brand-50 object-cover sm:w-40"
      />
      <div className="min-w-0 py-1">
        <h4 className="line-clamp-2 font-semibold leading-snug text-slate-900 group-hover:text-brand-800">{video.title}</h4>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">{details(video)}</p>
      </div>
    </VideoLink>
  );
}
