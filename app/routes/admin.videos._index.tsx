import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminList, AdminListItem } from "~/components/admin/admin-list";
import { adminListFacts, adminListWindow, readAdminListQuery } from "~/domain/admin-list";
import { videoCategoryLabel } from "~/domain/videos";
import { durationLabel, viewsLabel } from "~/domain/video-labels";
import { listVideosForAdmin } from "~/models/video-admin.server";
import { apiError } from "~/services/api.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";

export const meta: MetaFunction = () => [{ title: "Videos | Admin | Shoal" }];

/** /admin/videos: a search over title, channel and category (the first matches), or Our Library a page at a time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = readAdminListQuery(request.url);
  const listed = listVideosForAdmin(admin, adminListWindow(query));
  if (!listed.ok) apiError(listed.status, listed.message);
  const { videos, total } = listed;
  return data({ ...query, videos, ...adminListFacts(query, total) }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export default function AdminVideoList() {
  const { q, page, videos, pages, notice } = useLoaderData<typeof loader>();
  return (
    <AdminList
      id="admin-videos"
      title="Videos"
      base="/admin/videos"
      addLabel="Add Video"
      searchLabel="Search videos by title, channel or category"
      searchPlaceholder="Search by title, channel or category"
      q={q}
      page={page}
      pages={pages}
      notice={notice}
      empty={{ search: `No videos found matching "${q}"`, none: "No videos in Our Library yet." }}
      pagesLabel="Video pages"
    >
      {videos.map((video) => {
        // What is known of the running time and views; a video without an address is still being made.
        const facts = video.videoUrl
          ? [durationLabel(video.duration), viewsLabel(video.views)].filter(Boolean).join(" · ")
          : "Draft: only admins see it";
        return (
          <AdminListItem
            key={video.id}
            imageUrl={video.thumbnailUrl}
            imageClassName="object-cover"
            href={`/admin/videos/${video.id}`}
            label={video.title}
          >
            <h3 className="truncate font-semibold text-slate-900">{video.title}</h3>
            <p className="truncate text-sm text-slate-600">
              {video.channelTitle ? `${video.channelTitle} · ` : ""}
              {videoCategoryLabel(video.category)}
            </p>
            {facts ? <p className="text-sm text-slate-700">{facts}</p> : null}
          </AdminListItem>
        );
      })}
    </AdminList>
  );
}
