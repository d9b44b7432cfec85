import { z } from "zod";
import { cleanMemberText } from "~/domain/member-text";
import { isCalendarDate } from "~/domain/product-form-rules";
import {
  isVideoDuration,
  readVideoLink,
  VIDEO_API_THUMBNAIL_CHOICES,
  VIDEO_CATEGORY_VALUES,
  VIDEO_CHANNEL_TITLE_MAX,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_FORM_MESSAGES,
  VIDEO_THUMBNAIL_CHOICES,
  VIDEO_TITLE_MAX,
  VIDEO_URL_MAX,
  VIDEO_VIEWS_MAX,
  videoLinkProblem,
} from "~/domain/video-form-rules";

export * from "~/domain/video-form-rules";

/** Text as stored: control characters dropped and trimmed. Conform turns an empty field into undefined. */
const clean = (value: unknown) => (typeof value === "string" ? cleanMemberText(value).trim() : value);
const tooLong = (max: number) => `must be at most ${max} characters`;

const required = (message: string, max: number) => z.preprocess(clean, z.string({ error: message }).min(1, message).max(max, tooLong(max)));

/** Text that may be left out: empty, null and missing all read as "". */
const optionalText = (message: string, max: number) =>
  z.preprocess(clean, z.string({ error: message }).max(max, tooLong(max)).nullish()).transform((value) => value ?? "");

/** Views as typed ("12,500" reads as 12500) or sent as a JSON number; empty is unknown, stored as 0. */
function toViews(value: unknown): unknown {
  if (value === undefined || value === null) return 0;
  if (typeof value !== "string") return value;
  const text = value.trim().replace(/[,\s]/g, "");
  if (text === "") return 0;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

const fields = {
  title: required(VIDEO_FORM_MESSAGES.titleRequired, VIDEO_TITLE_MAX),
  description: required(VIDEO_FORM_MESSAGES.descriptionRequired, VIDEO_DESCRIPTION_MAX),
  category: z.enum(VIDEO_CATEGORY_VALUES, { error: `category must be one of ${VIDEO_CATEGORY_VALUES.join(", ")}` }),
  /** Empty: nothing to watch yet ("Coming soon"). Otherwise stored as the canonical address. */
  videoUrl: optionalText(VIDEO_FORM_MESSAGES.videoUrlInvalid, VIDEO_URL_MAX)
    .refine((value) => value === "" || readVideoLink(value) !== null, VIDEO_FORM_MESSAGES.videoUrlInvalid)
    .transform((value) => (value === "" ? "" : (readVideoLink(value)?.url ?? value))),
  /** Empty: not known. */
  duration: optionalText(VIDEO_FORM_MESSAGES.durationInvalid, 20).refine(
    (value) => value === "" || isVideoDuration(value),
    VIDEO_FORM_MESSAGES.durationInvalid,
  ),
  uploadDate: z.preprocess(
    clean,
    z.string({ error: VIDEO_FORM_MESSAGES.uploadDateInvalid }).refine(isCalendarDate, VIDEO_FORM_MESSAGES.uploadDateInvalid),
  ),
  views: z.preprocess(
    toViews,
    z
      .number({ error: VIDEO_FORM_MESSAGES.viewsInvalid })
      .int(VIDEO_FORM_MESSAGES.viewsInvalid)
      .min(0, VIDEO_FORM_MESSAGES.viewsInvalid)
      .max(VIDEO_VIEWS_MAX, VIDEO_FORM_MESSAGES.viewsInvalid),
  ),
  /** Empty: Shoal's own tutorial (the page names the category instead). */
  channelTitle: optionalText(tooLong(VIDEO_CHANNEL_TITLE_MAX), VIDEO_CHANNEL_TITLE_MAX).transform((value) => value || null),
};

/**
 * The rules between fields: the address must suit the category, and only a video with an address has a running
 * time. They also run when a field was refused on its own, so each looks only at values its field accepted.
 */
function crossCheck(values: { category: string; videoUrl: string; duration: string }, ctx: z.RefinementCtx) {
  const link = values.videoUrl ? readVideoLink(values.videoUrl) : null;
  if (link) {
    const problem = videoLinkProblem(link, values.category);
    if (problem) ctx.addIssue({ code: "custom", path: ["videoUrl"], message: problem });
  } else if (!values.videoUrl && values.duration && isVideoDuration(values.duration)) {
    ctx.addIssue({ code: "custom", path: ["duration"], message: VIDEO_FORM_MESSAGES.durationWithoutAddress });
  }
}

const OBJECT_EXPECTED = { error: "Expected an object with the video's fields" };

/**
 * The admin form (multipart or url-encoded): every field of a video in our own library and where its
 * picture comes from. Without a choice, the picture it has is kept (a new video gets the provider's).
 */
export const videoFormSchema = z
  .object(
    {
      ...fields,
      thumbnail: z
        .enum(VIDEO_THUMBNAIL_CHOICES, { error: VIDEO_FORM_MESSAGES.thumbnailInvalid })
        .nullish()
        .transform((value) => value ?? "keep"),
    },
    OBJECT_EXPECTED,
  )
  .superRefine(crossCheck);

/** POST and PUT /api/admin/videos: the same fields, and no picture upload. */
export const videoApiSchema = z
  .object(
    {
      ...fields,
      thumbnail: z
        .enum(VIDEO_API_THUMBNAIL_CHOICES, { error: VIDEO_FORM_MESSAGES.apiThumbnailInvalid })
        .nullish()
        .transform((value) => value ?? "keep"),
    },
    OBJECT_EXPECTED,
  )
  .superRefine(crossCheck);

export type VideoFormValues = z.output<typeof videoFormSchema>;
