import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { ErrorScreen } from "~/components/layout/error-screen";
import { BeginnerCallToAction, VideoCategoryGrid } from "~/components/videos/video-categories";
import { FeaturedVideo, VideoCard } from "~/components/videos/video-card";
import { VideoDialog } from "~/components/videos/video-dialog";
import { VideoCategoryFilter, VideoSearch, VideoSourceFilter } from "~/components/videos/video-filters";
import { type Video, type VideoCategoryId } from "~/domain/videos";
import {
  ALL_SOURCES,
  isVideoQueryActive,
  normalizeVideoQuery,
  parseVideoCategory,
  parseVideoSource,
  videoCategoryFilterLabel,
} from "~/domain/video-filters";
import { videoIllustrationUrl } from "~/illustrations/videos";
import { findVideos } from "~/models/video.server";
import { getOptionalUser } from "~/web/current-user.server";
import { cacheControlFor, publicPageHeaders } from "~/services/http-cache.server";

/** Cards in the first row on a wide screen load at once; the rest are lazy. */
const EAGER_IMAGES = 3;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `"${data.q}" in Videos | Shoal` : "Video Tutorials | Shoal" },
  {
    name: "description",
    content:
      "Freshwater aquarium video tutorials and recommended hobby channels: beginner setup, fish care, plant maintenance, aquascaping and equipment.",
  },
];

/**
 * /videos?q=…&source=…&category=…: the search, source and category are query parameters and the list is filtered
 * here, on the server, so every view works without JavaScript and has its own address. The first match is the
 * Featured Video. The category grid and the beginner call-to-action show only on the unfiltered list.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = normalizeVideoQuery(params.get("q"));
  const category = parseVideoCategory(params.get("category"));
  const user = await getOptionalUser(request);
  // A source names a channel of the current snapshot, so findVideos checks it against the sources on offer.
  // Planned tutorials are drafts: only an admin sees them (and an admin's page is private, never shared).
  const found = findVideos({ q, source: params.get("source"), category, includeDrafts: user?.isAdmin === true });
  const source = found.source;
  const filtered = isVideoQueryActive({ q, source, category });
  return data(
    {
      q,
      source,
      category,
      filtered,
      total: found.total,
      videos: found.videos,
      sources: found.sources,
      // Only the unfiltered page shows the category grid, and only categories with a video to watch.
      categories: filtered
        ? []
        : found.categories
            .filter(({ count }) => count > 0)
            .map(({ id, label, blurb, count }) => ({ id, label, blurb, count, thumbnailUrl: videoIllustrationUrl(id) })),
    },
    { headers: { "Cache-Control": cacheControlFor(Boolean(user)) } },
  );
}

/** The same for every visitor: shared for a minute; private for members (the root says so). */
export const headers = publicPageHeaders;

export default function VideosPage() {
  const { q, source, category, filtered, total, videos, sources, categories } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // While another filter or search loads, show the choice the visitor made and dim the old list.
  const pending = navigation.location?.pathname === "/videos" ? new URLSearchParams(navigation.location.search) : null;
  const shownCategory = pending ? parseVideoCategory(pending.get("category")) : category;
  const shownSource = pending ? parseVideoSource(pending.get("source"), sources) : source;

  const [open, setOpen] = useState<Video | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const openVideo = useCallback((video: Video, trigger: HTMLElement) => {
    triggerRef.current = trigger;
    setOpen(video);
  }, []);
  const closeVideo = useCallback(() => {
    setOpen(null);
    triggerRef.current?.focus();
  }, []);

  const [featured, ...rest] = videos;
  const sourceLabel = sources.find((entry) => entry.id === source)?.label ?? "All Sources";

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Video Tutorials</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Videos on setting up, caring for and aquascaping a freshwater tank that you can watch now: the hobby channels we recommend
        {sources.length > 2 ? ", the latest uploads from the channels we follow" : ""} and our own tutorials once they are published.
      </p>

      <div className="mt-6 space-y-4">
        <VideoSearch q={q} source={source} category={category} />
        <VideoSourceFilter sources={sources} active={shownSource} q={q} category={category} />
        <VideoCategoryFilter active={shownCategory} q={q} source={source} />
      </div>

      <p aria-live="polite" className="mt-6 text-sm text-slate-600">
        {videos.length === 0
          ? null
          : filtered
            ? `${videos.length} of ${total} videos${q ? ` matching "${q}"` : ""}${source !== ALL_SOURCES ? ` · ${sourceLabel}` : ""}${category !== "all" ? ` · ${videoCategoryFilterLabel(category)}` : ""}`
            : `${total} videos`}
      </p>

      {featured ? (
        <div className={pending ? "opacity-60 transition-opacity" : undefined}>
          <FeaturedVideo video={featured} onOpen={openVideo} />
          {rest.length > 0 ? (
            <section aria-labelledby="more-videos-heading" className="mt-8">
              <h2 id="more-videos-heading" className="text-xl font-semibold text-slate-900">
                {filtered ? "More Results" : "All Videos"}
              </h2>
              <ul className="mt-4 grid grid-cols-1 gap-4 [--card-height:320px] sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((video, i) => (
                  <li key={video.id} className={i < EAGER_IMAGES ? undefined : "render-near-view"}>
                    <VideoCard video={video} eager={i < EAGER_IMAGES} onOpen={openVideo} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : (
        <NoVideos q={q} category={category} sourceLabel={source !== ALL_SOURCES ? sourceLabel : null} />
      )}

      {!filtered ? (
        <>
          <VideoCategoryGrid categories={categories} />
          <BeginnerCallToAction beginnerVideos={categories.some((entry) => entry.id === "beginner-setup")} />
        </>
      ) : null}

      {open ? <VideoDialog video={open} onClose={closeVideo} /> : null}
    </main>
  );
}

/** Nothing matched: say what was asked, and offer Clear Filters, which resets the search, source and category. */
function NoVideos({ q, category, sourceLabel }: { q: string; category: VideoCategoryId; sourceLabel: string | null }) {
  const narrowed = [sourceLabel, category !== "all" ? videoCategoryFilterLabel(category) : null].filter(Boolean).join(" · ");
  return (
    <div className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-slate-900">No Videos Found</h2>
      <p className="mt-2 text-slate-700">
        {q ? `No videos match "${q}"${narrowed ? ` in ${narrowed}` : ""}.` : narrowed ? `No videos in ${narrowed} yet.` : "No videos yet."}
      </p>
      <p className="mt-1 text-sm text-slate-600">Try a topic such as plants, filter or cycling, or clear the filters to see every video.</p>
      <Link
        to="/videos"
        replace
        preventScrollReset
        className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        Clear Filters
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
