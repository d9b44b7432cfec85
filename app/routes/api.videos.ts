import { listVideosForApi } from "~/models/video.server";
import { apiJson, readOnly } from "~/services/api.server";
import { REFERENCE_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

/** Reference data, the same for everyone: shared caches may keep it for five minutes. */
const headers = { "Cache-Control": REFERENCE_DATA_CACHE_CONTROL };

/**
 * GET /api/videos: our library with every field of a video: id, title, description,
 * category, thumbnailUrl, videoUrl, duration, views, uploadDate and publishDate (the same day), channelTitle.
 * videoUrl, duration and views are null when there is none or it is not known. Outside channels' uploads are
 * GET /api/youtube/videos.
 */
export function loader() {
  return apiJson(listVideosForApi(), { headers });
}

/** The answer is read-only. */
export const action = readOnly;
