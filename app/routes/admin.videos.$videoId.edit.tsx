import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { VideoForm } from "~/components/admin/video-form";
import { VIDEO_FORM_TOASTS } from "~/domain/video-form-rules";
import { getLibraryVideo, updateVideo } from "~/models/video-admin.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { saveVideoForm } from "~/web/video-form-post.server";
import { parseRecordId } from "~/validation/record-id";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `Edit ${page.video.title} | Admin | Shoal` : "Edit Video | Admin | Shoal" },
];

function videoOr404(raw: string | undefined) {
  const videoId = parseRecordId(raw);
  const video = videoId === null ? undefined : getLibraryVideo(videoId);
  if (!video) throw new Response("Video not found", { status: 404 });
  return video;
}

/** The video's fields, and the picture it shows now (which the form offers to keep). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const video = videoOr404(params.videoId);
  return data({ video }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/**
 * Saves every field and the picture as chosen, or answers with each problem beside its field (nothing typed is
 * lost) and a failure toast. When the provider's thumbnail could not be fetched, the rest is still saved.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const video = videoOr404(params.videoId);
  const { saved, answer } = await saveVideoForm(request, VIDEO_FORM_TOASTS.updateFailed, (values, file) =>
    updateVideo(admin, video.id, values, file),
  );
  if (!saved) return answer;
  const updated = VIDEO_FORM_TOASTS.updated;
  return redirectWithToast(request, "/admin/videos", { ...updated, description: saved.notice ?? updated.description });
}

export default function AdminVideoEdit() {
  const { video } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useAnswerToast(actionData?.toast);
  return (
    <section aria-labelledby="admin-video-edit-heading">
      <h2 id="admin-video-edit-heading" className="mb-6 text-xl font-semibold text-slate-900">
        Edit {video.title}
      </h2>
      <VideoForm lastResult={actionData?.result} submitLabel="Update Video" defaults={video} currentThumbnail={video.thumbnailUrl} />
    </section>
  );
}
