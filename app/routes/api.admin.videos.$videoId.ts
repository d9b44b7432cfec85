import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteVideo, updateVideo } from "~/models/video-admin.server";
import { getVideoForApi } from "~/models/video.server";
import { allowMethods, apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { requireAdmin } from "~/services/current-user.server";
import { MEMBER_CACHE_CONTROL } from "~/services/http-cache.server";
import { parseRecordId } from "~/validation/record-id";
import { videoApiSchema } from "~/validation/video-form";

const headers = { "Cache-Control": MEMBER_CACHE_CONTROL };

export function loader({ request }: LoaderFunctionArgs) {
  methodNotAllowed(request, ["PUT", "DELETE"]);
}

/**
 * PUT /api/admin/videos/{id} {video body}: 200 with the video as GET /api/videos shows it (`thumbnail` "keep",
 * the default, keeps its picture). DELETE: 200 with a message. 401 visitors, 403 members, 404 unknown ids, 400 a
 * bad body, 409 a title or address another video has.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  allowMethods(request, ["PUT", "DELETE"]);
  const admin = await requireAdmin(request);
  const videoId = parseRecordId(params.videoId);
  if (videoId === null) apiError(404, "Video not found");
  if (request.method === "DELETE") {
    const result = await deleteVideo(admin, videoId);
    if (!result.ok) apiError(result.status, result.message);
    return apiJson({ message: "Video deleted successfully" }, { headers });
  }
  const values = await parseJsonBody(request, videoApiSchema);
  const result = await updateVideo(admin, videoId, values);
  if (!result.ok) apiError(result.status, result.message);
  return apiJson(getVideoForApi(videoId), { headers });
}
