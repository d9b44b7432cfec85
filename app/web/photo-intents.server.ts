import { loginUrl } from "~/domain/safe-redirect";
import { isReportReason, type ReportReason } from "~/domain/gallery-rules";
import type { PhotoFailure, PhotoResult } from "~/models/member-photo.server";
import type { PhotoReportResult } from "~/models/photo-reports.server";
import type { User } from "~/models/user.server";
import { parseRecordId } from "~/validation/record-id";
import { getOptionalUser } from "./current-user.server";
import { filePartOf, isMultipartRequest, readMultipartForm, RequestTooLarge, type FilePart } from "~/services/multipart.server";
import type { Toast } from "~/domain/toast";
import { redirectWithToast } from "~/services/session.server";
import { FISH_PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "~/validation/fish-photo";

/**
 * The photo forms of a fish's or a plant's page without JavaScript: the multipart upload (intent upload-photo,
 * fields `photo` and `caption`), the delete confirmation (intent delete-photo, field `photoId`) and a report of
 * another member's photo (intent report-photo, fields `photoId` and `reason`). Every answer is a redirect back
 * to the page with a toast (post/redirect/get), never an error page.
 */

/** What a page's photos are of: its address, and the model functions for its kind of subject. */
export type PhotoPage = {
  path: string;
  create: (userId: string, data: Uint8Array | ReadableStream<Uint8Array>, caption?: string) => Promise<PhotoResult>;
  remove: (user: User, photoId: number) => Promise<{ ok: true } | PhotoFailure>;
  report: (user: User, photoId: number, reason: ReportReason) => PhotoReportResult;
};

export async function handlePhotoIntent(
  page: PhotoPage,
  {
    request,
    formData,
  }: {
    request: Request;
    /** When the page's action already read a url-encoded body; a multipart body must be left unread. */
    formData?: FormData;
  },
): Promise<Response> {
  const pagePath = page.path;
  const user = await getOptionalUser(request);

  let parsed: Awaited<ReturnType<typeof readForm>>;
  try {
    parsed = await readForm(request, formData, { keepFile: Boolean(user) });
  } catch (error) {
    if (!user) return signInFirst(request, pagePath);
    // A body cut off past its cap (RequestTooLarge), or one that is not a form at all.
    const message = error instanceof RequestTooLarge ? PHOTO_MESSAGES.tooLarge : PHOTO_MESSAGES.uploadFailed;
    return toast(request, pagePath, message, true);
  }
  if (!user) return signInFirst(request, pagePath);

  const intent = parsed.form.get("intent");
  if (intent === "delete-photo") {
    const photoId = Number(parsed.form.get("photoId"));
    if (!Number.isSafeInteger(photoId) || photoId <= 0) return toast(request, pagePath, PHOTO_MESSAGES.deleteFailed, true);
    const result = await page.remove(user, photoId);
    return result.ok ? toast(request, pagePath, PHOTO_MESSAGES.deleted) : toast(request, pagePath, PHOTO_MESSAGES.deleteFailed, true);
  }

  if (intent === "report-photo") {
    const photoId = parseRecordId(parsed.form.get("photoId"));
    const reason = parsed.form.get("reason");
    if (photoId === null || !isReportReason(reason)) return toast(request, pagePath, PHOTO_MESSAGES.reportFailed, true);
    const result = page.report(user, photoId, reason);
    if (result.ok) return toast(request, pagePath, PHOTO_MESSAGES.reported);
    if (result.code === "already-reported") return toast(request, pagePath, PHOTO_MESSAGES.alreadyReported);
    return toast(request, pagePath, PHOTO_MESSAGES.reportFailed, true);
  }

  // A multipart post without an intent is still an upload; any other intent is not ours.
  if (intent !== "upload-photo" && parsed.photo.kind === "none") {
    return toast(request, pagePath, PHOTO_MESSAGES.uploadFailed, true);
  }
  if (parsed.photo.kind === "too-large") return toast(request, pagePath, PHOTO_MESSAGES.tooLarge, true);
  if (parsed.photo.kind === "none") return toast(request, pagePath, PHOTO_MESSAGES.noFile, true);

  const caption = parsed.form.get("caption");
  const result = await page.create(user.id, parsed.photo.bytes, typeof caption === "string" ? caption : undefined);
  if (result.ok) return toast(request, pagePath, PHOTO_MESSAGES.uploaded);
  return toast(request, pagePath, uploadFailureMessage(result), true);
}

/** The toast for a refused upload: the reason when the member can act on it, else the agreed message. */
function uploadFailureMessage(failure: Pick<PhotoFailure, "code">): Toast {
  switch (failure.code) {
    case "too-large":
    case "too-many-pixels":
      return PHOTO_MESSAGES.tooLarge;
    case "not-an-image":
      return PHOTO_MESSAGES.notAnImage;
    case "caption-too-long":
      return PHOTO_MESSAGES.captionTooLong;
    default:
      return PHOTO_MESSAGES.uploadFailed;
  }
}

function toast(request: Request, to: string, message: Toast, destructive = false) {
  return redirectWithToast(request, to, { ...message, ...(destructive ? { variant: "destructive" as const } : {}) });
}

/** A visitor (or a member whose session ended) signs in and comes back to the page. */
function signInFirst(request: Request, pagePath: string) {
  return redirectWithToast(request, loginUrl(pagePath), { ...PHOTO_MESSAGES.signIn, variant: "destructive" });
}

async function readForm(request: Request, given: FormData | undefined, { keepFile }: { keepFile: boolean }) {
  if (given) return { form: given, photo: await filePartOf(given, "photo", FISH_PHOTO_MAX_BYTES) };
  if (!isMultipartRequest(request)) return { form: await request.formData(), photo: { kind: "none" } as FilePart };
  const { form, file } = await readMultipartForm(request, { fileField: "photo", maxFileBytes: FISH_PHOTO_MAX_BYTES, keepFile });
  return { form, photo: file };
}
