import type { LoaderFunctionArgs } from "@remix-run/node";
import { listChannelVideos } from "~/models/channel-video.server";
import { apiJson, readOnly } from "~/services/api.server";
import { REFERENCE_DATA_CACHE_CONTROL } from "~/services/http-cache.server";

/** GET /api/youtube/videos: the outside channels' latest uploads, from the stored snapshot. */
export function loader(_args: LoaderFunctionArgs) {
  return apiJson(listChannelVideos(), { headers: { "Cache-Control": REFERENCE_DATA_CACHE_CONTROL } });
}

/** Only reads are answered here. */
export const action = readOnly;
