import type { LoaderFunctionArgs } from "@remix-run/node";
import { listChannelVideos } from "~/models/channel-video.server";
import { apiJson, readOnly } from "~/services/api.server";

/** GET /api/youtube/videos: the outside channels' latest uploads, from the stored snapshot. */
export function loader(_args: LoaderFunctionArgs) {
  return apiJson(listChannelVideos(), { headers: { "Cache-Control": "public, max-age=300" } });
}

/** Only reads are answered here. */
export const action = readOnly;
