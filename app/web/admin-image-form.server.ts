import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { CATALOGUE_IMAGE_MESSAGES } from "~/domain/product-form-rules";
import type { FailureToast } from "~/domain/toast";
import { pictureRefusal, publishCataloguePicture, releaseCataloguePicture, type PictureRefusal } from "~/models/catalogue-picture.server";
import { discardPublishedImage, type PublishedImage } from "~/models/image-pipeline.server";
import { UPLOAD_PURPOSES } from "~/models/upload.server";
import { readFormData } from "~/services/form.server";
import { isMultipartRequest, readMultipartForm, RequestTooLarge, type FilePart } from "~/services/multipart.server";
import { MAX_FORM_BODY_BYTES } from "~/services/request-guard.server";

/**
 * The admin review and guide forms with their picture. The page posts multipart (with or without JavaScript);
 * scripts and tests may post url-encoded fields alone. The file is published only once the fields are valid, a
 * refused save discards it, and a picture an edit replaced goes once nothing shows it.
 */

/** The form's file input. */
export const IMAGE_FIELD = "image";

/**
 * The post's fields and its file; null when the body ran past every limit (far over the picture's), so nothing
 * of it could be kept.
 */
export async function readImageForm(request: Request, fileField: string = IMAGE_FIELD): Promise<{ form: FormData; file: FilePart } | null> {
  if (!isMultipartRequest(request)) return { form: await readFormData(request), file: { kind: "none" } };
  try {
    return await readMultipartForm(request, {
      fileField,
      maxFileBytes: UPLOAD_PURPOSES.catalogue,
      // A review or a guide's description runs to 4,000 characters: a text field may be as long as a whole
      // url-encoded form, not the few KB of the member forms' captions and ids.
      maxFieldBytes: MAX_FORM_BODY_BYTES,
    });
  } catch (error) {
    if (error instanceof RequestTooLarge) return null;
    // A body that cannot be read as a form (a broken boundary) is the client's mistake, as for readFormData.
    throw new Response("The form could not be read.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

/** The answer's form state when the post could not be read at all: the picture named, the form as it started. */
export const UNREAD_FORM: SubmissionResult<string[]> = {
  status: "error",
  initialValue: null,
  error: { image: [CATALOGUE_IMAGE_MESSAGES.tooLarge] },
};

/**
 * What the image field says while other fields are wrong, before anything is published: a file over the limit
 * is known as it arrives, and saying so now spares a second refusal.
 */
export function pictureProblemOnArrival(file: FilePart): Record<string, string[]> {
  return file.kind === "too-large" ? { image: [CATALOGUE_IMAGE_MESSAGES.tooLarge] } : {};
}

/** Publishes the uploaded file as a catalogue picture (re-encoded, without metadata); no file, no picture. */
export async function publishPicture(
  admin: { id: string },
  file: FilePart,
): Promise<{ ok: true; image?: PublishedImage } | PictureRefusal> {
  if (file.kind === "none") return { ok: true };
  if (file.kind === "too-large") return pictureRefusal("too-large");
  return publishCataloguePicture(admin, file.bytes);
}

/** Runs the save with the picture; a refused (or failed) save leaves no published picture behind. */
export async function saveWithPicture<R extends { ok: boolean }>(image: PublishedImage | undefined, save: () => R): Promise<R> {
  let result: R;
  try {
    result = save();
  } catch (error) {
    if (image) await discardPublishedImage(image);
    throw error;
  }
  if (!result.ok && image) await discardPublishedImage(image);
  return result;
}

/**
 * After an edit: the picture the record showed before goes, with its copies, when it was an admin's upload and
 * nothing shows it any more. A member's photo or avatar an admin pointed at is the member's, and stays.
 */
export async function forgetReplacedPicture(before: string, after: string): Promise<void> {
  if (before !== after) await releaseCataloguePicture(before);
}

type SaveOutcome = { ok: true } | { ok: false; status: number; code?: string; message: string };

/**
 * The whole post of a pictured admin form (a product review or a guide, created or edited): read it, check the
 * fields, publish the picture only once they are valid, save, and discard the picture when the save is refused.
 * Answers the saved result, or the page's answer: each problem beside its field (nothing typed is lost) and the
 * failure toast. `taken` names the field a 409 belongs to ("name-taken" → name).
 */
export async function savePicturedForm<V extends { useDrawing?: boolean; imageUrl: string }, R extends SaveOutcome>(
  request: Request,
  admin: { id: string },
  {
    schema,
    toast,
    taken,
    save,
  }: {
    schema: z.ZodType<V>;
    toast: FailureToast;
    taken: { code: string; field: string };
    save: (values: Omit<V, "useDrawing">, image: PublishedImage | undefined) => R;
  },
) {
  const posted = await readImageForm(request);
  if (!posted) return { saved: null, answer: data({ result: UNREAD_FORM, toast }, { status: 413 }) };
  const submission = parseWithZod(posted.form, { schema });
  if (submission.status !== "success") {
    return {
      saved: null,
      answer: data({ result: submission.reply({ fieldErrors: pictureProblemOnArrival(posted.file) }), toast }, { status: 400 }),
    };
  }
  const picture = await publishPicture(admin, posted.file);
  if (!picture.ok) {
    return {
      saved: null,
      answer: data({ result: submission.reply({ fieldErrors: { [IMAGE_FIELD]: [picture.message] } }), toast }, { status: picture.status }),
    };
  }
  const { useDrawing, ...values } = submission.value;
  const result = await saveWithPicture(picture.image, () =>
    save({ ...values, imageUrl: useDrawing ? "" : values.imageUrl }, picture.image),
  );
  if (result.ok) return { saved: result as Extract<R, { ok: true }>, answer: null };
  const fieldErrors = result.code === taken.code ? { [taken.field]: [result.message] } : undefined;
  const reply = submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : [toast.description] });
  return { saved: null, answer: data({ result: reply, toast }, { status: result.status }) };
}
