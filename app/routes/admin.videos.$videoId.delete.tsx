import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeleteConfirmation } from "~/components/admin/delete-confirmation";
import { VIDEO_FORM_TOASTS } from "~/domain/video-form-rules";
import { deleteVideo, getLibraryVideo } from "~/models/video-admin.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction = () => [{ title: "Delete Video | Admin | Shoal" }];

function videoOr404(raw: string | undefined) {
  const videoId = parseRecordId(raw);
  const video = videoId === null ? undefined : getLibraryVideo(videoId);
  if (!video) throw new Response("Video not found", { status: 404 });
  return { id: video.id, title: video.title, thumbnailUrl: video.thumbnailUrl };
}

/** The confirmation step. Nothing else goes with a video: members neither review nor collect them. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ video: videoOr404(params.videoId) }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const video = videoOr404(params.videoId);
  const result = await deleteVideo(admin, video.id);
  return redirectWithToast(request, "/admin/videos", result.ok ? VIDEO_FORM_TOASTS.deleted : VIDEO_FORM_TOASTS.deleteFailed);
}

export default function AdminVideoDelete() {
  const { video } = useLoaderData<typeof loader>();
  return (
    <DeleteConfirmation
      id="admin-video-delete"
      label={video.title}
      cancelTo="/admin/videos"
      impact={
        <img
          src={video.thumbnailUrl}
          alt=""
          width={320}
          height={180}
          className="mt-4 aspect-video w-64 rounded-md border border-slate-200 bg-brand-50 object-cover"
        />
      }
    />
  );
}
