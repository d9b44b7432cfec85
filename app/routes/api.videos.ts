import type { ActionFunctionArgs } from "@remix-run/node";
import { listVideosForApi } from "~/models/video.server";
import { apiError, apiJson } from "~/services/api.server";

/** Reference data, the same for everyone: shared caches may keep it for five minutes. */
const headers = { "Cache-Control": "public, max-age=300" };

/**
 * GET /api/videos: our library with every field of SPEC section 3 "Video (own library)": id, title, description,
 * category, thumbnailUrl, videoUrl, duration, views, uploadDate and publishDate (the same day), channelTitle.
 * videoUrl, duration and views are null when there is none or it is not known. Outside channels' uploads are
 * GET /api/youtube/videos.
 */
export function loader() {
  return apiJson(listVideosForApi(), { headers });
}

/** The list is read-only. */
export function action({ request }: ActionFunctionArgs) {
  apiError(405, `Method ${request.method} not allowed`, { Allow: "GET" });
}
