import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorScreen } from "~/components/layout/error-screen";
import { VideoDetails } from "~/components/videos/video-details";
import { videoCategoryByValue, videoCategoryLabel } from "~/domain/videos";
import { videosHref } from "~/domain/video-filters";
import { getVideo } from "~/models/video.server";
import { getOptionalUser } from "~/web/current-user.server";
import { cacheControlFor, publicPageHeaders } from "~/services/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [{ title: "Video Not Found | Shoal" }];
  const { video } = page;
  const summary = video.description.length > 155 ? `${video.description.slice(0, 152).trimEnd()}...` : video.description;
  return [{ title: `${video.title} | Shoal Videos` }, { name: "description", content: summary }];
};

/**
 * /videos/{id}: one video, the page every card links to, so it works without JavaScript (with JavaScript the card
 * opens the same details in a dialog). {id} is our library's row id, or "yt-" and the YouTube id of a channel
 * video. Unknown ids are 404 'Video Not Found'.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  // A draft (a planned tutorial without an address) is for admins only: anyone else finds no such video.
  const video = getVideo(params.videoId, { includeDrafts: user?.isAdmin === true });
  if (!video) throw new Response("Video not found", { status: 404 });
  return data({ video }, { headers: { "Cache-Control": cacheControlFor(Boolean(user)) } });
}

/** The same for every visitor: shared for a minute; private for members (the root says so). */
export const headers = publicPageHeaders;

export default function VideoPage() {
  const { video } = useLoaderData<typeof loader>();
  const category = videoCategoryByValue(video.category);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <BackToVideos />
      <article aria-labelledby="video-title" className="mt-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {category ? (
            <Link to={videosHref({ category: category.id })} className="hover:text-brand-800 hover:underline">
              {category.label}
            </Link>
          ) : (
            videoCategoryLabel(video.category)
          )}
        </p>
        <h1 id="video-title" className="mt-1 text-3xl font-bold leading-tight text-slate-900">
          {video.title}
        </h1>
        <div className="mt-6">
          {/* Opened on purpose, but perhaps from a shared link: the player waits for a press. */}
          <VideoDetails video={video} autoplay={false} />
        </div>
      </article>
    </main>
  );
}

function BackToVideos() {
  return (
    <Link to="/videos" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
      <span aria-hidden="true">←</span> Back to Videos
    </Link>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-sm font-semibold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">Video Not Found</h1>
        <p className="mt-4 text-slate-600">The video you&apos;re looking for doesn&apos;t exist or has been removed.</p>
        <Link to="/videos" className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          Back to Videos
        </Link>
      </main>
    );
  }
  return <ErrorScreen />;
}
