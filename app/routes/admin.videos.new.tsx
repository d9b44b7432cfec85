import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { VideoForm } from "~/components/admin/video-form";
import { CATALOGUE_IMAGE_MESSAGES } from "~/domain/product-form-rules";
import { VIDEO_FORM_TOASTS, VIDEO_THUMBNAIL_FILE_FIELD, videoFailureField } from "~/domain/video-form-rules";
import { createVideo } from "~/models/video-admin.server";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { readImageForm } from "~/services/admin-image-form.server";
import { videoFormSchema } from "~/validation/video-form";

export const meta: MetaFunction = () => [{ title: "Add Video | Admin | Shoal" }];

/** The form starts on today's date (the server's, so the page is the same with or without JavaScript). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return data({ today: new Date().toISOString().slice(0, 10) }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/**
 * Adds the video, or answers with each problem beside its field (nothing typed is lost) and a failure toast.
 * When the provider's thumbnail could not be fetched, the video is still added, and the toast says so.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const toast = VIDEO_FORM_TOASTS.createFailed;
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
  const result = await createVideo(admin, submission.value, post.file.kind === "file" ? post.file.bytes : null);
  if (!result.ok) {
    const field = videoFailureField(result.code);
    const reply = field ? submission.reply({ fieldErrors: { [field]: [result.message] } }) : submission.reply({ formErrors: [toast.description] });
    return data({ result: reply, toast }, { status: result.status });
  }
  const created = VIDEO_FORM_TOASTS.created;
  return redirectWithToast(request, "/admin/videos", { ...created, description: result.notice ?? created.description });
}

export default function AdminVideoNew() {
  const { today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useAnswerToast(actionData?.toast);
  return (
    <section aria-labelledby="admin-video-new-heading">
      <h2 id="admin-video-new-heading" className="mb-6 text-xl font-semibold text-slate-900">
        Add Video
      </h2>
      <VideoForm lastResult={actionData?.result} submitLabel="Add Video" defaults={{ category: "Beginner Setup", uploadDate: today }} />
    </section>
  );
}
