import { parseVideoAddress, videoProviderName } from "~/domain/video-address";
import { thumbnailFallbackNotice, VIDEO_FORM_MESSAGES, type VideoThumbnailChoice } from "~/domain/video-form-rules";
import { videoCategoryByValue } from "~/domain/videos";
import { VIDEO_ILLUSTRATION_PATH_PREFIX, videoIllustrationUrl } from "~/illustrations/videos";
import { fetchProviderThumbnail } from "~/services/video-thumbnails.server";
import { publishCataloguePicture, releaseCataloguePicture, type PictureRefusal } from "./catalogue-picture.server";
import { discardPublishedImage, publishImage, type PublishedImage } from "./image-pipeline.server";
import { fail, type Failure } from "./result";

/**
 * Which picture a library video shows, decided when an admin saves it. A picture the server publishes here is
 * not yet anyone's: the caller claims it in the transaction that stores the video, or discards it when the video
 * is not saved, and releases the picture a save replaced.
 */

export type ThumbnailRequest = {
  choice: VideoThumbnailChoice;
  /** The picture the form carried, if any. */
  file: Uint8Array | null;
  /** The canonical address being saved ("" for none). */
  videoUrl: string;
  category: string;
  /** The video as it is, when it is being edited. */
  current?: { thumbnailUrl: string; videoUrl: string };
};

/** The picture to store; `image` when the server published it for this save; `notice` when the admin should know why. */
export type Thumbnail = { ok: true; url: string; image: PublishedImage | null; notice: string | null };

export type ThumbnailFailureCode = "no-file" | "too-large" | "too-many-pixels" | "not-an-image" | "not-stored";
export type ThumbnailFailure = Failure<400 | 413 | 415, ThumbnailFailureCode>;

/**
 * The picture for a save:
 * - a picture the admin chose to upload is used, whatever else is picked, unless they picked the drawing;
 * - the drawing: the category's;
 * - keep: the current picture; a drawing follows the category, and a video that showed a drawing and now has a
 *   new YouTube or Vimeo address gets the provider's picture, as a new video would;
 * - provider (and keep for a new video): the provider's thumbnail, or the drawing when the address has none
 *   (a video file, a channel page, no address yet) or it could not be fetched (then with a notice).
 */
export async function chooseThumbnail(admin: { id: string }, request: ThumbnailRequest): Promise<Thumbnail | ThumbnailFailure> {
  const { choice, file, current } = request;
  const drawing = categoryDrawingUrl(request.category);
  if (file && choice !== "drawing") return uploaded(admin, file);
  if (choice === "upload") return fail(400, VIDEO_FORM_MESSAGES.uploadNeedsFile, "no-file");
  if (choice === "drawing") return shown(drawing);
  if (choice === "keep" && current) {
    if (!isVideoDrawing(current.thumbnailUrl)) return shown(current.thumbnailUrl);
    if (request.videoUrl === current.videoUrl) return shown(drawing);
  }
  return fromProvider(admin, request.videoUrl, drawing);
}

/** The generated drawing of a stored category value. */
export function categoryDrawingUrl(category: string): string {
  return videoIllustrationUrl(videoCategoryByValue(category)?.id ?? "beginner-setup");
}

function isVideoDrawing(url: string): boolean {
  return url.startsWith(VIDEO_ILLUSTRATION_PATH_PREFIX);
}

function shown(url: string): Thumbnail {
  return { ok: true, url, image: null, notice: null };
}

async function uploaded(admin: { id: string }, file: Uint8Array): Promise<Thumbnail | ThumbnailFailure> {
  const published = await publishCataloguePicture(admin, file);
  if (published.ok) return { ok: true, url: published.image.url, image: published.image, notice: null };
  return fail(published.status, published.message, thumbnailFailureCode(published));
}

function thumbnailFailureCode({ code }: PictureRefusal): ThumbnailFailureCode {
  return code === "too-large" || code === "too-many-pixels" || code === "not-an-image" || code === "no-file" ? code : "not-stored";
}

/** The provider's thumbnail, published as our own image; the drawing with a notice when that fails. */
async function fromProvider(admin: { id: string }, videoUrl: string, drawing: string): Promise<Thumbnail> {
  const address = parseVideoAddress(videoUrl);
  const provider = address ? videoProviderName(address) : null;
  if (!address || !provider) return shown(drawing);
  const fallback: Thumbnail = { ok: true, url: drawing, image: null, notice: thumbnailFallbackNotice(provider) };
  const bytes = await fetchProviderThumbnail(address);
  if (!bytes) return fallback;
  try {
    const published = await publishImage(admin, "catalogue", { file: bytes });
    if (published.ok) return { ok: true, url: published.url, image: published, notice: null };
    console.warn(`The thumbnail ${provider} sent for ${videoUrl} was refused: ${published.message}`);
  } catch (error) {
    // Storage failing here must not cost the admin the video: it is saved with the drawing.
    console.error(`Could not store the thumbnail of ${videoUrl}:`, error);
  }
  return fallback;
}

/** A picture published for a save that did not happen. */
export async function discardThumbnail(thumbnail: Thumbnail): Promise<void> {
  if (thumbnail.image) await discardPublishedImage(thumbnail.image);
}

/** A picture a video no longer shows goes once no record shows it. */
export const releaseThumbnail = releaseCataloguePicture;
