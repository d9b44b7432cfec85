import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useAnswerToast } from "~/components/admin/use-answer-toast";
import { VideoForm } from "~/components/admin/video-form";
import { VIDEO_FORM_TOASTS } from "~/domain/video-form-rules";
import { createVideo } from "~/models/video-admin.server";
import { requireAdmin } from "~/web/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { redirectWithToast } from "~/services/session.server";
import { saveVideoForm } from "~/web/video-form-post.server";

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
  const { saved, answer } = await saveVideoForm(request, VIDEO_FORM_TOASTS.createFailed, (values, file) =>
    createVideo(admin, values, file),
  );
  if (!saved) return answer;
  const created = VIDEO_FORM_TOASTS.created;
  return redirectWithToast(request, "/admin/videos", { ...created, description: saved.notice ?? created.description });
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
