import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { CATALOGUE_IMAGE_MESSAGES } from "~/domain/product-form-rules";
import { VIDEO_THUMBNAIL_FILE_FIELD, videoFailureField } from "~/domain/video-form-rules";
import type { FailureToast } from "~/domain/toast";
import type { Failure } from "~/models/result";
import { videoFormSchema, type VideoFormValues } from "~/validation/video-form";
import { readImageForm } from "./admin-image-form.server";

/**
 * The whole post of the admin video form, new or edited: read it (multipart with a picture, or url-encoded),
 * check the fields, and save with the picture it carried. Answers the saved result, or the page's answer: each
 * problem beside its field (nothing typed is lost) and the failure toast.
 */
export async function saveVideoForm<R extends { ok: true; notice: string | null } | Failure>(
  request: Request,
  toast: FailureToast,
  save: (values: VideoFormValues, file: Uint8Array | null) => Promise<R>,
) {
  // Too large to read at all is the picture's doing; a body that is not a form is a 400 from the reader.
  const post = await readImageForm(request, VIDEO_THUMBNAIL_FILE_FIELD);
  if (!post)
    return {
      saved: null,
      answer: data({ result: null, toast: { ...toast, description: CATALOGUE_IMAGE_MESSAGES.tooLarge } }, { status: 413 }),
    };
  const submission = parseWithZod(post.form, { schema: videoFormSchema });
  if (submission.status !== "success") return { saved: null, answer: data({ result: submission.reply(), toast }, { status: 400 }) };
  // A picture over the limit is refused unless the admin picked the drawing, which ignores any file.
  if (post.file.kind === "too-large" && submission.value.thumbnail !== "drawing") {
    const result = submission.reply({ fieldErrors: { [VIDEO_THUMBNAIL_FILE_FIELD]: [CATALOGUE_IMAGE_MESSAGES.tooLarge] } });
    return { saved: null, answer: data({ result, toast }, { status: 413 }) };
  }
  const outcome = await save(submission.value, post.file.kind === "file" ? post.file.bytes : null);
  if (outcome.ok) return { saved: outcome as Extract<R, { ok: true }>, answer: null };
  const field = videoFailureField(outcome.code);
  const result = field
    ? submission.reply({ fieldErrors: { [field]: [outcome.message] } })
    : submission.reply({ formErrors: [toast.description] });
  return { saved: null, answer: data({ result, toast }, { status: outcome.status }) };
}
