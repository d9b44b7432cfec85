import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PhotoGuidelines } from "~/components/gallery/photo-guidelines";
import { GalleryUploadForm } from "~/components/gallery/upload-form";
import { ErrorScreen } from "~/components/layout/error-screen";
import { Card } from "~/components/ui/card";
import { listFishNames } from "~/models/fish.server";
import { postGalleryImage, type GalleryFailure } from "~/models/gallery-uploads.server";
import { getOptionalUser, requireMemberPage } from "~/web/current-user.server";
import { signInFirst } from "~/web/gallery-intents.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { isMultipartRequest, readMultipartForm, RequestTooLarge } from "~/services/multipart.server";
import { formRateLimitRedirect } from "~/services/rate-limit.server";
import type { Toast } from "~/domain/toast";
import { GALLERY_UPLOAD_PATH } from "~/domain/gallery-rules";
import { redirectWithToast } from "~/services/session.server";
import { GALLERY_MAX_BYTES, GALLERY_NOTICES, GALLERY_TOASTS, galleryFieldsSchema } from "~/validation/gallery";

export const meta: MetaFunction = () => [{ title: "Upload Image | Community Gallery | Shoal" }];

/** Members only, like the gallery: the upload form that works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireMemberPage(request);
  return data({ species: listFishNames() }, { headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/**
 * The form without JavaScript: one multipart post with the image (JPG or PNG, up to 10 MB, streamed with its
 * limit) and the fields. Problems come back to the form with what was typed (the file must be chosen again);
 * a posted image goes to the gallery with 'Image Posted!', waiting for approval.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getOptionalUser(request);
  if (user) {
    const limited = await formRateLimitRedirect(request, "upload", user, context, GALLERY_UPLOAD_PATH);
    if (limited) return limited;
  }
  let read: Awaited<ReturnType<typeof readMultipartForm>>;
  try {
    if (!isMultipartRequest(request)) throw new Error("not multipart");
    read = await readMultipartForm(request, { fileField: "image", maxFileBytes: GALLERY_MAX_BYTES, keepFile: Boolean(user) });
  } catch (error) {
    if (!user) return signInFirst(request, GALLERY_UPLOAD_PATH);
    return redirectWithToast(
      request,
      GALLERY_UPLOAD_PATH,
      error instanceof RequestTooLarge ? GALLERY_NOTICES.tooLarge : GALLERY_TOASTS.uploadFailed,
    );
  }
  if (!user) return signInFirst(request, GALLERY_UPLOAD_PATH);

  const submission = parseWithZod(read.form, { schema: galleryFieldsSchema });
  if (read.file.kind === "too-large") return refused(submission.reply(), GALLERY_NOTICES.tooLarge, 413);
  if (read.file.kind === "none") return refused(submission.reply(), GALLERY_TOASTS.missingImage);
  if (submission.status !== "success") return refused(submission.reply(), GALLERY_TOASTS.missingInformation);

  const result = await postGalleryImage(user, { file: read.file.bytes }, submission.value);
  if (!result.ok) return refused(submission.reply(), failureToast(result), result.status);
  return redirectWithToast(request, "/community-gallery", GALLERY_TOASTS.posted);
}

function refused(lastResult: SubmissionResult<string[]>, toast: Toast, status = 400) {
  return data({ lastResult, toast }, { status, headers: { "Cache-Control": MEMBER_CACHE_CONTROL } });
}

/** The member's message for a refused image: the reason when they can act on it, else the agreed words. */
function failureToast(failure: Pick<GalleryFailure, "code">): Toast {
  switch (failure.code) {
    case "too-large":
    case "too-many-pixels":
      return GALLERY_NOTICES.tooLarge;
    case "not-an-image":
    case "wrong-type":
      return GALLERY_NOTICES.wrongType;
    default:
      return GALLERY_TOASTS.postFailed;
  }
}

export default function GalleryUploadPage() {
  const { species } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/community-gallery" className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Back to the gallery
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Upload Image</h1>
      <p className="mt-1 text-slate-600">Share a photo of your aquarium, fish or equipment. An admin reviews it before others see it.</p>
      {answer && "toast" in answer ? (
        <div role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <strong className="font-semibold">{answer.toast.title}:</strong> {answer.toast.description}
        </div>
      ) : null}
      <Card className="mt-6 p-5 sm:p-6">
        <GalleryUploadForm
          species={species}
          lastResult={answer && "lastResult" in answer ? answer.lastResult : null}
          autoFocus={Boolean(answer)}
        />
      </Card>
      <div className="mt-8">
        <PhotoGuidelines />
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
