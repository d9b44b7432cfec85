import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { channelThumbnail } from "~/models/channel-thumbnails.server";
import { NO_STORE_CACHE_CONTROL, STATIC_FILE_CACHE_CONTROL } from "~/services/http-cache.server";
import { videoIllustrationUrl } from "~/illustrations/videos";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * GET /video-thumbnails/{YouTube id}: a channel video's thumbnail from Shoal's own origin. A video that is not in
 * the snapshot is 404; one whose thumbnail YouTube did not give shows the YouTube category's drawing.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.youtubeId ?? "";
  const image = YOUTUBE_ID.test(id) ? await channelThumbnail(id) : "unknown";
  if (image === "unknown") return new Response("Not found", { status: 404, headers: { "Cache-Control": NO_STORE_CACHE_CONTROL } });
  if (image) {
    return new Response(Buffer.from(image.bytes), {
      headers: {
        "Content-Type": image.type,
        "Content-Length": String(image.bytes.byteLength),
        "Cache-Control": STATIC_FILE_CACHE_CONTROL,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  }
  return redirect(videoIllustrationUrl("youtube"), { headers: { "Cache-Control": NO_STORE_CACHE_CONTROL } });
}
