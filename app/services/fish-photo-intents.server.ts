import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { loginUrl } from "~/domain/safe-redirect";
import { createFishPhotoFromFile, deleteFishPhoto, type FishPhotoFailure } from "~/models/fish-photo.server";
import { getOptionalUser } from "~/services/current-user.server";
import { redirectWithToast, type Toast } from "~/services/session.server";
import { FISH_PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "~/validation/fish-photo";

/**
 * The fish page's photo forms without JavaScript: the multipart upload (intent upload-photo, fields `photo`
 * and `caption`) and the delete confirmation (intent delete-photo, field `photoId`). Every answer is a
 * redirect back to the page with a toast (post/redirect/get), never an error page.
 */

export const PHOTO_INTENTS = ["upload-photo", "delete-photo"] as const;
export type PhotoIntent = (typeof PHOTO_INTENTS)[number];

export function isPhotoIntent(value: unknown): value is PhotoIntent {
  return typeof value === "string" && (PHOTO_INTENTS as readonly string[]).includes(value);
}

/** A multipart body must reach handlePhotoIntent unread: only it reads files, and with a size limit. */
export function isMultipartRequest(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** Text fields are short (intent, caption, photoId); anything longer is not from our form. */
const MAX_FIELD_BYTES = 4096;
/**
 * How much of an oversized upload is still read (and thrown away) so the browser receives the redirect
 * instead of a reset connection. Past this the request is cut off.
 */
const MAX_REQUEST_BYTES = 4 * FISH_PHOTO_MAX_BYTES;

type PhotoPart = { kind: "none" } | { kind: "too-large" } | { kind: "file"; bytes: Uint8Array };
type ParsedForm = { form: FormData; photo: PhotoPart };

export async function handlePhotoIntent({
  request,
  fishId,
  formData,
}: {
  request: Request;
  fishId: number;
  /** Not used (the spec's toasts do not name the fish); accepted so the page can pass what it has. */
  fishName?: string;
  /** When the page's action already read a url-encoded body; a multipart body must be left unread. */
  formData?: FormData;
}): Promise<Response> {
  const pagePath = `/fish/${fishId}`;
  const user = await getOptionalUser(request);

  let parsed: ParsedForm;
  try {
    parsed = await readForm(request, formData, { keepFile: Boolean(user) });
  } catch (error) {
    if (!user) return signInFirst(request, pagePath);
    // A body cut off past MAX_REQUEST_BYTES, or one that is not a form at all.
    const message = error instanceof RequestTooLarge ? PHOTO_MESSAGES.tooLarge : PHOTO_MESSAGES.uploadFailed;
    return toast(request, pagePath, message, true);
  }
  if (!user) return signInFirst(request, pagePath);

  const intent = parsed.form.get("intent");
  if (intent === "delete-photo") {
    const photoId = Number(parsed.form.get("photoId"));
    if (!Number.isSafeInteger(photoId) || photoId <= 0) return toast(request, pagePath, PHOTO_MESSAGES.deleteFailed, true);
    const result = await deleteFishPhoto(user, photoId);
    return result.ok
      ? toast(request, pagePath, PHOTO_MESSAGES.deleted)
      : toast(request, pagePath, PHOTO_MESSAGES.deleteFailed, true);
  }

  // A multipart post without an intent is still an upload; any other intent is not ours.
  if (intent !== "upload-photo" && parsed.photo.kind === "none") {
    return toast(request, pagePath, PHOTO_MESSAGES.uploadFailed, true);
  }
  if (parsed.photo.kind === "too-large") return toast(request, pagePath, PHOTO_MESSAGES.tooLarge, true);
  if (parsed.photo.kind === "none") return toast(request, pagePath, PHOTO_MESSAGES.noFile, true);

  const caption = parsed.form.get("caption");
  const result = await createFishPhotoFromFile(
    user.id,
    fishId,
    parsed.photo.bytes,
    typeof caption === "string" ? caption : undefined,
  );
  if (result.ok) return toast(request, pagePath, PHOTO_MESSAGES.uploaded);
  return toast(request, pagePath, uploadFailureMessage(result), true);
}

/** The toast for a refused upload: the reason when the member can act on it, else the spec's message. */
export function uploadFailureMessage(failure: Pick<FishPhotoFailure, "status" | "message">): Toast {
  if (failure.status === 413) return PHOTO_MESSAGES.tooLarge;
  if (failure.status === 415) return PHOTO_MESSAGES.notAnImage;
  if (failure.status === 400 && /caption/i.test(failure.message)) return PHOTO_MESSAGES.captionTooLong;
  if (failure.status === 400 && /empty/i.test(failure.message)) return PHOTO_MESSAGES.noFile;
  return PHOTO_MESSAGES.uploadFailed;
}

function toast(request: Request, to: string, message: Toast, destructive = false) {
  return redirectWithToast(request, to, { ...message, ...(destructive ? { variant: "destructive" as const } : {}) });
}

/** A visitor (or a member whose session ended) signs in and comes back to the page. */
function signInFirst(request: Request, pagePath: string) {
  return redirectWithToast(request, loginUrl(pagePath), { ...PHOTO_MESSAGES.signIn, variant: "destructive" });
}

class RequestTooLarge extends Error {}

async function readForm(request: Request, given: FormData | undefined, { keepFile }: { keepFile: boolean }): Promise<ParsedForm> {
  if (given) return { form: given, photo: await photoFromFormData(given) };
  if (!isMultipartRequest(request)) return { form: await request.formData(), photo: { kind: "none" } };

  let photo: PhotoPart = { kind: "none" };
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > MAX_REQUEST_BYTES) throw new RequestTooLarge("Request body too large");
  };

  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (typeof filename === "string") {
      // Only the first `photo` file of a member is kept; any other file part is read and dropped.
      const keep = keepFile && name === "photo" && photo.kind === "none";
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of data) {
        count(chunk.byteLength);
        size += chunk.byteLength;
        if (keep && size <= FISH_PHOTO_MAX_BYTES) chunks.push(chunk);
      }
      if (!keep) return undefined;
      // A file input left empty still sends a part, with no name and no bytes.
      if (size > FISH_PHOTO_MAX_BYTES) photo = { kind: "too-large" };
      else if (size > 0) photo = { kind: "file", bytes: Buffer.concat(chunks) };
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      count(chunk.byteLength);
      size += chunk.byteLength;
      if (size <= MAX_FIELD_BYTES) chunks.push(chunk);
    }
    if (size > MAX_FIELD_BYTES) return undefined;
    return new TextDecoder().decode(Buffer.concat(chunks));
  };

  const form = await unstable_parseMultipartFormData(request, handler);
  return { form, photo };
}

/** When the page's action read the body itself: the `photo` File, still held to the limit. */
async function photoFromFormData(form: FormData): Promise<PhotoPart> {
  const file = form.get("photo");
  if (!(file instanceof Blob) || file.size === 0) return { kind: "none" };
  if (file.size > FISH_PHOTO_MAX_BYTES) return { kind: "too-large" };
  return { kind: "file", bytes: new Uint8Array(await file.arrayBuffer()) };
}
