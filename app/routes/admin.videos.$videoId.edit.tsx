import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { VideoForm } from "~/components/admin/video-form";
import { CATALOGUE_IMAGE_MESSAGES } from "~/domain/product-form-rules";
import { VIDEO_FORM_TOASTS, VIDEO_THUMBNAIL_FILE_FIELD, videoFailureField } from "~/domain/video-form-rules";
import { getLibraryVideo, updateVideo } from "~/models/video-admin.server";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { readImageForm } from "~/services/admin-image-form.server";
import { parseRecordId } from "~/validation/record-id";
import { videoFormSchema } from "~/validation/video-form";

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
  const toast = VIDEO_FORM_TOASTS.updateFailed;
  // Too large to read at all is the picture's doing; a body that is not a form is a 400 from the reader.
  const post = await readImageForm(request, VIDEO_THUMBNAIL_FILE_FIELD);
  if (!post) {
    return data({ result: null, toast: { ...toast, description: CATALOGUE_IMAGE_MESSAGES.tooLarge } }, { status: 413 });
  }
  const submission = parseWithZod(post.form, { schema: videoFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), toast }, { status: 400 });
  // A picture over the limit is refused unless the admin picked the drawing, which ignores any file.
  if (post.file.kind === "too-large" && submission.value.thumbnail !== "drawing") {
    return data({ result: submission.reply({ fieldErrors: { thumbnailImage: [CATALOGUE_IMAGE_MESSAGES.tooLarge] } }), toast }, { status: 413 });
  }
  const result = await updateVideo(admin, video.id, submission.value, post.file.kind === "file" ? post.file.bytes : null);
  if (!result.ok) {
    const field = videoFailureField(result.code);
    const reply = field ? submission.reply({ fieldErrors: { [field]: [result.message] } }) : submission.reply({ formErrors: [toast.description] });
    return data({ result: reply, toast }, { status: result.status });
  }
  const updated = VIDEO_FORM_TOASTS.updated;
  return redirectWithToast(request, "/admin/videos", { ...updated, description: result.notice ?? updated.description });
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
