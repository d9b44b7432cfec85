import { parseVideoAddress, type VideoAddress } from "./video-address";
import { isYouTubeChannelUrl, VIDEO_CATEGORIES, VIDEO_CATEGORY_VALUES } from "./videos";
import { durationLabel } from "./video-labels";

/**
 * The admin video form: every field of a video in our own library. A video may have no address yet
 * (one of our tutorials still being made shows as "Coming soon"); a running time only goes with an address;
 * views and duration may be unknown. Without a schema library, so the browser can use the same rules.
 */

export const VIDEO_TITLE_MAX = 100;
export const VIDEO_DESCRIPTION_MAX = 2000;
export const VIDEO_CHANNEL_TITLE_MAX = 60;
/** Longer than any address a provider hands out; an address past it is not one of theirs. */
export const VIDEO_URL_MAX = 500;
/** More views than any video has had; keeps the number a safe integer in SQLite and JavaScript. */
export const VIDEO_VIEWS_MAX = 100_000_000_000;

/**
 * Where a video's picture comes from:
 * - provider: the thumbnail YouTube or Vimeo publishes for the video, fetched by the server when it is saved (the
 *   category's drawing for anything else);
 * - upload: the picture the admin uploads with the form;
 * - drawing: the category's generated drawing;
 * - keep: the picture it has now (on a new video, the same as provider).
 */
export const VIDEO_THUMBNAIL_CHOICES = ["provider", "upload", "drawing", "keep"] as const;
export type VideoThumbnailChoice = (typeof VIDEO_THUMBNAIL_CHOICES)[number];

/** The JSON API has no file upload, so it chooses among the others. */
export const VIDEO_API_THUMBNAIL_CHOICES = ["provider", "drawing", "keep"] as const;

/** The form's field for the uploaded picture. */
export const VIDEO_THUMBNAIL_FILE_FIELD = "thumbnailImage";

export const VIDEO_FORM_MESSAGES = {
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  videoUrlInvalid: "Enter a YouTube or Vimeo video address, or an https address of a video file (.mp4, .webm, …)",
  channelPageNeedsYouTubeCategory: "A YouTube channel's page goes in the YouTube Channels category; here, enter one video's address",
  youtubeCategoryNeedsYouTube: "A YouTube Channels entry leads to YouTube: a channel's page or one of its videos",
  durationInvalid: "Duration must be a running time like 12:34 or 1:02:03, or empty",
  durationWithoutAddress: "A video without an address has no running time yet: leave Duration empty",
  uploadDateInvalid: "Upload date must be a real date like 2025-03-04",
  viewsInvalid: "Views must be a whole number (0 or more), or empty",
  thumbnailInvalid: `thumbnail must be one of ${VIDEO_THUMBNAIL_CHOICES.join(", ")}`,
  apiThumbnailInvalid: `thumbnail must be one of ${VIDEO_API_THUMBNAIL_CHOICES.join(", ")} (pictures are uploaded on the admin page)`,
  uploadNeedsFile: "Choose a picture to upload, or pick another thumbnail",
  titleTaken: "A video with this title already exists",
  videoUrlTaken: "Another video already has this address",
} as const;

export const VIDEO_FORM_TOASTS = {
  created: { title: "Video added", description: "Video added to Our Library successfully" },
  updated: { title: "Video updated", description: "Video updated successfully" },
  deleted: { title: "Video deleted", description: "Video deleted successfully" },
  createFailed: { title: "Error", description: "Failed to add video", variant: "destructive" as const },
  updateFailed: { title: "Error", description: "Failed to update video", variant: "destructive" as const },
  deleteFailed: { title: "Error", description: "Failed to delete video", variant: "destructive" as const },
};

/** Said instead of the success description when the provider's thumbnail could not be fetched. */
export function thumbnailFallbackNotice(providerName: string): string {
  return `${providerName}'s thumbnail could not be fetched, so it shows the category's drawing. Edit it to try again or upload a picture.`;
}

/** A running time: m:ss or h:mm:ss, not all zeros. */
export function isVideoDuration(value: string): boolean {
  return durationLabel(value) !== null;
}

/** What a given address is: a video of a provider or a file (VideoAddress), a YouTube channel's page, or nothing we take. */
export type VideoLink = VideoAddress | { kind: "channel"; url: string } | null;

/** Reads an address as the form takes it; a channel page's address is kept as an https youtube.com address. */
export function readVideoLink(value: string): VideoLink {
  const address = parseVideoAddress(value);
  if (address) return address;
  if (!isYouTubeChannelUrl(value)) return null;
  const url = new URL(value.trim());
  return { kind: "channel", url: `https://www.youtube.com${url.pathname.replace(/\/$/, "")}` };
}

/** Why an address cannot go with a category, or null when it can. Category "YouTube" is YouTube Channels. */
export function videoLinkProblem(link: VideoLink, category: string): string | null {
  if (!link) return VIDEO_FORM_MESSAGES.videoUrlInvalid;
  if (category === "YouTube")
    return link.kind === "youtube" || link.kind === "channel" ? null : VIDEO_FORM_MESSAGES.youtubeCategoryNeedsYouTube;
  return link.kind === "channel" ? VIDEO_FORM_MESSAGES.channelPageNeedsYouTubeCategory : null;
}

/** A category's options for the form's select: the stored value and the page's label. */
export const VIDEO_CATEGORY_OPTIONS = VIDEO_CATEGORIES.map(({ value, label }) => ({ value, label }));

export { VIDEO_CATEGORY_VALUES };

/**
 * The form field a refused save names: the title or address another video has, or the picture that could not
 * be used; null when the problem is not one field's (the page says it above the form).
 */
export function videoFailureField(code: string | undefined): "title" | "videoUrl" | "thumbnailImage" | null {
  switch (code) {
    case "title-taken":
      return "title";
    case "url-taken":
      return "videoUrl";
    case "no-file":
    case "too-large":
    case "too-many-pixels":
    case "not-an-image":
    case "not-stored":
    case "image-taken":
      return VIDEO_THUMBNAIL_FILE_FIELD;
    default:
      return null;
  }
}
