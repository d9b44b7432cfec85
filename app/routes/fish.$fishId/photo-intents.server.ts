import { createFishPhotoFromFile, deleteFishPhoto } from "~/models/fish-photo.server";
import { reportFishPhoto } from "~/models/photo-reports.server";
import { handlePhotoIntent as handlePagePhotoIntent } from "~/web/photo-intents.server";

/**
 * The fish page's photo forms without JavaScript (upload-photo, delete-photo, report-photo): the intents every
 * photo page shares (~/web/photo-intents.server), with the species as the subject.
 */
export function handlePhotoIntent({
  request,
  fishId,
  formData,
}: {
  request: Request;
  fishId: number;
  /** Not used (the toasts do not name the fish); accepted so the page can pass what it has. */
  fishName?: string;
  /** When the page's action already read a url-encoded body; a multipart body must be left unread. */
  formData?: FormData;
}): Promise<Response> {
  const page = {
    path: `/fish/${fishId}`,
    create: (userId: string, data: Uint8Array | ReadableStream<Uint8Array>, caption?: string) =>
      createFishPhotoFromFile(userId, fishId, data, caption),
    remove: deleteFishPhoto,
    report: reportFishPhoto,
  };
  return handlePagePhotoIntent(page, { request, formData });
}
